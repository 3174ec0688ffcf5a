import { statSync } from "node:fs";
import path from "node:path";
import { Feed } from "feed";
import { copyFor, pathIn, type Locale } from "~/content/copy";
import { feedPathsFor } from "~/content/paths";
import type { Blog } from "./posts.server";
import { siteFacts } from "~/content/facts";
import { site } from "~/content/site";
import type { FeedFormat } from "~/lib/feeds";
import { absoluteUrl } from "~/lib/page/seo";

/** The size in bytes of an image of the site (feeds state their enclosures' sizes). */
function bytesOf(image: string) {
  try {
    return statSync(path.join("public", image)).size;
  } catch {
    // RSS's advice for a size that cannot be told.
    return 0;
  }
}

/** A day of the blog (YYYY-MM-DD) as a moment: the start of that day in UTC. */
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The blog of a language as an RSS 2.0 or Atom feed: every post, newest first, with its excerpt,
 * cover, author, category and dates, every address absolute.
 */
export function blogFeed(locale: Locale, blog: Blog, format: FeedFormat) {
  const copy = copyFor(locale);
  const { company } = siteFacts();
  const url = (path: string) => absoluteUrl(site.url, path);
  const local = (path: string) => pathIn(locale, path);
  const newest = blog.posts[0];
  const feed = new Feed({
    title: copy.blog.feed.title,
    description: copy.blog.metaDescription,
    id: url(local("/news")),
    link: url(local("/news")),
    language: blog.language,
    image: url(site.logo),
    favicon: url("/images/favicon.svg"),
    copyright: `© ${company.legalName} ${copy.chrome.footer.rights}`,
    updated: newest ? dayOf(newest.updated) : undefined,
    generator: company.name,
    feedLinks: Object.fromEntries(
      feedPathsFor(locale).feeds.map((feed) => [feed.format, url(feed.path)]),
    ),
    author: { name: company.name, email: company.emails.general, link: url("/") },
  });
  for (const post of blog.posts) {
    const link = url(pathIn(post.language as Locale, `/news/${post.slug}`));
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.excerpt,
      date: dayOf(post.updated),
      published: dayOf(post.date),
      // RSS names an author by e-mail address; the agency's stands for its writers.
      author: [{ name: post.author.name, email: company.emails.general }],
      category: [{ name: post.category }, ...post.tags.map((tag) => ({ name: tag.name }))],
      image: {
        url: url(post.shareImage),
        type: "image/png",
        length: bytesOf(post.shareImage),
      },
    });
  }
  return format === "rss" ? feed.rss2() : feed.atom1();
}
