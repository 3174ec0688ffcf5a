import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { testBackend } from "../../../tests/support/backend";
import { startSmtp } from "../../../tests/support/smtp";
import { describeEachStore } from "../../../tests/support/stores";
import { FormGuard } from "./guard.server";
import type { Backend } from "~/backend.server";
import { pruneSpam, quarantine, releaseSpam, type Submission } from "./submissions.server";

const contact: Submission = {
  form: "contact",
  value: {
    "f-name": "Autofill",
    "l-name": "Hurry",
    email: "quick@example.com",
    suject: "Filled in a second",
    message: "My browser filled this in for me, quickly.",
  },
  ip: "198.51.100.20",
  locale: "en",
};

describeEachStore("suspected spam", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let backend: Backend;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeEach(async () => {
    handle = await store.open();
    smtp = await startSmtp();
    backend = testBackend(handle, smtp.url);
  });
  afterEach(async () => {
    await backend.outbox.stop();
    await smtp.close();
    await handle.dispose();
  });

  it("keeps a held submission with its reason, e-mails nothing, and releases it once", async () => {
    await quarantine(backend, contact, "too-fast");
    const [held] = await handle.db.selectFrom("suspected_spam").selectAll().execute();
    expect(held).toMatchObject({ form: "contact", reason: "too-fast", released_at: null });
    expect(await handle.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
    expect(await handle.db.selectFrom("contact_messages").selectAll().execute()).toEqual([]);

    expect(await releaseSpam(backend, held!.id)).toBe(true);
    await backend.outbox.deliverDue();
    const leads = await handle.db.selectFrom("contact_messages").selectAll().execute();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ email: "quick@example.com", ip: "198.51.100.20" });
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
      "Contact form: Filled in a second",
      "We have your message: Filled in a second",
    ]);

    expect(await releaseSpam(backend, held!.id)).toBe(false);
    expect(await handle.db.selectFrom("contact_messages").selectAll().execute()).toHaveLength(1);
  });

  it("dates a released lead when the visitor sent it, and releases all or nothing", async () => {
    await quarantine(backend, contact, "too-fast");
    const [held] = await handle.db.selectFrom("suspected_spam").select("id").execute();
    const sent = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
    await handle.db
      .updateTable("suspected_spam")
      .set({ created_at: sent })
      .where("id", "=", held!.id)
      .execute();
    expect(await releaseSpam(backend, held!.id)).toBe(true);
    const [lead] = await handle.db.selectFrom("leads").selectAll().execute();
    expect(lead).toMatchObject({ created_at: sent, status_changed_at: sent });
    const [message] = await handle.db.selectFrom("contact_messages").selectAll().execute();
    expect(message!.created_at).toBe(sent);

    // A held quote whose lead cannot be stored (its name is missing) stays held, with nothing
    // of it stored or queued.
    const broken = { ...contact, form: "quote", value: { email: "broken@example.com" } };
    await quarantine(backend, broken as unknown as Submission, "honeypot");
    const stuck = await handle.db
      .selectFrom("suspected_spam")
      .select("id")
      .where("released_at", "is", null)
      .executeTakeFirstOrThrow();
    const queued = await handle.db.selectFrom("outbox").select("id").orderBy("id").execute();
    await expect(releaseSpam(backend, stuck.id)).rejects.toThrow();
    expect(
      await handle.db
        .selectFrom("suspected_spam")
        .select("released_at")
        .where("id", "=", stuck.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ released_at: null });
    expect(await handle.db.selectFrom("leads").select("id").execute()).toHaveLength(1);
    expect(await handle.db.selectFrom("quote_requests").select("id").execute()).toEqual([]);
    expect(await handle.db.selectFrom("outbox").select("id").orderBy("id").execute()).toEqual(
      queued,
    );
  });

  it("releases a held comment onto its post, pending moderation", async () => {
    await quarantine(
      backend,
      {
        form: "comment",
        target: "seo-trends-2025",
        value: {
          name: "Reader",
          email: "reader@example.com",
          website: undefined,
          comment: "Useful, thanks.",
        },
        ip: "198.51.100.21",
        locale: "en",
      },
      "honeypot",
    );
    const [held] = await handle.db.selectFrom("suspected_spam").select("id").execute();
    expect(await releaseSpam(backend, held!.id)).toBe(true);
    const comments = await handle.db
      .selectFrom("comments")
      .selectAll()
      .where("post_slug", "=", "seo-trends-2025")
      .execute();
    expect(comments).toMatchObject([{ post_slug: "seo-trends-2025", status: "pending" }]);
  });

  it("deletes held submissions older than the retention period", async () => {
    await quarantine(backend, contact, "honeypot");
    await quarantine(backend, contact, "token-reused");
    const [old] = await handle.db.selectFrom("suspected_spam").select("id").orderBy("id").execute();
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    await handle.db
      .updateTable("suspected_spam")
      .set({ created_at: longAgo })
      .where("id", "=", old!.id)
      .execute();
    await pruneSpam(handle.db, 30, 5000);
    const left = await handle.db.selectFrom("suspected_spam").select("reason").execute();
    expect(left).toEqual([{ reason: "token-reused" }]);
  });

  it("keeps held submissions one by one up to the address's limit per form, and counts the rest", async () => {
    const warn = vi.fn();
    const limited = {
      db: handle.db,
      guard: new FormGuard(handle.db, "secret", {
        minFillMs: 0,
        tokenTtlMs: 60_000,
        rateLimitMax: 5,
        rateLimitWindowMs: 60_000,
        heldLimitMax: 5,
      }),
      log: { warn } as unknown as Backend["log"],
    };
    const kept: boolean[] = [];
    for (let i = 0; i < 25; i += 1) kept.push(await quarantine(limited, contact, "token-missing"));
    expect(kept.filter(Boolean)).toHaveLength(5);
    expect(kept.slice(0, 5)).toEqual([true, true, true, true, true]);
    // Another address, and another form from the same one, have limits of their own.
    expect(await quarantine(limited, { ...contact, ip: "198.51.100.99" }, "honeypot")).toBe(true);
    expect(
      await quarantine(
        limited,
        { ...contact, form: "newsletter", value: { email: "a@b.c" } },
        "honeypot",
      ),
    ).toBe(true);

    const held = await handle.db.selectFrom("suspected_spam").select(["ip", "form"]).execute();
    expect(held).toHaveLength(7);
    const counted = await handle.db.selectFrom("spam_overflow").selectAll().execute();
    expect(counted).toMatchObject([{ form: "contact", ip: "198.51.100.20", dropped: 20 }]);
    // One warning when the address goes over, not one per submission.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      { form: "contact", ip: "198.51.100.20", limit: 5 },
      expect.stringContaining("over the limit"),
    );
  });

  it("keeps at most the newest held submissions, and counts of old floods only for the retention period", async () => {
    for (let i = 0; i < 6; i += 1) {
      await quarantine(
        backend,
        { ...contact, value: { ...contact.value, suject: `No. ${i}` } } as Submission,
        "honeypot",
      );
    }
    // A released one is a lead already: it does not count against the held ones.
    const [released] = await handle.db
      .selectFrom("suspected_spam")
      .select("id")
      .orderBy("id")
      .execute();
    await handle.db
      .updateTable("suspected_spam")
      .set({ released_at: new Date().toISOString() })
      .where("id", "=", released!.id)
      .execute();
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    await handle.db
      .insertInto("spam_overflow")
      .values([
        {
          form: "contact",
          ip: "203.0.113.9",
          window_start: longAgo,
          dropped: 300,
          last_at: longAgo,
        },
        {
          form: "contact",
          ip: "203.0.113.9",
          window_start: new Date().toISOString(),
          dropped: 12,
          last_at: new Date().toISOString(),
        },
      ])
      .execute();

    expect(await pruneSpam(handle.db, 30, 3)).toBe(2);
    const left = await handle.db
      .selectFrom("suspected_spam")
      .select(["payload", "released_at"])
      .orderBy("id")
      .execute();
    expect(left.map((row) => [JSON.parse(row.payload).suject, row.released_at !== null])).toEqual([
      ["No. 0", true],
      ["No. 3", false],
      ["No. 4", false],
      ["No. 5", false],
    ]);
    expect(await pruneSpam(handle.db, 30, 3)).toBe(0);
    expect(await handle.db.selectFrom("spam_overflow").select("dropped").execute()).toEqual([
      { dropped: 12 },
    ]);
  });
});
