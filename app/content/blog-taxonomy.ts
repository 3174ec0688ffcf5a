import { slugify } from "~/lib/slug";

/** The blog's categories, in the order the sidebar lists them. */
export const categoryNames = [
  "Web Design",
  "Marketing",
  "Frontend",
  "IT & Software",
  "Photography",
  "Technology",
  "General",
] as const;

export const categories = categoryNames.map((name) => ({ name, slug: slugify(name) }));

export const POSTS_PER_PAGE = 6;
export const POPULAR_TAG_COUNT = 10;
export const POPULAR_POST_COUNT = 3;
