import { sql } from "kysely";
import { now, type Db } from "~/platform/db/db.server";
import { addDays } from "~/lib/working-days";
import { dhakaDay } from "~/lib/dhaka-time";

/** What a count is counted by: everything but its time and visitor. */
const COUNT_COLUMNS = [
  "day",
  "kind",
  "name",
  "path",
  "locale",
  "device",
  "entry",
  "landing",
  "source",
  "medium",
  "campaign",
  "term",
  "content",
  "value",
] as const;

/**
 * What daily totals are counted by: a count's page, language, device, whether it began a visit,
 * and the visit's source, medium and campaign. The visit's first page and its utm_term and
 * utm_content are left to the single counts: totals by every one of them would hardly be totals.
 */
const TOTALLED_BY = [
  "day",
  "kind",
  "name",
  "path",
  "locale",
  "device",
  "entry",
  "source",
  "medium",
  "campaign",
  "value",
] as const;

/** The single counts of one day as daily totals: how many, and how many visitors. */
const dailyTotals = (db: Db) =>
  db
    .selectFrom("insight_events")
    .select([
      "day",
      "kind",
      "name",
      "path",
      "locale",
      "device",
      "entry",
      sql<null>`cast(null as varchar(200))`.as("landing"),
      "source",
      "medium",
      "campaign",
      sql<null>`cast(null as varchar(200))`.as("term"),
      sql<null>`cast(null as varchar(200))`.as("content"),
      "value",
      sql<number>`count(*)`.as("events"),
      sql<number>`count(distinct visitor)`.as("visitors"),
    ])
    .groupBy([...TOTALLED_BY]);

/** Each day's visitors, by language and device, counted once however many pages they saw. */
const dailyVisitors = (db: Db) =>
  db
    .selectFrom("insight_events")
    .select([
      "day",
      sql<"visitors">`'visitors'`.as("kind"),
      sql<string>`''`.as("name"),
      sql<string>`''`.as("path"),
      "locale",
      "device",
      sql<number>`0`.as("entry"),
      sql<null>`cast(null as varchar(200))`.as("landing"),
      sql<null>`cast(null as varchar(200))`.as("source"),
      sql<null>`cast(null as varchar(200))`.as("medium"),
      sql<null>`cast(null as varchar(200))`.as("campaign"),
      sql<null>`cast(null as varchar(200))`.as("term"),
      sql<null>`cast(null as varchar(200))`.as("content"),
      sql<null>`cast(null as real)`.as("value"),
      sql<number>`count(distinct visitor)`.as("events"),
      sql<number>`count(distinct visitor)`.as("visitors"),
    ])
    .where("kind", "=", "view")
    .groupBy(["day", "locale", "device"]);

/** How long after midnight (Dhaka time) a day is closed: its last counts are written by then. */
const CLOSING_DELAY_MS = 10 * 60_000;

/**
 * Closes the insights' days before today (Dhaka time), from ten minutes past midnight: by then the
 * day's last counts, written a second after they arrive, are in. Each day's counts become its daily
 * totals once, whichever instance gets there first. Then deletes single counts older than
 * `retentionDays` days whose totals are kept. Returns the days closed and the counts deleted.
 */
export async function closeInsightDays(
  db: Db,
  { retentionDays, at = Date.now() }: { retentionDays: number; at?: number },
) {
  const before = dhakaDay(at - CLOSING_DELAY_MS);
  const open = await db
    .selectFrom("insight_events")
    .select("day")
    .distinct()
    .where("day", "<", before)
    .where("day", "not in", db.selectFrom("insight_days_done").select("day"))
    .orderBy("day")
    .execute();
  let closed = 0;
  for (const { day } of open) {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("insight_days_done")
        .values({ day, done_at: now() })
        .onConflict((conflict) => conflict.column("day").doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return;
      const columns = [...COUNT_COLUMNS, "events", "visitors"] as const;
      await trx
        .insertInto("insight_days")
        .columns(columns)
        .expression(dailyTotals(trx).where("day", "=", day))
        .execute();
      await trx
        .insertInto("insight_days")
        .columns(columns)
        .expression(dailyVisitors(trx).where("day", "=", day))
        .execute();
      closed += 1;
    });
  }
  const deleted = await db
    .deleteFrom("insight_events")
    .where("day", "<", addDays(dhakaDay(at), -retentionDays))
    .where("day", "in", db.selectFrom("insight_days_done").select("day"))
    .executeTakeFirst();
  return { closed, deleted: Number(deleted.numDeletedRows) };
}
