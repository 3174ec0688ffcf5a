import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachStore } from "../../../tests/support/stores";
import { ContentStore } from "./content-store.server";
import { ContentConflict, type EntryInput, type VersionInput } from "./content-versions.server";

const HOUR = 3_600_000;
const editor = { id: 7, name: "Mitu Akter" };

function version(language: string, slug: string, extra: Partial<VersionInput> = {}): VersionInput {
  return {
    language,
    status: "published",
    slug,
    title: `${language} title of ${slug}`,
    description: `What ${slug} is about, in ${language}.`,
    body: `Body of ${slug} in ${language}, about mobile banking in Dhaka.`,
    tags: ["Mobile", "Banking"],
    publishedAt: "2026-11-01T04:00:00.000Z",
    ...extra,
  };
}

function post(slug: string, versions: VersionInput[], extra: Partial<EntryInput> = {}): EntryInput {
  return {
    kind: "post",
    author: "nusrat-jahan",
    category: "marketing",
    services: ["seo"],
    versions,
    ...extra,
  };
}

describeEachStore("the content store", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let content: ContentStore;
  beforeEach(async () => {
    handle = await store.open();
    content = new ContentStore(handle.db);
  });
  afterEach(async () => {
    await handle.dispose();
  });

  it("keeps an entry's language versions, lists the live ones newest first and finds them by address", async () => {
    const older = await content.save(post("older-post", [version("en", "older-post")]), editor);
    const newer = await content.save(
      post("bkash-checkout", [
        version("en", "bkash-checkout", { publishedAt: "2026-11-10T04:00:00.000Z" }),
        version("bn", "bkash-checkout", { publishedAt: "2026-11-10T04:00:00.000Z" }),
      ]),
      editor,
    );
    await content.save(post("draft", [version("en", "a-draft", { status: "draft" })]), editor);
    expect((await content.list("post", "en")).map((v) => v.slug)).toEqual([
      "bkash-checkout",
      "older-post",
    ]);
    expect((await content.list("post", "bn")).map((v) => v.entryId)).toEqual([newer]);
    expect(await content.list("page", "en")).toEqual([]);
    const found = await content.get("post", "bn", "bkash-checkout");
    expect(found).toMatchObject({
      entryId: newer,
      title: "bn title of bkash-checkout",
      author: "nusrat-jahan",
      services: ["seo"],
      tags: ["Mobile", "Banking"],
      revision: 1,
    });
    expect(await content.get("post", "en", "a-draft")).toBeUndefined();
    expect(await content.get("post", "ar", "bkash-checkout")).toBeUndefined();
    // Only the languages that exist are named as translations.
    expect(await content.translationsOf(newer)).toEqual([
      { language: "bn", slug: "bkash-checkout" },
      { language: "en", slug: "bkash-checkout" },
    ]);
    expect(await content.translationsOf(older)).toEqual([{ language: "en", slug: "older-post" }]);
  });

  it("shows a scheduled version from its time on, with no request needed to publish it", async () => {
    const at = Date.parse("2026-12-01T04:00:00.000Z");
    await content.save(
      post("scheduled", [
        version("en", "scheduled", {
          status: "scheduled",
          publishedAt: new Date(at).toISOString(),
        }),
      ]),
      editor,
    );
    expect(await content.get("post", "en", "scheduled", at - HOUR)).toBeUndefined();
    expect(await content.list("post", "en", at - 1)).toEqual([]);
    expect((await content.get("post", "en", "scheduled", at))?.slug).toBe("scheduled");
    expect(await content.list("post", "en", at + HOUR)).toHaveLength(1);
  });

  it("moves the content revision on with every save, as every instance reads it", async () => {
    const other = new ContentStore(handle.db);
    expect(await content.revision()).toBe(0);
    const id = await content.save(post("x", [version("en", "x")]), editor);
    expect(await other.revision()).toBe(1);
    await other.save(post("x", [version("en", "x", { title: "A new title" })], { id }), editor);
    expect(await content.revision()).toBe(2);
  });

  it("keeps every save as a revision with who and when, and refuses a save based on an old one", async () => {
    const id = await content.save(post("x", [version("en", "x")]), editor);
    await content.save(
      post("x", [version("en", "x", { title: "Second title", baseRevision: 1 })], { id }),
      { id: 8, name: "Sabbir Ahmed" },
    );
    // A second person, still on revision 1, saves: told, and nothing of theirs is written.
    await expect(
      content.save(
        post("x", [version("en", "x", { title: "Third", baseRevision: 1 })], { id }),
        editor,
      ),
    ).rejects.toBeInstanceOf(ContentConflict);
    expect((await content.get("post", "en", "x"))?.title).toBe("Second title");
    const history = await content.history(id, "en");
    expect(history.map((h) => [h.revision, h.savedBy, h.version.title])).toEqual([
      [2, "Sabbir Ahmed", "Second title"],
      [1, "Mitu Akter", "en title of x"],
    ]);
  });

  it("marks a translation outdated when its source was saved after it, until it is saved again", async () => {
    const id = await content.save(post("x", [version("en", "x"), version("bn", "x")]), editor);
    expect(await content.overview("post")).toEqual([
      {
        id,
        title: "en title of x",
        savedAt: expect.any(String) as string,
        states: { en: "published", bn: "published" },
      },
    ]);
    await content.save(post("x", [version("en", "x", { body: "Changed." })], { id }), editor);
    expect((await content.overview("post"))[0]!.states).toEqual({
      en: "published",
      bn: "outdated",
    });
    await content.save(post("x", [version("bn", "x", { body: "বদলানো হয়েছে।" })], { id }), editor);
    expect((await content.overview("post"))[0]!.states).toEqual({
      en: "published",
      bn: "published",
    });
  });

  it("keeps a translation up to date when its source is restored to the text it was made from", async () => {
    const id = await content.save(post("x", [version("en", "x"), version("bn", "x")]), editor);
    await content.save(post("x", [version("en", "x", { body: "Changed." })], { id }), editor);
    expect((await content.overview("post"))[0]!.states.bn).toBe("outdated");
    // Revision 1's text again, as a restore saves it: the Bangla was made from that text.
    await content.save(post("x", [version("en", "x")], { id }), editor);
    expect((await content.overview("post"))[0]!.states).toEqual({
      en: "published",
      bn: "published",
    });
    // A change of status alone changes no words.
    await content.save(post("x", [version("en", "x", { status: "draft" })], { id }), editor);
    expect((await content.overview("post"))[0]!.states.bn).toBe("published");
    // A change of words does.
    await content.save(post("x", [version("en", "x", { title: "A new title" })], { id }), editor);
    expect((await content.overview("post"))[0]!.states.bn).toBe("outdated");
  });

  it("refuses two versions at one address, and writes nothing of that save", async () => {
    await content.save(post("first", [version("en", "same-slug")]), editor);
    const before = await content.revision();
    await expect(
      content.save(post("second", [version("en", "same-slug")]), editor),
    ).rejects.toThrow();
    expect(await content.revision()).toBe(before);
    expect(await content.list("post", "en")).toHaveLength(1);
  });

  it("finds live versions in which every word appears, whatever the case, and no draft", async () => {
    await content.save(
      post("a", [version("en", "a", { title: "bKash checkout for shops" })]),
      editor,
    );
    await content.save(
      post("b", [version("en", "b", { body: "Nagad and BKASH, side by side. 100%_done" })]),
      editor,
    );
    await content.save(
      post("c", [version("en", "c", { status: "draft", title: "bKash draft" })]),
      editor,
    );
    expect((await content.search("post", "en", "BKASH")).map((v) => v.slug).sort()).toEqual([
      "a",
      "b",
    ]);
    expect((await content.search("post", "en", "bkash nagad")).map((v) => v.slug)).toEqual(["b"]);
    expect(await content.search("post", "en", "100%_")).toHaveLength(1);
    expect(await content.search("post", "en", "%")).toHaveLength(1);
  });
});
