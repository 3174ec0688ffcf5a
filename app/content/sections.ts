import type { Copy } from "./copy";
import {
  isLandingSlug,
  landingPages,
  landingSlugs,
  type LandingSection,
  type LandingSlug,
} from "./landings";
import { servicePath, serviceSlugs, type ServiceSlug } from "./services";
import type { SectionText, SectionWords } from "~/lib/section-words";

/**
 * Where a section's words are in its page's copy: one part of it (`"hero"`, `"page.cta"`), or
 * several texts gathered (`["servicesEyebrow", "servicesTitle"]`, each named by its last key);
 * null for a section without words of its own.
 */
type WordsAt = string | readonly string[] | null;

type SectionPageFacts = { path: string; copy: keyof Copy; sections: Record<string, WordsAt> };

/** The campaign landing pages: each one's sections, in its order, with its words in `landings`. */
const landingSectionPages = Object.fromEntries(
  landingSlugs.map((slug) => [
    slug,
    {
      path: `/${slug}`,
      copy: "landings",
      sections: Object.fromEntries(
        landingPages[slug].sections.map((type) => [type, `pages.${slug}.${type}`]),
      ),
    },
  ]),
) as Record<
  LandingSlug,
  { path: string; copy: "landings"; sections: Record<LandingSection, string> }
>;

/** The main page of a service's own page. */
export type ServicePage = `service-${ServiceSlug}`;
export const servicePageOf = (slug: ServiceSlug): ServicePage => `service-${slug}`;

/** The services' own pages (/services/<slug>): their words are the service's in `services.items`. */
const serviceSectionPages = Object.fromEntries(
  serviceSlugs.map((slug) => [
    servicePageOf(slug),
    {
      path: servicePath(slug),
      copy: "services",
      sections: {
        banner: [`items.${slug}.title`],
        intro: [
          `items.${slug}.page.summary`,
          `items.${slug}.page.offerings`,
          `items.${slug}.imageAlt`,
        ],
        process: [`items.${slug}.page.process`],
        posts: null,
        others: null,
      },
    },
  ]),
) as unknown as Record<
  ServicePage,
  {
    path: string;
    copy: "services";
    sections: Record<"banner" | "intro" | "process" | "posts" | "others", readonly string[] | null>;
  }
>;

/**
 * The pages staff edit as sections in the workspace: each with the part of the copy its words are
 * in, and the sections it may hold in the order a new site shows them. What a section shows from
 * the facts (prices, telephone numbers) stays a fact, so a section without words of its own (the
 * price list, the testimonials) is only placed or left out.
 */
