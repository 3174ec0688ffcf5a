import type { Generated, Kysely, Migration } from "kysely";
import { identityFor, type Dialect } from "./frozen";

/** The tables the messages and requests received so far are read from and made leads in, as they were. */
type Tables = {
  contact_messages: {
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    phone: string | null;
    subject: string;
    message: string;
    ip: string;
    created_at: string;
    lead_id: number | null;
  };
  quote_requests: {
    id: number;
    name: string;
    email: string;
    phone: string;
    company: string | null;
    service: string;
    details: string;
    ip: string;
    created_at: string;
    lead_id: number | null;
  };
  leads: {
    id: Generated<number>;
    kind: string;
    status: string;
    name: string;
    email: string;
    phone: string | null;
    subject: string;
    message: string;
    service?: string | null;
    locale: string;
    source_path: string | null;
    ip: string;
    status_changed_at: string;
    created_at: string;
  };
};

export default function workspaceLeadPipeline(dialect: Dialect): Migration {
  const identity = identityFor(dialect);
  return {
    async up(untyped: Kysely<unknown>) {
      await untyped.schema
        .createTable("leads")
        .addColumn("id", "integer", identity)
        .addColumn("kind", "varchar(16)", (c) => c.notNull())
        .addColumn("status", "varchar(16)", (c) => c.notNull())
        .addColumn("lost_reason", "varchar(300)")
        .addColumn("assignee_id", "integer", (c) =>
          c.references("staff_users.id").onDelete("set null"),
        )
        .addColumn("name", "varchar(200)", (c) => c.notNull())
        .addColumn("email", "varchar(254)", (c) => c.notNull())
        .addColumn("phone", "varchar(20)")
        .addColumn("subject", "varchar(200)", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("service", "varchar(60)")
        .addColumn("locale", "varchar(8)", (c) => c.notNull())
        .addColumn("source_path", "varchar(300)")
        .addColumn("utm", "text")
        .addColumn("ip", "varchar(64)", (c) => c.notNull())
        .addColumn("read_at", "varchar(32)")
        .addColumn("status_changed_at", "varchar(32)", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await untyped.schema.createIndex("leads_created").on("leads").column("created_at").execute();
      await untyped.schema
        .createIndex("leads_status")
        .on("leads")
        .columns(["status", "status_changed_at"])
        .execute();
      await untyped.schema
        .createTable("lead_events")
        .addColumn("id", "integer", identity)
        .addColumn("lead_id", "integer", (c) =>
          c.notNull().references("leads.id").onDelete("cascade"),
        )
        .addColumn("author_id", "integer", (c) =>
          c.references("staff_users.id").onDelete("set null"),
        )
        .addColumn("author_name", "varchar(120)")
        .addColumn("kind", "varchar(16)", (c) => c.notNull())
        .addColumn("from_value", "varchar(300)")
        .addColumn("to_value", "varchar(300)")
        .addColumn("body", "text")
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await untyped.schema
        .createIndex("lead_events_lead")
        .on("lead_events")
        .column("lead_id")
        .execute();
      for (const table of ["contact_messages", "quote_requests", "outbox"]) {
        await untyped.schema.alterTable(table).addColumn("lead_id", "integer").execute();
      }
      await untyped.schema.createIndex("outbox_lead").on("outbox").column("lead_id").execute();
      await untyped.schema
        .alterTable("suspected_spam")
        .addColumn("source_path", "varchar(300)")
        .execute();
      await untyped.schema.alterTable("suspected_spam").addColumn("utm", "text").execute();

      // Messages and requests received before the pipeline become leads, new and unassigned.
      const db = untyped as Kysely<Tables>;
      const contacts = await db.selectFrom("contact_messages").selectAll().orderBy("id").execute();
      for (const row of contacts) {
        const lead = await db
          .insertInto("leads")
          .values({
            kind: "contact",
            status: "new",
            name: `${row.first_name} ${row.last_name}`,
            email: row.email,
            phone: row.phone,
            subject: row.subject,
            message: row.message,
            locale: "en",
            source_path: "/contact",
            ip: row.ip,
            status_changed_at: row.created_at,
            created_at: row.created_at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await db
          .updateTable("contact_messages")
          .set({ lead_id: lead.id })
          .where("id", "=", row.id)
          .execute();
      }
      const quotes = await db.selectFrom("quote_requests").selectAll().orderBy("id").execute();
      for (const row of quotes) {
        const lead = await db
          .insertInto("leads")
          .values({
            kind: "quote",
            status: "new",
            name: row.name,
            email: row.email,
            phone: row.phone,
            subject: row.company ?? row.service,
            message: row.details,
            service: row.service,
            locale: "en",
            source_path: "/request-quote",
            ip: row.ip,
            status_changed_at: row.created_at,
            created_at: row.created_at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await db
          .updateTable("quote_requests")
          .set({ lead_id: lead.id })
          .where("id", "=", row.id)
          .execute();
      }
    },
  };
}
