import { type Kysely, type Migration } from "kysely";
import { identityFor, type Dialect } from "./frozen";

export default function staffAccounts(dialect: Dialect): Migration {
  const identity = identityFor(dialect);
  return {
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
  };
}
