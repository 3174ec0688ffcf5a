import { type Kysely, type Migration } from "kysely";
import { identityFor, type Dialect } from "./frozen";

export default function auditLog(dialect: Dialect): Migration {
  const identity = identityFor(dialect);
  return {
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
  };
}
