import { type Kysely, type Migration } from "kysely";
import { identityFor, type Dialect } from "./frozen";

export default function suspectedSpamAndSpentTokens(dialect: Dialect): Migration {
  const identity = identityFor(dialect);
  return {
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
  };
}
