import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import { now, type Db } from "./db.server";

export type OutgoingMail = { to: string; replyTo?: string; subject: string; text: string };

const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
/** How long one sender may hold a message before another instance may try it. */
const CLAIM_MS = 2 * 60 * 1000;
const BATCH = 20;

/**
 * Every e-mail goes through the outbox table: a lead is safe once its row is stored, whatever the
 * mail server does. Delivery is tried at once and then again with exponential back-off until the
 * SMTP server accepts it; without SMTP_URL, messages wait in the outbox and are written to the log.
 */
export class Outbox {
  private transport: Transporter | null;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private db: Db,
    private options: { smtpUrl?: string; from: string; retryBaseMs: number; log: Logger },
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl, { from: options.from })
      : null;
  }

  async enqueue(mail: OutgoingMail, db: Db = this.db) {
    await db
      .insertInto("outbox")
      .values({
        to_address: mail.to,
        reply_to: mail.replyTo ?? null,
        subject: mail.subject,
        text_body: mail.text,
        status: "pending",
        attempts: 0,
        next_attempt_at: now(),
        created_at: now(),
      })
      .execute();
    if (!this.transport) {
      this.options.log.warn(
        { to: mail.to, subject: mail.subject, body: mail.text },
        "SMTP_URL is not set; e-mail kept in the outbox",
      );
    }
  }

  /** Starts a delivery round in the background, unless one is already running. */
  kick() {
    if (!this.transport || this.running) return;
    this.running = this.round()
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

  async stop() {
    clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** Tries every message that is due, after any round already running; returns how many were delivered. */
  async deliverDue(): Promise<number> {
    const earlier = (await this.running) ?? 0;
    return earlier + (await this.round());
  }

  private async round(): Promise<number> {
    if (!this.transport) return 0;
    const due = await this.db
      .selectFrom("outbox")
      .selectAll()
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", now())
      .orderBy("id")
      .limit(BATCH)
      .execute();
    let delivered = 0;
    for (const message of due) {
      const claimed = await this.db
        .updateTable("outbox")
        .set({ next_attempt_at: new Date(Date.now() + CLAIM_MS).toISOString() })
        .where("id", "=", message.id)
        .where("status", "=", "pending")
        .where("next_attempt_at", "=", message.next_attempt_at)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      try {
        await this.transport.sendMail({
          to: message.to_address,
          replyTo: message.reply_to ?? undefined,
          subject: message.subject,
          text: message.text_body,
        });
        await this.db
          .updateTable("outbox")
          .set({ status: "sent", sent_at: now(), attempts: message.attempts + 1, last_error: null })
          .where("id", "=", message.id)
          .execute();
        delivered += 1;
      } catch (error) {
        const attempts = message.attempts + 1;
        const wait = Math.min(this.options.retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
        await this.db
          .updateTable("outbox")
          .set({
            attempts,
            next_attempt_at: new Date(Date.now() + wait).toISOString(),
            last_error: String((error as Error).message ?? error).slice(0, 500),
          })
          .where("id", "=", message.id)
          .execute();
        this.options.log.warn(
          { id: message.id, attempts, retryInMs: wait, err: error },
          "e-mail delivery failed; will retry",
        );
      }
    }
    return delivered;
  }
}
