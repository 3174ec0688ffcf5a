import { now, type Db } from "~/platform/db/db.server";
import type { Outbox } from "~/platform/mail/outbox.server";
import { type PublishedContent } from "~/features/publishing/index.server";
import { locales, type Locale } from "~/content/copy";
import { serverCopyFor } from "~/content/server-copy.server";

import { lettersOf, type Campaign, type CampaignIssue } from "./letters.server";

/** A campaign's e-mails: sent, waiting and failed, and how many went out in each language. */
type CampaignFigures = {
  sent: number;
  waiting: number;
  failed: number;
  /** Whom it was sent to, by language (figures kept before it was counted have none). */
  byLanguage?: Record<Locale, number>;
};

/**
 * A campaign's figures: its e-mails sent, waiting and refused (counted from its outbox rows, or as
 * kept once they are deleted), and who unsubscribed from it.
 */
export async function campaignFigures(db: Db, campaignId: number) {
  const [kept, rows, unsubscribed] = await Promise.all([
    db.selectFrom("campaigns").select("figures").where("id", "=", campaignId).executeTakeFirst(),
    db
      .selectFrom("outbox")
      .select(["status", "locale", (eb) => eb.fn.countAll<number>().as("count")])
      .where("campaign_id", "=", campaignId)
      .where("list_token", "is not", null)
      .groupBy(["status", "locale"])
      .execute(),
    db
      .selectFrom("newsletter_subscribers")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("unsubscribed_campaign_id", "=", campaignId)
      .executeTakeFirstOrThrow(),
  ]);
  const sum = (rowsOf: typeof rows) => rowsOf.reduce((total, row) => total + Number(row.count), 0);
  const of = (status: string) => sum(rows.filter((row) => row.status === status));
  const mails = kept?.figures
    ? (JSON.parse(kept.figures) as CampaignFigures)
    : {
        sent: of("sent"),
        waiting: of("pending"),
        failed: of("failed"),
        byLanguage: Object.fromEntries(
          locales.map((locale) => [locale, sum(rows.filter((row) => row.locale === locale))]),
        ) as Record<Locale, number>,
      };
  return { ...mails, unsubscribed: Number(unsubscribed.count) };
}

/** What a campaign sends: a published post, or a short issue written for it. */
export type CampaignInput = { name: string } & (
  { entryId: string; issue?: undefined } | { issue: CampaignIssue; entryId?: undefined }
);

const contentOf = (input: CampaignInput) => ({
  name: input.name,
  entry_id: input.entryId ?? null,
  issue: input.issue ? JSON.stringify(input.issue) : null,
});

export async function createCampaign(db: Db, input: CampaignInput, by: string) {
  const { id } = await db
    .insertInto("campaigns")
    .values({ ...contentOf(input), status: "draft", created_by: by, created_at: now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Changes a draft's content; false once it is scheduled or sent. */
export async function updateCampaign(db: Db, id: number, input: CampaignInput) {
  const result = await db
    .updateTable("campaigns")
    .set(contentOf(input))
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A draft that was never sent goes, with any test of it still waiting; false for any other. */
export async function deleteCampaign(db: Db, id: number) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("campaigns")
      .where("id", "=", id)
      .where("status", "=", "draft")
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) return false;
    await trx
      .deleteFrom("outbox")
      .where("campaign_id", "=", id)
      .where("status", "=", "pending")
      .execute();
    return true;
  });
}

/** Schedules a draft (or moves a scheduled one) to `sendAt`; now or earlier sends it at once. */
export async function scheduleCampaign(db: Db, id: number, sendAt: string) {
  const result = await db
    .updateTable("campaigns")
    .set({ status: "scheduled", send_at: sendAt })
    .where("id", "=", id)
    .where("status", "in", ["draft", "scheduled"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes a scheduled campaign back to a draft, while it has not started. */
export async function unscheduleCampaign(db: Db, id: number) {
  const result = await db
    .updateTable("campaigns")
    .set({ status: "draft", send_at: null })
    .where("id", "=", id)
    .where("status", "=", "scheduled")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Sends each language's letter of a campaign, as it would go out now, to one address (the member
 * of staff's own), marked as a test. Returns how many were queued.
 */
export async function sendTestLetters(
  db: Db,
  outbox: Outbox,
  content: PublishedContent,
  publicUrl: string,
  campaign: Campaign,
  to: string,
) {
  const letters = await lettersOf(campaign, content, publicUrl);
  if (!letters) return 0;
  await db.transaction().execute(async (trx) => {
    for (const locale of locales) {
      const test = serverCopyFor(locale).emails.campaign.test;
      await outbox.enqueue(
        {
          to,
          subject: `${test} ${letters[locale].subject}`,
          text: "",
          campaign: { id: campaign.id, locale },
        },
        trx,
      );
    }
  });
  outbox.kick();
  return locales.length;
}

export async function campaignById(db: Db, id: number) {
  return db.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Every campaign, the newest first, with its figures. */
export async function campaignList(db: Db) {
  const campaigns = await db
    .selectFrom("campaigns")
    .select(["id", "name", "status", "send_at", "started_at", "finished_at", "recipients"])
    .orderBy("id", "desc")
    .execute();
  return Promise.all(
    campaigns.map(async (campaign) => ({
      ...campaign,
      figures: await campaignFigures(db, campaign.id),
    })),
  );
}

/** The subscribers a campaign sent now would go to, per language. */
export async function audience(db: Db, maxRefusals: number) {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select(["locale", (eb) => eb.fn.countAll<number>().as("count")])
    .where("status", "=", "confirmed")
    .where("refusals", "<", maxRefusals)
    .groupBy("locale")
    .execute();
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      Number(rows.find((row) => row.locale === locale)?.count ?? 0),
    ]),
  ) as Record<Locale, number>;
}
