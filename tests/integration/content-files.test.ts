import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachStore } from "./stores";
import {
  ContentFileError,
  exportContent,
  importContent,
  readContentFolder,
} from "~/server/content-files.server";
import { ContentStore } from "~/server/content-store.server";
import { MediaLibrary } from "~/server/media.server";

const POST_EN = `---
title: "bKash Checkout for Small Shops"
slug: bkash-checkout
date: 2026-11-10
author: nusrat-jahan
category: marketing
topic: Payments
tags: [bKash, Shops]
services: [web-development]
excerpt: "How a small shop in Dhaka takes bKash payments on its own site, step by step."
cover: /images/blog/bkash-checkout.svg
coverAlt: "A phone showing a bKash payment screen beside a shopping bag"
---

Most of our shop clients ask the same question first.

## Step one

Open a merchant account.
`;

const POST_BN = `---
title: "ছোট দোকানের জন্য বিকাশ চেকআউট"
slug: bkash-checkout
date: 2026-11-10
author: nusrat-jahan
category: marketing
tags: [বিকাশ, দোকান]
services: [web-development]
excerpt: "ঢাকার একটি ছোট দোকান কীভাবে নিজের সাইটে বিকাশে টাকা নেয়, ধাপে ধাপে।"
cover: /images/blog/bkash-checkout.svg
coverAlt: "শপিং ব্যাগের পাশে বিকাশ পেমেন্টের স্ক্রিন দেখানো একটি ফোন"
---

আমাদের দোকানি ক্লায়েন্টরা প্রথমে একই প্রশ্ন করেন।
`;

const PAGE_EN = `---
title: "Frequently Asked Questions"
description: "Answers to the questions prospective clients ask most often."
---

If yours is not here, [get in touch](/contact).
`;

