import { servicePagePaths } from "./services";

/**
 * The information pages (privacy policy, FAQs, …): one Markdown file each in `content/en/pages/`,
 * each served at /<file name>.
 */
export const infoPageSlugs = Object.keys(import.meta.glob("./en/pages/*.md")).map((path) =>
  path.slice(path.lastIndexOf("/") + 1, -".md".length),
);

/**
 * Pages whose HTML is the same for every visitor, rendered once at build time and served as files.
 * Pages that read the database or the query string (blog lists, posts with comments, not-found) are
 * rendered per request instead.
 */
export const prerenderedPaths = [
  "/",
  "/service",
  "/pricing",
  "/about-us",
  "/contact",
  "/request-quote",
  ...infoPageSlugs.map((slug) => `/${slug}`),
  ...servicePagePaths,
];
