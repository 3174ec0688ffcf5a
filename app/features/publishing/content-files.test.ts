import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { describeEachStore } from "../../../tests/support/stores";
import { loadAllCopies } from "~/content/copy";
import { sectionPages } from "~/content/sections";
import { exportContent, importContent, readContentFolder } from "./content-files.server";
import { ContentFileError } from "./import-reader.server";
import { FIELD_MAX } from "./content-editor.server";
import { ContentStore } from "./content-store.server";
import { MediaLibrary } from "./media.server";
import { seedSectionPages } from "./section-pages.server";

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

function folder(files: Record<string, string | Buffer>) {
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

beforeAll(loadAllCopies);

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

  it("carries the main pages' sections out and in: export, import into another site and export give the same files", async () => {
    await seedSectionPages(handle.db);
    const first = tempDir();
    await exportContent(content, first);
    const exported = filesIn(first);
    // Each main page (the home page, …, the eight services, the seven landing pages) in three languages.
    const files = Object.keys(sectionPages).length * 3;
    expect(files).toBe(60);
    expect(Object.keys(exported)).toHaveLength(files);
    for (const language of ["en", "bn", "ar"]) {
      for (const page of ["home", "services", "about", "team", "pricing"]) {
        expect(exported).toHaveProperty([`${language}/main-pages/${page}.md`]);
      }
    }
    expect(exported["bn/main-pages/home.md"]).toMatch(/^---\nid: [0-9a-z]{26}\nkind: sections\n/);
    expect(exported["bn/main-pages/home.md"]).toContain('"type": "hero"');

    // A Bangla heading changed in the file is the Bangla home page's, in another site too.
    const edited = exported["bn/main-pages/home.md"]!.replace(
      /("title": )"[^"]*"/,
      '$1"ছোট-বড় সব ব্যবসার জন্য ওয়েবসাইট"',
    );
    writeFileSync(path.join(first, "bn/main-pages/home.md"), edited);
    // Into a site without them: taken off first, then imported as new.
    await handle.db.deleteFrom("content_entries").execute();
    const report = await importContent(content, first);
    expect(report.every((file) => file.outcome === "created")).toBe(true);
    expect(report).toHaveLength(files);
    const bn = await content.get("sections", "bn", "home");
    expect(JSON.parse(bn!.body).sections[0].words.title).toBe("ছোট-বড় সব ব্যবসার জন্য ওয়েবসাইট");
    const second = tempDir();
    await exportContent(content, second);
    const again = filesIn(second);
    const withoutIds = (files: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(files).map(([file, text]) => [file, text.replace(/^id: .*$/m, "")]),
      );
    expect(withoutIds(again)).toEqual(withoutIds({ ...exported, "bn/main-pages/home.md": edited }));
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

  it("reads front matter as YAML only: code in a file is refused by the file's name, never run", async () => {
    const proof = path.join(tempDir(), "code-ran");
    const code = `{ title: (require("fs").writeFileSync(${JSON.stringify(proof)}, "ran"), "Ran"), description: "x", status: "draft" }`;
    for (const opening of ["---js", "---javascript", "---JS", "\uFEFF---js", "--- js "]) {
      const dir = folder({ "en/blog/code.md": `${opening}\n${code}\n---\nBody\n` });
      dirs.push(dir);
      await expect(importContent(content, dir)).rejects.toThrow(
        new ContentFileError(
          `en/blog/code.md: line 1: front matter: only YAML is read here, not "${opening.replace(/^\uFEFF?---/, "").trim()}"`,
        ),
      );
    }
    for (const language of ["coffee", "toml", "json"]) {
      const dir = folder({ [`en/pages/${language}.md`]: `---${language}\n{"title": "T"}\n---\n` });
      dirs.push(dir);
      await expect(readContentFolder(dir)).rejects.toThrow(
        `en/pages/${language}.md: line 1: front matter: only YAML is read here, not "${language}"`,
      );
    }
    // YAML's own way to a function (js-yaml's full schema) is no tag the safe schema knows.
    const tagged = folder({
      "en/blog/code.md": `---\ntitle: !!js/function "function () { require('fs').writeFileSync(${JSON.stringify(proof)}, 'ran'); return 'Ran'; }"\ndescription: x\n---\n`,
    });
    dirs.push(tagged);
    await expect(importContent(content, tagged)).rejects.toThrow(
      /^en\/blog\/code\.md: line 1: front matter: unknown tag/,
    );
    expect(existsSync(proof)).toBe(false);
    expect(await content.list("post", "en")).toEqual([]);
  });

  it("takes no more than the editor takes: a body or field over its limit, or a file over its size, is refused by name", async () => {
    const head = PAGE_EN.slice(0, PAGE_EN.indexOf("If yours"));
    const long = folder({ "en/pages/long.md": `${head}${"x".repeat(FIELD_MAX.body + 1)}` });
    dirs.push(long);
    await expect(importContent(content, long)).rejects.toThrow(
      new ContentFileError(
        "en/pages/long.md: line 6: body: 200,001 characters, more than the 200,000 a body may have",
      ),
    );
    const title = folder({
      "en/pages/faqs.md": PAGE_EN.replace("Frequently Asked Questions", "T".repeat(201)),
    });
    dirs.push(title);
    await expect(readContentFolder(title)).rejects.toThrow(
      /^en\/pages\/faqs\.md: line 2: title: Too big: expected string to have <=200 characters$/,
    );
    // A file larger than any version can be is refused before it is read.
    const huge = folder({ "en/pages/huge.md": `${head}${"x\n".repeat(1024 * 1024)}` });
    dirs.push(huge);
    const size = (head.length + 2 * 1024 * 1024).toLocaleString("en");
    await expect(readContentFolder(huge)).rejects.toThrow(
      new RegExp(
        `^en/pages/huge\\.md: line 1: file: ${size} bytes, more than the [\\d,]+ bytes a file may hold$`,
      ),
    );
    // A body at the editor's limit, in text that takes three bytes a character, is taken.
    const full = folder({
      "en/pages/faqs.md": `${head}${"ক".repeat(FIELD_MAX.body)}`,
    });
    dirs.push(full);
    const [entry] = await readContentFolder(full);
    expect(entry!.versions[0]!.body).toHaveLength(FIELD_MAX.body);
    expect(await content.list("page", "en")).toEqual([]);
  });

  it("cleans a file's texts as the editor cleans what is typed", async () => {
    const dir = folder({
      "en/pages/faqs.md": PAGE_EN.replace(
        'title: "Frequently Asked Questions"',
        'title: "Frequently\\u0000 Asked Questions\\u0007"',
      ).replace("If yours is", "If\u0000 yours\r\nis"),
    });
    dirs.push(dir);
    const [entry] = await readContentFolder(dir);
    expect(entry!.versions[0]).toMatchObject({
      title: "Frequently Asked Questions",
      body: "If yours\nis not here, [get in touch](/contact).\n",
    });
  });

  it("checks each medium's alt text as the library's form does, and refuses what is no text", async () => {
    const media = new MediaLibrary(handle.db);
    const photo = await sharp({
      create: { width: 400, height: 300, channels: 3, background: "#0f766e" },
    })
      .jpeg()
      .toBuffer();
    const listed = (alt: string) =>
      `[\n  {\n    "file": "office.jpg",\n    "name": "office.jpg",\n    "alt": ${alt}\n  }\n]\n`;
    const refusals: [string, string][] = [
      ['{ "en": { "nested": "object" } }', "line 5: alt.en: a text, not an object"],
      ['{ "en": "Office", "bn": ["a", "b"] }', "line 5: alt.bn: a text, not a list"],
      [
        '{ "__proto__": { "en": "x" } }',
        "line 5: alt.__proto__: not a language of the site (en, bn, ar)",
      ],
      ['{ "fr": "Bureau" }', "line 5: alt.fr: not a language of the site (en, bn, ar)"],
      ['["Office"]', 'line 5: alt: a text for each language (en, bn, ar), as {"en": "…"}'],
      [`{ "en": "${"a".repeat(301)}" }`, "line 5: alt.en: at most 300 characters"],
    ];
    for (const [alt, refusal] of refusals) {
      const dir = folder({
        "en/pages/faqs.md": PAGE_EN,
        "media/office.jpg": photo,
        "media/media.json": listed(alt),
      });
      dirs.push(dir);
      await expect(importContent(content, dir, media)).rejects.toThrow(
        new ContentFileError(`media/media.json: ${refusal}`),
      );
    }
    expect(await media.list()).toEqual([]);
    expect(await content.list("page", "en")).toEqual([]);

    const second = folder({
      "media/office.jpg": photo,
      "media/media.json": `[{ "file": "office.jpg", "alt": {} },\n  { "file": "other.jpg", "name": 7 }]`,
    });
    dirs.push(second);
    await expect(importContent(content, second, media)).rejects.toThrow(
      /^media\/media\.json: line 2: name: Invalid input: expected string, received number$/,
    );

    const good = folder({
      "media/office.jpg": photo,
      "media/media.json": listed('{ "en": " Our\\u0000 office\\r\\n ", "bn": "" }'),
    });
    dirs.push(good);
    await importContent(content, good, media);
    expect((await media.list()).map((medium) => medium.alt)).toEqual([{ en: "Our office" }]);
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
