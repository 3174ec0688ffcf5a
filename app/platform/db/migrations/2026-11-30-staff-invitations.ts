import { type Kysely, type Migration } from "kysely";
import { identityFor, type Dialect } from "./frozen";

export default function staffInvitations(dialect: Dialect): Migration {
  const identity = identityFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      // A deactivated account cannot sign in, and its name stays on what it did.
      await db.schema
        .alterTable("staff_users")
        .addColumn("deactivated_at", "varchar(32)")
        .execute();
      await db.schema
        .createTable("staff_invitations")
        .addColumn("id", "integer", identity)
        .addColumn("email", "varchar(254)", (c) => c.notNull())
        .addColumn("name", "varchar(120)", (c) => c.notNull())
        .addColumn("role", "varchar(8)", (c) => c.notNull())
        .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
        .addColumn("invited_by", "varchar(120)", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("sent_at", "varchar(32)", (c) => c.notNull())
        .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
        .addColumn("accepted_at", "varchar(32)")
        .addColumn("revoked_at", "varchar(32)")
        .execute();
      await db.schema
        .createTable("staff_password_resets")
        .addColumn("token_hash", "varchar(64)", (c) => c.primaryKey())
        .addColumn("user_id", "integer", (c) =>
          c.notNull().references("staff_users.id").onDelete("cascade"),
        )
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
        .addColumn("used_at", "varchar(32)")
        .execute();
      await db.schema
        .createIndex("staff_password_resets_user")
        .on("staff_password_resets")
        .column("user_id")
        .execute();
      // One row, written with the first owner made in the browser: a second set-up conflicts.
      await db.schema
        .createTable("staff_setup")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("done_at", "varchar(32)", (c) => c.notNull())
        .execute();
    },
  };
}
