import { idsOf, whenAny, type PersonalData } from "~/platform/personal-data.server";

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
} satisfies PersonalData;
