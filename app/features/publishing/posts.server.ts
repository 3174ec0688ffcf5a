import { authorInitials, type AuthorId } from "~/content/authors";
import {
  categorySlugs,
  POPULAR_POST_COUNT,
  POPULAR_TAG_COUNT,
  RELATED_POST_COUNT,
} from "~/content/blog-taxonomy";
import { factsIn, isLocale, type Copy, type Locale } from "~/content/copy";
import { renderMarkdown, type MarkdownLink } from "~/lib/markdown.server";
import { responsiveImage, shareImageOfMedium, type MediaIndex } from "~/lib/media";
import { shareImageOf } from "~/lib/page/seo";
import { slugify } from "~/lib/slug";
import { dhakaDayOf } from "~/lib/dhaka-time";
import type { Post, PostSummary } from "~/content/post";
import type { ServiceSlug } from "~/content/services";

const WORDS_PER_MINUTE = 200;

/** What a post's page needs of a post version in the content store. */
export type PostSource = {
  language: string;
  slug: string;
  title: string;
  description: string;
  body: string;
  cover: string | null;
  coverAlt: string | null;
  topic: string | null;
  tags: string[];
  publishedAt: string | null;
  revisedAt: string | null;
  author: string | null;
  category: string | null;
  services: string[];
};

export type { Post, PostSummary } from "~/content/post";

/** A post in a blog's lists: its summary and its words, for searching; its HTML is made when shown. */
export type ListedPost = PostSummary & { text: string };

/**
 * A post's tag in the words of the page's language (`copy`): a tag the languages name has one
 * address in all of them, whichever name it was typed by ("SEO", "এসইও"); any other keeps its name.
 */
export function tagIn(typed: string, copy: Copy) {
  const name = typed.trim();
  const names: Record<string, string> = copy.blog.tagNames;
  const known = Object.entries(names).find(
    ([, translated]) => translated.toLowerCase() === name.toLowerCase(),
  )?.[0];
  const slug = known ?? (slugify(name) || name.toLowerCase().replace(/\s+/g, "-"));
  return { name: names[slug] ?? name, slug };
}

/** The Dhaka day a post was published or revised on, as the agency and its readers count days. */
const day = (moment: string | null) => dhakaDayOf(moment ?? new Date(0).toISOString());

/**
 * A post version as the pages show it, its category and author named in the words of the page's
 * language (`copy`). An author or category the site does not know is shown as the agency's and by
 * its own name, so that nothing an editor saved breaks a page.
 */
export function listedPost(source: PostSource, copy: Copy, media: MediaIndex = {}): ListedPost {
  const cover = source.cover ?? "/images/og-default.png";
  const words = source.body.split(/\s+/).filter(Boolean).length;
  const categorySlug = source.category ?? "general";
  const category =
    copy.blog.categories[categorySlug as keyof Copy["blog"]["categories"]] ?? categorySlug;
  const authorId = source.author ?? "";
  const author =
    authorId in authorInitials
      ? {
          id: authorId,
          initials: authorInitials[authorId as AuthorId],
          ...copy.people.authors[authorId as AuthorId],
        }
      : {
          id: "agency",
          initials: copy.siteName.slice(0, 2).toUpperCase(),
          name: copy.siteName,
          role: "",
          bio: "",
        };
  return {
    slug: source.slug,
    language: source.language,
    title: source.title,
    date: day(source.publishedAt),
    updated: day(source.revisedAt ?? source.publishedAt),
    author,
    category,
    categorySlug,
    // A post shown in another language than its own keeps to the category, named in the page's words.
    topic: source.language === copy.locale.code ? (source.topic ?? category) : category,
    tags: source.tags.map((name) => tagIn(name, copy)),
    services: source.services,
    excerpt: source.description,
    cover,
    coverSet: responsiveImage(cover, media),
    coverAlt: source.coverAlt ?? "",
    shareImage: shareImageOfMedium(cover, media) ?? shareImageOf(cover),
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    text: source.body,
  };
}

/** A post as lists show it: without its words or its HTML. */
export function summarize(post: ListedPost | Post): PostSummary {
  const { text: _text, html: _html, ...summary } = { html: "", ...post };
  return summary;
}

export type PostFilter = { query?: string; category?: string; tag?: string };

/** How strongly a post matches the search words: 0 unless every word appears somewhere. */
function relevance(post: ListedPost, words: string[]) {
  const title = post.title.toLowerCase();
  const labels = [post.category, ...post.tags.map((t) => t.name)].join(" ").toLowerCase();
  const body = `${post.excerpt} ${post.text}`.toLowerCase();
  let score = 0;
  for (const word of words) {
    const inTitle = title.includes(word);
    const inLabels = labels.includes(word);
    if (!inTitle && !inLabels && !body.includes(word)) return 0;
    score += (inTitle ? 4 : 0) + (inLabels ? 2 : 0) + 1;
  }
  return score;
}

/**
 * One language's blog: its posts, newest first, those written in its language before those it shows
 * in another, and the lists and searches the pages show.
 */
export class Blog {
  readonly posts: ListedPost[];
  private bySlug: Map<string, ListedPost>;
  private bodies: Map<string, string>;
  private pages = new Map<string, Post>();

