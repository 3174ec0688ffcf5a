import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Logger } from "pino";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { testBackend } from "../../../tests/support/backend";
import { startSmtp } from "../../../tests/support/smtp";
import { describeEachStore, silentLog } from "../../../tests/support/stores";
import type { Backend } from "~/backend.server";
import { newTicket, SubmissionJournal, type JournalEntry } from "./journal.server";
import { storeKept, type Submission } from "./submissions.server";

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

/** A file's or folder's permission bits. */
const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

/** A journal in a folder of its own, with a log whose calls the test reads. */
async function journalWithLog() {
  const dir = await mkdtemp(path.join(tmpdir(), "journal-"));
  const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
  const journal = new SubmissionJournal(
    path.join(dir, "journal", "submissions-3001.jsonl"),
    log as unknown as Logger,
  );
  return { dir, log, journal };
}

/** An entry as a line appended to the journal by hand: the submission changed by `change`. */
const crafted = (subject: string, change: (submission: Submission) => object) => ({
  ...newTicket(),
  submission: change(message(subject)),
});

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
    await rm(backend.journal.rejectedFile, { force: true });
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

  it("writes the journal 0600 in a folder made 0700, and rewrites it so, whatever was left before", async () => {
    const { dir, journal } = await journalWithLog();
    try {
      await journal.keep(newTicket(), message("private"));
      expect(await modeOf(path.dirname(journal.file))).toBe(0o700);
      expect(await modeOf(journal.file)).toBe(0o600);
      // A rewrite left half-done by a crash, made before the journal was private.
      await writeFile(`${journal.file}.next`, "", { mode: 0o644 });
      await journal.keep(newTicket(), message("kept"));
      expect(await journal.replay((entry) => storeKept(backend, entry))).toBe(2);
      expect(await modeOf(journal.file)).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("moves aside entries that break their form's rules, once, and stores the others in order", async () => {
    const { dir, log, journal } = await journalWithLog();
    try {
      const long = "We need a shop. ".repeat(6250);
      const unfit = [
        crafted("bad address", (s) => ({ ...s, value: { ...s.value, email: "not an email" } })),
        crafted("two-line name", (s) => ({ ...s, value: { ...s.value, "f-name": "Shirin\nBcc" } })),
        crafted("two-line\r\nsubject", (s) => s),
        crafted("long", (s) => ({ ...s, value: { ...s.value, message: long } })),
        crafted("unknown language", (s) => ({ ...s, locale: "xx" })),
      ];
      const valid = ["first", "between", "last"].map((subject) => crafted(subject, (s) => s));
      const lines = [
        valid[0],
        unfit[0],
        unfit[1],
        valid[1],
        unfit[2],
        unfit[3],
        unfit[4],
        valid[2],
      ];
      await journal.keep(newTicket(), message("kept first"));
      await appendFile(journal.file, lines.map((line) => `${JSON.stringify(line)}\n`).join(""));
      await appendFile(journal.file, "null\n");

      expect(await journal.replay((entry) => storeKept(backend, entry))).toBe(4);
      expect(await subjects(backend)).toEqual(["kept first", "first", "between", "last"]);
      expect(await journal.entries()).toEqual([]);
      const stored = await backend.db.selectFrom("stored_submissions").select("id").execute();
      expect(stored).toHaveLength(4);

      const rejected = (await readFile(journal.rejectedFile, "utf8"))
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { reason: string; entry: { id?: string } | null });
      expect(rejected.map((line) => line.entry?.id)).toEqual([
        ...unfit.map((e) => e.id),
        undefined,
      ]);
      expect(rejected.map((line) => line.reason)).toEqual([
        expect.stringMatching(/^submission\.value\.email: /),
        expect.stringMatching(/^submission\.value\.f-name: /),
        expect.stringMatching(/^submission\.value\.suject: /),
        expect.stringMatching(/^submission\.value\.message: /),
        expect.stringMatching(/^submission\.locale: /),
        "entry: not an object",
      ]);
      expect(path.dirname(journal.rejectedFile)).toBe(path.dirname(journal.file));
      expect(await modeOf(journal.rejectedFile)).toBe(0o600);

      // One error line each, naming the entry, its form and the fault, never the visitor's words.
      expect(log.error).toHaveBeenCalledTimes(6);
      for (const [index, { id }] of unfit.entries()) {
        expect(log.error.mock.calls[index]?.[0]).toMatchObject({
          entry: id,
          form: "contact",
          reason: rejected[index]?.reason,
        });
      }
      const logged = JSON.stringify(log.error.mock.calls);
      for (const words of ["not an email", "Bcc", "We need a shop", "Shirin", "shirin@"]) {
        expect(logged).not.toContain(words);
      }

      // Not tried again.
      expect(await journal.replay((entry) => storeKept(backend, entry))).toBe(0);
      expect(log.error).toHaveBeenCalledTimes(6);
      expect(await subjects(backend)).toEqual(["kept first", "first", "between", "last"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("moves aside a submission the database refuses at five replays, and tries it no more", async () => {
    const { dir, log, journal } = await journalWithLog();
    try {
      await journal.keep(newTicket(), message("refused"));
      let tries = 0;
      const picky = async (entry: JournalEntry) => {
        if ((entry.submission.value as { suject: string }).suject === "refused") {
          tries += 1;
          throw new Error("value too long for type character varying(200)");
        }
        await storeKept(backend, entry);
      };
      for (let replay = 1; replay < 5; replay++) {
        await journal.keep(newTicket(), message(`fine ${replay}`));
        expect(await journal.replay(picky)).toBe(1);
        expect((await journal.entries()).map((entry) => entry.refusals)).toEqual([replay]);
      }
      expect(await journal.replay(picky)).toBe(0);
      expect(tries).toBe(5);
      expect(await journal.entries()).toEqual([]);
      const [line] = (await readFile(journal.rejectedFile, "utf8")).trim().split("\n");
      expect(JSON.parse(line!)).toMatchObject({
        reason: expect.stringContaining("5 replays"),
        error: expect.stringContaining("value too long"),
        entry: { submission: { value: { suject: "refused" } } },
      });
      expect(log.error).toHaveBeenLastCalledWith(
        expect.objectContaining({ form: "contact", reason: expect.stringContaining("5 replays") }),
        expect.stringContaining("moved aside"),
      );
      const logged = log.error.mock.calls.length;
      await journal.keep(newTicket(), message("fine 5"));
      expect(await journal.replay(picky)).toBe(1);
      expect(tries).toBe(5);
      expect(log.error).toHaveBeenCalledTimes(logged);
      expect(await subjects(backend)).toEqual(["fine 1", "fine 2", "fine 3", "fine 4", "fine 5"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("keeps a submission thanked after a line cut short by a crash on a line of its own", async () => {
    await backend.journal.keep(newTicket(), message("before the crash"));
    await appendFile(backend.journal.file, '{"id":"x","receivedAt":"2026-11-26T05:00:00.000Z"');
    await backend.journal.keep(newTicket(), message("after the crash"));
    expect(await replay()).toBe(2);
    expect(await subjects(backend)).toEqual(["before the crash", "after the crash"]);
  });
});
