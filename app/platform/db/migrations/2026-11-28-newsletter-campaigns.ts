import { sql, type Kysely, type Migration } from "kysely";
import { identityFor, type Dialect } from "./frozen";

/**
 * Each existing subscriber's language, from the confirmation e-mail they were sent (its subject, as
 * it was worded when this was written, names the language); English when none says otherwise.
 */
export async function subscriberLanguagesFromConfirmations(db: Kysely<unknown>) {
  for (const [locale, subject] of [
    ["bn", "%-এর সাবস্ক্রিপশন নিশ্চিত করুন"],
    ["ar", "يُرجى تأكيد اشتراكك%"],
  ] as const) {
    await sql`update newsletter_subscribers set locale = ${locale} where email in
      (select to_address from outbox where subject like ${subject})`.execute(db);
  }
}

export default function newsletterCampaigns(dialect: Dialect): Migration {
  const identity = identityFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("newsletter_subscribers")
        .addColumn("locale", "varchar(8)", (c) => c.notNull().defaultTo("en"))
        .execute();
      await subscriberLanguagesFromConfirmations(db);
      // Campaign e-mails refused permanently (5xx); at a set number the address gets no more.
      await db.schema
        .alterTable("newsletter_subscribers")
        .addColumn("refusals", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable("newsletter_subscribers")
        .addColumn("unsubscribed_campaign_id", "integer")
        .execute();

      await db.schema
        .createTable("campaigns")
        .addColumn("id", "integer", identity)
        .addColumn("name", "varchar(200)", (c) => c.notNull())
        .addColumn("entry_id", "varchar(40)")
        .addColumn("issue", "text")
        .addColumn("status", "varchar(12)", (c) => c.notNull())
        .addColumn("send_at", "varchar(32)")
        .addColumn("started_at", "varchar(32)")
        .addColumn("finished_at", "varchar(32)")
        .addColumn("letters", "text")
        .addColumn("recipients", "integer")
        .addColumn("figures", "text")
        .addColumn("created_by", "varchar(200)", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();

      // A campaign's e-mails are composed when sent, from its letters and the subscriber's link.
      for (const [column, type] of [
        ["campaign_id", "integer"],
        ["locale", "varchar(8)"],
        ["list_token", "varchar(64)"],
      ] as const) {
        await db.schema.alterTable("outbox").addColumn(column, type).execute();
      }
      // One e-mail per campaign and subscriber, whichever instance queues it (a test sent to
      // staff has no subscriber's token, and NULLs never clash).
      await db.schema
        .createIndex("outbox_campaign_recipient")
        .on("outbox")
        .columns(["campaign_id", "list_token"])
        .unique()
        .execute();
    },
  };
}
