import { sql, type Kysely, type Migration } from "kysely";

export default function leadFollowUp(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // A lead's deal (its value in taka and the month it should close), its next step (what and
      // by which Dhaka day) and when anyone last did something about it.
      for (const [column, type] of [
        ["value_taka", "integer"],
        ["close_month", "varchar(7)"],
        ["next_step", "varchar(200)"],
        ["next_step_due", "varchar(10)"],
      ] as const) {
        await db.schema.alterTable("leads").addColumn(column, type).execute();
      }
      await db.schema
        .alterTable("leads")
        .addColumn("activity_at", "varchar(32)", (c) => c.notNull().defaultTo(""))
        .execute();
      await sql`update leads set activity_at = coalesce(
        (select max(created_at) from lead_events where lead_events.lead_id = leads.id),
        created_at)`.execute(db);
      await db.schema
        .createIndex("leads_next_step")
        .on("leads")
        .columns(["assignee_id", "next_step_due"])
        .execute();
      // The e-mail a history entry sent (a reply), whose delivery the history shows.
      await db.schema.alterTable("lead_events").addColumn("mail_id", "integer").execute();
      // One row per person and Dhaka day a reminder was sent, written in the transaction that
      // queues it: however many instances look at 9:00, each person gets one.
      await db.schema
        .createTable("next_step_reminders")
        .addColumn("staff_id", "integer", (c) => c.notNull())
        .addColumn("day", "varchar(10)", (c) => c.notNull())
        .addColumn("sent_at", "varchar(32)", (c) => c.notNull())
        .addPrimaryKeyConstraint("next_step_reminders_key", ["staff_id", "day"])
        .execute();
      // An order's payment, once staff have seen it arrive.
      await db.schema.alterTable("orders").addColumn("paid_at", "varchar(32)").execute();
      await db.schema.alterTable("orders").addColumn("paid_reference", "varchar(100)").execute();
    },
  };
}
