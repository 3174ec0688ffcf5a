import { type Kysely, type Migration } from "kysely";
import { identityFor, type Dialect } from "./frozen";

export default function siteFacts(dialect: Dialect): Migration {
  const identity = identityFor(dialect);
  return {
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
  };
}
