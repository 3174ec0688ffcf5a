import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { describeEachStore, silentLog } from "../support/stores";
import { now } from "~/platform/db/db.server";
import { csvDownload } from "~/platform/csv.server";
import { Outbox } from "~/platform/mail/outbox.server";
import { LIST_PER_PAGE } from "~/platform/lists.server";
import { outboxIn, retryMail } from "~/features/mail/outbox-list.server";
import { commentsIn, setCommentStatus } from "~/features/comments/comment-list.server";
import { subscribersIn, unsubscribeById } from "~/features/newsletter/subscriber-list.server";
import { heldSpam, spamOverflow } from "~/features/submissions/spam-list.server";
import { quarantine } from "~/features/submissions/submissions.server";
import { FormGuard, type SpamReason } from "~/features/submissions/guard.server";

describe("CSV downloads", () => {
  it("start with a byte-order mark, quote what needs it and defuse formulas", async () => {
    const response = csvDownload("x.csv", [
      ["Name", "Note"],
      ["রহিম, উদ্দিন", '=HYPERLINK("http://evil.example")'],
      ["+8801712345678", "line one\nline two"],
      ['\uFF1DHYPERLINK("http://evil.example")', "\uFF20SUM(1)"],
    ]);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="x.csv"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString("utf8")).toContain("\r\n");
    expect(parse(bytes, { bom: true })).toEqual([
      ["Name", "Note"],
      ["রহিম, উদ্দিন", `'=HYPERLINK("http://evil.example")`],
      ["'+8801712345678", "line one\nline two"],
      ['\'\uFF1DHYPERLINK("http://evil.example")', "'\uFF20SUM(1)"],
    ]);
  });
});

