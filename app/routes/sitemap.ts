import { POSTS_PER_PAGE } from "~/content/blog-taxonomy";
import { defaultLocale, locales, pathIn } from "~/content/copy";
import { listedPaths } from "~/content/paths";
import { DEFAULT_PRODUCT, productIds, productPath } from "~/content/shop";
import { blogFor } from "~/content/posts.server";
import { site } from "~/content/site";
import { blogListHref, pageCount } from "~/lib/blog-query";
import { absoluteUrl } from "~/lib/seo";

/** The public pages and every post, in every language, for search engines. */
export function loader() {
  const { posts } = blogFor(defaultLocale);
  // The blog's later pages list posts the first does not; each is a page of its own.
  const blogPages = Array.from(
    { length: pageCount(posts.length, POSTS_PER_PAGE) - 1 },
    (_, index) => blogListHref({ page: index + 2 }),
  );
  // The shop's other products have pages of their own, rendered per request.
  const products = productIds.filter((id) => id !== DEFAULT_PRODUCT).map(productPath);
  const entries = [
    ...[...listedPaths, ...products, ...blogPages].map((path) => ({
      path,
      lastmod: undefined as string | undefined,
    })),
    ...posts.map((post) => ({
      path: `/news/${post.slug}`,
      lastmod: post.updated,
    })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locales.flatMap((locale) =>
      entries.map(
        ({ path, lastmod }) =>
          `  <url><loc>${absoluteUrl(site.url, pathIn(locale, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
      ),
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