function folder(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** Every file under a folder with its text, by its path inside it. */
function filesIn(dir: string) {
  return Object.fromEntries(
    (readdirSync(dir, { recursive: true }) as string[])
      .filter((file) => file.endsWith(".md"))
      .sort()
      .map((file) => [file, readFileSync(path.join(dir, file), "utf8")]),
  );
}

describeEachStore("content files", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let content: ContentStore;
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "content-out-"));
    dirs.push(dir);
    return dir;
  };
  beforeEach(async () => {
    handle = await store.open();
    content = new ContentStore(handle.db);
  });
  afterEach(async () => {
    await handle.dispose();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("imports files without ids as new entries, a slug's languages as one entry's versions", async () => {
    const dir = folder({
      "en/blog/bkash-checkout.md": POST_EN,
      "bn/blog/bkash-checkout.md": POST_BN,
      "en/pages/faqs.md": PAGE_EN,
    });
    dirs.push(dir);
    const report = await importContent(content, dir);
    expect(report.map(({ file, outcome }) => [file, outcome]).sort()).toEqual([
      ["bn/blog/bkash-checkout.md", "created"],
      ["en/blog/bkash-checkout.md", "created"],
      ["en/pages/faqs.md", "created"],
    ]);
    const bn = await content.get("post", "bn", "bkash-checkout");
    expect(bn).toMatchObject({
      title: "ছোট দোকানের জন্য বিকাশ চেকআউট",
      tags: ["বিকাশ", "দোকান"],
      author: "nusrat-jahan",
      services: ["web-development"],
      publishedAt: "2026-11-10T00:00:00.000Z",
      body: "আমাদের দোকানি ক্লায়েন্টরা প্রথমে একই প্রশ্ন করেন।\n",
    });
    expect((await content.translationsOf(bn!.entryId)).map((t) => t.language)).toEqual([
      "bn",
      "en",
    ]);
    expect((await content.get("page", "en", "faqs"))?.body).toContain("[get in touch](/contact)");
  });

  it("exports every version with its id; export, import and export give the same files", async () => {
    const source = folder({
      "en/blog/bkash-checkout.md": POST_EN,
      "bn/blog/bkash-checkout.md": POST_BN,
      "en/pages/faqs.md": PAGE_EN,
    });
    dirs.push(source);
    await importContent(content, source);
    const first = tempDir();
    await exportContent(content, first);
    const exported = filesIn(first);
    expect(Object.keys(exported)).toEqual([
      "bn/blog/bkash-checkout.md",
      "en/blog/bkash-checkout.md",
      "en/pages/faqs.md",
    ]);
    expect(exported["en/blog/bkash-checkout.md"]).toMatch(
      /^---\nid: [0-9a-z]{26}\nkind: post\nlanguage: en\nstatus: published\n/,
    );
    const revision = await content.revision();
    const again = await importContent(content, first);
    expect(again.every((file) => file.outcome === "unchanged")).toBe(true);
    expect(await content.revision()).toBe(revision);
    const second = tempDir();
    await exportContent(content, second);
    expect(filesIn(second)).toEqual(exported);

    // An edited file updates its version, found by its id, and only that one.
    writeFileSync(
      path.join(first, "en/pages/faqs.md"),
      exported["en/pages/faqs.md"]!.replace("Frequently Asked Questions", "Questions and Answers"),
    );
    const edited = await importContent(content, first);
    expect(edited.filter((file) => file.outcome === "updated").map((file) => file.file)).toEqual([
      "en/pages/faqs.md",
    ]);
    expect((await content.get("page", "en", "faqs"))?.title).toBe("Questions and Answers");
    expect(await content.list("page", "en")).toHaveLength(1);
  });

  it("carries the media library's originals out and in, at the addresses the text names", async () => {
    const media = new MediaLibrary(handle.db);
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#0f766e" },
    })
      .jpeg()
      .toBuffer();
    const { id } = await media.add(
      { name: "office.jpg", bytes: photo },
      { en: "Our office" },
      null,
    );
    const first = tempDir();
    const written = await exportContent(content, first, media);
    expect(written).toEqual([`media/${id}.jpg`, "media/media.json"]);
    expect(readFileSync(path.join(first, `media/${id}.jpg`)).equals(photo)).toBe(true);

    // Into an empty library (another site), and out again: the same files.
    await handle.db.deleteFrom("media").execute();
    const report = await importContent(content, first, media);
    expect(report).toEqual([{ file: `media/${id}.jpg`, id, outcome: "created" }]);
    expect((await media.list()).map((m) => [m.id, m.name, m.alt])).toEqual([
      [id, "office.jpg", { en: "Our office" }],
    ]);
    const second = tempDir();
    await exportContent(content, second, media);
    expect(readFileSync(path.join(second, "media/media.json"), "utf8")).toBe(
      readFileSync(path.join(first, "media/media.json"), "utf8"),
    );

    // A file that is not an image is refused by name, before any entry is imported.
    writeFileSync(path.join(first, `media/${id}.jpg`), "not a photo");
    await handle.db.deleteFrom("media").execute();
    await expect(importContent(content, first, media)).rejects.toThrow(
      `media/${id}.jpg: line 1: file: not-image`,
    );
    expect(await media.list()).toEqual([]);
  });

  it("refuses a bad file with its name, line and field, and imports nothing of the folder", async () => {
    const dir = folder({
      "en/blog/bkash-checkout.md": POST_EN,
      "en/pages/faqs.md": PAGE_EN.replace('title: "Frequently Asked Questions"\n', ""),
    });
    dirs.push(dir);
    await expect(importContent(content, dir)).rejects.toThrow(
      new ContentFileError(
        "en/pages/faqs.md: line 1: title: Invalid input: expected string, received undefined",
      ),
    );
    expect(await content.list("post", "en")).toEqual([]);
    const misnamed = folder({ "en/blog/other-name.md": POST_EN });
    dirs.push(misnamed);
    await expect(readContentFolder(misnamed)).rejects.toThrow(
      "en/blog/other-name.md: line 3: slug: must match the file name",
    );
    const badDate = folder({
      "en/blog/bkash-checkout.md": POST_EN.replace("2026-11-10", "10/11/2026"),
    });
    dirs.push(badDate);
    await expect(readContentFolder(badDate)).rejects.toThrow(
      /^en\/blog\/bkash-checkout\.md: line 4: date: /,
    );
  });

  it("imports all of a folder or none of it when the database refuses one entry", async () => {
    await content.save(
      {
        kind: "page",
        versions: [
          {
            language: "en",
            status: "published",
            slug: "faqs",
            title: "FAQ",
            description: "d",
            body: "b",
          },
        ],
      },
      null,
    );
    // A new post and a second entry at the address the page above already has.
    const dir = folder({ "en/blog/bkash-checkout.md": POST_EN, "en/pages/faqs.md": PAGE_EN });
    dirs.push(dir);
    await expect(importContent(content, dir)).rejects.toThrow();
    expect(await content.get("post", "en", "bkash-checkout")).toBeUndefined();
  });

  it("imports the site's own content folder as it ships", async () => {
    const dir = path.resolve("app/content");
    const report = await importContent(content, dir);
    const shipped = (readdirSync(dir, { recursive: true }) as string[]).filter((file) =>
      /^[a-z]{2}\/(blog|pages|case-studies)\/[^/]+\.md$/.test(file),
    );
    expect(report.map((file) => file.file).sort()).toEqual(shipped.sort());
    const kinds = { blog: "post", pages: "page", "case-studies": "case-study" } as const;
    for (const { file } of report) {
      const [language, folderName, name] = file.split("/");
      const kind = kinds[folderName as keyof typeof kinds];
      expect(await content.get(kind, language!, name!.replace(/\.md$/, "")), file).toBeDefined();
    }
  });
});
