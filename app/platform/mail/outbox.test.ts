import type { KyselyPlugin, QueryId } from "kysely";
import { pino } from "pino";
import { afterEach, beforeEach, expect, it } from "vitest";
import { startSilentPeer, startSmtp } from "../../../tests/support/smtp";
import { describeEachStore, silentLog } from "../../../tests/support/stores";
import { expectFenced } from "../../../tests/support/fenced";
import { agencyEmails } from "~/content/en/agency-emails";
import { saveContactMessage } from "~/features/leads/leads.server";
import { Outbox, type OutboxOptions } from "~/platform/mail/outbox.server";

const AGENCY = "hello@nakshilabs.com.bd";

describeEachStore("outbox delivery", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  const cleanups: (() => Promise<void>)[] = [];
  beforeEach(async () => {
    handle = await store.open();
  });
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
    await handle.dispose();
  });

  const outboxFor = (smtpUrl: string, options: Partial<OutboxOptions> = {}) => {
    const outbox = new Outbox(handle.db, {
      smtpUrl,
      from: "Site <no-reply@nakshilabs.com.bd>",
      retryBaseMs: 60_000,
      log: silentLog,
      timeoutMs: 500,
      reportTo: AGENCY,
      ...options,
    });
    cleanups.push(() => outbox.stop());
    return outbox;
  };
  const enqueue = async (outbox: Outbox, count: number, subject = (i: number) => `Lead ${i}`) => {
    for (let i = 0; i < count; i += 1) {
      await outbox.enqueue({ to: AGENCY, subject: subject(i), text: `Message ${i}` });
    }
  };
  const statuses = async () =>
    (await handle.db.selectFrom("outbox").select("status").execute()).map((row) => row.status);

  it("keeps mail without SMTP and logs which e-mail, never its address, subject or words", async () => {
    const lines: string[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const outbox = outboxFor("", { smtpUrl: undefined, log });
    const id = await outbox.enqueue({
      to: "victoria.secret@gmail.com",
      subject: "Your data at Nakshi Labs",
      text: "Download it here: https://site.test/my-data?token=abc.def.ghi",
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ mail: id, kind: "mail" });
    expect(lines[0]).not.toMatch(/victoria|Your data|token=/);
  });

  it("drains a backlog far larger than one batch in a single round", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const outbox = outboxFor(smtp.url, { concurrency: 2 });
    await enqueue(outbox, 65);
    expect(await outbox.deliverDue()).toBe(65);
    expect(smtp.received).toHaveLength(65);
    expect(new Set(await statuses())).toEqual(new Set(["sent"]));
  });

  it("gives up on a mail server that never answers after the timeout, keeping the mail", async () => {
    const silent = await startSilentPeer();
    cleanups.push(silent.close);
    const outbox = outboxFor(silent.url);
    await enqueue(outbox, 3);
    const started = Date.now();
    expect(await outbox.deliverDue()).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    const rows = await handle.db.selectFrom("outbox").selectAll().execute();
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["pending", 1],
      ["pending", 1],
      ["pending", 1],
    ]);
    expect(rows[0]?.last_error).toMatch(/greeting|timeout/i);
  });

  it("delivers everything else while one message stalls its connection", async () => {
    const smtp = await startSmtp(0, {
      beforeAccept: (mail) =>
        mail.subject === "Stalls" ? new Promise<void>(() => {}) : Promise.resolve(),
    });
    cleanups.push(smtp.close);
    const outbox = outboxFor(smtp.url, { concurrency: 3 });
    await enqueue(outbox, 30, (i) => (i === 0 ? "Stalls" : `Lead ${i}`));
    expect(await outbox.deliverDue()).toBe(29);
    expect(smtp.received.map((mail) => mail.subject)).not.toContain("Stalls");
    const stalled = await handle.db
      .selectFrom("outbox")
      .selectAll()
      .where("subject", "=", "Stalls")
      .executeTakeFirstOrThrow();
    expect(stalled).toMatchObject({ status: "pending", attempts: 1 });
  });

  it("never lets a second instance send a message that is still being sent", async () => {
    const smtp = await startSmtp(0, {
      beforeAccept: () => new Promise((resolve) => setTimeout(resolve, 1500)),
    });
    cleanups.push(smtp.close);
    const options = { leaseMs: 450, timeoutMs: 5000 };
    const first = outboxFor(smtp.url, options);
    const second = outboxFor(smtp.url, options);
    await first.enqueue({ to: AGENCY, subject: "Slow", text: "A slow server" });
    const sending = first.deliverDue();
    // The send takes three leases' time; the second instance keeps looking meanwhile.
    let secondDelivered = 0;
    for (let i = 0; i < 6; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      secondDelivered += await second.deliverDue();
    }
    expect(await sending).toBe(1);
    expect(secondDelivered).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.messageId).toMatch(/^<outbox\.\d+\.[0-9a-z]+@nakshilabs\.com\.bd>$/);
  });

  /**
   * The outbox's database, whose answer to the first UPDATE that sets `column` is lost after the
   * statement committed, as when an outage cuts the connection between the two.
   */
  const losingAnswer = (column: string) => {
    let lost: QueryId | undefined;
    const plugin: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        const sets = node.kind === "UpdateQueryNode" ? (node.updates ?? []) : [];
        if (!lost && sets.some((update) => JSON.stringify(update.column).includes(`"${column}"`))) {
          lost = queryId;
        }
        return node;
      },
      transformResult: async ({ result, queryId }) => {
        if (queryId === lost) throw new Error("Connection terminated unexpectedly");
        return result;
      },
    };
    return handle.db.withPlugin(plugin);
  };

  it("releases a claim whose answer an outage lost at the next round, instead of holding it for the lease", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const outbox = new Outbox(losingAnswer("claim_token"), {
      smtpUrl: smtp.url,
      from: "Site <no-reply@nakshilabs.com.bd>",
      retryBaseMs: 60_000,
      log: silentLog,
      leaseMs: 120_000,
    });
    cleanups.push(() => outbox.stop());
    await outbox.enqueue({ to: AGENCY, subject: "Claimed unseen", text: "x" });
    await expect(outbox.deliverDue()).rejects.toThrow(/Connection terminated/);
    expect(smtp.received).toHaveLength(0);
    expect(await outbox.deliverDue()).toBe(1);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["Claimed unseen"]);
  });

  it("marks a message sent whose mark an outage lost at the next round, and never sends it again", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const outbox = new Outbox(losingAnswer("status"), {
      smtpUrl: smtp.url,
      from: "Site <no-reply@nakshilabs.com.bd>",
      retryBaseMs: 60_000,
      log: silentLog,
      leaseMs: 300,
    });
    cleanups.push(() => outbox.stop());
    await outbox.enqueue({ to: AGENCY, subject: "Sent unseen", text: "x" });
    await expect(outbox.deliverDue()).rejects.toThrow(/Connection terminated/);
    // The lease has run out by the next round: only the settled mark keeps it from going again.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await outbox.deliverDue()).toBe(0);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["Sent unseen"]);
    expect(await statuses()).toEqual(["sent"]);
  });

  it("keeps one Message-ID for a message across attempts", async () => {
    let refuseFirst = true;
    const smtp = await startSmtp(0, {
      beforeAccept: async () => {
        if (refuseFirst) {
          refuseFirst = false;
          throw new Error("try again");
        }
      },
    });
    cleanups.push(smtp.close);
    const outbox = outboxFor(smtp.url);
    await outbox.enqueue({ to: AGENCY, subject: "Twice", text: "x" });
    expect(await outbox.deliverDue()).toBe(0);
    await handle.db
      .updateTable("outbox")
      .set({ next_attempt_at: new Date(0).toISOString() })
      .execute();
    expect(await outbox.deliverDue()).toBe(1);
    const row = await handle.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(smtp.received[0]?.messageId).toBe(
      `<outbox.${row.id}.${Date.parse(row.created_at).toString(36)}@nakshilabs.com.bd>`,
    );
  });

  it("stops after repeated permanent refusals and tells the agency once, in one e-mail", async () => {
    const smtp = await startSmtp(0, { refuses: (address) => address.startsWith("gone") });
    cleanups.push(smtp.close);
    const outbox = outboxFor(smtp.url, { maxRejections: 2 });
    await outbox.enqueue({ to: "gone1@example.com", subject: "Confirm", text: "x" });
    await outbox.enqueue({ to: "gone2@example.com", subject: "Welcome", text: "y" });
    const retryNow = () =>
      handle.db
        .updateTable("outbox")
        .set({ next_attempt_at: new Date(0).toISOString() })
        .where("status", "=", "pending")
        .execute();
    expect(await outbox.deliverDue()).toBe(0);
    expect(await statuses()).toEqual(["pending", "pending"]);
    await retryNow();
    // The second refusal marks both failed; the report goes out in the same round.
    expect(await outbox.deliverDue()).toBe(1);
    const rows = await handle.db.selectFrom("outbox").selectAll().orderBy("id").execute();
    expect(rows.map((row) => [row.status, row.rejections, row.kind])).toEqual([
      ["failed", 2, "mail"],
      ["failed", 2, "mail"],
      ["sent", 0, "report"],
    ]);
    expect(smtp.received).toHaveLength(1);
    const report = smtp.received[0]!;
    expect(report.subject).toBe("Website e-mails that could not be delivered: 2");
    expect(report.text).toContain("gone1@example.com");
    expect(report.text).toContain("gone2@example.com");
    expectFenced(report.text ?? "", ["gone1@example.com", '"Welcome"'], {
      markers: agencyEmails.deliveryFailures.visitorText,
    });
    // Nothing more is tried or reported for them.
    await retryNow();
    expect(await outbox.deliverDue()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it("delivers a burst of 500 leads (the time it takes is printed, not asserted)", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const outbox = outboxFor(smtp.url, { timeoutMs: 30_000 });
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        saveContactMessage(
          handle.db,
          outbox,
          { address: AGENCY, publicUrl: "https://site.test" },
          {
            "f-name": "Burst",
            "l-name": `Visitor ${i}`,
            email: `visitor${i}@example.com`,
            suject: `Burst ${i}`,
            message: "A message sent in a burst of leads.",
          },
          "127.0.0.1",
        ),
      ),
    );
    const stored = Date.now();
    await outbox.deliverDue();
    const done = Date.now();
    // Each lead's e-mail to the agency, and each sender's acknowledgement.
    expect(smtp.received).toHaveLength(1000);
    const toAgency = smtp.received.filter((mail) => mail.subject?.startsWith("Contact form: "));
    expect(new Set(toAgency.map((mail) => mail.subject)).size).toBe(500);
    console.log(
      `${store.name}: 500 leads stored in ${stored - started} ms; all delivered ${done - stored} ms after the last was stored`,
    );
  }, 120_000);
});
