import { appendFile, readFile, rm } from "node:fs/promises";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { testBackend } from "./backend";
import { startSmtp } from "./smtp";
import { describeEachStore, silentLog } from "./stores";
import type { Backend } from "~/server/backend.server";
import { newTicket, SubmissionJournal, type JournalEntry } from "~/server/journal.server";
import { storeKept, type Submission } from "~/server/submissions.server";

const message = (subject: string): Submission => ({
  form: "contact",
  value: {
    "f-name": "Shirin",
    "l-name": "Akter",
    email: "shirin@example.com",
    suject: subject,
    message: "We need an online shop for our bakery in Mirpur, with bKash.",
  },
  ip: "203.0.113.7",
  locale: "bn",
  source: { path: "/bn/contact", utm: null },
});

const subjects = async (backend: Backend) =>
  (await backend.db.selectFrom("contact_messages").select("subject").orderBy("id").execute()).map(
    (row) => row.subject,
  );

/** What the driver throws when PostgreSQL cannot be reached. */
const unreachable = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

describeEachStore("submissions kept through a database outage", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let backend: Backend;
  const replay = (
    store: (entry: JournalEntry) => Promise<void> = (entry) => storeKept(backend, entry),
  ) => backend.journal.replay(store);
  beforeEach(async () => {
    handle = await store.open();
    smtp = await startSmtp();
    backend = testBackend(handle, smtp.url);
  });
  afterEach(async () => {
    await backend.outbox.stop();
    await smtp.close();
    await rm(backend.journal.file, { force: true });
    await handle.dispose();
  });

  it("keeps submissions on disk, synced, and stores them in order once the database answers, each once", async () => {
    const tickets = ["first", "second", "third"].map((subject) => ({
      ticket: { ...newTicket(), receivedAt: new Date(Date.now() - 60_000).toISOString() },
      subject,
    }));
    for (const { ticket, subject } of tickets) {
      await backend.journal.keep(ticket, message(subject));
    }
    const onDisk = (await readFile(backend.journal.file, "utf8")).trim().split("\n");
    expect(onDisk.map((line) => (JSON.parse(line) as JournalEntry).submission.value)).toMatchObject(
      [{ suject: "first" }, { suject: "second" }, { suject: "third" }],
    );

    expect(await replay()).toBe(3);
    expect(await subjects(backend)).toEqual(["first", "second", "third"]);
    expect(await readFile(backend.journal.file, "utf8")).toBe("");
    // Each lead's e-mail reaches the agency, with its language and page, and the sender hears once.
    await vi.waitFor(() => expect(smtp.received).toHaveLength(4), { timeout: 10_000 });
    const lead = await backend.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ locale: "bn", ip: "203.0.113.7", source_path: "/bn/contact" });
    // Each is dated when the visitor sent it, not when the database took it.
    const dates = await backend.db.selectFrom("leads").select("created_at").orderBy("id").execute();
    expect(dates.map((row) => row.created_at)).toEqual(tickets.map((t) => t.ticket.receivedAt));

    // A replay cut short after storing, before the file was rewritten, stores nothing twice.
    const stored = await backend.db.selectFrom("stored_submissions").selectAll().execute();
    expect(stored).toHaveLength(3);
    const entries = onDisk.map((line) => JSON.parse(line) as JournalEntry);
    await appendFile(backend.journal.file, `${JSON.stringify(entries[1])}\n`);
    const restarted = new SubmissionJournal(backend.journal.file, silentLog);
    expect(await restarted.replay((entry) => storeKept(backend, entry))).toBe(1);
    expect(await restarted.entries()).toEqual([]);
    expect(await subjects(backend)).toEqual(["first", "second", "third"]);
  });

  it("stops at the first submission the database still cannot take, and keeps the rest in order", async () => {
    for (const subject of ["a", "b", "c"])
      await backend.journal.keep(newTicket(), message(subject));
    let calls = 0;
    const flaky = async (entry: JournalEntry) => {
      calls += 1;
      if (calls === 2) throw unreachable();
      await storeKept(backend, entry);
    };
    expect(await replay(flaky)).toBe(1);
    expect(await subjects(backend)).toEqual(["a"]);
    const left = (await backend.journal.entries()).map((entry) => entry.submission.value);
    expect(left).toMatchObject([{ suject: "b" }, { suject: "c" }]);
    expect(await replay()).toBe(2);
    expect(await subjects(backend)).toEqual(["a", "b", "c"]);
  });

  it("keeps a submission the database refuses for another reason, and stores the others", async () => {
    const log = { error: vi.spyOn(backend.log, "error") };
    await backend.journal.keep(newTicket(), message("refused"));
    await backend.journal.keep(newTicket(), message("fine"));
    const picky = async (entry: JournalEntry) => {
      if ((entry.submission.value as { suject: string }).suject === "refused") {
        throw new Error("value too long for type character varying(200)");
      }
      await storeKept(backend, entry);
    };
    expect(await replay(picky)).toBe(1);
    expect(await subjects(backend)).toEqual(["fine"]);
    expect((await backend.journal.entries()).map((entry) => entry.submission.value)).toMatchObject([
      { suject: "refused" },
    ]);
    expect(log.error).toHaveBeenCalled();
  });

  it("spends a kept token when storing (one spent already by another is held as reused) and holds what the checks held", async () => {
    await backend.guard.spend("token-used-before", "an-earlier-submission");
    await backend.journal.keep(newTicket(), message("reused token"), {
      token: "token-used-before",
    });
    await backend.journal.keep(newTicket(), message("fresh token"), { token: "token-fresh" });
    await backend.journal.keep(newTicket(), message("too fast"), { heldFor: "too-fast" });
    // Its own spend committed before the outage cut the answer off: not a reuse.
    const unseen = newTicket();
    await backend.guard.spend("token-spent-unseen", unseen.id);
    await backend.journal.keep(unseen, message("spent unseen"), { token: "token-spent-unseen" });
    expect(await replay()).toBe(4);
    expect(await subjects(backend)).toEqual(["fresh token", "spent unseen"]);
    const held = await backend.db
      .selectFrom("suspected_spam")
      .select(["reason"])
      .orderBy("id")
      .execute();
    expect(held.map((row) => row.reason)).toEqual(["token-reused", "too-fast"]);
  });

  it("stores a kept order under the reference its customer was given", async () => {
    await backend.journal.keep(newTicket(), {
      form: "order",
      value: {
        product: "domain-com-bd",
        name: "Shirin Akter",
        email: "shirin@example.com",
        phone: "01712-345678",
        domain: "shirinsbakery.com.bd",
        period: 2,
        payment: "bkash",
      },
      reference: "NL-KEPT42",
      ip: "203.0.113.7",
      locale: "en",
    });
    expect(await replay()).toBe(1);
    const order = await backend.db.selectFrom("orders").selectAll().executeTakeFirstOrThrow();
    expect(order.reference).toBe("NL-KEPT42");
  });

  it("skips a last line cut short by a crash: its visitor was never thanked", async () => {
    await backend.journal.keep(newTicket(), message("whole"));
    await appendFile(
      backend.journal.file,
      '{"id":"x","receivedAt":"2026-11-26T05:00:00.000Z","subm',
    );
    expect(await replay()).toBe(1);
    expect(await subjects(backend)).toEqual(["whole"]);
  });
});
