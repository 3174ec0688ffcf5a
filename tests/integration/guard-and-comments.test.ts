import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachStore, silentLog } from "./stores";
import {
  approvedCommentCounts,
  approvedComments,
  moderateComment,
  submitComment,
  verifyModeration,
  moderationSignature,
} from "~/server/comments.server";
import { FormGuard } from "~/form-guard/guard.server";
import { Outbox } from "~/server/outbox.server";

describeEachStore("abuse checks", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  beforeEach(async () => {
    handle = await store.open();
  });
  afterEach(async () => handle.dispose());

  it("keeps one secret per database, shared by every instance", async () => {
    const first = await FormGuard.loadSecret(handle.db);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await FormGuard.loadSecret(handle.db)).toBe(first);
  });

  it("tells people from bots by honeypot and fill time", async () => {
    const guard = new FormGuard(handle.db, "secret", {
      minFillMs: 3000,
      rateLimitMax: 5,
      rateLimitWindowMs: 60_000,
    });
    const issued = Date.now() - 5000;
    const token = guard.issueToken(issued);
    expect(guard.looksHuman("", token)).toBe(true);
    expect(guard.looksHuman("I am a bot", token)).toBe(false);
    expect(guard.looksHuman("", guard.issueToken())).toBe(false);
    expect(
      guard.looksHuman(
        "",
        token.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      ),
    ).toBe(false);
    expect(guard.looksHuman("", undefined)).toBe(false);
    const other = new FormGuard(handle.db, "other secret", {
      minFillMs: 3000,
      rateLimitMax: 5,
      rateLimitWindowMs: 60_000,
    });
    expect(other.looksHuman("", token)).toBe(false);
  });

  it("limits submissions per address and form, and starts a new window once the old one ends", async () => {
    const guard = new FormGuard(handle.db, "secret", {
      minFillMs: 0,
      rateLimitMax: 2,
      rateLimitWindowMs: 300,
    });
    expect((await guard.hit("contact", "10.0.0.1")).allowed).toBe(true);
    expect((await guard.hit("contact", "10.0.0.1")).allowed).toBe(true);
    const third = await guard.hit("contact", "10.0.0.1");
    expect(third.allowed).toBe(false);
    expect(third.retryAfterMs).toBeGreaterThan(0);
    expect((await guard.hit("contact", "10.0.0.2")).allowed).toBe(true);
    expect((await guard.hit("newsletter", "10.0.0.1")).allowed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await guard.hit("contact", "10.0.0.1")).allowed).toBe(true);
  });
});

describeEachStore("comments", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let outbox: Outbox;
  beforeEach(async () => {
    handle = await store.open();
    outbox = new Outbox(handle.db, { from: "x@y.z", retryBaseMs: 1000, log: silentLog });
  });
  afterEach(async () => handle.dispose());

  const options = {
    agencyInbox: "hello@nakshilabs.com.bd",
    publicUrl: "https://site.test",
    secret: "s3cret",
  };

  it("starts with the three sample comments, one with two nested replies", async () => {
    const { comments, count } = await approvedComments(handle.db, "ai-software-dev");
    expect(count).toBe(3);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.replies.map((reply) => reply.author)).toEqual([
      "Farhana Rahman",
      "Sharmin Akter",
    ]);
    expect((await approvedCommentCounts(handle.db)).get("ai-software-dev")).toBe(3);
  });

  it("holds a new comment for moderation and shows it, nested, once approved", async () => {
    const { comments } = await approvedComments(handle.db, "ai-software-dev");
    const parent = comments[0]!.id;
    await submitComment(
      handle.db,
      outbox,
      options,
      "ai-software-dev",
      {
        name: "Tania",
        email: "tania@example.com",
        website: undefined,
        comment: "Thanks for this!",
        parent,
      },
      "127.0.0.1",
    );
    expect((await approvedComments(handle.db, "ai-software-dev")).count).toBe(3);

    const mail = await handle.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(mail.subject).toContain("awaiting moderation");
    const approve = /comments\/moderate\?id=(\d+)&decision=approve&sig=([\w-]+)/.exec(
      mail.text_body,
    )!;
    const id = Number(approve[1]);
    expect(verifyModeration(options.secret, id, "approve", approve[2]!)).toBe(true);
    expect(verifyModeration(options.secret, id, "reject", approve[2]!)).toBe(false);
    expect(moderationSignature("other", id, "approve")).not.toBe(approve[2]);

    await moderateComment(handle.db, id, "approve");
    const after = await approvedComments(handle.db, "ai-software-dev");
    expect(after.count).toBe(4);
    expect(after.comments[0]!.replies.at(-1)).toMatchObject({
      author: "Tania",
      body: "Thanks for this!",
    });
  });

  it("stores a reply to an unknown or other post's comment as a top-level comment", async () => {
    await submitComment(
      handle.db,
      outbox,
      options,
      "flutter-vs-react-native",
      {
        name: "Ali",
        website: undefined,
        email: "ali@example.com",
        comment: "Good comparison",
        parent: 1,
      },
      "127.0.0.1",
    );
    const row = await handle.db
      .selectFrom("comments")
      .selectAll()
      .where("post_slug", "=", "flutter-vs-react-native")
      .executeTakeFirstOrThrow();
    expect(row.parent_id).toBeNull();
    expect(row.status).toBe("pending");
  });
});
