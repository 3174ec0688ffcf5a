import { authorIds } from "./authors";
import { serviceSlugs } from "./services";
import type { PostVocabulary } from "~/lib/publishing";

/** The blog's categories, in the order the sidebar lists them; their names are in each language's copy. */
export const categorySlugs = [
  "web-design",
  "marketing",
  "frontend",
  "it-software",
  "photography",
  "technology",
  "general",
] as const;

export type CategorySlug = (typeof categorySlugs)[number];

/** What a post may name, as the publishing checks read it. */
export const postVocabulary = {
  authors: authorIds,
  categories: categorySlugs,
  services: serviceSlugs,
} satisfies PostVocabulary;

export const POSTS_PER_PAGE = 6;
export const POPULAR_TAG_COUNT = 10;
export const POPULAR_POST_COUNT = 3;
/** Posts suggested at the end of a post, and on a service's page. */
export const RELATED_POST_COUNT = 3;
