import { sql } from "kysely";
import { now, type Db } from "./db.server";

/**
 * Fixed-window counters in the database (rate_limits), shared by every instance: one row per key,
 * restarted when its window is over.
 */

/**
 * Counts one hit against a key; returns the hits in the current window, when it started (which
 * names the window) and how long until it ends.
 */
export async function countHit(db: Db, key: string, windowMs: number) {
  const current = now();
  const cutoff = new Date(Date.now() - windowMs).toISOString();
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: current, hits: 1 })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        hits: sql<number>`case when rate_limits.window_start < ${cutoff} then 1 else rate_limits.hits + 1 end`,
        window_start: sql<string>`case when rate_limits.window_start < ${cutoff} then ${current} else rate_limits.window_start end`,
      }),
    )
    .returning(["hits", "window_start"])
    .executeTakeFirstOrThrow();
  return windowState(row, windowMs);
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
