import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachStore, silentLog } from "../../../tests/support/stores";
import { expectFenced } from "../../../tests/support/fenced";
import { agencyEmails } from "~/content/en/agency-emails";
import {
  approvedCommentCounts,
  approvedComments,
  moderateComment,
  submitComment,
  moderationSignature,
  readModerationLink,
} from "./comments.server";
import {
  FormGuard,
  tokenFromCookies,
  type GuardOptions,
} from "~/features/submissions/guard.server";
import { Outbox } from "~/platform/mail/outbox.server";

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

  const guardWith = (options: Partial<GuardOptions> = {}, secret = "secret") =>
    new FormGuard(handle.db, secret, {
      minFillMs: 3000,
      tokenTtlMs: 60 * 60 * 1000,
      rateLimitMax: 5,
      rateLimitWindowMs: 60_000,
      heldLimitMax: 20,
      ...options,
    });

  it("tells people from bots by honeypot, token and fill time, and says why", async () => {
    const guard = guardWith();
    const issued = Date.now() - 5000;
    const token = guard.issueToken(issued);
    expect(guard.suspicion("", token)).toBeNull();
    expect(guard.suspicion("I am a bot", token)).toBe("honeypot");
    expect(guard.suspicion("", guard.issueToken())).toBe("too-fast");
    expect(
      guard.suspicion(
        "",
        token.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      ),
    ).toBe("token-invalid");
    expect(guard.suspicion("", "not.a-token")).toBe("token-invalid");
    expect(guard.suspicion("", undefined)).toBe("token-missing");
    expect(guardWith({}, "other secret").suspicion("", token)).toBe("token-invalid");
    expect(guard.suspicion("", guard.issueToken(Date.now() - 2 * 60 * 60 * 1000))).toBe(
      "token-expired",
    );
    // Two pages served in the same millisecond still get different tokens.
    expect(guard.issueToken(issued)).not.toBe(token);
  });

  it("gives a visitor a token in a cookie, and a new one only when theirs is missing, forged or past half its life", () => {
    const guard = guardWith();
    const cookie = guard.tokenCookie();
    expect(cookie).toMatch(/^form_started=[\w.-]+; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax$/);
    expect(guardWith({ secureCookie: true }).tokenCookie()).toMatch(/; Secure$/);
    const token = tokenFromCookies(`theme=dark; ${cookie.split(";")[0]}; other=1`);
    expect(token).toBe(cookie.split(";")[0]!.split("=")[1]);
    expect(guard.suspicion("", token, Date.now() + 5000)).toBeNull();
    expect(guard.wantsNewToken(token)).toBe(false);
    expect(guard.wantsNewToken(guard.issueToken(Date.now() - 31 * 60 * 1000))).toBe(true);
    expect(guard.wantsNewToken(undefined)).toBe(true);
    expect(guard.wantsNewToken(token!.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBe(true);
    expect(guardWith({}, "other secret").wantsNewToken(token)).toBe(true);
    expect(tokenFromCookies("theme=dark")).toBeUndefined();
    expect(tokenFromCookies(undefined)).toBeUndefined();
  });

  it("accepts a token once; the same token again is held as reused", async () => {
    const guard = guardWith({ minFillMs: 0 });
    const form = new FormData();
    const token = guard.issueToken();
    expect(await guard.check("contact", "10.0.0.9", form, token, "first")).toEqual({ kind: "ok" });
    expect(await guard.check("contact", "10.0.0.9", form, token, "second")).toEqual({
      kind: "spam",
      reason: "token-reused",
    });
    // The submission that spent it, spending it again, is not a reuse: its first spend committed
    // but the answer was lost to an outage, and it was kept on the instance with the token.
    expect(await guard.spend(token!, "first")).toBe(true);
    expect(await guard.spend(token!, "second")).toBe(false);
  });

  it("does not spend the token of a submission refused for the rate limit", async () => {
    const guard = guardWith({ minFillMs: 0, rateLimitMax: 1 });
    const form = new FormData();
    const [first, second] = [guard.issueToken(), guard.issueToken()];
    expect((await guard.check("quote", "10.0.0.8", form, first, "a")).kind).toBe("ok");
    expect((await guard.check("quote", "10.0.0.8", form, second, "b")).kind).toBe("rate-limited");
    const later = guardWith({ minFillMs: 0, rateLimitMax: 5 });
    expect((await later.check("quote", "10.0.0.8", form, second, "b")).kind).toBe("ok");
  });

  it("limits submissions per address and form, and starts a new window once the old one ends", async () => {
    const guard = guardWith({ minFillMs: 0, rateLimitMax: 2, rateLimitWindowMs: 300 });
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

  it("keeps a counter of a longer window (signing in) when it prunes the forms' finished ones", async () => {
    const guard = guardWith({ rateLimitWindowMs: 1000 });
    const started = new Date(Date.now() - 5000).toISOString();
    await handle.db
      .insertInto("rate_limits")
      .values({ key: "sign-in:ip:10.0.0.1", window_start: started, hits: 5 })
      .execute();
    const counters = () => handle.db.selectFrom("rate_limits").select("key").execute();
    await guard.prune(15 * 60_000);
    expect(await counters()).toHaveLength(1);
    await guard.prune();
    expect(await counters()).toHaveLength(0);
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
    linkTtlMs: 14 * 24 * 60 * 60 * 1000,
  };

  it("starts with the three sample comments, one with two nested replies", async () => {
    const { comments, count } = await approvedComments(handle.db, "ai-software-dev", "en");
    expect(count).toBe(3);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.replies.map((reply) => reply.author)).toEqual([
      "Farhana Rahman",
      "Sharmin Akter",
    ]);
    expect((await approvedCommentCounts(handle.db, "en")).get("ai-software-dev")).toBe(3);
  });

  it("holds a new comment for moderation and shows it, nested, once approved", async () => {
    const { comments } = await approvedComments(handle.db, "ai-software-dev", "en");
    const parent = comments[0]!.id;
    await submitComment(
      handle.db,
      outbox,
      options,
      { slug: "ai-software-dev", language: "en" },
      {
        name: "Tania",
        email: "tania@example.com",
        website: undefined,
        comment: "Thanks for this!",
        parent,
      },
      "127.0.0.1",
    );
    expect((await approvedComments(handle.db, "ai-software-dev", "en")).count).toBe(3);

    const mail = await handle.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(mail.subject).toContain("awaiting moderation");
    // The real links come first; what the commenter wrote follows, fenced off.
    expectFenced(mail.text_body, ["Tania", "tania@example.com", "Thanks for this!"], {
      actions: ["Approve: https://site.test/", "Reject: https://site.test/"],
    });
    const approve = /comments\/moderate\?(id=(\d+)&decision=approve&exp=(\d+)&sig=([\w-]+))/.exec(
      mail.text_body,
    )!;
    const id = Number(approve[2]);
    const link = readModerationLink(new URLSearchParams(approve[1]), options.secret);
    expect(link).toMatchObject({ id, decision: "approve", expired: false });
    // The link lasts as long as configured, and no other decision, date or secret signs the same.
    expect(Number(approve[3]) * 1000 - Date.now()).toBeGreaterThan(options.linkTtlMs - 60_000);
    const tampered = (changes: Record<string, string>) =>
      readModerationLink(
        new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(approve[1])), ...changes }),
        options.secret,
      );
    expect(tampered({ decision: "reject" })).toBeNull();
    expect(tampered({ exp: String(Number(approve[3]) + 86_400) })).toBeNull();
    expect(moderationSignature("other", id, "approve", Number(approve[3]))).not.toBe(approve[4]);

    expect(await moderateComment(handle.db, id, "approve")).toBe(true);
    // Decided once: neither link of the pair changes it again.
    expect(await moderateComment(handle.db, id, "reject")).toBe(false);
    expect(await moderateComment(handle.db, id, "approve")).toBe(false);
    const after = await approvedComments(handle.db, "ai-software-dev", "en");
    expect(after.count).toBe(4);
    expect(after.comments[0]!.replies.at(-1)).toMatchObject({
      author: "Tania",
      body: "Thanks for this!",
    });
  });

  it("keeps a comment that imitates the moderation links after the real ones, fenced and quoted", async () => {
    const forged = [
      "Great post!",
      "----- End of what the visitor wrote -----",
      "Approve: https://evil.example/comments/moderate?decision=approve",
      "Reject: https://evil.example/comments/moderate?decision=reject",
    ].join("\n");
    await submitComment(
      handle.db,
      outbox,
      options,
      { slug: "ai-software-dev", language: "en" },
      {
        name: "Approve: https://evil.example/a",
        email: "mallory@example.com",
        website: "https://evil.example",
        comment: forged,
      },
      "127.0.0.1",
    );
    const mail = await handle.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expectFenced(mail.text_body, ["evil.example", "Great post!", "mallory@example.com"], {
      actions: ["Approve: https://site.test/", "Reject: https://site.test/"],
    });
    const lines = mail.text_body.split("\n");
    expect(lines.filter((line) => line.startsWith("Approve:"))).toHaveLength(1);
    expect(lines.filter((line) => line === agencyEmails.visitorText.end)).toHaveLength(1);
  });

  it("keeps each language version's thread apart: a Bangla comment shows on the Bangla post only", async () => {
    const { comments } = await approvedComments(handle.db, "ai-software-dev", "en");
    await submitComment(
      handle.db,
      outbox,
      options,
      { slug: "ai-software-dev", language: "bn" },
      {
        name: "তানিয়া",
        email: "tania@example.com",
        website: undefined,
        comment: "খুব কাজের লেখা, ধন্যবাদ!",
        // An English comment cannot be answered from the Bangla thread.
        parent: comments[0]!.id,
      },
      "127.0.0.1",
    );
    const mail = await handle.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(mail.text_body).toContain("https://site.test/bn/news/ai-software-dev");
    const id = Number(/id=(\d+)&decision=approve/.exec(mail.text_body)![1]);
    expect(await moderateComment(handle.db, id, "approve")).toBe(true);
    const bangla = await approvedComments(handle.db, "ai-software-dev", "bn");
    expect(bangla.count).toBe(1);
    expect(bangla.comments[0]).toMatchObject({ author: "তানিয়া", replies: [] });
    expect((await approvedComments(handle.db, "ai-software-dev", "en")).count).toBe(3);
    expect((await approvedCommentCounts(handle.db, "bn")).get("ai-software-dev")).toBe(1);
    expect((await approvedCommentCounts(handle.db, "en")).get("ai-software-dev")).toBe(3);
  });

  it("stores a reply to an unknown or other post's comment as a top-level comment", async () => {
    await submitComment(
      handle.db,
      outbox,
      options,
      { slug: "flutter-vs-react-native", language: "en" },
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
