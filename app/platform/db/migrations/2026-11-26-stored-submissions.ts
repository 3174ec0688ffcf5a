import { type Kysely, type Migration } from "kysely";

export default function storedSubmissions(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The id of every submission stored, written in the transaction that stores it: one kept
      // on an instance's disk while the database was unavailable is stored once, whether the
      // first try committed unseen or a replay was cut short.
      await db.schema
        .createTable("stored_submissions")
        .addColumn("id", "varchar(40)", (c) => c.primaryKey())
        .addColumn("received_at", "varchar(32)", (c) => c.notNull())
        .addColumn("stored_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("stored_submissions_stored_at")
        .on("stored_submissions")
        .column("stored_at")
        .execute();
    },
  };
}
