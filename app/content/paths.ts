import { locales, pathIn, type Locale } from "./copy";
import { landingPath, landingSlugs } from "./landings";
import { servicePagePaths } from "./services";
import { feedFiles, feedFormats } from "../lib/feeds";

/** The blog's feeds a page in a language offers: that language's. */
export function feedPathsFor(locale: Locale) {
  return {
    language: locale,
    feeds: feedFormats.map((format) => ({
      format,
      path: pathIn(locale, `/news/${feedFiles[format].name}`),
      mediaType: feedFiles[format].mediaType,
    })),
  };
}

/**
 * Pages whose HTML is the same for every visitor and shows nothing the agency publishes, in the
 * default language's addresses: rendered once at build time and served as files, in every
 * language. Pages that show published content (home, services, the blog, the agency's pages, the
 * feeds and the sitemap) are rendered once per content revision and kept instead
 * (server/page-cache.ts), and pages that read the query string per request.
 */
const prerenderedPages = [
  "/service",
  "/pricing",
  "/about-us",
  "/about-us-another",
  "/shops",
  "/shops/shop-details",
  "/contact",
  "/request-quote",
  ...landingSlugs.map(landingPath),
];

export const prerenderedPaths = locales.flatMap((locale) =>
  prerenderedPages.map((path) => pathIn(locale, path)),
);

/**
 * Every page a search engine should know that exists in every language, in the default
 * language's addresses; what the agency publishes is listed per language version.
 */
export const listedPaths = ["/", ...prerenderedPages, ...servicePagePaths, "/news"];