describeEachStore("workspace lists", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  beforeEach(async () => {
    handle = await store.open();
  });
  afterEach(async () => {
    await handle.dispose();
  });

  it("moderates comments one by one or in bulk, counting only real changes", async () => {
    const pending = await handle.db
      .insertInto("comments")
      .values(
        ["One", "Two", "Three"].map((body) => ({
          post_slug: "seo-trends-2025",
          parent_id: null,
          author_name: body,
          author_email: "r@example.com",
          author_website: null,
          body,
          status: "pending" as const,
          ip: "1.2.3.4",
          created_at: now(),
        })),
      )
      .returning("id")
      .execute();
    const ids = pending.map((row) => row.id);
    expect((await commentsIn(handle.db, "pending")).rows.map((c) => c.body).sort()).toEqual([
      "One",
      "Three",
      "Two",
    ]);
    const found = await commentsIn(handle.db, "pending", { q: "TWO", page: 1 });
    expect([found.total, found.rows.map((c) => c.body)]).toEqual([1, ["Two"]]);
    expect(await setCommentStatus(handle.db, [ids[0]!, ids[1]!], "spam")).toBe(2);
    expect(await setCommentStatus(handle.db, [ids[0]!, ids[2]!], "spam")).toBe(1);
    expect(await setCommentStatus(handle.db, [], "approved")).toBe(0);
    expect((await commentsIn(handle.db, "pending")).rows).toEqual([]);
    expect((await commentsIn(handle.db, "spam")).total).toBe(3);
  });

  it("unsubscribes an address once, and lists subscribers by state", async () => {
    const row = await handle.db
      .insertInto("newsletter_subscribers")
      .values({
        email: "reader@example.com",
        status: "confirmed",
        confirm_token_hash: null,
        confirm_sent_at: null,
        unsubscribe_token: "t".repeat(43),
        subscribed_at: now(),
        subscribed_ip: "1.2.3.4",
        confirmed_at: now(),
        confirmed_ip: "1.2.3.5",
        unsubscribed_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await subscribersIn(handle.db, "confirmed")).rows).toHaveLength(1);
    expect((await subscribersIn(handle.db, "confirmed", { q: "READER@", page: 1 })).total).toBe(1);
    expect((await subscribersIn(handle.db, "confirmed", { q: "writer", page: 1 })).total).toBe(0);
    expect(await unsubscribeById(handle.db, row.id)).toBe(true);
    expect(await unsubscribeById(handle.db, row.id)).toBe(false);
    const [gone] = (await subscribersIn(handle.db, "unsubscribed")).rows;
    expect(gone).toMatchObject({ email: "reader@example.com", confirmed_ip: "1.2.3.5" });
    expect(gone?.unsubscribed_at).not.toBeNull();
  });

  it("queues only a failed e-mail again", async () => {
    const outbox = new Outbox(handle.db, { from: "a@b.test", retryBaseMs: 1000, log: silentLog });
    await outbox.enqueue({ to: "x@example.com", subject: "Hello", text: "Body" });
    const [mail] = (await outboxIn(handle.db, "pending")).rows;
    expect(await retryMail(handle.db, mail!.id)).toBe(false);
    await handle.db
      .updateTable("outbox")
      .set({ status: "failed", failed_at: now(), rejections: 3, last_error: "550 no such user" })
      .execute();
    expect((await outboxIn(handle.db, "failed")).rows.map((m) => m.last_error)).toEqual([
      "550 no such user",
    ]);
    expect(await retryMail(handle.db, mail!.id)).toBe(true);
    const [again] = await handle.db.selectFrom("outbox").selectAll().execute();
    expect(again).toMatchObject({ status: "pending", rejections: 0, failed_at: null });
    await outbox.stop();
  });

  it("pages and searches the outbox, newest first", async () => {
    const outbox = new Outbox(handle.db, { from: "a@b.test", retryBaseMs: 1000, log: silentLog });
    for (let i = 1; i <= LIST_PER_PAGE + 5; i++) {
      await outbox.enqueue({ to: `reader${i}@example.com`, subject: `Issue ${i}`, text: "Body" });
    }
    const first = await outboxIn(handle.db, "pending");
    expect(first.total).toBe(LIST_PER_PAGE + 5);
    expect(first.rows[0]?.subject).toBe(`Issue ${LIST_PER_PAGE + 5}`);
    const second = await outboxIn(handle.db, "pending", { page: 2 });
    expect(second.rows.map((m) => m.subject)).toEqual([
      "Issue 5",
      "Issue 4",
      "Issue 3",
      "Issue 2",
      "Issue 1",
    ]);
    const sought = await outboxIn(handle.db, "pending", { q: "reader1", page: 1 });
    // reader1 and reader10 to reader19.
    expect(sought.total).toBe(11);
    await outbox.stop();
  });

  const guard = (heldLimitMax = 1000) =>
    new FormGuard(handle.db, "secret", {
      minFillMs: 0,
      tokenTtlMs: 60_000,
      rateLimitMax: 5,
      rateLimitWindowMs: 60_000,
      heldLimitMax,
    });
  const hold = (value: Record<string, string>, reason: SpamReason, ip = "1.2.3.4") =>
    quarantine(
      { db: handle.db, guard: guard(), log: silentLog },
      { form: "contact", value, ip, locale: "en" } as never,
      reason,
    );

  it("shows held submissions with what they said and where they came from", async () => {
    await quarantine(
      { db: handle.db, guard: guard(), log: silentLog },
      {
        form: "quote",
        value: { name: "Karim", email: "k@example.com", company: "Karim Traders", details: "SEO" },
        ip: "1.2.3.4",
        locale: "bn",
        source: { path: "/bn/request-quote", utm: { utm_source: "google" } },
      } as never,
      "too-fast",
    );
    expect((await heldSpam(handle.db, { page: 1 })).rows).toMatchObject([
      {
        form: "quote",
        reason: "too-fast",
        name: "Karim",
        email: "k@example.com",
        subject: "Karim Traders",
        message: "SEO",
        source_path: "/bn/request-quote",
        utm: '{"utm_source":"google"}',
      },
    ]);
  });

  it("pages the held submissions 50 at a time, newest first", async () => {
    for (let i = 1; i <= 60; i += 1) {
      await hold(
        { "f-name": `Bot ${i}`, email: `bot${i}@example.com`, message: "Buy" },
        "honeypot",
      );
    }
    const first = await heldSpam(handle.db, { page: 1 });
    expect(first.total).toBe(60);
    expect(first.rows).toHaveLength(LIST_PER_PAGE);
    expect(first.rows[0]!.name).toBe("Bot 60");
    const second = await heldSpam(handle.db, { page: 2 });
    expect(second.rows.map((row) => row.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Bot ${10 - i}`),
    );
  });

  it("searches the held submissions' name, e-mail, message and reason, whatever the case", async () => {
    await hold(
      { "f-name": "Tahmina", "l-name": "Akter", email: "Tahmina@Example.com", message: "A shop" },
      "too-fast",
    );
    await hold(
      { name: "Spammer", email: "cheap@pills.example", comment: "100% ÉCLAIR" },
      "honeypot",
    );
    await hold(
      { "f-name": "রহিম", email: "rahim@example.com", message: "বুটিকের ওয়েবসাইট" },
      "token-missing",
    );
    const names = async (q: string, reasons: string[] = []) =>
      (await heldSpam(handle.db, { q, page: 1 }, reasons)).rows.map((row) => row.name).sort();
    expect(await names("tahmina akter")).toEqual(["Tahmina Akter"]);
    expect(await names("EXAMPLE.COM")).toEqual(["Tahmina Akter", "রহিম"]);
    expect(await names("éclair")).toEqual(["Spammer"]);
    expect(await names("100%")).toEqual(["Spammer"]);
    expect(await names("%")).toEqual(["Spammer"]);
    expect(await names("বুটিক")).toEqual(["রহিম"]);
    // The reason is found by the words the page names it with (the route matches them to codes).
    expect(await names("type", ["too-fast"])).toEqual(["Tahmina Akter"]);
    expect(await names("nothing like it")).toEqual([]);
    expect((await heldSpam(handle.db, { q: "example.com", page: 1 })).total).toBe(2);
  });

  it("lists what an address sent over its limit, per form, counted", async () => {
    const limited = { db: handle.db, guard: guard(2), log: silentLog };
    const contact = (ip: string) =>
      ({ form: "contact", value: { email: "x@example.com" }, ip, locale: "en" }) as never;
    for (let i = 0; i < 7; i += 1) await quarantine(limited, contact("203.0.113.9"), "honeypot");
    await quarantine(limited, contact("203.0.113.10"), "honeypot");
    expect(await spamOverflow(handle.db)).toMatchObject([
      { form: "contact", ip: "203.0.113.9", dropped: 5 },
    ]);
    expect((await heldSpam(handle.db, { page: 1 })).total).toBe(3);
  });
});
