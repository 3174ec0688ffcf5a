import { locales, pathIn } from "./copy";
import { servicePagePaths } from "./services";

/**
 * The information pages (privacy policy, FAQs, …): one Markdown file each in `content/en/pages/`,
 * each served at /<file name>.
 */
export const infoPageSlugs = Object.keys(import.meta.glob("./en/pages/*.md")).map((path) =>
  path.slice(path.lastIndexOf("/") + 1, -".md".length),
);

/**
 * The site's pages that can be listed, in the default language's addresses: the prerendered ones,
 * and the blog list.
 */
const staticPaths = [
  "/",
  "/service",
  "/pricing",
  "/about-us",
  "/contact",
  "/request-quote",
  ...infoPageSlugs.map((slug) => `/${slug}`),
  ...servicePagePaths,
];

/**
 * Pages whose HTML is the same for every visitor, rendered once at build time and served as files,
 * in every language. Pages that read the database or the query string (blog lists, posts with
 * comments, not-found) are rendered per request instead.
 */
export const prerenderedPaths = locales.flatMap((locale) =>
  staticPaths.map((path) => pathIn(locale, path)),
);

/** Every page a search engine should know, in the default language: each exists in every language. */
export const listedPaths = [...staticPaths, "/news"];
