import { sql, type Kysely, type Migration } from "kysely";

/**
 * What the spam list's search looked in when this was applied: name, e-mail, subject and message
 * of the held form's fields, lower-cased in JavaScript (SQLite's lower() folds ASCII only).
 */
function searchTextOf(payload: string) {
  const value = JSON.parse(payload) as Record<string, unknown>;
  const text = (key: string) => (typeof value[key] === "string" ? (value[key] as string) : "");
  return [
    text("name") || [text("f-name"), text("l-name")].filter(Boolean).join(" "),
    text("email"),
    text("suject") || text("company"),
    text("message") || text("details") || text("comment"),
  ]
    .join("\n")
    .toLowerCase();
}

export default function heldSpamSearchAndOverflow(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // What the spam list's search looks in, filled in for the submissions held already.
      await db.schema.alterTable("suspected_spam").addColumn("search_text", "text").execute();
      const held = await sql<{
        id: number;
        payload: string;
      }>`select id, payload from suspected_spam`.execute(db);
      for (const row of held.rows) {
        await db
          .updateTable("suspected_spam" as never)
          .set({ search_text: searchTextOf(row.payload) } as never)
          .where("id" as never, "=", row.id as never)
          .execute();
      }
      // Held submissions over an address's limit are counted here, one row per form, address
      // and rate-limit window, instead of being kept one by one.
      await db.schema
        .createTable("spam_overflow")
        .addColumn("form", "varchar(16)", (c) => c.notNull())
        .addColumn("ip", "varchar(64)", (c) => c.notNull())
        .addColumn("window_start", "varchar(32)", (c) => c.notNull())
        .addColumn("dropped", "integer", (c) => c.notNull())
        .addColumn("last_at", "varchar(32)", (c) => c.notNull())
        .addPrimaryKeyConstraint("spam_overflow_key", ["form", "ip", "window_start"])
        .execute();
    },
  };
}
