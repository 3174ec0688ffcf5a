import { defaultLocale, locales, pathIn } from "~/content/copy";
import { listedPaths } from "~/content/paths";
import { blogFor } from "~/content/posts.server";
import { site } from "~/content/site";
import { absoluteUrl } from "~/lib/seo";

/** The public pages and every post, in every language, for search engines. */
export function loader() {
  const entries = [
    ...listedPaths.map((path) => ({ path, lastmod: undefined as string | undefined })),
    ...blogFor(defaultLocale).posts.map((post) => ({
      path: `/news/${post.slug}`,
      lastmod: post.date,
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
