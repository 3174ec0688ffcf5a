import type { Route } from "./+types/sitemap";
import { POSTS_PER_PAGE } from "~/content/blog-taxonomy";
import { locales, pathIn } from "~/content/copy";
import { listedPaths } from "~/content/paths";
import { DEFAULT_PRODUCT, productIds, productPath } from "~/content/shop";
import { site } from "~/content/site";
import { blogListHref, pageCount } from "~/lib/blog-query";
import { dhakaDayOf } from "~/lib/dhaka-time";
import { absoluteUrl } from "~/lib/page/seo";
import { backendContext } from "~/platform/context.server";
import { addressOf } from "~/features/publishing/index.server";

/** The Dhaka day a page last changed on, for its `lastmod`. */
const dayOf = (moment: string | null | undefined) => (moment ? dhakaDayOf(moment) : undefined);

/**
 * The public pages in every language, and each post and page the agency published in each
 * language it is written in, for search engines.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { content } = context.get(backendContext);
  // The fixed pages show the site's facts: they changed when the facts last did.
  const factsChanged = dayOf(await content.facts.lastChanged());
  // The shop's other products have pages of their own, rendered per request.
  const products = productIds.filter((id) => id !== DEFAULT_PRODUCT).map(productPath);
  const everywhere = await Promise.all(
    locales.map(async (locale) => {
      const blog = await content.blog(locale);
      // The blog's later pages list posts the first does not; each is a page of its own.
      const blogPages = Array.from(
        { length: pageCount(blog.posts.length, POSTS_PER_PAGE) - 1 },
        (_, index) => blogListHref({ page: index + 2 }),
      );
      return [...listedPaths, ...products, ...blogPages].map((path) => ({
        path: pathIn(locale, path),
        lastmod: factsChanged,
      }));
    }),
  );
  const published = (
    await Promise.all([
      content.everything("page"),
      content.everything("case-study"),
      content.everything("post"),
      // The landing pages staff made; the site's own are among the fixed pages.
      content.madeLandings(),
    ])
  )
    .flat()
    .map((version) => ({
      path: addressOf(version.kind, version.language, version.slug),
      lastmod: dayOf(version.revisedAt ?? version.publishedAt ?? undefined),
    }));
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...everywhere.flat(), ...published].map(
      ({ path, lastmod }) =>
        `  <url><loc>${absoluteUrl(site.url, path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
