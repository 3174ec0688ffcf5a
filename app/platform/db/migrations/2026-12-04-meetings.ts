import { type Kysely, type Migration } from "kysely";
import { identityFor, type Dialect } from "./frozen";

export default function meetings(dialect: Dialect): Migration {
  const identity = identityFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("meetings")
        .addColumn("id", "integer", identity)
        .addColumn("kind", "varchar(60)", (c) => c.notNull())
        .addColumn("host_id", "integer", (c) => c.notNull())
        .addColumn("starts_at", "varchar(32)", (c) => c.notNull())
        .addColumn("ends_at", "varchar(32)", (c) => c.notNull())
        .addColumn("status", "varchar(12)", (c) => c.notNull())
        .addColumn("name", "varchar(120)", (c) => c.notNull())
        .addColumn("email", "varchar(254)", (c) => c.notNull())
        .addColumn("phone", "varchar(32)")
        .addColumn("note", "text", (c) => c.notNull())
        .addColumn("locale", "varchar(2)", (c) => c.notNull())
        .addColumn("time_zone", "varchar(64)", (c) => c.notNull())
        .addColumn("lead_id", "integer", (c) => c.references("leads.id").onDelete("set null"))
        .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
        .addColumn("rescheduled_from", "integer")
        .addColumn("calendar_uid", "varchar(120)", (c) => c.notNull())
        .addColumn("calendar_sequence", "integer", (c) => c.notNull())
        .addColumn("reminded", "varchar(8)", (c) => c.notNull().defaultTo(""))
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("cancelled_at", "varchar(32)")
        .execute();
      await db.schema
        .createIndex("meetings_by_start")
        .on("meetings")
        .columns(["status", "starts_at"])
        .execute();
      await db.schema.createIndex("meetings_by_lead").on("meetings").column("lead_id").execute();
      // A host's calendar in five-minute blocks: the primary key is what refuses a second
      // meeting in a taken block, on any number of instances.
      await db.schema
        .createTable("meeting_blocks")
        .addColumn("host_id", "integer", (c) => c.notNull())
        .addColumn("block", "integer", (c) => c.notNull())
        .addColumn("meeting_id", "integer", (c) =>
          c.notNull().references("meetings.id").onDelete("cascade"),
        )
        .addPrimaryKeyConstraint("meeting_blocks_pk", ["host_id", "block"])
        .execute();
      await db.schema
        .createIndex("meeting_blocks_by_meeting")
        .on("meeting_blocks")
        .column("meeting_id")
        .execute();
      // A booked call's e-mails carry its calendar invitation.
      await db.schema.alterTable("outbox").addColumn("calendar", "text").execute();
    },
  };
}
