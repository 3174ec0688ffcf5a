import {
  idsOf,
  mayMention,
  mentionsPerson,
  whenAny,
  type PersonalData,
} from "~/platform/personal-data.server";

/** How long a delivery, with the lead's details it carried, is kept for its log. */
export const WEBHOOK_KEEP_DAYS = 30;

/**
 * What webhook deliveries hold about a person: the details of their lead, told to the agency's
 * own tools. An erasure deletes those deliveries, sent or waiting (what the tools received is
 * theirs to erase); every delivery goes after WEBHOOK_KEEP_DAYS.
 */
export const webhooksPersonalData = {
  async find(db, key) {
    const rows = await db
      .selectFrom("webhook_deliveries")
      .select(["id", "payload"])
      .where(mayMention("payload", key))
      .execute();
    return {
      webhookDeliveries: rows
        .filter((row) => mentionsPerson(row.payload, key))
        .map((row) => row.id),
    };
  },

  /** To whom their details were told, and when: the recipients a person may ask about. */
  async copy(db, found) {
    return {
      webhookDeliveries: await whenAny(idsOf(found, "webhookDeliveries"), (ids) =>
        db
          .selectFrom("webhook_deliveries")
          .innerJoin("webhooks", "webhooks.id", "webhook_deliveries.webhook_id")
          .select([
            "webhook_deliveries.event",
            "webhooks.url as sent_to",
            "webhook_deliveries.created_at",
            "webhook_deliveries.delivered_at",
          ])
          .where("webhook_deliveries.id", "in", ids)
          .orderBy("webhook_deliveries.id")
          .execute(),
      ),
    };
  },

  async erase(trx, found) {
    const ids = idsOf(found, "webhookDeliveries");
    if (ids.length) await trx.deleteFrom("webhook_deliveries").where("id", "in", ids).execute();
  },

  async expire(trx, { at }) {
    const before = new Date(at.getTime() - WEBHOOK_KEEP_DAYS * 24 * 60 * 60 * 1000);
    const result = await trx
      .deleteFrom("webhook_deliveries")
      .where("created_at", "<", before.toISOString())
      .where("status", "!=", "pending")
      .executeTakeFirst();
    return { webhookDeliveries: Number(result.numDeletedRows) };
  },
} satisfies PersonalData;
