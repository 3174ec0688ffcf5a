import { SLUG, type ContentKind } from "./content";
import { textsOf, type SectionWords } from "./section-words";

/**
 * The checks a version passes before it goes live, by the workspace's editor and by an import
 * alike: an error blocks publishing, a warning lets the editor publish anyway. Each names its
 * field, so the editor shows it there.
 */
export type PublishingProblem = {
  field: string;
  level: "error" | "warning";
  message: string;
};

/** What the checks read of a version and its entry. */
export type CheckedVersion = {
  slug: string;
  title: string;
  description: string;
  body: string;
  cover?: string | null;
  coverAlt?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  tags?: string[];
  author?: string | null;
  category?: string | null;
  services?: string[];
};

/** What a post may name: the site's authors, the blog's categories and the agency's services. */
export type PostVocabulary = {
  authors: readonly string[];
  categories: readonly string[];
  services: readonly string[];
};

/** Lengths search engines show whole, and what a page needs at least to say something. */
const LIMITS = {
  title: { post: { min: 5, max: 90 }, other: { min: 2, max: 80 } },
  description: { post: { min: 40, max: 220 }, other: { min: 50, max: 170 } },
  seoTitle: 60,
  seoDescription: 160,
  coverAlt: { min: 10, max: 200 },
  tags: { min: 1, max: 6 },
};

/** Markdown images with no words for a reader who cannot see them: ![](…) or ![ ](…). */
const IMAGE_WITHOUT_ALT = /!\[\s*\]\(/;

/** Links the site cannot serve: a site path that is not one. */
const SITE_PATH = /^\/(?!\/)/;

export function publishingProblems(
  kind: ContentKind,
  version: CheckedVersion,
  vocabulary: PostVocabulary,
) {
  const problems: PublishingProblem[] = [];
  const error = (field: string, message: string) =>
    problems.push({ field, level: "error", message });
  const warning = (field: string, message: string) =>
    problems.push({ field, level: "warning", message });
  const length = (field: string, value: string, { min, max }: { min: number; max: number }) => {
    const size = [...value.trim()].length;
    if (size < min) error(field, `Write at least ${min} characters (now ${size}).`);
    else if (size > max) error(field, `Keep it to ${max} characters (now ${size}).`);
  };

  if (kind === "sections") return sectionProblems(version);
  if (!SLUG.test(version.slug)) {
    error("slug", "Use lower-case letters and digits in words joined by hyphens.");
  }
  const limitsOf = <T>(limits: { post: T; other: T }) =>
    kind === "post" ? limits.post : limits.other;
  length("title", version.title, limitsOf(LIMITS.title));
  length("description", version.description, limitsOf(LIMITS.description));
  if (version.body.trim().length === 0) error("body", "The text is empty.");
  if (IMAGE_WITHOUT_ALT.test(version.body)) {
    error("body", "Every image needs alt text: write what it shows between the brackets.");
  }
  const seoTitle = version.seoTitle || version.title;
  if ([...seoTitle].length > LIMITS.seoTitle) {
    warning(
      version.seoTitle ? "seoTitle" : "title",
      `Search results cut titles after about ${LIMITS.seoTitle} characters.`,
    );
  }
  if (version.seoDescription && [...version.seoDescription].length > LIMITS.seoDescription) {
    warning(
      "seoDescription",
      `Search results cut descriptions after about ${LIMITS.seoDescription} characters.`,
    );
  }
  if (version.cover && !SITE_PATH.test(version.cover)) {
    error("cover", "Choose the cover from the media library.");
  }
  if (version.cover) length("coverAlt", version.coverAlt ?? "", LIMITS.coverAlt);

  if (kind === "post") {
    if (!version.cover) error("cover", "A post needs a cover image.");
    const tags = version.tags ?? [];
    if (tags.length < LIMITS.tags.min) error("tags", "Give the post at least one tag.");
    if (tags.length > LIMITS.tags.max) error("tags", `Keep to ${LIMITS.tags.max} tags.`);
    if (!vocabulary.authors.includes(version.author ?? "")) error("author", "Choose the author.");
    if (!vocabulary.categories.includes(version.category ?? "")) {
      error("category", "Choose one of the blog's categories.");
    }
    const unknown = (version.services ?? []).filter(
      (service) => !vocabulary.services.includes(service),
    );
    if (unknown.length > 0) error("services", `No such service: ${unknown.join(", ")}.`);
  }
  return problems;
}

/**
 * A main page's checks: a name for staff, and no section left without one of its texts (a section
 * that should not show is left out instead). Its address is the page's own, but for a landing page
 * staff made.
 */
function sectionProblems(version: CheckedVersion): PublishingProblem[] {
  const problems: PublishingProblem[] = [];
  if ([...version.title.trim()].length < 2) {
    problems.push({ field: "title", level: "error", message: "Write at least 2 characters." });
  }
  let sections: { words?: unknown }[] = [];
  try {
    const { sections: saved, template } = JSON.parse(version.body) as {
      sections?: unknown;
      template?: unknown;
    };
    if (Array.isArray(saved)) sections = saved as typeof sections;
    // A landing page staff made (copied from one of the site's) has an address of its own.
    if (template !== undefined && !SLUG.test(version.slug)) {
      problems.push({
        field: "slug",
        level: "error",
        message: "Use lower-case letters and digits in words joined by hyphens.",
      });
    }
    // Two pages with one description look like one page to a search engine.
    if (template !== undefined && !version.seoDescription?.trim()) {
      problems.push({
        field: "seoDescription",
        level: "warning",
        message:
          "Search results show the description of the page this one was copied from: write one that says who this page is for.",
      });
    }
  } catch {
    problems.push({ field: "body", level: "error", message: "The sections could not be read." });
  }
  sections.forEach((section, index) => {
    const words = (section?.words ?? {}) as SectionWords;
    for (const [path, text] of textsOf(words)) {
      if (!text.trim()) {
        problems.push({
          field: `section.${index}.${path}`,
          level: "error",
          message: "Write this text, or leave the section out.",
        });
      }
    }
  });
  return problems;
}

/** The problems that block publishing. */
export const blockingProblems = (problems: PublishingProblem[]) =>
  problems.filter((problem) => problem.level === "error");
