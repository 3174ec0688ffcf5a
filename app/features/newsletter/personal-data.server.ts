import { idsOf, whenAny, type PersonalData } from "~/platform/personal-data.server";
import { campaignFigures } from "./campaigns.server";

/** Days after a campaign is sent that its e-mails (whom it went to) are kept; its figures stay. */
export const CAMPAIGN_MAIL_DAYS = 30;

/** A person's subscription to the newsletter. */
export const newsletterPersonalData = {
  async find(db, key) {
    if (key.kind !== "email") return { subscriptions: [] };
    const rows = await db
      .selectFrom("newsletter_subscribers")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", key.value))
      .execute();
    return { subscriptions: rows.map((row) => row.id) };
  },

  async copy(db, found) {
    return {
      newsletter: await whenAny(idsOf(found, "subscriptions"), (ids) =>
        db.selectFrom("newsletter_subscribers").selectAll().where("id", "in", ids).execute(),
      ),
    };
  },

  async erase(trx, found) {
    const subscriptions = idsOf(found, "subscriptions");
    if (subscriptions.length) {
      await trx.deleteFrom("newsletter_subscribers").where("id", "in", subscriptions).execute();
    }
  },

  /** A campaign's e-mails (whom it went to) go CAMPAIGN_MAIL_DAYS after it was sent; its figures stay. */
  async expire(trx, { at }) {
    const counts = { campaignEmails: 0 };
    // Campaigns sent long enough ago keep their figures and lose the list of whom they went to.
    const sentBefore = new Date(at.getTime() - CAMPAIGN_MAIL_DAYS * 86_400_000).toISOString();
    const campaigns = await trx
      .selectFrom("campaigns")
      .select("id")
      .where("status", "=", "sent")
      .where("finished_at", "<", sentBefore)
      .where("figures", "is", null)
      .execute();
    for (const { id } of campaigns) {
      const { unsubscribed: _, ...figures } = await campaignFigures(trx, id);
      await trx
        .updateTable("campaigns")
        .set({ figures: JSON.stringify(figures) })
        .where("id", "=", id)
        .execute();
      const deleted = await trx
        .deleteFrom("outbox")
        .where("campaign_id", "=", id)
        .executeTakeFirst();
      counts.campaignEmails += Number(deleted.numDeletedRows);
    }
    return counts;
  },
} satisfies PersonalData;
