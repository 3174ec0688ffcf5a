import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { describeEachStore, silentLog } from "./stores";
import { now } from "~/server/db.server";
import { csvDownload } from "~/server/csv.server";
import { Outbox } from "~/server/outbox.server";
import {
  commentsIn,
  heldSpam,
  outboxIn,
  retryMail,
  setCommentStatus,
  subscribersIn,
  unsubscribeById,
} from "~/server/workspace-lists.server";
import { quarantine } from "~/server/submissions.server";

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
    expect((await commentsIn(handle.db, "pending")).map((c) => c.body).sort()).toEqual([
      "One",
      "Three",
      "Two",
    ]);
    expect(await setCommentStatus(handle.db, [ids[0]!, ids[1]!], "spam")).toBe(2);
    expect(await setCommentStatus(handle.db, [ids[0]!, ids[2]!], "spam")).toBe(1);
    expect(await setCommentStatus(handle.db, [], "approved")).toBe(0);
    expect(await commentsIn(handle.db, "pending")).toEqual([]);
    expect(await commentsIn(handle.db, "spam")).toHaveLength(3);
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
    expect(await subscribersIn(handle.db, "confirmed")).toHaveLength(1);
    expect(await unsubscribeById(handle.db, row.id)).toBe(true);
    expect(await unsubscribeById(handle.db, row.id)).toBe(false);
    const [gone] = await subscribersIn(handle.db, "unsubscribed");
    expect(gone).toMatchObject({ email: "reader@example.com", confirmed_ip: "1.2.3.5" });
    expect(gone?.unsubscribed_at).not.toBeNull();
  });

  it("queues only a failed e-mail again", async () => {
    const outbox = new Outbox(handle.db, { from: "a@b.test", retryBaseMs: 1000, log: silentLog });
    await outbox.enqueue({ to: "x@example.com", subject: "Hello", text: "Body" });
    const [mail] = await outboxIn(handle.db, "pending");
    expect(await retryMail(handle.db, mail!.id)).toBe(false);
    await handle.db
      .updateTable("outbox")
      .set({ status: "failed", failed_at: now(), rejections: 3, last_error: "550 no such user" })
      .execute();
    expect((await outboxIn(handle.db, "failed")).map((m) => m.last_error)).toEqual([
      "550 no such user",
    ]);
    expect(await retryMail(handle.db, mail!.id)).toBe(true);
    const [again] = await handle.db.selectFrom("outbox").selectAll().execute();
    expect(again).toMatchObject({ status: "pending", rejections: 0, failed_at: null });
    await outbox.stop();
  });

  it("shows held submissions with what they said and where they came from", async () => {
    await quarantine(
      handle.db,
      {
        form: "quote",
        value: { name: "Karim", email: "k@example.com", company: "Karim Traders", details: "SEO" },
        ip: "1.2.3.4",
        locale: "bn",
        source: { path: "/bn/request-quote", utm: { utm_source: "google" } },
      } as never,
      "too-fast",
    );
    expect(await heldSpam(handle.db)).toMatchObject([
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
});
