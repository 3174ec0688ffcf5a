import { sql } from "kysely";
import type { Db } from "~/platform/db/db.server";
import { OPEN_STATUSES } from "~/lib/workspace";
import { workingWeek } from "./follow-up.server";
import type { LeadStatus } from "~/lib/workspace";
import { addDays } from "~/lib/working-days";
import { waitedAWorkingDay } from "~/lib/workspace/filter";
import { dhakaDay, dhakaDayStart } from "~/lib/dhaka-time";

/**
 * The dashboard's figures: new leads today and this week, by kind and page; the open deals by
 * stage and what was won this month; the signed-in person's next steps overdue or due within a
 * week; and the open leads
 * waiting: no next step and nothing done for a full working day. The unread count comes with
 * every workspace page already (see `unreadLeads`).
 */
export async function dashboard(db: Db, staffId: number, at = Date.now()) {
  const week = workingWeek();
  const today = dhakaDay(at);
  const weekStart = dhakaDayStart(dhakaDay(at - 6 * 86_400_000));
  const recent = await db
    .selectFrom("leads")
    .select(["kind", "source_path", "created_at"])
    .where("created_at", ">=", weekStart)
    .where("created_at", "<=", new Date(at).toISOString())
    .execute();
  const todayStart = dhakaDayStart(today);
  const count = <K extends string>(
    rows: typeof recent,
    key: (row: (typeof recent)[number]) => K,
  ) => {
    const counts = new Map<K, number>();
    for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]);
  };
  const todays = recent.filter((row) => row.created_at >= todayStart);
  const waiting = (
    await db
      .selectFrom("leads")
      .leftJoin("staff_users", "staff_users.id", "leads.assignee_id")
      .select([
        "leads.id",
        "leads.kind",
        "leads.name",
        "leads.subject",
        "leads.status",
        "leads.activity_at",
        "staff_users.name as assignee_name",
      ])
      .where("leads.status", "in", OPEN_STATUSES)
      .where("leads.next_step", "is", null)
      .where("leads.activity_at", "<", new Date(at - 86_400_000).toISOString())
      .orderBy("leads.activity_at", "asc")
      .limit(200)
      .execute()
  ).filter((lead) => waitedAWorkingDay(Date.parse(lead.activity_at), at, week.days, week.holidays));
  const totals = (rows: { status: LeadStatus; count: unknown; value: unknown }[]) =>
    rows.map((row) => ({
      status: row.status,
      count: Number(row.count),
      value: Number(row.value ?? 0),
    }));
  const pipeline = totals(
    await db
      .selectFrom("leads")
      .select((eb) => [
        "status",
        eb.fn.countAll().as("count"),
        eb.fn.sum<number | string | null>("value_taka").as("value"),
      ])
      .where("status", "in", OPEN_STATUSES)
      .groupBy("status")
      .execute(),
  );
  const month = today.slice(0, 7);
  const [won] = totals(
    await db
      .selectFrom("leads")
      .select((eb) => [
        sql<LeadStatus>`'won'`.as("status"),
        eb.fn.countAll().as("count"),
        eb.fn.sum<number | string | null>("value_taka").as("value"),
      ])
      .where("status", "=", "won")
      .where("status_changed_at", ">=", dhakaDayStart(`${month}-01`))
      .execute(),
  );
  const mine = await db
    .selectFrom("leads")
    .select(["id", "name", "subject", "next_step", "next_step_due"])
    .where("assignee_id", "=", staffId)
    .where("status", "in", OPEN_STATUSES)
    .where("next_step_due", "<=", addDays(today, 7))
    .orderBy("next_step_due", "asc")
    .orderBy("id", "asc")
    .limit(50)
    .execute();
  return {
    today: { total: todays.length, byKind: count(todays, (row) => row.kind) },
    week: {
      total: recent.length,
      byKind: count(recent, (row) => row.kind),
      byPage: count(recent, (row) => row.source_path ?? ""),
    },
    waiting,
    pipeline: OPEN_STATUSES.map(
      (status) => pipeline.find((row) => row.status === status) ?? { status, count: 0, value: 0 },
    ),
    won: { month, count: won?.count ?? 0, value: won?.value ?? 0 },
    mine,
    day: today,
  };
}
