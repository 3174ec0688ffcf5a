import { type Kysely, type Migration } from "kysely";

export default function twoFactor(): Migration {
  return {
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
  };
}
