import { defaultLocale, locales, pathIn, type Locale } from "./copy";
import { landingPath, landingSlugs } from "./landings";
import { servicePagePaths } from "./services";
import { feedFiles, feedFormats } from "../lib/feeds";

/**
 * The information pages (privacy policy, FAQs, …): one Markdown file each in `content/en/pages/`,
 * each served at /<file name>.
 */
export const infoPageSlugs = Object.keys(import.meta.glob("./en/pages/*.md")).map((path) =>
  path.slice(path.lastIndexOf("/") + 1, -".md".length),
);

/** The languages with blog posts of their own; the others show the English ones. */
const blogLocales = locales.filter((locale) =>
  Object.keys(import.meta.glob("./*/blog/*.md")).some((path) => path.startsWith(`./${locale}/`)),
);

export const hasOwnBlog = (locale: Locale) => blogLocales.includes(locale);

/** The blog's feeds a page in a language offers: its own language's, or the English ones. */
export function feedPathsFor(locale: Locale) {
  const language = hasOwnBlog(locale) ? locale : defaultLocale;
  return {
    language,
    feeds: feedFormats.map((format) => ({
      format,
      path: pathIn(language, `/news/${feedFiles[format].name}`),
      mediaType: feedFiles[format].mediaType,
    })),
  };
}

/**
 * The site's pages that can be listed, in the default language's addresses: the prerendered ones,
 * and the blog list.
 */
const staticPaths = [
  "/",
  "/service",
  "/pricing",
  "/about-us",
  "/about-us-another",
  "/shops",
  "/shops/shop-details",
  "/contact",
  "/request-quote",
  ...infoPageSlugs.map((slug) => `/${slug}`),
  ...servicePagePaths,
  ...landingSlugs.map(landingPath),
];

/**
 * Pages whose HTML is the same for every visitor, rendered once at build time and served as files,
 * in every language. Pages that read the database or the query string (blog lists, posts with
 * comments, not-found) are rendered per request instead.
 */
export const prerenderedPaths = [
  ...locales.flatMap((locale) =>
    [...staticPaths, "/home-dark"].map((path) => pathIn(locale, path)),
  ),
  ...blogLocales.flatMap((locale) => feedPathsFor(locale).feeds.map((feed) => feed.path)),
  "/sitemap.xml",
];

/** Every page a search engine should know, in the default language: each exists in every language. */
export const listedPaths = [...staticPaths, "/news"];
