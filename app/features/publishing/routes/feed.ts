import type { Route } from "./+types/feed";
import { localeOfPath } from "~/content/copy";
import { feedContentType, feedFormatOf } from "~/lib/feeds";
import { backendContext } from "~/platform/context.server";
import { blogFeed } from "../feed.server";

/**
 * The blog's RSS and Atom feeds in each language: the posts its blog lists (a language without
 * posts of its own lists the English ones, at their own addresses).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeOfPath(pathname);
  const blog = await context.get(backendContext).content.blog(locale);
  const format = feedFormatOf(pathname.slice(pathname.lastIndexOf("/") + 1)) ?? "rss";
  return new Response(blogFeed(locale, blog, format), {
    headers: { "Content-Type": feedContentType(format), "Cache-Control": "public, max-age=3600" },
  });
}