export const sectionPages = {
  home: {
    path: "/",
    copy: "home",
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
  services: {
    path: "/service",
    copy: "services",
    sections: {
      banner: ["page.title"],
      catalogue: "page.catalogue",
      "core-services": "page.core",
      cta: "page.cta",
    },
  },
  about: {
    path: "/about-us",
    copy: "about",
    sections: {
      banner: ["title"],
      intro: "intro",
      "service-list": ["servicesEyebrow", "servicesTitle"],
      testimonials: null,
      closing: "closing",
    },
  },
  team: {
    path: "/about-us-another",
    copy: "team",
    sections: {
      banner: ["title"],
      intro: "intro",
      people: "people",
      process: "process",
      office: "office",
      values: "values",
      cta: "cta",
    },
  },
  pricing: {
    path: "/pricing",
    copy: "pricing",
    sections: {
      banner: ["page.title"],
      plans: null,
      faq: ["page.faqTitle", "page.faqs"],
    },
  },
  ...serviceSectionPages,
  ...landingSectionPages,
} as const satisfies Record<string, SectionPageFacts>;

/** The service a service's page is about, if the page is one. */
export const serviceOfPage = (page: SectionPage): ServiceSlug | undefined =>
  serviceSlugs.find((slug) => servicePageOf(slug) === page);

export const isLandingPage = (page: SectionPage): page is LandingSlug =>
  Object.hasOwn(landingPages, page);

export type SectionPage = keyof typeof sectionPages;
type SectionsOf<P extends SectionPage> = keyof (typeof sectionPages)[P]["sections"];
export type SectionType = { [P in SectionPage]: SectionsOf<P> }[SectionPage];

/** One section of a page as staff placed and wrote it. */
export type Section = { type: SectionType; words: SectionWords };

/**
 * A section as a page's data carries it to the browser: without its words when they are the ones
 * the site ships, which the page's copy holds already (a page's hydration data would otherwise
 * carry its visible text twice).
 */
export type ShownSection = { type: SectionType; words?: SectionWords };

/** Sections with the words of those written as shipped left out (see ShownSection). */
export function withoutShippedWords(sections: Section[], shipped: Section[]): ShownSection[] {
  const words = new Map(shipped.map((section) => [section.type, JSON.stringify(section.words)]));
  return sections.map((section) =>
    words.get(section.type) === JSON.stringify(section.words) ? { type: section.type } : section,
  );
}

export const isSectionPage = (slug: string): slug is SectionPage =>
  Object.hasOwn(sectionPages, slug);

const typesOf = (page: SectionPage) => Object.keys(sectionPages[page].sections) as SectionType[];

const wordsAtOf = (page: SectionPage, type: SectionType): WordsAt =>
  (sectionPages[page].sections as Record<string, WordsAt>)[type] ?? null;

type Tree = { [key: string]: unknown };

const lastKey = (path: string) => path.split(".").at(-1)!;

const at = (tree: Tree, path: string) =>
  path.split(".").reduce<unknown>((value, key) => (value as Tree | undefined)?.[key], tree);

/** A copy of the tree with the value at a path replaced, each object on the way copied. */
function withAt(tree: Tree, path: string, value: unknown): Tree {
  const [first, ...rest] = path.split(".") as [string, ...string[]];
  if (rest.length === 0) return { ...tree, [first]: value };
  return { ...tree, [first]: withAt((tree[first] ?? {}) as Tree, rest.join("."), value) };
}

/** The words of a section in a page's copy. */
function wordsIn(scope: Tree, where: WordsAt): SectionWords {
  if (where === null) return {};
  if (typeof where === "string") return structuredClone(at(scope, where)) as SectionWords;
  return Object.fromEntries(
    where.map((path) => [lastKey(path), structuredClone(at(scope, path))]),
  ) as SectionWords;
}

/** What staff call a main page in a language: its title, as its banner shows it. */
export function pageNameIn(page: SectionPage, copy: Copy) {
  if (isLandingPage(page)) return copy.landings.pages[page].label;
  const service = serviceOfPage(page);
  if (service) return copy.services.items[service].title;
  const names: Record<Exclude<SectionPage, LandingSlug | ServicePage>, string> = {
    home: copy.chrome.breadcrumb.home,
    services: copy.services.page.title,
    about: copy.about.title,
    team: copy.team.title,
    pricing: copy.pricing.page.title,
  };
  return names[page as keyof typeof names];
}

/**
 * A page's sections as a new site shows them, from a language's copy as written (with the facts'
 * placeholders, such as "{office.days}", still in it).
 */
export function shippedSections(page: SectionPage, copy: Copy): Section[] {
  const scope = copy[sectionPages[page].copy] as Tree;
  return typesOf(page).map((type) => ({ type, words: wordsIn(scope, wordsAtOf(page, type)) }));
}

/** The most items a list of a section holds (questions, steps, paragraphs). */
export const LIST_MAX = 12;

/**
 * Words as saved, in the shape of the words a new site ships: a missing or mistyped text is the
 * shipped one, a text the shipped words do not have is dropped. A list keeps the items staff
 * gave it (one at least), each in the shape of the shipped item at its place, or of the first
 * after the shipped ones. So a section saved before its words changed shape still shows, and
 * nothing a page does not read is kept.
 */
export function wordsLike<T extends SectionText>(shipped: T, saved: unknown): T {
  if (typeof shipped === "string") return (typeof saved === "string" ? saved : shipped) as T;
  if (Array.isArray(shipped)) {
    const items: unknown[] =
      Array.isArray(saved) && saved.length > 0 ? saved.slice(0, LIST_MAX) : shipped;
    return items.map((value, index) => wordsLike(shipped[index] ?? shipped[0]!, value)) as T;
  }
  const given = saved && typeof saved === "object" ? (saved as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(shipped).map(([key, value]) => [key, wordsLike(value, given[key])]),
  ) as T;
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

/**
 * The body a page's sections are saved as: JSON, laid out so that a change reads as lines. A
 * landing page staff made names the landing page it was copied from, whose sections it holds.
 */
export const sectionsBody = (sections: Section[], template?: LandingSlug) =>
  `${JSON.stringify(template ? { template, sections } : { sections }, null, 2)}\n`;

/**
 * The landing page a landing page staff made was copied from, whose sections it holds; undefined
 * for the site's own main pages and for a body naming no landing page the site has.
 */
export const madeFrom = (version: { slug: string; body: string }) =>
  isSectionPage(version.slug) ? undefined : templateOf(version.body);

/** The landing page a body's page was copied from, if it names one the site has. */
export function templateOf(body: string): LandingSlug | undefined {
  try {
    const { template } = JSON.parse(body) as { template?: unknown };
    return typeof template === "string" && isLandingSlug(template) ? template : undefined;
  } catch {
    return undefined;
  }
}

/** The page's copy with its sections' words in place of the shipped ones. */
export function copyWithSections(copy: Copy, page: SectionPage, sections: ShownSection[]): Copy {
  const key = sectionPages[page].copy;
  let scope = copy[key] as Tree;
  for (const { type, words } of sections) {
    if (!words) continue;
    const where = wordsAtOf(page, type);
    if (typeof where === "string") scope = withAt(scope, where, words);
    else for (const path of where ?? []) scope = withAt(scope, path, words[lastKey(path)]);
  }
  return { ...copy, [key]: scope };
}
