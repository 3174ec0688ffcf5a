import { sql } from "kysely";
import { now, type Db } from "./db/db.server";

/**
 * Fixed-window counters in the database (rate_limits), shared by every instance: one row per key,
 * restarted when its window is over.
 */

/**
 * Counts one hit against a key; returns the hits in the current window, when it started (which
 * names the window) and how long until it ends.
 */
export async function countHit(db: Db, key: string, windowMs: number) {
  return (await countHits(db, [key], windowMs))[0]!;
}

/**
 * Counts one hit against each of several keys in one statement, so that hits sent at once are
 * counted in the same order on every key: each statement holds its rows until it ends, and takes
 * them in the keys' sorted order (which also keeps two statements from waiting on each other).
 * Returns each key's window, in the order of the keys given.
 */
export async function countHits(db: Db, keys: string[], windowMs: number) {
  const current = now();
  const cutoff = new Date(Date.now() - windowMs).toISOString();
  const rows = await db
    .insertInto("rate_limits")
    .values([...new Set(keys)].sort().map((key) => ({ key, window_start: current, hits: 1 })))
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        hits: sql<number>`case when rate_limits.window_start < ${cutoff} then 1 else rate_limits.hits + 1 end`,
        window_start: sql<string>`case when rate_limits.window_start < ${cutoff} then ${current} else rate_limits.window_start end`,
      }),
    )
    .returning(["key", "hits", "window_start"])
    .execute();
  const byKey = new Map(rows.map((row) => [row.key, windowState(row, windowMs)]));
  return keys.map((key) => byKey.get(key)!);
}

/** Takes back one hit counted in the current window (an attempt that turned out well). */
export async function uncountHit(db: Db, key: string) {
  await db
    .updateTable("rate_limits")
    .set({ hits: sql<number>`case when hits > 0 then hits - 1 else 0 end` })
    .where("key", "=", key)
    .execute();
}

export async function clearHits(db: Db, key: string) {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

function windowState(row: { hits: number; window_start: string }, windowMs: number) {
  const retryAfterMs = Date.parse(row.window_start) + windowMs - Date.now();
  return {
    hits: Number(row.hits),
    windowStart: row.window_start,
    retryAfterMs: Math.max(0, retryAfterMs),
  };
}
