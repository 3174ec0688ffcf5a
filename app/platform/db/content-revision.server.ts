import { sql, type Transaction } from "kysely";
import type { Db } from "./db.server";
import type { Database } from "./schema.server";

/**
 * One number that changes whenever something a public page shows is saved (content or facts), on
 * whichever instance it was saved: every instance reads it from the database, and the kept pages
 * are keyed by it.
 */
const REVISION_KEY = "content-revision";

/** The content revision now. */
export async function contentRevision(db: Db) {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", REVISION_KEY)
    .executeTakeFirst();
  return row ? Number(row.value) : 0;
}

/** Moves the content revision on, within the transaction that saves the change. */
export async function bumpContentRevision(trx: Transaction<Database>) {
  await trx
    .insertInto("settings")
    .values({ key: REVISION_KEY, value: "1" })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        value: sql<string>`cast(cast(settings.value as integer) + 1 as varchar(20))`,
      }),
    )
    .execute();
}
