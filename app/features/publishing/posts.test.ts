import { beforeAll, describe, expect, it } from "vitest";
import { categorySlugs, POSTS_PER_PAGE } from "~/content/blog-taxonomy";
import { copyFor, loadAllCopies } from "~/content/copy";
import { Blog, listedPost, tagIn, type PostSource } from "./posts.server";
import { readContentFolder } from "./content-files.server";

/**
 * The site's own posts, as a first start imports them into the content store: what a visitor of a
 * new site reads.
 */
const sample = await readContentFolder("app/content");
const sourcesIn = (language: string): PostSource[] =>
  sample
    .filter((entry) => entry.kind === "post")
    .flatMap(({ versions, author = null, category = null, services = [] }) =>
      versions
        .filter((version) => version.language === language)
        .map((version) => ({
          ...version,
          cover: version.cover ?? null,
          coverAlt: version.coverAlt ?? null,
          topic: version.topic ?? null,
          tags: version.tags ?? [],
          publishedAt: version.publishedAt ?? null,
          revisedAt: version.revisedAt ?? null,
          author,
          category,
          services,
        })),
    );

beforeAll(loadAllCopies);
const en = copyFor("en");
const blog = new Blog(en, sourcesIn("en"));
const { posts } = blog;

describe("the blog's posts", () => {
  it("has twelve posts, newest first, filling exactly two pages", () => {
    expect(posts).toHaveLength(12);
    expect(posts.length / POSTS_PER_PAGE).toBe(2);
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("opens with the three home teasers, then the newest list topic", () => {
    expect(posts.slice(0, 4).map((post) => post.slug)).toEqual([
      "ai-software-dev",
      "mobile-app-trends-2025",
      "seo-trends-2025",
      "seo-ranking-2025",
    ]);
  });

  it("has at least one post in every sidebar category, and counts them truly", () => {
    const counts = blog.categoryCounts();
    expect(counts.map((c) => c.slug)).toEqual([...categorySlugs]);
    for (const { name, slug, count } of counts) {
      expect(name).toBe(en.blog.categories[slug]);
      expect(count).toBe(posts.filter((post) => post.category === name).length);
      expect(count).toBeGreaterThan(0);
    }
  });

  it("has articles of 500 words or more, each with a quote", () => {
    for (const post of posts) {
      expect(post.text.split(/\s+/).filter(Boolean).length, post.slug).toBeGreaterThanOrEqual(500);
      expect(blog.getPost(post.slug)?.html, post.slug).toContain("<blockquote>");
    }
  });

  it("ranks tags by how many posts carry them", () => {
    const tags = blog.popularTags();
    for (let i = 1; i < tags.length; i += 1)
      expect(tags[i - 1]!.count).toBeGreaterThanOrEqual(tags[i]!.count);
    const strategy = tags.find((tag) => tag.slug === "strategy");
    expect(strategy?.count).toBe(
      posts.filter((p) => p.tags.some((t) => t.name === "Strategy")).length,
    );
  });
});

describe("filterPosts", () => {
  it("searches titles, bodies, tags and categories, every word must match", () => {
    expect(blog.filterPosts({ query: "flutter" }).map((p) => p.slug)).toContain(
      "flutter-vs-react-native",
    );
    expect(blog.filterPosts({ query: "Photography" }).map((p) => p.slug)).toContain(
      "product-photography-for-online-shops",
    );
    expect(blog.filterPosts({ query: "zzzz-not-a-word" })).toEqual([]);
  });
  it("filters by category and tag slugs", () => {
    expect(blog.filterPosts({ category: "photography" })).toHaveLength(1);
    expect(
      blog.filterPosts({ tag: "laravel" }).every((p) => p.tags.some((t) => t.slug === "laravel")),
    ).toBe(true);
  });
});

describe("what to read next", () => {
  it("offers two or three posts sharing tags, the category or a service, best match first, never the post itself", () => {
    for (const post of posts) {
      const related = blog.related(post.slug);
      expect(related.length, post.slug).toBeGreaterThanOrEqual(2);
      expect(related.length, post.slug).toBeLessThanOrEqual(3);
      const tags = new Set(post.tags.map((tag) => tag.slug));
      const score = (slug: string) => {
        const other = blog.getPost(slug)!;
        const shared = other.tags.filter((tag) => tags.has(tag.slug)).length;
        const services = other.services.filter((s) => post.services.includes(s)).length;
        return 2 * shared + (other.categorySlug === post.categorySlug ? 1 : 0) + services;
      };
      for (const other of related) {
        expect(other.slug, post.slug).not.toBe(post.slug);
        expect(score(other.slug), `${post.slug} -> ${other.slug}`).toBeGreaterThan(0);
      }
      const scores = related.map((other) => score(other.slug));
      expect(scores, post.slug).toEqual([...scores].sort((a, b) => b - a));
    }
    // The two Laravel/PHP posts share three tags: each is the other's first suggestion.
    expect(blog.related("laravel-best-practices")[0]?.slug).toBe("php-trends-2025");
    expect(blog.related("no-such-post")).toEqual([]);
  });

  it("lists on a service's page the posts that name the service, newest first", () => {
    const seo = blog.about("seo");
    expect(seo.map((post) => post.slug).sort()).toEqual(
      posts
        .filter((post) => post.services.includes("seo"))
        .map((post) => post.slug)
        .sort(),
    );
    expect(seo.length).toBeGreaterThan(0);
    expect(seo.map((post) => post.date)).toEqual(
      seo
        .map((post) => post.date)
        .sort()
        .reverse(),
    );
  });

  it("names the same services for a post in every language it is written in", () => {
    const bn = new Blog(copyFor("bn"), sourcesIn("bn"));
    expect(bn.posts.map((post) => post.language)).toEqual(bn.posts.map(() => "bn"));
    for (const post of bn.posts) {
      expect(post.services, post.slug).toEqual(blog.getPost(post.slug)?.services);
    }
  });
});

describe("tags and languages", () => {
  it("names every tag of the shipped posts in Bangla and Arabic, at the same address in every language", () => {
    const bn = copyFor("bn");
    const ar = copyFor("ar");
    const tags = new Set(posts.flatMap((post) => post.tags.map((tag) => tag.name)));
    for (const typed of tags) {
      const english = tagIn(typed, en);
      expect(english.name).toBe(typed);
      for (const copy of [bn, ar]) {
        const shown = tagIn(typed, copy);
        expect(shown.slug, typed).toBe(english.slug);
        expect(Object.values(copy.blog.tagNames), typed).toContain(shown.name);
      }
    }
  });

  it("reads a tag typed by its Bangla name at the shared address, and keeps any other as typed", () => {
    const bn = copyFor("bn");
    expect(tagIn("এসইও", bn)).toEqual({ name: "এসইও", slug: "seo" });
    expect(tagIn(" seo ", bn)).toEqual({ name: "এসইও", slug: "seo" });
    expect(tagIn("Offline First", bn)).toEqual({ name: "Offline First", slug: "offline-first" });
    expect(tagIn("ঈদ অফার", bn)).toEqual({ name: "ঈদ অফার", slug: "ঈদ-অফার" });
  });

  it("lists a language's own posts before those it shows in English, each newest first", () => {
    const ar = copyFor("ar");
    const own = sourcesIn("ar");
    expect(own.length).toBeGreaterThanOrEqual(6);
    const untranslated = sourcesIn("en").filter(
      (source) => !own.some((post) => post.slug === source.slug),
    );
    const arabic = new Blog(ar, [...untranslated, ...own]);
    const languages = arabic.posts.map((post) => post.language);
    expect(languages).toEqual([...own.map(() => "ar"), ...untranslated.map(() => "en")]);
    for (const language of ["ar", "en"]) {
      const dates = arabic.posts.filter((post) => post.language === language).map((p) => p.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    // An English post on the Arabic blog keeps to its category, named in Arabic, and Arabic tags.
    const english = arabic.posts.find((post) => post.language === "en")!;
    expect(english.category).toBe(ar.blog.categories[english.categorySlug as "general"]);
    expect(english.tags.every((tag) => Object.values(ar.blog.tagNames).includes(tag.name))).toBe(
      true,
    );
  });
});

describe("a post's dates", () => {
  it("are the Dhaka days it was published and revised on, not the UTC ones", () => {
    const source = sourcesIn("en")[0]!;
    const late = listedPost(
      { ...source, publishedAt: "2026-11-27T18:51:00.000Z", revisedAt: "2026-11-28T18:00:00.000Z" },
      en,
    );
    expect(late.date).toBe("2026-11-28");
    expect(late.updated).toBe("2026-11-29");
  });
});
