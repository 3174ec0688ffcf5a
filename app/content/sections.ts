import type { Copy } from "./copy";
import type { SectionWords } from "~/lib/section-words";

/**
 * The pages staff edit as sections in the workspace: each shows the sections it may hold, in the
 * order a new site shows them. A section's words are a part of its page's copy (the home page's
 * hero is `home.hero`); what a section shows from the facts (prices, telephone numbers) stays a
 * fact, so a section without words of its own (the price list) is only placed or left out.
 */
export const sectionPages = {
  home: {
    path: "/",
    sections: {
      hero: "hero",
      "icon-row": "iconRow",
      services: "servicesIntro",
      "why-us": "whyChooseUs",
      counters: "counters",
      technologies: "technologies",
      "service-tabs": "serviceTabs",
      blog: "blogTeasers",
      pricing: null,
      newsletter: "newsletter",
    },
  },
} as const satisfies Record<
  string,
  { path: string; sections: Record<string, keyof Copy["home"] | null> }
>;

export type SectionPage = keyof typeof sectionPages;
export type SectionType = keyof (typeof sectionPages)["home"]["sections"];

/** One section of a page as staff placed and wrote it. */
export type Section = { type: SectionType; words: SectionWords };

export const isSectionPage = (slug: string): slug is SectionPage =>
  Object.hasOwn(sectionPages, slug);

const typesOf = (page: SectionPage) => Object.keys(sectionPages[page].sections) as SectionType[];

const wordsKeyOf = (page: SectionPage, type: SectionType) => sectionPages[page].sections[type];

/**
 * A page's sections as a new site shows them, from a language's copy as written (with the facts'
 * placeholders, such as "{office.days}", still in it).
 */
export function shippedSections(page: SectionPage, copy: Copy): Section[] {
  return typesOf(page).map((type) => {
    const key = wordsKeyOf(page, type);
    return { type, words: key ? (structuredClone(copy.home[key]) as SectionWords) : {} };
  });
}

/**
 * Words as saved, in the shape of the words a new site ships: a missing or mistyped text is the
 * shipped one, a text the shipped words do not have is dropped. So a section saved before its
 * words changed shape still shows, and nothing a page does not read is kept.
 */
export function wordsLike(shipped: SectionWords, saved: unknown): SectionWords {
  const given = saved && typeof saved === "object" ? (saved as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(shipped).map(([key, value]) => {
      const own = given[key];
      if (typeof value === "string") return [key, typeof own === "string" ? own : value];
      return [key, wordsLike(value, own)];
    }),
  );
}

/**
 * A page's sections from a saved body (JSON: `{ "sections": [{ "type", "words" }] }`): the types the
 * page knows, each once, in the saved order, with their words in the shipped shape. A body that is
 * not such JSON is the shipped sections.
 */
export function readSections(page: SectionPage, body: string, shipped: Section[]): Section[] {
  let saved: unknown;
  try {
    saved = (JSON.parse(body) as { sections?: unknown }).sections;
  } catch {
    return shipped;
  }
  if (!Array.isArray(saved)) return shipped;
  const seen = new Set<string>();
  const known = new Set<string>(typesOf(page));
  return saved.flatMap((item: unknown) => {
    const { type, words } = (item ?? {}) as { type?: unknown; words?: unknown };
    if (typeof type !== "string" || !known.has(type) || seen.has(type)) return [];
    seen.add(type);
    const like = shipped.find((section) => section.type === type);
    return [{ type: type as SectionType, words: like ? wordsLike(like.words, words) : {} }];
  });
}

/** The body a page's sections are saved as: JSON, laid out so that a change reads as lines. */
export const sectionsBody = (sections: Section[]) => `${JSON.stringify({ sections }, null, 2)}\n`;

/** The page's copy with its sections' words in place of the shipped ones. */
export function copyWithSections(copy: Copy, page: SectionPage, sections: Section[]): Copy {
  const words = Object.fromEntries(
    sections.flatMap((section) => {
      const key = wordsKeyOf(page, section.type);
      return key ? [[key, section.words]] : [];
    }),
  );
  return { ...copy, home: { ...copy.home, ...words } };
}
