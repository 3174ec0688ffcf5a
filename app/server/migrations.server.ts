import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from "kysely";
import { heldSearchText } from "./held-spam.server";
import { joinContact } from "./contacts.server";
import type { Database } from "./schema.server";

export type Dialect = "sqlite" | "postgres";

/** The schema before leads had a deal, a next step and their last activity. */
type BeforeFollowUp = Omit<Database, "leads"> & {
  leads: Omit<
    Database["leads"],
    "value_taka" | "close_month" | "next_step" | "next_step_due" | "activity_at" | "contact_id"
  >;
};

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

/**
 * The schema's history, oldest first (Kysely orders them by name, so a new one sorts after the last). Each migration runs once, in order, on SQLite and PostgreSQL
 * alike; a change to the schema is a new entry here, never an edit of an applied one.
 */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  const identity = (column: ColumnDefinitionBuilder) =>
    dialect === "postgres"
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
  return {
    "2026-11-01-initial": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("settings")
          .addColumn("key", "varchar(64)", (c) => c.primaryKey())
          .addColumn("value", "text", (c) => c.notNull())
          .execute();

        await db.schema
          .createTable("contact_messages")
          .addColumn("id", "integer", identity)
          .addColumn("first_name", "varchar(80)", (c) => c.notNull())
          .addColumn("last_name", "varchar(80)", (c) => c.notNull())
          .addColumn("email", "varchar(254)", (c) => c.notNull())
          .addColumn("phone", "varchar(20)")
          .addColumn("subject", "varchar(150)", (c) => c.notNull())
          .addColumn("message", "text", (c) => c.notNull())
          .addColumn("ip", "varchar(64)", (c) => c.notNull())
          .addColumn("created_at", "varchar(32)", (c) => c.notNull())
          .execute();

        await db.schema
          .createTable("quote_requests")
          .addColumn("id", "integer", identity)
          .addColumn("name", "varchar(120)", (c) => c.notNull())
          .addColumn("email", "varchar(254)", (c) => c.notNull())
          .addColumn("phone", "varchar(20)", (c) => c.notNull())
          .addColumn("company", "varchar(120)")
          .addColumn("service", "varchar(60)", (c) => c.notNull())
          .addColumn("plan", "varchar(40)")
          .addColumn("budget", "varchar(60)", (c) => c.notNull())
          .addColumn("timeline", "varchar(60)", (c) => c.notNull())
          .addColumn("details", "text", (c) => c.notNull())
          .addColumn("ip", "varchar(64)", (c) => c.notNull())
          .addColumn("created_at", "varchar(32)", (c) => c.notNull())
          .execute();

        await db.schema
          .createTable("newsletter_subscribers")
          .addColumn("id", "integer", identity)
          .addColumn("email", "varchar(254)", (c) => c.notNull().unique())
          .addColumn("status", "varchar(16)", (c) => c.notNull())
          .addColumn("confirm_token_hash", "varchar(64)")
          .addColumn("unsubscribe_token", "varchar(64)", (c) => c.notNull().unique())
          .addColumn("subscribed_at", "varchar(32)", (c) => c.notNull())
          .addColumn("subscribed_ip", "varchar(64)", (c) => c.notNull())
          .addColumn("confirmed_at", "varchar(32)")
          .addColumn("confirmed_ip", "varchar(64)")
          .addColumn("unsubscribed_at", "varchar(32)")
          .execute();
        await db.schema
          .createIndex("newsletter_confirm_token")
          .on("newsletter_subscribers")
          .column("confirm_token_hash")
          .execute();

        await db.schema
          .createTable("comments")
          .addColumn("id", "integer", identity)
          .addColumn("post_slug", "varchar(120)", (c) => c.notNull())
          .addColumn("parent_id", "integer", (c) => c.references("comments.id").onDelete("cascade"))
          .addColumn("author_name", "varchar(80)", (c) => c.notNull())
          .addColumn("author_email", "varchar(254)", (c) => c.notNull())
          .addColumn("author_website", "varchar(200)")
          .addColumn("body", "text", (c) => c.notNull())
          .addColumn("status", "varchar(16)", (c) => c.notNull())
          .addColumn("ip", "varchar(64)", (c) => c.notNull())
          .addColumn("created_at", "varchar(32)", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("comments_post_status")
          .on("comments")
          .columns(["post_slug", "status"])
          .execute();

        await db.schema
          .createTable("outbox")
          .addColumn("id", "integer", identity)
          .addColumn("to_address", "varchar(254)", (c) => c.notNull())
          .addColumn("reply_to", "varchar(254)")
          .addColumn("subject", "varchar(200)", (c) => c.notNull())
          .addColumn("text_body", "text", (c) => c.notNull())
          .addColumn("status", "varchar(16)", (c) => c.notNull())
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("next_attempt_at", "varchar(32)", (c) => c.notNull())
          .addColumn("last_error", "text")
          .addColumn("created_at", "varchar(32)", (c) => c.notNull())
          .addColumn("sent_at", "varchar(32)")
          .execute();
        await db.schema
          .createIndex("outbox_due")
          .on("outbox")
          .columns(["status", "next_attempt_at"])
          .execute();

        await db.schema
          .createTable("rate_limits")
          .addColumn("key", "varchar(200)", (c) => c.primaryKey())
          .addColumn("window_start", "varchar(32)", (c) => c.notNull())
          .addColumn("hits", "integer", (c) => c.notNull())
          .execute();
      },
    },
    "2026-11-02-sample-comments": {
      async up(untyped: Kysely<unknown>) {
        const db = untyped as Kysely<Database>;
        const base = {
          post_slug: "ai-software-dev",
          author_website: null,
          status: "approved" as const,
          ip: "127.0.0.1",
        };
        const first = await db
          .insertInto("comments")
          .values({
            ...base,
            parent_id: null,
            author_name: "Mahmudul Hasan",
            author_email: "mahmudul.hasan@example.com",
            body: "Very useful article. We are planning a new ordering system for our restaurant chain and were wondering whether AI tools would make it cheaper. The point about paying for review and testing, not just typing speed, is exactly what we needed to hear.",
            created_at: "2025-04-12T09:14:00.000Z",
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await db
          .insertInto("comments")
          .values([
            {
              ...base,
              parent_id: first.id,
              author_name: "Farhana Rahman",
              author_email: "farhana@nakshilabs.com.bd",
              body: "Thank you, Mahmudul. For an ordering system the biggest savings usually come from reusing proven building blocks (payments, menus, notifications); AI helps our developers move faster on the glue code. Happy to walk you through an estimate.",
              created_at: "2025-04-12T11:02:00.000Z",
            },
            {
              ...base,
              parent_id: first.id,
              author_name: "Sharmin Akter",
              author_email: "sharmin.akter@example.com",
              body: "Same question here for a small e-commerce shop. Good to know the quality checks matter more than the tool itself.",
              created_at: "2025-04-13T16:45:00.000Z",
            },
          ])
          .execute();
      },
    },
    "2026-11-23-outbox-leases-and-failures": {
      async up(db: Kysely<unknown>) {
        const outbox = () => db.schema.alterTable("outbox");
        await outbox()
          .addColumn("kind", "varchar(16)", (c) => c.notNull().defaultTo("mail"))
          .execute();
        await outbox()
          .addColumn("rejections", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
        await outbox().addColumn("claim_token", "varchar(36)").execute();
        await outbox().addColumn("failed_at", "varchar(32)").execute();
        await outbox().addColumn("failure_reported_at", "varchar(32)").execute();
      },
    },
    "2026-11-23-suspected-spam-and-spent-tokens": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("suspected_spam")
          .addColumn("id", "integer", identity)
          .addColumn("form", "varchar(16)", (c) => c.notNull())
          .addColumn("reason", "varchar(32)", (c) => c.notNull())
          .addColumn("payload", "text", (c) => c.notNull())
          .addColumn("target", "varchar(120)")
          .addColumn("locale", "varchar(8)", (c) => c.notNull())
          .addColumn("ip", "varchar(64)", (c) => c.notNull())
          .addColumn("created_at", "varchar(32)", (c) => c.notNull())
          .addColumn("released_at", "varchar(32)")
          .execute();
        await db.schema
          .createIndex("suspected_spam_created")
          .on("suspected_spam")
          .column("created_at")
          .execute();
        await db.schema
          .createTable("used_form_tokens")
          .addColumn("token", "varchar(80)", (c) => c.primaryKey())
          .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
          .execute();
      },
    },
    "2026-11-23-newsletter-confirmation-time": {
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
    },
    "2026-11-23-staff-accounts": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("staff_users")
          .addColumn("id", "integer", identity)
          .addColumn("email", "varchar(254)", (c) => c.notNull().unique())
          .addColumn("name", "varchar(120)", (c) => c.notNull())
          .addColumn("role", "varchar(8)", (c) => c.notNull())
          .addColumn("password_hash", "varchar(255)", (c) => c.notNull())
          .addColumn("password_must_change", "integer", (c) => c.notNull())
          .addColumn("created_at", "varchar(32)", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("staff_sessions")
          .addColumn("token_hash", "varchar(64)", (c) => c.primaryKey())
          .addColumn("user_id", "integer", (c) =>
            c.notNull().references("staff_users.id").onDelete("cascade"),
          )
          .addColumn("ip", "varchar(64)", (c) => c.notNull())
          .addColumn("created_at", "varchar(32)", (c) => c.notNull())
          .addColumn("last_seen_at", "varchar(32)", (c) => c.notNull())
          .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("staff_sessions_user")
          .on("staff_sessions")
          .column("user_id")
          .execute();
      },
    },
    "2026-11-23-workspace-lead-pipeline": {
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
        await untyped.schema
          .createIndex("leads_created")
          .on("leads")
          .column("created_at")
          .execute();
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
        const db = untyped as Kysely<BeforeFollowUp>;
        const contacts = await db
          .selectFrom("contact_messages")
          .selectAll()
          .orderBy("id")
          .execute();
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
    },
    "2026-11-24-shop-orders": {
      async up(db: Kysely<unknown>) {
        // An order from the shop: its lead (kind "order") carries the customer and the pipeline;
        // this row keeps what was ordered, for how long, the amount and how they will pay.
        await db.schema
          .createTable("orders")
          .addColumn("id", "integer", identity)
          .addColumn("lead_id", "integer", (c) =>
            c.notNull().references("leads.id").onDelete("cascade"),
          )
          .addColumn("reference", "varchar(16)", (c) => c.notNull().unique())
          .addColumn("product", "varchar(32)", (c) => c.notNull())
          .addColumn("period", "integer", (c) => c.notNull())
          .addColumn("unit", "varchar(8)", (c) => c.notNull())
          .addColumn("amount", "integer", (c) => c.notNull())
          .addColumn("domain", "varchar(253)", (c) => c.notNull())
          .addColumn("payment_method", "varchar(16)", (c) => c.notNull())
          .addColumn("created_at", "varchar(32)", (c) => c.notNull())
          .execute();
      },
    },
    "2026-11-25-staff-roles": {
      async up(db: Kysely<unknown>) {
        // Owners stay owners; the staff who worked the leads become sales, and keep every page
        // they had. Editors are new.
        await sql`update staff_users set role = 'sales' where role = 'staff'`.execute(db);
      },
    },
    "2026-11-25-content": {
      async up(db: Kysely<unknown>) {
        // Posts, pages and case studies, each with up to one version per language and every save
        // of a version kept (see docs/decisions/2026-11-25-content-in-the-database.md).
        await db.schema
          .createTable("content_entries")
          .addColumn("id", "varchar(26)", (c) => c.primaryKey())
          .addColumn("kind", "varchar(16)", (c) => c.notNull())
          .addColumn("author", "varchar(40)")
          .addColumn("category", "varchar(40)")
          .addColumn("services", "text", (c) => c.notNull().defaultTo("[]"))
          .addColumn("created_at", "varchar(32)", (c) => c.notNull())
          .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("content_versions")
          .addColumn("id", "integer", identity)
          .addColumn("entry_id", "varchar(26)", (c) =>
            c.notNull().references("content_entries.id").onDelete("cascade"),
          )
          .addColumn("kind", "varchar(16)", (c) => c.notNull())
          .addColumn("language", "varchar(8)", (c) => c.notNull())
          .addColumn("status", "varchar(12)", (c) => c.notNull())
          .addColumn("slug", "varchar(120)", (c) => c.notNull())
          .addColumn("title", "varchar(200)", (c) => c.notNull())
          .addColumn("description", "varchar(400)", (c) => c.notNull())
          .addColumn("body", "text", (c) => c.notNull())
          .addColumn("cover", "varchar(300)")
          .addColumn("cover_alt", "varchar(300)")
          .addColumn("seo_title", "varchar(200)")
          .addColumn("seo_description", "varchar(400)")
          .addColumn("topic", "varchar(60)")
          .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
          .addColumn("published_at", "varchar(32)")
          .addColumn("revised_at", "varchar(32)")
          .addColumn("revision", "integer", (c) => c.notNull())
          .addColumn("source_revision", "integer")
          .addColumn("saved_at", "varchar(32)", (c) => c.notNull())
          .addColumn("saved_by", "integer")
          .addUniqueConstraint("content_versions_entry_language", ["entry_id", "language"])
          .addUniqueConstraint("content_versions_address", ["kind", "language", "slug"])
          .execute();
        await db.schema
          .createIndex("content_versions_live")
          .on("content_versions")
          .columns(["kind", "language", "status", "published_at"])
          .execute();
        await db.schema
          .createTable("content_revisions")
          .addColumn("id", "integer", identity)
          .addColumn("version_id", "integer", (c) =>
            c.notNull().references("content_versions.id").onDelete("cascade"),
          )
          .addColumn("revision", "integer", (c) => c.notNull())
          .addColumn("snapshot", "text", (c) => c.notNull())
          .addColumn("saved_at", "varchar(32)", (c) => c.notNull())
          .addColumn("saved_by", "integer")
          .addColumn("saved_by_name", "varchar(120)")
          .addUniqueConstraint("content_revisions_version_revision", ["version_id", "revision"])
          .execute();
      },
    },
    "2026-11-25-vacated-slugs": {
      async up(db: Kysely<unknown>) {
        // The addresses a live version had before its slug changed: they lead to it with a 301.
        await db.schema
          .createTable("content_old_slugs")
          .addColumn("kind", "varchar(16)", (c) => c.notNull())
          .addColumn("language", "varchar(8)", (c) => c.notNull())
          .addColumn("slug", "varchar(120)", (c) => c.notNull())
          .addColumn("entry_id", "varchar(26)", (c) =>
            c.notNull().references("content_entries.id").onDelete("cascade"),
          )
          .addColumn("moved_at", "varchar(32)", (c) => c.notNull())
          .addPrimaryKeyConstraint("content_old_slugs_address", ["kind", "language", "slug"])
          .execute();
      },
    },
    "2026-11-25-workspace-media": {
      async up(db: Kysely<unknown>) {
        // The media library: each image as uploaded, and the sizes and formats pages use, in the
        // database so that every instance serves them and a backup holds them (see
        // docs/decisions/2026-11-25-media-in-the-database.md).
        const bytes = dialect === "postgres" ? "bytea" : "blob";
        await db.schema
          .createTable("media")
          .addColumn("id", "varchar(16)", (c) => c.primaryKey())
          .addColumn("name", "varchar(200)", (c) => c.notNull())
          .addColumn("type", "varchar(40)", (c) => c.notNull())
          .addColumn("original", bytes, (c) => c.notNull())
          .addColumn("size", "integer", (c) => c.notNull())
          .addColumn("width", "integer", (c) => c.notNull())
          .addColumn("height", "integer", (c) => c.notNull())
          .addColumn("alt", "text", (c) => c.notNull().defaultTo("{}"))
          .addColumn("created_at", "varchar(32)", (c) => c.notNull())
          .addColumn("created_by_name", "varchar(120)")
          .execute();
        await db.schema
          .createTable("media_variants")
          .addColumn("media_id", "varchar(16)", (c) =>
            c.notNull().references("media.id").onDelete("cascade"),
          )
          .addColumn("format", "varchar(8)", (c) => c.notNull())
          .addColumn("width", "integer", (c) => c.notNull())
          .addColumn("data", bytes, (c) => c.notNull())
          .addColumn("size", "integer", (c) => c.notNull())
          .addPrimaryKeyConstraint("media_variants_key", ["media_id", "format", "width"])
          .execute();
      },
    },
    "2026-11-25-comment-threads": {
      async up(db: Kysely<unknown>) {
        // A comment belongs to the language version it was written on. Earlier comments did not
        // record it: those written in Bengali script belong to the Bangla version, the rest to
        // the English one (the Arabic blog showed the English posts).
        await db.schema
          .alterTable("comments")
          .addColumn("language", "varchar(8)", (c) => c.notNull().defaultTo("en"))
          .execute();
        const rows = await sql<{ id: number; body: string }>`select id, body from comments`.execute(
          db,
        );
        const bangla = rows.rows
          .filter((row) => /[\u0980-\u09ff]/.test(row.body))
          .map((row) => row.id);
        if (bangla.length) {
          await db
            .updateTable("comments" as never)
            .set({ language: "bn" } as never)
            .where("id" as never, "in", bangla as never)
            .execute();
        }
        await db.schema.dropIndex("comments_post_status").ifExists().execute();
        await db.schema
          .createIndex("comments_thread")
          .on("comments")
          .columns(["post_slug", "language", "status"])
          .execute();
      },
    },
    "2026-11-26-two-factor": {
      async up(db: Kysely<unknown>) {
        // Two-factor sign-in with an authenticator app (see two-factor.server.ts): the secret the
        // app holds, one being set up, and the last time step used, so that a code works once.
        await db.schema.alterTable("staff_users").addColumn("totp_secret", "varchar(64)").execute();
        await db.schema
          .alterTable("staff_users")
          .addColumn("totp_pending_secret", "varchar(64)")
          .execute();
        await db.schema.alterTable("staff_users").addColumn("totp_last_step", "integer").execute();
        await db.schema
          .alterTable("staff_users")
          .addColumn("totp_enabled_at", "varchar(32)")
          .execute();
        // Recovery codes, as hashes: each is deleted when it is used.
        await db.schema
          .createTable("staff_recovery_codes")
          .addColumn("user_id", "integer", (c) =>
            c.notNull().references("staff_users.id").onDelete("cascade"),
          )
          .addColumn("code_hash", "varchar(64)", (c) => c.notNull())
          .addColumn("created_at", "varchar(32)", (c) => c.notNull())
          .addPrimaryKeyConstraint("staff_recovery_codes_key", ["user_id", "code_hash"])
          .execute();
      },
    },
    "2026-11-26-held-spam-search-and-overflow": {
      async up(db: Kysely<unknown>) {
        // What the spam list's search looks in, filled in for the submissions held already.
        await db.schema.alterTable("suspected_spam").addColumn("search_text", "text").execute();
        const held = await sql<{
          id: number;
          payload: string;
        }>`select id, payload from suspected_spam`.execute(db);
        for (const row of held.rows) {
          await db
            .updateTable("suspected_spam" as never)
            .set({ search_text: heldSearchText(row.payload) } as never)
            .where("id" as never, "=", row.id as never)
            .execute();
        }
        // Held submissions over an address's limit are counted here, one row per form, address
        // and rate-limit window, instead of being kept one by one.
        await db.schema
          .createTable("spam_overflow")
          .addColumn("form", "varchar(16)", (c) => c.notNull())
          .addColumn("ip", "varchar(64)", (c) => c.notNull())
          .addColumn("window_start", "varchar(32)", (c) => c.notNull())
          .addColumn("dropped", "integer", (c) => c.notNull())
          .addColumn("last_at", "varchar(32)", (c) => c.notNull())
          .addPrimaryKeyConstraint("spam_overflow_key", ["form", "ip", "window_start"])
          .execute();
      },
    },
    "2026-11-26-stored-submissions": {
      async up(db: Kysely<unknown>) {
        // The id of every submission stored, written in the transaction that stores it: one kept
        // on an instance's disk while the database was unavailable is stored once, whether the
        // first try committed unseen or a replay was cut short.
        await db.schema
          .createTable("stored_submissions")
          .addColumn("id", "varchar(40)", (c) => c.primaryKey())
          .addColumn("received_at", "varchar(32)", (c) => c.notNull())
          .addColumn("stored_at", "varchar(32)", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("stored_submissions_stored_at")
          .on("stored_submissions")
          .column("stored_at")
          .execute();
      },
    },
    "2026-11-26-site-facts": {
      async up(db: Kysely<unknown>) {
        // The facts the agency edits (company, plans, products, payments), one document per
        // kind, and every change with who made it and what it was before (facts.server.ts).
        await db.schema
          .createTable("site_facts")
          .addColumn("kind", "varchar(24)", (c) => c.primaryKey())
          .addColumn("value", "text", (c) => c.notNull())
          .addColumn("revision", "integer", (c) => c.notNull())
          .addColumn("saved_at", "varchar(32)", (c) => c.notNull())
          .addColumn("saved_by", "integer")
          .execute();
        await db.schema
          .createTable("site_fact_changes")
          .addColumn("id", "integer", identity)
          .addColumn("kind", "varchar(24)", (c) => c.notNull())
          .addColumn("revision", "integer", (c) => c.notNull())
          .addColumn("before", "text", (c) => c.notNull())
          .addColumn("after", "text", (c) => c.notNull())
          .addColumn("saved_at", "varchar(32)", (c) => c.notNull())
          .addColumn("saved_by", "integer")
          .addColumn("saved_by_name", "varchar(120)")
          .addColumn("undoes", "integer")
          .execute();
        await db.schema
          .createIndex("site_fact_changes_kind")
          .on("site_fact_changes")
          .columns(["kind", "revision"])
          .execute();
      },
    },
    "2026-11-27-lead-follow-up": {
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
    },
    "2026-11-27-lead-follow-up-contacts": {
      async up(untyped: Kysely<unknown>) {
        // A person behind one or more leads, known by their e-mail addresses and phone numbers
        // (each key belongs to one contact), with staff's notes about them.
        await untyped.schema
          .createTable("contacts")
          .addColumn("id", "integer", identity)
          .addColumn("name", "varchar(200)", (c) => c.notNull())
          .addColumn("notes", "text")
          .addColumn("created_at", "varchar(32)", (c) => c.notNull())
          .execute();
        await untyped.schema
          .createTable("contact_keys")
          .addColumn("key", "varchar(300)", (c) => c.primaryKey())
          .addColumn("contact_id", "integer", (c) =>
            c.notNull().references("contacts.id").onDelete("cascade"),
          )
          .execute();
        await untyped.schema
          .createIndex("contact_keys_contact")
          .on("contact_keys")
          .column("contact_id")
          .execute();
        await untyped.schema
          .alterTable("leads")
          .addColumn("contact_id", "integer", (c) => c.references("contacts.id"))
          .execute();
        await untyped.schema
          .createIndex("leads_contact")
          .on("leads")
          .column("contact_id")
          .execute();
        // The leads received so far, grouped as new ones will be.
        const db = untyped as Kysely<Database>;
        const leads = await db
          .selectFrom("leads")
          .select(["id", "name", "email", "phone", "created_at"])
          .orderBy("id")
          .execute();
        for (const lead of leads) await joinContact(db, lead.id, lead);
      },
    },
    "2026-11-27-spent-token-owner": {
      async up(db: Kysely<unknown>) {
        // The submission that spent a form token: when the database took the spend but its answer
        // was lost (an outage), the submission kept on the instance is told apart from a reuse.
        await db.schema
          .alterTable("used_form_tokens")
          .addColumn("spent_by", "varchar(40)")
          .execute();
      },
    },
    "2026-11-27-audit-log": {
      async up(db: Kysely<unknown>) {
        // What was done that leaves nothing else behind (an erasure), by whom and when; the detail
        // never names whom it was about.
        await db.schema
          .createTable("audit_log")
          .addColumn("id", "integer", identity)
          .addColumn("action", "varchar(40)", (c) => c.notNull())
          .addColumn("actor_id", "integer")
          .addColumn("actor_name", "varchar(200)", (c) => c.notNull())
          .addColumn("detail", "text", (c) => c.notNull())
          .addColumn("at", "varchar(32)", (c) => c.notNull())
          .execute();
      },
    },
    "2026-11-28-newsletter-campaigns": {
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
    },
    "2026-11-29-insights": {
      async up(db: Kysely<unknown>) {
        for (const table of ["leads", "suspected_spam"]) {
          await db.schema.alterTable(table).addColumn("landing_path", "varchar(200)").execute();
          await db.schema.alterTable(table).addColumn("referrer", "varchar(120)").execute();
        }
        const counted = (table: string) =>
          db.schema
            .createTable(table)
            .addColumn("day", "varchar(10)", (c) => c.notNull())
            .addColumn("kind", "varchar(8)", (c) => c.notNull())
            .addColumn("name", "varchar(40)", (c) => c.notNull())
            .addColumn("path", "varchar(200)", (c) => c.notNull())
            .addColumn("locale", "varchar(8)", (c) => c.notNull())
            .addColumn("device", "varchar(8)", (c) => c.notNull())
            .addColumn("entry", "integer", (c) => c.notNull())
            .addColumn("landing", "varchar(200)")
            .addColumn("source", "varchar(120)")
            .addColumn("medium", "varchar(200)")
            .addColumn("campaign", "varchar(200)")
            .addColumn("term", "varchar(200)")
            .addColumn("content", "varchar(200)")
            .addColumn("value", "real");
        await counted("insight_events")
          .addColumn("id", "integer", identity)
          .addColumn("at", "varchar(32)", (c) => c.notNull())
          .addColumn("visitor", "varchar(16)", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("insight_events_day")
          .on("insight_events")
          .columns(["day", "kind"])
          .execute();
        await counted("insight_days")
          .addColumn("events", "integer", (c) => c.notNull())
          .addColumn("visitors", "integer", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("insight_days_day")
          .on("insight_days")
          .columns(["day", "kind"])
          .execute();
        await db.schema
          .createTable("insight_days_done")
          .addColumn("day", "varchar(10)", (c) => c.primaryKey())
          .addColumn("done_at", "varchar(32)", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("insight_salts")
          .addColumn("day", "varchar(10)", (c) => c.primaryKey())
          .addColumn("salt", "varchar(64)", (c) => c.notNull())
          .execute();
      },
    },
  };
}
