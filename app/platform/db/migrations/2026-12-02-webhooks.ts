import { type Kysely, type Migration } from "kysely";
import { identityFor, type Dialect } from "./frozen";

export default function webhooks(dialect: Dialect): Migration {
  const identity = identityFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("webhooks")
        .addColumn("id", "integer", identity)
        .addColumn("url", "varchar(500)", (c) => c.notNull())
        .addColumn("events", "varchar(200)", (c) => c.notNull())
        .addColumn("secret", "varchar(80)", (c) => c.notNull())
        .addColumn("created_by", "varchar(120)", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("webhook_deliveries")
        .addColumn("id", "integer", identity)
        .addColumn("webhook_id", "integer", (c) =>
          c.notNull().references("webhooks.id").onDelete("cascade"),
        )
        .addColumn("event", "varchar(40)", (c) => c.notNull())
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("status", "varchar(10)", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull())
        .addColumn("next_attempt_at", "varchar(32)", (c) => c.notNull())
        .addColumn("response_status", "integer")
        .addColumn("last_error", "varchar(500)")
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("delivered_at", "varchar(32)")
        .execute();
      await db.schema
        .createIndex("webhook_deliveries_due")
        .on("webhook_deliveries")
        .columns(["status", "next_attempt_at"])
        .execute();
    },
  };
}
