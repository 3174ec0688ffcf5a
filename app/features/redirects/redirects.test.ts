import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachStore, silentLog } from "../../../tests/support/stores";
import { contentRevision } from "~/platform/db/content-revision.server";
import { MISSING_PAGES_KEPT, Redirects } from "./redirects.server";
import {
  exportRedirects,
  keptRedirects,
  readRedirectsFile,
  RedirectsFileError,
  REDIRECTS_FILE,
  saveRedirectsIn,
} from "./redirects-files.server";

describeEachStore("redirects", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let revision = 0;
  const open = () =>
    new Redirects(handle.db, {
      revision: () => revision,
      ownOrigins: ["https://nakshilabs.com.bd"],
      log: silentLog,
    });
  beforeEach(async () => {
    handle = await store.open();
    revision = await contentRevision(handle.db);
  });
  afterEach(() => handle.dispose());

  it("answers a kept redirect on another instance once the content revision shows it", async () => {
    const here = open();
    const there = open();
    await there.reload();
    const before = await contentRevision(handle.db);
    await here.save("/Old-Pricing/", "/pricing", 301, "Farhana Rahman");
    expect(await contentRevision(handle.db)).toBe(before + 1);
    expect(there.answer("/old-pricing")).toBeUndefined();
    revision = before + 1;
    there.answer("/old-pricing");
    await expect
      .poll(() => there.answer("/old-pricing?utm_source=fb"))
      .toEqual({
        status: 301,
        location: "/pricing?utm_source=fb",
      });
    expect(there.answer("/pricing")).toBeUndefined();
    await there.write();
    const [kept] = await here.list();
    expect(kept).toMatchObject({
      from_path: "/Old-Pricing/",
      hits: 1,
      created_by: "Farhana Rahman",
    });
  });

  it("replaces a redirect from the same address, and refuses a loop and another site", async () => {
    const redirects = open();
    expect(await redirects.save("/a", "/b", 301, "Tanvir")).toMatchObject({ replaced: false });
    expect(await redirects.save("/A/", "/c", 302, "Farhana")).toMatchObject({ replaced: true });
    await redirects.save("/c", "/d", 301, "Tanvir");
    expect(await redirects.save("/d", "/a", 301, "Tanvir")).toEqual({ problem: "loop" });
    expect(await redirects.save("/e", "https://example.com/", 301, "Tanvir")).toEqual({
      problem: "offSite",
    });
    const kept = await redirects.list();
    expect(kept.map((each) => [each.match_path, each.to_path, each.status])).toEqual([
      ["/c", "/d", 301],
      ["/a", "/c", 302],
    ]);
    // Changed in place: who added it first is kept.
    expect(kept[1]!.created_by).toBe("Tanvir");
  });

  it("counts the addresses not found from every instance, and forgets one once redirected", async () => {
    const one = open();
    const two = open();
    one.notFound("/old-offer?utm_source=fb", "https://www.facebook.com/groups/x?ref=y");
    one.notFound("/Old-Offer/", undefined);
    two.notFound("/old-offer", "https://nakshilabs.com.bd/news/eid?replyto=2");
    two.notFound("/wp-login.php", undefined);
    await one.write();
    await two.write();
    const missing = await one.missingPages();
    expect(missing.map((page) => [page.path, page.hits, page.referrer])).toEqual([
      ["/old-offer", 3, "/news/eid"],
      ["/wp-login.php", 1, null],
    ]);
    await one.save("/old-offer", "/landing/eid", 301, "Farhana");
    expect((await one.missingPages()).map((page) => page.path)).toEqual(["/wp-login.php"]);
    await one.dismiss("/wp-login.php");
    expect(await one.missingPages()).toEqual([]);
  });

  it("keeps the log to its size, forgetting what was seen longest ago", async () => {
    const redirects = open();
    const rows = Array.from({ length: MISSING_PAGES_KEPT }, (_, index) => ({
      path: `/gone-${index}`,
      hits: 1,
      referrer: null,
      first_seen_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
      last_seen_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
    }));
    for (let start = 0; start < rows.length; start += 200) {
      await handle.db
        .insertInto("missing_pages")
        .values(rows.slice(start, start + 200))
        .execute();
    }
    redirects.notFound("/newest", undefined);
    await redirects.write();
    const { count } = await handle.db
      .selectFrom("missing_pages")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(MISSING_PAGES_KEPT);
    const gone = await handle.db
      .selectFrom("missing_pages")
      .select("path")
      .where("path", "=", "/gone-0")
      .execute();
    expect(gone).toEqual([]);
  });
});

describeEachStore("redirects as a file", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let dir: string;
  beforeEach(async () => {
    handle = await store.open();
    dir = await mkdtemp(path.join(tmpdir(), "redirects-file-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
    await handle.dispose();
  });
  const redirects = () =>
    new Redirects(handle.db, { revision: () => 0, ownOrigins: [], log: silentLog });
  const importFile = async () => {
    const read = await readRedirectsFile(dir, await keptRedirects(handle.db));
    return handle.db.transaction().execute((trx) => saveRedirectsIn(trx, read));
  };

  it("goes out and comes back the same, and only what changed is saved again", async () => {
    await redirects().save("/Old-Pricing", "/pricing?plan=power", 301, "Farhana");
    await redirects().save("/bn/eid", "/bn/contact#form", 302, "Farhana");
    await exportRedirects(handle.db, dir);
    const written = await readFile(path.join(dir, REDIRECTS_FILE), "utf8");
    expect(JSON.parse(written)).toEqual([
      { from: "/bn/eid", to: "/bn/contact#form", status: 302 },
      { from: "/Old-Pricing", to: "/pricing?plan=power", status: 301 },
    ]);
    expect(await importFile()).toEqual(["unchanged", "unchanged"]);
    await writeFile(
      path.join(dir, REDIRECTS_FILE),
      written.replace('"/bn/contact#form"', '"/bn/request-quote"'),
    );
    expect(await importFile()).toEqual(["updated", "unchanged"]);
    await exportRedirects(handle.db, dir);
    expect(await readFile(path.join(dir, REDIRECTS_FILE), "utf8")).toBe(
      written.replace('"/bn/contact#form"', '"/bn/request-quote"'),
    );
  });

  it("is refused whole, at its line, for a loop or another site", async () => {
    await redirects().save("/a", "/b", 301, "Farhana");
    const file = [
      { from: "/new", to: "/pricing", status: 301 },
      { from: "/b", to: "/a", status: 301 },
    ];
    await writeFile(path.join(dir, REDIRECTS_FILE), `${JSON.stringify(file, null, 2)}\n`);
    await expect(importFile()).rejects.toThrow(
      new RedirectsFileError("redirects.json: line 8: it would lead back to where it started"),
    );
    file[1] = { from: "/c", to: "https://example.com/", status: 301 };
    await writeFile(path.join(dir, REDIRECTS_FILE), `${JSON.stringify(file, null, 2)}\n`);
    await expect(importFile()).rejects.toThrow(
      /line 8: a redirect can only lead to a path of the site/,
    );
    expect((await redirects().list()).map((each) => each.from_path)).toEqual(["/a"]);
  });
});
