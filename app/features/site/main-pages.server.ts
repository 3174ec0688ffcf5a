import type { RouterContextProvider } from "react-router";
import { copyFor, factsIn, localeOfRequest, type Locale } from "~/content/copy";
import { featuredPostSlugs } from "~/content/home";
import {
  shippedSections,
  withoutShippedWords,
  type Section,
  type SectionPage,
} from "~/content/sections";
import { backendContext } from "~/platform/context.server";
import { summarize, type PublishedContent } from "~/features/publishing/index.server";
import { withPlaceholdersFilled } from "~/lib/facts";

/** How many posts the home page shows. */
const TEASER_COUNT = 3;

/** The featured posts a language's blog has, then its newest, three in all. */
export async function homeTeasers(content: PublishedContent, locale: Locale) {
  const blog = await content.blog(locale);
  const featured = featuredPostSlugs.flatMap((slug) => blog.posts.filter((p) => p.slug === slug));
  const rest = blog.posts.filter((post) => !featured.includes(post));
  return [...featured, ...rest].slice(0, TEASER_COUNT).map(summarize);
}

/** Sections with the facts' placeholders filled in, in the language's digits. */
const filledSections = (sections: Section[], locale: Locale) =>
  withPlaceholdersFilled(sections, factsIn(locale).text);

/**
 * Sections as a page shows them: filled in, and those written as shipped without their words,
 * which the page's copy has (see ShownSection).
 */
export const shownSections = (sections: Section[], locale: Locale, page: SectionPage) =>
  withoutShippedWords(filledSections(sections, locale), shippedSections(page, copyFor(locale)));

/** What a main page's route loads: its sections in its language, as staff placed and wrote them. */
export async function loadMainPage(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  page: SectionPage,
) {
  const locale = localeOfRequest(request);
  const { content } = context.get(backendContext);
  return { sections: shownSections(await content.sections(locale, page), locale, page) };
}
