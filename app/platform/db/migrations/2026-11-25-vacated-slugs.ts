import { type Kysely, type Migration } from "kysely";

export default function vacatedSlugs(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The addresses a live version had before its slug changed: they lead to it with a 301.
      await db.schema
        .createTable("content_old_slugs")
        .addColumn("kind", "varchar(16)", (c) => c.notNull())
        .addColumn("language", "varchar(8)", (c) => c.notNull())
        .addColumn("slug", "varchar(120)", (c) => c.notNull())
        .addColumn("entry_id", "varchar(26)", (c) =>
          c.notNull().references("content_entries.id").onDelete("cascade"),
        )
        .addColumn("moved_at", "varchar(32)", (c) => c.notNull())
        .addPrimaryKeyConstraint("content_old_slugs_address", ["kind", "language", "slug"])
        .execute();
    },
  };
}
