import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import type { Logger } from "pino";
import { now, type Db } from "../db/db.server";
import type { Database } from "../db/schema.server";
import { agencyEmails } from "~/content/en/agency-emails";
import { fenceVisitorText } from "~/lib/visitor-text";
import { fill } from "~/lib/format";

export type OutgoingMail = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** The lead the message is about, shown with the lead in the workspace. */
  leadId?: number;
  /** A campaign's letter in a language, composed when it is sent (a test of it, to staff). */
  campaign?: { id: number; locale: string };
  /** A calendar invitation sent with it (iCalendar, METHOD:REQUEST or CANCEL), shown by mail apps. */
  calendar?: string;
};

type Row = Selectable<Database["outbox"]>;

export type OutboxOptions = {
  smtpUrl?: string;
  from: string;
  retryBaseMs: number;
  log: Logger;
  /** How many messages are sent at once, each over its own pooled SMTP connection. */
  concurrency?: number;
  /** How long a connection, the server's greeting or a silent socket may take before giving up. */
  timeoutMs?: number;
  /** How long a sender holds a message; it renews the lease while it is still sending. */
  leaseMs?: number;
  /** After this many permanent (5xx) refusals a message is marked failed and no longer tried. */
  maxRejections?: number;
  /** Where the summary of failed messages goes (the agency's inbox). */
  reportTo?: string | (() => string);
  /**
   * What a row holds only by reference is made when it is sent: a campaign's e-mail, its HTML
   * and headers (see campaignComposer).
   */
  compose?: (row: Row) => Promise<Partial<Pick<SendMailOptions, "text" | "html" | "headers">>>;
};

const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

/**
 * Every e-mail goes through the outbox table: a lead is safe once its row is stored, whatever the
 * mail server does. Delivery is tried at once, several messages at a time, and then again with
 * exponential back-off until the SMTP server accepts it; a message the server refuses permanently
 * (a 5xx answer) a few times is marked failed, and the agency receives one e-mail listing such
 * messages. A sender leases each message and renews the lease while sending, so that another
 * instance never takes a message still in flight; every message keeps one Message-ID across
 * attempts, so a rare duplicate can be recognised. Without SMTP_URL, messages wait in the outbox
 * and are written to the log.
 */
export class Outbox {
  /** Opens a pool of SMTP connections for one delivery round; null without SMTP_URL. */
  private connect: (() => Transporter) | null;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopping = false;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly maxRejections: number;
  private readonly domain: string;
  /**
   * Leases the database may have taken without its answer arriving (an outage cut it off): a claim
   * that may hold a message nobody sends, or a message sent but not marked so. Each is settled by
   * its lease at the start of the next round, so that the message neither waits out the lease nor
   * goes out twice.
   */
  private unsettled = new Map<string, { id: number; sent: boolean }>();

  constructor(
    private db: Db,
    private options: OutboxOptions,
  ) {
    this.concurrency = options.concurrency ?? 4;
    this.leaseMs = options.leaseMs ?? 2 * 60 * 1000;
    this.maxRejections = options.maxRejections ?? 3;
    this.domain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? "localhost";
    const timeout = options.timeoutMs ?? 30_000;
    const smtpUrl = options.smtpUrl;
    this.connect = smtpUrl
      ? () =>
          nodemailer.createTransport(
            {
              url: smtpUrl,
              pool: true,
              maxConnections: this.concurrency,
              connectionTimeout: timeout,
              greetingTimeout: timeout,
              socketTimeout: timeout,
            },
            { from: options.from },
          )
      : null;
  }

