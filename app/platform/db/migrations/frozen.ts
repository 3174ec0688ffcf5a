import type { ColumnDefinitionBuilder } from "kysely";

/**
 * What the migrations share, kept as it was when they were applied: like the migrations
 * themselves, never edited, and importing nothing of the site's.
 */

export type Dialect = "sqlite" | "postgres";

/** An id column numbered by the database: an identity on PostgreSQL, autoincrement on SQLite. */
export const identityFor = (dialect: Dialect) => (column: ColumnDefinitionBuilder) =>
  dialect === "postgres"
    ? column.primaryKey().generatedByDefaultAsIdentity()
    : column.primaryKey().autoIncrement();
