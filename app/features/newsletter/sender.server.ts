import type { Logger } from "pino";
import { now, type Db } from "~/platform/db/db.server";
import type { Outbox } from "~/platform/mail/outbox.server";
import { type PublishedContent } from "~/features/publishing/index.server";
import { isLocale } from "~/content/copy";
import { lettersOf, type Campaign, type CampaignLetters } from "./letters.server";

export type CampaignSenderOptions = {
  /** How many campaign e-mails are queued per minute at most. */
  perMinute: number;
  /** After this many refused campaign e-mails an address gets no more. */
  maxRefusals: number;
  log: Logger;
};

/** The most e-mails queued in one statement. */
const BATCH = 500;

/**
 * Sends campaigns: starts those whose time has come (their letters frozen as they are then), and
 * queues their e-mails in the outbox at `perMinute`, to the subscribers confirmed when sending
 * started. Each subscriber's e-mail is one outbox row, which the outbox's unique index on
 * (campaign, subscriber) makes once only, whichever instance queues it and however often it
 * starts again; the outbox then delivers each row once.
 */
export class CampaignSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private db: Db,
    private outbox: Outbox,
    private content: PublishedContent,
    private publicUrl: string,
    private options: CampaignSenderOptions,
  ) {}

  start(pollMs: number) {
    const tick = () => {
      this.running ??= this.tick()
        .catch((error: unknown) => this.options.log.warn({ err: error }, "campaign sending"))
        .finally(() => {
          this.running = undefined;
        });
    };
    this.timer = setInterval(tick, pollMs);
    this.timer.unref();
    tick();
  }

  async stop() {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round: start what is due, queue what the rate allows, finish what is done. */
  async tick(at = Date.now()) {
    const moment = new Date(at).toISOString();
    const due = await this.db
      .selectFrom("campaigns")
      .selectAll()
      .where("status", "=", "scheduled")
      .where("send_at", "<=", moment)
      .execute();
    for (const campaign of due) await this.begin(campaign, moment);
    const sending = await this.db
      .selectFrom("campaigns")
      .selectAll()
      .where("status", "=", "sending")
      .execute();
    for (const campaign of sending) await this.queue(campaign, at);
  }

  private async begin(campaign: Campaign, moment: string) {
    const letters = await lettersOf(campaign, this.content, this.publicUrl);
    if (!letters) {
      await this.db
        .updateTable("campaigns")
        .set({ status: "draft", send_at: null })
        .where("id", "=", campaign.id)
        .where("status", "=", "scheduled")
        .execute();
      this.options.log.warn({ campaign: campaign.id }, "campaign's post is not live; not sent");
      return;
    }
    const { count } = await this.recipients(campaign.id, moment)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    const started = await this.db
      .updateTable("campaigns")
      .set({
        status: "sending",
        started_at: moment,
        letters: JSON.stringify(letters),
        recipients: Number(count),
      })
      .where("id", "=", campaign.id)
      .where("status", "=", "scheduled")
      .executeTakeFirst();
    if (Number(started.numUpdatedRows) === 1) {
      this.options.log.info(
        { campaign: campaign.id, recipients: Number(count) },
        "campaign started",
      );
    }
  }

  /** The subscribers a campaign is for that have no e-mail of it queued yet. */
  private recipients(campaignId: number, startedAt: string) {
    return this.db
      .selectFrom("newsletter_subscribers as s")
      .where("s.status", "=", "confirmed")
      .where("s.confirmed_at", "<=", startedAt)
      .where("s.refusals", "<", this.options.maxRefusals)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("outbox")
              .select("outbox.id")
              .where("outbox.campaign_id", "=", campaignId)
              .whereRef("outbox.list_token", "=", "s.unsubscribe_token"),
          ),
        ),
      );
  }

  private async queue(campaign: Campaign, at: number) {
    const startedAt = campaign.started_at ?? new Date(at).toISOString();
    const letters = JSON.parse(campaign.letters ?? "{}") as Partial<CampaignLetters>;
    const { queued } = await this.db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number>().as("queued"))
      .where("campaign_id", "=", campaign.id)
      .where("list_token", "is not", null)
      .executeTakeFirstOrThrow();
    // The rate from the start, and a minute's worth at once so that a small list goes out now.
    const minutes = Math.max(0, at - Date.parse(startedAt)) / 60_000;
    const { perMinute } = this.options;
    const allowed = perMinute + Math.floor(perMinute * minutes) - Number(queued);
    // Held by the rate until the allowance grows again.
    if (allowed <= 0) return;
    const next = await this.recipients(campaign.id, startedAt)
      .select(["s.email", "s.locale", "s.unsubscribe_token"])
      .orderBy("s.id")
      .limit(Math.min(allowed, BATCH))
      .execute();
    if (next.length > 0) {
      const created = now();
      await this.db
        .insertInto("outbox")
        .values(
          next.map((subscriber) => {
            const locale = isLocale(subscriber.locale) ? subscriber.locale : "en";
            return {
              to_address: subscriber.email,
              subject: letters[locale]?.subject ?? "",
              text_body: "",
              status: "pending" as const,
              kind: "campaign" as const,
              attempts: 0,
              rejections: 0,
              next_attempt_at: created,
              created_at: created,
              campaign_id: campaign.id,
              locale,
              list_token: subscriber.unsubscribe_token,
            };
          }),
        )
        .onConflict((conflict) => conflict.columns(["campaign_id", "list_token"]).doNothing())
        .execute();
      this.outbox.kick();
      return;
    }
    // No one is left to queue: the campaign is sent once none of its e-mails waits any more.
    const waiting = await this.db
      .selectFrom("outbox")
      .select("id")
      .where("campaign_id", "=", campaign.id)
      .where("status", "=", "pending")
      .limit(1)
      .executeTakeFirst();
    if (!waiting) {
      await this.db
        .updateTable("campaigns")
        .set({ status: "sent", finished_at: now() })
        .where("id", "=", campaign.id)
        .where("status", "=", "sending")
        .execute();
      this.options.log.info({ campaign: campaign.id }, "campaign sent");
    }
  }
}
