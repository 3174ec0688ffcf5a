import { data } from "react-router";
import type { Route } from "./+types/feed";
import { localeOfPath } from "~/content/copy";
import { hasOwnBlog } from "~/content/paths";
import { feedContentType, feedFormatOf } from "~/lib/feeds";
import { blogFeed } from "~/server/feed.server";

/**
 * The blog's RSS and Atom feeds, in each language with posts of its own (a language that shows the
 * English posts points its readers to the English feeds).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeOfPath(pathname);
  if (!hasOwnBlog(locale)) throw data(null, { status: 404 });
  const format = feedFormatOf(pathname.slice(pathname.lastIndexOf("/") + 1)) ?? "rss";
  return new Response(blogFeed(locale, format), {
    headers: { "Content-Type": feedContentType(format), "Cache-Control": "public, max-age=3600" },
  });
}
