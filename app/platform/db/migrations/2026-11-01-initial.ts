import { type Kysely, type Migration } from "kysely";
import { identityFor, type Dialect } from "./frozen";

export default function initial(dialect: Dialect): Migration {
  const identity = identityFor(dialect);
  return {
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
  };
}
