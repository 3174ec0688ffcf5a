import { type Kysely, type Migration } from "kysely";
import { identityFor, type Dialect } from "./frozen";

export default function content(dialect: Dialect): Migration {
  const identity = identityFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      // Posts, pages and case studies, each with up to one version per language and every save
      // of a version kept (see docs/decisions/2026-11-25-content-in-the-database.md).
      await db.schema
        .createTable("content_entries")
        .addColumn("id", "varchar(26)", (c) => c.primaryKey())
        .addColumn("kind", "varchar(16)", (c) => c.notNull())
        .addColumn("author", "varchar(40)")
        .addColumn("category", "varchar(40)")
        .addColumn("services", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("content_versions")
        .addColumn("id", "integer", identity)
        .addColumn("entry_id", "varchar(26)", (c) =>
          c.notNull().references("content_entries.id").onDelete("cascade"),
        )
        .addColumn("kind", "varchar(16)", (c) => c.notNull())
        .addColumn("language", "varchar(8)", (c) => c.notNull())
        .addColumn("status", "varchar(12)", (c) => c.notNull())
        .addColumn("slug", "varchar(120)", (c) => c.notNull())
        .addColumn("title", "varchar(200)", (c) => c.notNull())
        .addColumn("description", "varchar(400)", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("cover", "varchar(300)")
        .addColumn("cover_alt", "varchar(300)")
        .addColumn("seo_title", "varchar(200)")
        .addColumn("seo_description", "varchar(400)")
        .addColumn("topic", "varchar(60)")
        .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("published_at", "varchar(32)")
        .addColumn("revised_at", "varchar(32)")
        .addColumn("revision", "integer", (c) => c.notNull())
        .addColumn("source_revision", "integer")
        .addColumn("saved_at", "varchar(32)", (c) => c.notNull())
        .addColumn("saved_by", "integer")
        .addUniqueConstraint("content_versions_entry_language", ["entry_id", "language"])
        .addUniqueConstraint("content_versions_address", ["kind", "language", "slug"])
        .execute();
      await db.schema
        .createIndex("content_versions_live")
        .on("content_versions")
        .columns(["kind", "language", "status", "published_at"])
        .execute();
      await db.schema
        .createTable("content_revisions")
        .addColumn("id", "integer", identity)
        .addColumn("version_id", "integer", (c) =>
          c.notNull().references("content_versions.id").onDelete("cascade"),
        )
        .addColumn("revision", "integer", (c) => c.notNull())
        .addColumn("snapshot", "text", (c) => c.notNull())
        .addColumn("saved_at", "varchar(32)", (c) => c.notNull())
        .addColumn("saved_by", "integer")
        .addColumn("saved_by_name", "varchar(120)")
        .addUniqueConstraint("content_revisions_version_revision", ["version_id", "revision"])
        .execute();
    },
  };
}
