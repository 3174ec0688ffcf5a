import { sql, type Kysely, type Migration } from "kysely";

export default function commentThreads(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // A comment belongs to the language version it was written on. Earlier comments did not
      // record it: those written in Bengali script belong to the Bangla version, the rest to
      // the English one (the Arabic blog showed the English posts).
      await db.schema
        .alterTable("comments")
        .addColumn("language", "varchar(8)", (c) => c.notNull().defaultTo("en"))
        .execute();
      const rows = await sql<{ id: number; body: string }>`select id, body from comments`.execute(
        db,
      );
      const bangla = rows.rows
        .filter((row) => /[\u0980-\u09ff]/.test(row.body))
        .map((row) => row.id);
      if (bangla.length) {
        await db
          .updateTable("comments" as never)
          .set({ language: "bn" } as never)
          .where("id" as never, "in", bangla as never)
          .execute();
      }
      await db.schema.dropIndex("comments_post_status").ifExists().execute();
      await db.schema
        .createIndex("comments_thread")
        .on("comments")
        .columns(["post_slug", "language", "status"])
        .execute();
    },
  };
}
