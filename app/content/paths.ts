import { pathIn, type Locale } from "./copy";
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
 * The pages every language has at a fixed address, besides the home page, the services and the
 * blog, in the default language's addresses. Like every public page they are rendered once per
 * content revision and kept (server/page-cache.ts): they show the site's facts.
 */
const fixedPages = [
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

/**
 * Every page a search engine should know that exists in every language, in the default
 * language's addresses; what the agency publishes is listed per language version.
 */
export const listedPaths = ["/", ...fixedPages, ...servicePagePaths, "/news", "/book"];
