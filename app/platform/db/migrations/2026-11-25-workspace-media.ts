import { type Kysely, type Migration } from "kysely";
import type { Dialect } from "./frozen";

export default function workspaceMedia(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The media library: each image as uploaded, and the sizes and formats pages use, in the
      // database so that every instance serves them and a backup holds them (see
      // docs/decisions/2026-11-25-media-in-the-database.md).
      const bytes = dialect === "postgres" ? "bytea" : "blob";
      await db.schema
        .createTable("media")
        .addColumn("id", "varchar(16)", (c) => c.primaryKey())
        .addColumn("name", "varchar(200)", (c) => c.notNull())
        .addColumn("type", "varchar(40)", (c) => c.notNull())
        .addColumn("original", bytes, (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("alt", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("created_by_name", "varchar(120)")
        .execute();
      await db.schema
        .createTable("media_variants")
        .addColumn("media_id", "varchar(16)", (c) =>
          c.notNull().references("media.id").onDelete("cascade"),
        )
        .addColumn("format", "varchar(8)", (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("data", bytes, (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("media_variants_key", ["media_id", "format", "width"])
        .execute();
    },
  };
}
