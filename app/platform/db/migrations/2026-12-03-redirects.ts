import { type Kysely, type Migration } from "kysely";
import { identityFor, type Dialect } from "./frozen";

export default function redirects(dialect: Dialect): Migration {
  const identity = identityFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("redirects")
        .addColumn("id", "integer", identity)
        .addColumn("from_path", "varchar(300)", (c) => c.notNull())
        .addColumn("match_path", "varchar(300)", (c) => c.notNull().unique())
        .addColumn("to_path", "varchar(300)", (c) => c.notNull())
        .addColumn("status", "integer", (c) => c.notNull())
        .addColumn("hits", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("last_hit_at", "varchar(32)")
        .addColumn("created_by", "varchar(120)", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("missing_pages")
        .addColumn("path", "varchar(300)", (c) => c.primaryKey())
        .addColumn("hits", "integer", (c) => c.notNull())
        .addColumn("referrer", "varchar(300)")
        .addColumn("first_seen_at", "varchar(32)", (c) => c.notNull())
        .addColumn("last_seen_at", "varchar(32)", (c) => c.notNull())
        .execute();
    },
  };
}
