import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { describeEachStore, silentLog } from "../../../tests/support/stores";
import { loadAllCopies } from "~/content/copy";
import { shippedFacts } from "~/content/shipped-facts";
import { brokenMenuLinks } from "~/features/facts/facts-form.server";
import { seedContent } from "./content-files.server";
import type { EntryInput, VersionInput } from "./content-versions.server";
import { PublishedContent, siteLinksIn } from "./published.server";

const editor = { id: 3, name: "Mitu Akter" };

function version(language: string, slug: string, extra: Partial<VersionInput> = {}): VersionInput {
  return {
    language,
    status: "published",
    slug,
    title: `${language} title of ${slug}`,
    description: `What ${slug} is about, in ${language}, for readers in Dhaka and beyond.`,
    body: `Body of ${slug} in ${language}.`,
    cover: "/images/blog/ai-software-dev.svg",
    coverAlt: "A cover that shows what the post is about",
    tags: ["Payments"],
    publishedAt: "2026-11-01T04:00:00.000Z",
    ...extra,
  };
}

const post = (versions: VersionInput[]): EntryInput => ({
  kind: "post",
  author: "nusrat-jahan",
  category: "marketing",
  services: ["seo"],
  versions,
});

beforeAll(loadAllCopies);

describeEachStore("published content", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let content: PublishedContent;
  beforeEach(async () => {
    handle = await store.open();
    content = new PublishedContent(handle.db, silentLog);
    await content.refresh();
  });
  afterEach(async () => {
    content.stop();
    await handle.dispose();
  });

  it("fills an empty store with the site's own content once, even when instances start together", async () => {
    const counts = await Promise.all([
      seedContent(handle.db, "app/content"),
      seedContent(handle.db, "app/content"),
    ]);
    expect(counts.filter((count) => count > 0)).toHaveLength(1);
    expect(await seedContent(handle.db, "app/content")).toBe(0);
    const entries = await handle.db.selectFrom("content_entries").select("id").execute();
    expect(entries).toHaveLength(Math.max(...counts));
    await content.refresh();
    expect((await content.blog("bn")).posts.every((p) => p.language === "bn")).toBe(true);
  });

  it("has a page for every link of the menus a new site starts with, in each language showing it", async () => {
    await seedContent(handle.db, "app/content");
    await content.refresh();
    const resolves = (address: string) => content.resolves(address);
    expect(await brokenMenuLinks(shippedFacts.menus, resolves)).toEqual({});
    const menus = structuredClone(shippedFacts.menus);
    menus.header[0]!.to = "/about-us-again";
    expect(Object.keys(await brokenMenuLinks(menus, resolves))).toEqual(["menus.header.0.to"]);
  });

  it("leaves a store that already holds content as it is", async () => {
    await content.store.save(post([version("en", "bkash-checkout")]), editor);
    expect(await seedContent(handle.db, "app/content")).toBe(0);
    expect(await content.store.list("post", "en")).toHaveLength(1);
  });

  it("shows a save after the next refresh, and keeps what it read until then", async () => {
    const blog = await content.blog("en");
    expect(blog.posts).toEqual([]);
    await content.store.save(post([version("en", "bkash-checkout")]), editor);
    expect(await content.blog("en")).toBe(blog);
    expect(await content.refresh()).toBe(true);
    expect((await content.blog("en")).posts.map((p) => p.slug)).toEqual(["bkash-checkout"]);
    expect(await content.refresh()).toBe(false);
  });

  it("publishes a scheduled version when its time comes, once, and moves the revision on", async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    await content.store.save(
      post([version("en", "eid-sale", { status: "scheduled", publishedAt: soon })]),
      editor,
    );
    await content.refresh();
    const before = content.revision();
    expect((await content.blog("en")).posts).toEqual([]);
    // Two instances at the time: one publishes it.
    const later = new Date(Date.now() + 120_000).toISOString();
    await Promise.all([content.publishDue(later), content.publishDue(later)]);
    expect(await content.store.revision()).toBe(before + 1);
    const [row] = await handle.db.selectFrom("content_versions").select("status").execute();
    expect(row?.status).toBe("published");
  });

  it("publishes a scheduled version at its moment, not at the next read of the revision", async () => {
    const soon = Date.now() + 1000;
    await content.store.save(
      post([
        version("en", "eid-sale", {
          status: "scheduled",
          publishedAt: new Date(soon).toISOString(),
        }),
      ]),
      editor,
    );
    await content.refresh();
    const before = content.revision();
    // Reads a minute apart: only the read armed for the moment can publish it in time.
    content.start(60_000);
    await expect.poll(() => content.revision(), { timeout: 3000, interval: 50 }).toBe(before + 1);
    expect(Date.now()).toBeGreaterThanOrEqual(soon);
    expect((await content.blog("en")).posts.map((p) => p.slug)).toEqual(["eid-sale"]);
  });

  it("lists a language's own posts, then the English ones it has no version of, and names only the versions there are", async () => {
    await content.store.save(
      post([version("en", "bkash-checkout"), version("bn", "bikash-checkout")]),
      editor,
    );
    await content.store.save(post([version("en", "nagad-for-shops")]), editor);
    await content.refresh();
    expect((await content.blog("bn")).posts.map((p) => [p.language, p.slug])).toEqual([
      ["bn", "bikash-checkout"],
      ["en", "nagad-for-shops"],
    ]);
    expect((await content.blog("ar")).posts.map((p) => p.language)).toEqual(["en", "en"]);
    expect(await content.postVersions("en", "bkash-checkout")).toEqual([
      { language: "en", path: "/news/bkash-checkout" },
      { language: "bn", path: "/bn/news/bikash-checkout" },
    ]);
    expect(await content.postVersions("en", "nagad-for-shops")).toEqual([
      { language: "en", path: "/news/nagad-for-shops" },
    ]);
    // Another language's slug leads to this language's version, or to the English one.
    expect(await content.redirectFor("post", "bn", "bkash-checkout")).toBe(
      "/bn/news/bikash-checkout",
    );
    expect(await content.redirectFor("post", "ar", "bkash-checkout")).toBe("/news/bkash-checkout");
    expect(await content.redirectFor("post", "bn", "no-such-post")).toBeNull();
    // Published elsewhere since this instance read the revision: not sent to itself.
    await content.store.save(post([version("en", "eid-offers")]), editor);
    expect(await content.redirectFor("post", "en", "eid-offers")).toBeNull();
  });

  it("sends a live version's old address to its new one once its slug changes", async () => {
    const id = await content.store.save(post([version("en", "bkash-guide")]), editor);
    await content.store.save({ ...post([version("en", "bkash-checkout-guide")]), id }, editor);
    await content.refresh();
    expect(await content.redirectFor("post", "en", "bkash-guide")).toBe(
      "/news/bkash-checkout-guide",
    );
    // A draft never had an address anyone saw: renaming it leaves none behind.
    const draft = await content.store.save(
      post([version("en", "nagad-draft", { status: "draft", publishedAt: null })]),
      editor,
    );
    await content.store.save(
      {
        ...post([version("en", "nagad-guide", { status: "draft", publishedAt: null })]),
        id: draft,
      },
      editor,
    );
    await content.refresh();
    expect(await content.redirectFor("post", "en", "nagad-draft")).toBeNull();
    // An old address taken by a new version is that version's again.
    await content.store.save(
      post([version("en", "bkash-guide", { title: "A new guide" })]),
      editor,
    );
    await content.refresh();
    expect((await content.blog("en")).getPost("bkash-guide")?.title).toBe("A new guide");
  });

  it("tells which site addresses a text links to lead nowhere", async () => {
    await content.store.save(
      post([version("en", "bkash-checkout"), version("bn", "bikash-checkout")]),
      editor,
    );
    await content.refresh();
    const body = [
      "[contact](/contact) [pricing](/bn/pricing?plan=basic#plans) [post](/bn/news/bikash-checkout)",
      "[gone](/news/no-such-post) [typo](/contcat) ![cover](/images/og-default.png)",
      "![missing](/images/blog/none.svg) ![medium](/media/0123456789abcdef-1200.webp)",
      "[elsewhere](https://example.com/x) [mail](mailto:hello@nakshilabs.com.bd)",
    ].join("\n");
    const links = siteLinksIn(body);
    const resolved = await Promise.all(links.map((link) => content.resolves(link)));
    expect(links.filter((_, index) => !resolved[index])).toEqual([
      "/news/no-such-post",
      "/contcat",
      "/images/blog/none.svg",
      "/media/0123456789abcdef-1200.webp",
    ]);
  });

  it("renders a page's Markdown as safe HTML, with the languages it is written in", async () => {
    await content.store.save(
      {
        kind: "page",
        versions: [
          version("en", "refund-policy", { body: "## Refunds\n\n<script>alert(1)</script>" }),
          version("ar", "siyasat-alistirdad"),
        ],
      },
      editor,
    );
    await content.refresh();
    const page = await content.page("page", "en", "refund-policy");
    expect(page?.html).toBe("<h2>Refunds</h2>\n");
    expect(page?.versions).toEqual([
      { language: "en", path: "/refund-policy" },
      { language: "ar", path: "/ar/siyasat-alistirdad" },
    ]);
    expect(await content.page("page", "bn", "refund-policy")).toBeNull();
    expect(await content.redirectFor("page", "bn", "refund-policy")).toBe("/refund-policy");
    // An address that is no slug names nothing, on PostgreSQL too (which refuses a NUL).
    expect(await content.page("page", "en", "refund\u0000policy")).toBeNull();
    expect(await content.redirectFor("page", "en", "Refund Policy")).toBeNull();
  });
});
