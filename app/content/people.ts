import { defaultLocale, factsIn, isLocale, type Copy } from "./copy";
import { siteFacts } from "./facts";
import { inLanguage, type storyPages } from "~/lib/facts";

/**
 * The team, the clients' testimonials and stories, as a language shows them: the site's facts, in
 * that language (else in English), with the facts they name filled in.
 */
function localizer(copy: Copy) {
  const language = isLocale(copy.locale.code) ? copy.locale.code : defaultLocale;
  const { text } = factsIn(language, copy);
  return <T>(value: { en: T; bn?: T; ar?: T }) => {
    const words = inLanguage(value, copy.locale.code);
    return (typeof words === "string" ? text(words) : words) as T;
  };
}

/** The people who lead the agency's projects, in the order the team page shows them. */
export function teamIn(copy: Copy) {
  const local = localizer(copy);
  return siteFacts().team.members.map((member) => ({
    id: member.id,
    photo: member.photo,
    name: local(member.name),
    role: local(member.role),
    bio: local(member.bio),
  }));
}

/** What clients say, in the order the carousels show them. */
export function testimonialsIn(copy: Copy) {
  const local = localizer(copy);
  return siteFacts().testimonials.items.map((item) => ({
    author: local(item.author),
    role: local(item.role),
    text: local(item.text),
    rating: item.rating,
    date: item.date,
    photo: item.photo,
  }));
}

/** The client story a landing page tells, with its results. */
export function storyIn(copy: Copy, page: (typeof storyPages)[number]) {
  const local = localizer(copy);
  const story = siteFacts().stories[page];
  return {
    title: local(story.title),
    client: local(story.client),
    text: local(story.text),
    quote: local(story.quote),
    author: local(story.author),
    role: local(story.role),
    results: story.results.map((result) => ({
      value: local(result.value),
      label: local(result.label),
    })),
  };
}

export type Story = ReturnType<typeof storyIn>;
