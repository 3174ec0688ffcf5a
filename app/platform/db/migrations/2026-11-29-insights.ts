import { type Kysely, type Migration } from "kysely";
import { identityFor, type Dialect } from "./frozen";

export default function insights(dialect: Dialect): Migration {
  const identity = identityFor(dialect);
  return {
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
  };
}