  constructor(
    private copy: Copy,
    sources: PostSource[],
    private media: MediaIndex = {},
    private links?: (href: string) => MarkdownLink | undefined,
  ) {
    const own = (post: ListedPost) => (post.language === copy.locale.code ? 0 : 1);
    this.posts = sources
      .map((source) => listedPost(source, copy, media))
      .sort(
        (a, b) => own(a) - own(b) || b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
      );
    this.bySlug = new Map(this.posts.map((post) => [post.slug, post]));
    this.bodies = new Map(sources.map((source) => [source.slug, source.body]));
  }

  /** The language the posts are written in (English on a language without posts of its own). */
  get language() {
    return this.posts[0]?.language ?? this.copy.locale.code;
  }

  /** A post with its HTML, made the first time it is asked for. */
  getPost(slug: string): Post | undefined {
    const listed = this.bySlug.get(slug);
    if (!listed) return undefined;
    let post = this.pages.get(slug);
    if (!post) {
      const language = isLocale(listed.language) ? listed.language : this.copy.locale.code;
      post = {
        ...listed,
        html: renderMarkdown(
          this.bodies.get(slug) ?? "",
          this.media,
          factsIn(language as Locale).markdown,
          this.links,
        ),
      };
      this.pages.set(slug, post);
    }
    return post;
  }

  neighbours(slug: string) {
    const index = this.posts.findIndex((post) => post.slug === slug);
    const newer = index > 0 ? this.posts[index - 1] : undefined;
    const older = index >= 0 ? this.posts[index + 1] : undefined;
    const link = (post: ListedPost) => ({
      slug: post.slug,
      title: post.title,
      language: post.language,
    });
    return { newer: newer && link(newer), older: older && link(older) };
  }

  /**
   * What to read after a post: the posts sharing most of its tags, then its category and the
   * services it concerns, the newer first among equals; never the post itself, and none that shares
   * nothing with it.
   */
  related(slug: string, limit = RELATED_POST_COUNT): PostSummary[] {
    const post = this.bySlug.get(slug);
    if (!post) return [];
    const tags = new Set(post.tags.map((tag) => tag.slug));
    return this.posts
      .filter((other) => other.slug !== slug)
      .map((other) => ({
        other,
        score:
          2 * other.tags.filter((tag) => tags.has(tag.slug)).length +
          (other.categorySlug === post.categorySlug ? 1 : 0) +
          other.services.filter((service) => post.services.includes(service)).length,
      }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date))
      .slice(0, limit)
      .map(({ other }) => summarize(other));
  }

  /** The posts about a service, newest first. */
  about(service: ServiceSlug, limit = RELATED_POST_COUNT): PostSummary[] {
    return this.posts
      .filter((post) => post.services.includes(service))
      .slice(0, limit)
      .map(summarize);
  }

  categoryCounts() {
    return categorySlugs.map((slug) => ({
      name: this.copy.blog.categories[slug],
      slug,
      count: this.posts.filter((post) => post.categorySlug === slug).length,
    }));
  }

  categoryName(slug: string) {
    return this.categoryCounts().find((category) => category.slug === slug)?.name;
  }

  /** Tags by how many posts carry them (then alphabetically), the most used first. */
  popularTags(limit = POPULAR_TAG_COUNT) {
    const counts = new Map<string, { name: string; slug: string; count: number }>();
    for (const tag of this.posts.flatMap((post) => post.tags)) {
      const entry = counts.get(tag.slug) ?? { ...tag, count: 0 };
      entry.count += 1;
      counts.set(tag.slug, entry);
    }
    return [...counts.values()]
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, limit);
  }

  /**
   * Popular posts: those with the most approved comments, the newer first among equals. The counts
   * come from the database, so the caller passes them in.
   */
  popularPosts(commentCounts: Map<string, number>, limit = POPULAR_POST_COUNT) {
    return [...this.posts]
      .sort(
        (a, b) =>
          (commentCounts.get(b.slug) ?? 0) - (commentCounts.get(a.slug) ?? 0) ||
          b.date.localeCompare(a.date),
      )
      .slice(0, limit)
      .map(summarize);
  }

  /**
   * Posts in a category and/or with a tag, and matching a search: every word must appear in the
   * title, body, tags or category. Search results come best match first (title, then tags and
   * category, then body), newest first among equals; without a search the list is newest first.
   */
  filterPosts({ query, category, tag }: PostFilter): ListedPost[] {
    const words = (query ?? "")
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word.length > 0);
    const inScope = this.posts.filter(
      (post) =>
        (!category || post.categorySlug === category) &&
        (!tag || post.tags.some((t) => t.slug === tag)),
    );
    if (words.length === 0) return inScope;
    return inScope
      .map((post) => ({ post, score: relevance(post, words) }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score)
      .map(({ post }) => post);
  }
}

/** The post a blog page shows: /news/single-news is the original site's address for the newest. */
export function postAt(blog: Blog, slug: string | undefined) {
  return blog.getPost(slug ?? blog.posts[0]?.slug ?? "");
}
