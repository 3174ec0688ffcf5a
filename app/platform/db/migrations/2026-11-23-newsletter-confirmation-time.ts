import { sql, type Kysely, type Migration } from "kysely";

export default function newsletterConfirmationTime(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("newsletter_subscribers")
        .addColumn("confirm_sent_at", "varchar(32)")
        .execute();
      // Links already sent keep working for their full time from the sign-up that sent them.
      await sql`update newsletter_subscribers set confirm_sent_at = subscribed_at where status = 'pending'`.execute(
        db,
      );
    },
  };
}
