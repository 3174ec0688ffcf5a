import { z } from "zod";
import { authorIds, authorInitials } from "./authors";
import {
  categorySlugs,
  POPULAR_POST_COUNT,
  POPULAR_TAG_COUNT,
  RELATED_POST_COUNT,
} from "./blog-taxonomy";
import { copyFor, defaultLocale, type Copy, type Locale } from "./copy";
import { fileNameOf, parseMarkdown } from "~/lib/markdown.server";
import { slugify } from "~/lib/slug";
import type { Post, PostSummary } from "./post";
import { serviceSlugs, type ServiceSlug } from "./services";

const WORDS_PER_MINUTE = 200;

export const postFrontMatterSchema = z
  .object({
    title: z.string().min(5).max(90),
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case words joined by hyphens"),
    date: z.coerce.date(),
    /** When the post was last changed in substance, if after its date. */
    updated: z.coerce.date().optional(),
    author: z.enum(authorIds),
    category: z.enum(categorySlugs),
    topic: z.string().min(2).max(30).optional(),
    tags: z.array(z.string().min(2).max(30)).min(1).max(6),
    /** The services the post concerns: their pages link it. */
    services: z.array(z.enum(serviceSlugs)).max(4).default([]),
    excerpt: z.string().min(40).max(220),
    cover: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/, "an SVG under /images/blog/"),
    coverAlt: z.string().min(10).max(200),
  })
  .strict();

export type { Post, PostSummary } from "./post";

/**
 * Parses and checks one post file, naming its category and author as the language's copy does;
 * throws with the file name and field when it is not valid.
 */
export function parsePost(
  fileName: string,
  source: string,
  copy: Copy,
  language: string = copy.locale.code,
): Post {
  const { meta, html, text } = parseMarkdown(fileName, source, postFrontMatterSchema);
  if (`${meta.slug}.md` !== fileName) {
    throw new Error(`${fileName}: invalid front matter: field "slug": must match the file name`);
  }
  const words = text.split(/\s+/).filter(Boolean).length;
  const category = copy.blog.categories[meta.category];
  return {
    slug: meta.slug,
    language,
    title: meta.title,
    date: meta.date.toISOString().slice(0, 10),
    updated: (meta.updated ?? meta.date).toISOString().slice(0, 10),
    author: {
      id: meta.author,
      initials: authorInitials[meta.author],
      ...copy.people.authors[meta.author],
    },
    category,
    categorySlug: meta.category,
    // A post shown in another language than its own keeps to the category, named in the page's words.
    topic: language === copy.locale.code ? (meta.topic ?? category) : category,
    tags: meta.tags.map((name) => ({ name, slug: slugify(name) })),
    services: meta.services,
    excerpt: meta.excerpt,
    cover: meta.cover,
    coverAlt: meta.coverAlt,
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    html,
    text,
  };
}

export function summarize({ html: _html, text: _text, ...summary }: Post): PostSummary {
  return summary;
}

export type PostFilter = { query?: string; category?: string; tag?: string };

/** How strongly a post matches the search words: 0 unless every word appears somewhere. */
function relevance(post: Post, words: string[]) {
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

/** One language's blog: its posts, newest first, and the lists and searches the pages show. */
export class Blog {
  readonly posts: Post[];
  private bySlug: Map<string, Post>;

  constructor(
    private copy: Copy,
    posts: Post[],
  ) {
    this.posts = [...posts].sort(
      (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
    );
    this.bySlug = new Map(this.posts.map((post) => [post.slug, post]));
  }

  /** The language the posts are written in (English on a language without posts of its own). */
  get language() {
    return this.posts[0]?.language ?? this.copy.locale.code;
  }

  getPost(slug: string) {
    return this.bySlug.get(slug);
  }

  neighbours(slug: string) {
    const index = this.posts.findIndex((post) => post.slug === slug);
    const newer = index > 0 ? this.posts[index - 1] : undefined;
    const older = index >= 0 ? this.posts[index + 1] : undefined;
    const link = (post: Post) => ({ slug: post.slug, title: post.title, language: post.language });
    return { newer: newer && link(newer), older: older && link(older) };
  }

  /**
   * What to read after a post: the posts sharing most of its tags, then its category and the
   * services it concerns, the newer first among equals; never the post itself, and none that shares
   * nothing with it.
   */
  related(slug: string, limit = RELATED_POST_COUNT): PostSummary[] {
    const post = this.getPost(slug);
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
  filterPosts({ query, category, tag }: PostFilter): Post[] {
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

const sources = import.meta.glob<string>("./*/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const localeOfSource = (path: string) => path.split("/")[1];

const blogs = new Map<Locale, Blog>();

/**
 * The blog of a language, from the posts in `content/<locale>/blog/`; a language without posts of
 * its own shows the English ones.
 */
export function blogFor(locale: Locale): Blog {
  let blog = blogs.get(locale);
  if (!blog) {
    const own = Object.entries(sources).filter(([path]) => localeOfSource(path) === locale);
    const language = own.length > 0 ? locale : defaultLocale;
    const files = Object.entries(sources).filter(([path]) => localeOfSource(path) === language);
    const copy = copyFor(locale);
    blog = new Blog(
      copy,
      files.map(([path, source]) => parsePost(fileNameOf(path), source, copy, language)),
    );
    blogs.set(locale, blog);
  }
  return blog;
}

/** The post a blog page shows: /news/single-news is the original site's address for the newest. */
export function postAt(blog: Blog, slug: string | undefined) {
  return slug ? blog.getPost(slug) : blog.posts[0];
}
