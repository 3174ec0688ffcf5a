import { sql } from "kysely";
import { containsPattern, type Db } from "~/platform/db/db.server";
import { paged } from "~/platform/lists.server";
import type { ListSearch } from "~/lib/workspace/filter";
import { heldFields } from "./held-spam.server";

/** The most address-by-address lines of spam counted rather than kept that the spam page lists. */
const OVERFLOW_LIMIT = 200;

/**
 * One page of the held submissions not yet released, newest first, with what they said, and how
 * many there are: all of them, or those whose name, e-mail, subject or message holds the search's
 * words, or whose reason is one of `reasons` (the reasons whose names hold them).
 */
export async function heldSpam(db: Db, filter: ListSearch, reasons: readonly string[] = []) {
  let query = db.selectFrom("suspected_spam").where("released_at", "is", null);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query = query.where((eb) =>
      eb.or([
        // search_text is lower-cased as it is stored (see heldSearchText).
        sql<boolean>`search_text like ${pattern} escape '\\'`,
        ...(reasons.length ? [eb("reason", "in", reasons)] : []),
      ]),
    );
  }
  const { rows, total, pages } = await paged(
    filter,
    () => query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
    (limit, offset) =>
      query
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .offset(offset)
        .execute(),
  );
  return {
    total,
    pages,
    rows: rows.map(({ payload, search_text: _, ...row }) => ({ ...row, ...heldFields(payload) })),
  };
}

/**
 * Held submissions that were counted, not kept, because their address went over its limit for a
 * form: per form and address, how many, since when and until when, the latest first.
 */
export function spamOverflow(db: Db) {
  return db
    .selectFrom("spam_overflow")
    .select((eb) => [
      "form",
      "ip",
      eb.fn.sum<number>("dropped").as("dropped"),
      eb.fn.min("window_start").as("since"),
      eb.fn.max("last_at").as("last_at"),
    ])
    .groupBy(["form", "ip"])
    .orderBy("last_at", "desc")
    .limit(OVERFLOW_LIMIT)
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, dropped: Number(row.dropped) })));
}

/** How many held submissions wait to be released or left (the workspace's navigation counts them). */
export async function waitingSpam(db: Db) {
  const row = await db
    .selectFrom("suspected_spam")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("released_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
