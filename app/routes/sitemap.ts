import { defaultLocale } from "~/content/copy";
import { prerenderedPaths } from "~/content/paths";
import { blogFor } from "~/content/posts.server";
import { site } from "~/content/site";
import { absoluteUrl } from "~/lib/seo";

/** The public pages and every post, for search engines. */
export function loader() {
  const pages = [...prerenderedPaths, "/news"].map((path) => ({
    path,
    lastmod: undefined as string | undefined,
  }));
  const entries = [
    ...pages,
    ...blogFor(defaultLocale).posts.map((post) => ({
      path: `/news/${post.slug}`,
      lastmod: post.date,
    })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
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