  /** Queues a message (in the caller's transaction when given one); returns its row's id. */
  async enqueue(mail: OutgoingMail, db: Db = this.db, kind: Row["kind"] = "mail") {
    const { id } = await db
      .insertInto("outbox")
      .values({
        to_address: mail.to,
        reply_to: mail.replyTo ?? null,
        subject: mail.subject,
        text_body: mail.text,
        status: "pending",
        kind,
        attempts: 0,
        rejections: 0,
        next_attempt_at: now(),
        created_at: now(),
        lead_id: mail.leadId ?? null,
        campaign_id: mail.campaign?.id ?? null,
        locale: mail.campaign?.locale ?? null,
        calendar: mail.calendar ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // The log outlives an erasure and is read by more people than the workspace: it names the
    // e-mail, never its address, subject or words (the workspace's Mail page shows those).
    if (!this.connect) {
      this.options.log.warn({ mail: id, kind }, "SMTP_URL is not set; e-mail kept in the outbox");
    }
    return id;
  }

  /**
   * Starts delivering in the background. A kick while a delivery is running makes it look again
   * once it is done, so that nothing queued meanwhile waits for the next poll.
   */
  kick() {
    if (!this.connect || this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.untilIdle()
      .catch((error: unknown) => {
        this.options.log.error({ err: error }, "outbox delivery round failed");
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
  }

  start(pollMs: number) {
    this.timer = setInterval(() => this.kick(), pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Stops polling and lets the messages in flight finish. */
  async stop() {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Tries every message that is due, after any delivery already running; returns how many were delivered. */
  async deliverDue(): Promise<number> {
    const earlier = (await this.running) ?? 0;
    return earlier + (await this.round());
  }

  private async untilIdle() {
    let delivered = 0;
    do {
      this.again = false;
      delivered += await this.round();
    } while (this.again && !this.stopping);
    return delivered;
  }

  /**
   * Delivers due messages batch after batch until none is left, then reports new failures. The SMTP
   * connections live for the round only, so none sits idle between rounds.
   */
  private async round(): Promise<number> {
    if (!this.connect) return 0;
    await this.settle();
    const transport = this.connect();
    try {
      let delivered = await this.deliverBatches(transport);
      // A report of new failures goes out in the same round (a failed report is not reported).
      if (await this.reportFailures()) delivered += await this.deliverBatches(transport);
      return delivered;
    } finally {
      transport.close();
    }
  }

  private async deliverBatches(transport: Transporter) {
    const batch = this.concurrency * 10;
    let delivered = 0;
    for (;;) {
      const due = await this.db
        .selectFrom("outbox")
        .selectAll()
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", now())
        .orderBy("id")
        .limit(batch)
        .execute();
      const results = await inParallel(due, this.concurrency, (row) =>
        this.deliver(transport, row),
      );
      delivered += results.filter(Boolean).length;
      if (due.length < batch || this.stopping) break;
    }
    return delivered;
  }

  /** Releases or marks sent what an earlier round could not tell the database (see `unsettled`). */
  private async settle() {
    for (const [lease, { id, sent }] of this.unsettled) {
      await this.db
        .updateTable("outbox")
        .set((row) =>
          sent
            ? {
                status: "sent",
                sent_at: now(),
                attempts: row("attempts", "+", 1),
                last_error: null,
                claim_token: null,
              }
            : { next_attempt_at: now(), claim_token: null },
        )
        .where("id", "=", id)
        .where("claim_token", "=", lease)
        .execute();
      this.unsettled.delete(lease);
    }
  }

  private async deliver(transport: Transporter, message: Row): Promise<boolean> {
    const lease = randomUUID();
    const leaseUntil = () => new Date(Date.now() + this.leaseMs).toISOString();
    const unsettled = (sent: boolean) => (error: unknown) => {
      this.unsettled.set(lease, { id: message.id, sent });
      throw error;
    };
    const claimed = await this.db
      .updateTable("outbox")
      .set({ claim_token: lease, next_attempt_at: leaseUntil() })
      .where("id", "=", message.id)
      .where("status", "=", "pending")
      .where("next_attempt_at", "=", message.next_attempt_at)
      .executeTakeFirst()
      .catch(unsettled(false));
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const renew = setInterval(() => {
      this.db
        .updateTable("outbox")
        .set({ next_attempt_at: leaseUntil() })
        .where("id", "=", message.id)
        .where("claim_token", "=", lease)
        .execute()
        .catch((error: unknown) => this.options.log.warn({ err: error }, "outbox lease renewal"));
    }, this.leaseMs / 3);
    try {
      await transport.sendMail({
        to: message.to_address,
        replyTo: message.reply_to ?? undefined,
        subject: message.subject,
        text: message.text_body,
        messageId: this.messageIdOf(message),
        ...(message.calendar && {
          icalEvent: {
            method: /^METHOD:CANCEL/m.test(message.calendar) ? "CANCEL" : "REQUEST",
            filename: "invite.ics",
            content: message.calendar,
          },
        }),
        ...(await this.options.compose?.(message)),
      });
    } catch (error) {
      await this.recordFailure(message, error).catch(unsettled(false));
      return false;
    } finally {
      clearInterval(renew);
    }
    await this.db
      .updateTable("outbox")
      .set({
        status: "sent",
        sent_at: now(),
        attempts: message.attempts + 1,
        last_error: null,
        claim_token: null,
      })
      .where("id", "=", message.id)
      .execute()
      .catch(unsettled(true));
    return true;
  }

  private async recordFailure(message: Row, error: unknown) {
    const attempts = message.attempts + 1;
    const code = (error as { responseCode?: number }).responseCode;
    const rejected = typeof code === "number" && code >= 500 && code < 600;
    const rejections = message.rejections + (rejected ? 1 : 0);
    // A campaign's e-mail is not tried again once refused; the address's refusals are counted.
    const campaign = message.kind === "campaign";
    const failed = rejected && (campaign || rejections >= this.maxRejections);
    const wait = Math.min(this.options.retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
    await this.db
      .updateTable("outbox")
      .set({
        attempts,
        rejections,
        status: failed ? "failed" : "pending",
        failed_at: failed ? now() : null,
        next_attempt_at: new Date(Date.now() + wait).toISOString(),
        last_error: String((error as Error).message ?? error).slice(0, 500),
        claim_token: null,
      })
      .where("id", "=", message.id)
      .execute();
    if (failed && campaign) {
      await this.db
        .updateTable("newsletter_subscribers")
        .set((eb) => ({ refusals: eb("refusals", "+", 1) }))
        .where("unsubscribe_token", "=", message.list_token ?? "")
        .execute();
    }
    this.options.log.warn(
      {
        id: message.id,
        attempts,
        rejections,
        failed,
        retryInMs: failed ? undefined : wait,
        err: error,
      },
      failed ? "e-mail refused permanently; marked failed" : "e-mail delivery failed; will retry",
    );
  }

  /**
   * One e-mail to the agency listing the messages that newly failed (each listed once, by whichever
   * instance marks it first). A failed report is not itself reported.
   */
  private async reportFailures(): Promise<boolean> {
    const { reportTo: given } = this.options;
    const reportTo = typeof given === "function" ? given() : given;
    if (!reportTo) return false;
    const failed = await this.db
      .selectFrom("outbox")
      .selectAll()
      .where("status", "=", "failed")
      .where("kind", "=", "mail")
      .where("failure_reported_at", "is", null)
      .orderBy("id")
      .execute();
    const reported: Row[] = [];
    for (const row of failed) {
      const marked = await this.db
        .updateTable("outbox")
        .set({ failure_reported_at: now() })
        .where("id", "=", row.id)
        .where("failure_reported_at", "is", null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 1) reported.push(row);
    }
    if (reported.length === 0) return false;
    const words = agencyEmails.deliveryFailures;
    await this.enqueue(
      {
        to: reportTo,
        subject: fill(words.subjectLine, { count: reported.length }),
        text: [
          words.intro,
          ``,
          ...fenceVisitorText(
            reported.map((row) =>
              fill(words.item, {
                to: row.to_address,
                subject: row.subject,
                created: row.created_at,
                error: row.last_error ?? "",
              }),
            ),
            words.visitorText,
          ),
          ``,
          words.outro,
        ].join("\n"),
      },
      this.db,
      "report",
    );
    return true;
  }

  /** The same Message-ID on every attempt of one outbox row. */
  private messageIdOf(message: Row) {
    return `<outbox.${message.id}.${Date.parse(message.created_at).toString(36)}@${this.domain}>`;
  }
}

/** Runs `task` over `items`, at most `limit` at a time, and returns the results in order. */
async function inParallel<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
