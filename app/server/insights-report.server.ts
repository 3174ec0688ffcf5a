import { sql } from "kysely";
import type { Db } from "./db.server";
import { COUNT_COLUMNS, dailyTotals, dailyVisitors, dayPlus } from "./insight-days.server";
import { unlocalizedPath } from "~/content/copy";
import { landingSlugs } from "~/content/landings";
import type { Utm } from "~/lib/utm";
import { sourceOfTouch } from "~/lib/visit";
import { dhakaDayEnd, dhakaDayStart } from "~/lib/workspace-filter";

/** A period of Dhaka days, both ends included. */
export type Period = { from: string; to: string };

/** The period shown when none is asked for: the last 28 days, today included. */
export const DEFAULT_DAYS = 28;
const MAX_DAYS = 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The last `days` days up to `today`. */
export const lastDays = (days: number, today: string): Period => ({
  from: dayPlus(today, -(days - 1)),
  to: today,
});

/**
 * The period a query asks for (`from`, `to`: Dhaka days), or the last 28 days when it names none;
 * `unreadable` when it names one that is not a period (not days, the start after the end, more
 * than a year, or in the future).
 */
export function periodOf(query: URLSearchParams, today: string) {
  const from = query.get("from");
  const to = query.get("to");
  if (from === null && to === null) return { period: lastDays(DEFAULT_DAYS, today) };
  const valid = (day: string | null): day is string =>
    day !== null &&
    DAY.test(day) &&
    !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
    new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
  if (
    !valid(from) ||
    !valid(to) ||
    from > to ||
    to > today ||
    Date.parse(to) - Date.parse(from) >= MAX_DAYS * 86_400_000
  ) {
    return { period: lastDays(DEFAULT_DAYS, today), unreadable: true };
  }
  return { period: { from, to } };
}

/** The period of the same length just before another. */
export function previousPeriod({ from, to }: Period): Period {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  return { from: dayPlus(from, -days), to: dayPlus(from, -1) };
}

/** A lead's source when its visit's first touch was not recorded (a form sent without scripts). */
export const UNKNOWN_SOURCE = "";

/** The goals a visitor reaches by tapping a way to reach the agency. */
export const TAP_GOALS = ["whatsapp", "call", "email"] as const;

/**
 * Every count of a period, as daily totals: the closed days' from insight_days, the days not yet
 * closed (today, yesterday) counted from their single counts.
 */
function countsIn(db: Db, { from, to }: Period) {
  const done = db.selectFrom("insight_days_done").select("day");
  return db
    .selectFrom("insight_days")
    .select([...COUNT_COLUMNS, "events", "visitors"])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .unionAll(
      dailyTotals(db).where("day", ">=", from).where("day", "<=", to).where("day", "not in", done),
    )
    .unionAll(
      dailyVisitors(db)
        .where("day", ">=", from)
        .where("day", "<=", to)
        .where("day", "not in", done),
    )
    .as("c");
}

const sumWhere = (condition: ReturnType<typeof sql>) =>
  sql<string | number | null>`sum(case when ${condition} then events else 0 end)`;
const VISITS = sql`kind = 'view' and entry = 1`;
const VIEWS = sql`kind = 'view'`;
const TAPS = sql`kind = 'goal' and name in ('whatsapp', 'call', 'email')`;

/** A lead as the insights count it: when, where its visit began, and what came of it. */
type CountedLead = {
  day: string;
  landing: string | null;
  source: string;
  campaign: string | null;
  won: boolean;
  value: number;
};

async function leadsIn(db: Db, { from, to }: Period): Promise<CountedLead[]> {
  const rows = await db
    .selectFrom("leads")
    .select(["created_at", "landing_path", "referrer", "utm", "status", "value_taka"])
    .where("created_at", ">=", dhakaDayStart(from))
    .where("created_at", "<", dhakaDayEnd(to))
    .execute();
  return rows.map((lead) => {
    const utm = lead.utm ? (JSON.parse(lead.utm) as Utm) : null;
    const known = lead.landing_path !== null || utm !== null;
    return {
      day: new Date(Date.parse(lead.created_at) + 6 * 3600_000).toISOString().slice(0, 10),
      landing: lead.landing_path ? unlocalizedPath(lead.landing_path) : null,
      source: known ? sourceOfTouch({ referrer: lead.referrer, utm }) : UNKNOWN_SOURCE,
      campaign: utm?.utm_campaign ?? null,
      won: lead.status === "won",
      value: lead.status === "won" ? Number(lead.value_taka ?? 0) : 0,
    };
  });
}

/** A row of a table that follows visits to clients: visits, taps, leads, won, and its value. */
export type Funnel = {
  key: string;
  visits: number;
  taps: number;
  leads: number;
  won: number;
  value: number;
};

/** Visits and taps per key from the counts, leads and won per key from the leads, merged. */
function funnels(
  counted: { key: string | null; visits: unknown; taps: unknown }[],
  leads: CountedLead[],
  keyOf: (lead: CountedLead) => string | null,
): Funnel[] {
  const rows = new Map<string, Funnel>();
  const row = (key: string) => {
    let found = rows.get(key);
    if (!found) rows.set(key, (found = { key, visits: 0, taps: 0, leads: 0, won: 0, value: 0 }));
    return found;
  };
  for (const count of counted) {
    if (count.key === null) continue;
    const found = row(count.key);
    found.visits += Number(count.visits ?? 0);
    found.taps += Number(count.taps ?? 0);
  }
  for (const lead of leads) {
    const key = keyOf(lead);
    if (key === null) continue;
    const found = row(key);
    found.leads += 1;
    if (lead.won) {
      found.won += 1;
      found.value += lead.value;
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.value - a.value || b.leads - a.leads || b.visits - a.visits || a.key.localeCompare(b.key),
  );
}

/** Google's thresholds for each speed: at most `good` is good, beyond `poor` is poor. */
export const SPEED_THRESHOLDS = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
} as const;
export type SpeedName = keyof typeof SPEED_THRESHOLDS;
export const SPEED_NAMES = Object.keys(SPEED_THRESHOLDS) as SpeedName[];

export type Rating = "good" | "improve" | "poor";
export const ratingOf = (name: SpeedName, value: number): Rating => {
  const { good, poor } = SPEED_THRESHOLDS[name];
  return value <= good ? "good" : value <= poor ? "improve" : "poor";
};

/** The value three in four measures are at or under, from how many measures had each value. */
export function percentile75(measures: { value: number; events: number }[]) {
  const sorted = [...measures].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, measure) => sum + measure.events, 0);
  if (!total) return null;
  let seen = 0;
  for (const measure of sorted) {
    seen += measure.events;
    if (seen >= total * 0.75) return measure.value;
  }
  return sorted.at(-1)!.value;
}

/**
 * Each speed's 75th percentile: on every device, on phones and on computers, how many measures,
 * and how it rates; and the pages' largest contentful paint, slowest first.
 */
function speedsOf(
  rows: { name: string; path: string; device: string; value: number | null; events: unknown }[],
) {
  const measures = rows.map((row) => ({
    ...row,
    value: row.value ?? 0,
    events: Number(row.events),
  }));
  const of = (name: string, device?: string) =>
    measures.filter((m) => m.name === name && (!device || m.device === device));
  const metrics = SPEED_NAMES.map((name) => {
    const all = percentile75(of(name));
    return {
      name,
      p75: all,
      mobile: percentile75(of(name, "mobile")),
      desktop: percentile75(of(name, "desktop")),
      samples: of(name).reduce((sum, m) => sum + m.events, 0),
      rating: all === null ? null : ratingOf(name, all),
    };
  });
  const byPage = new Map<string, typeof measures>();
  for (const m of of("LCP")) byPage.set(m.path, [...(byPage.get(m.path) ?? []), m]);
  const pages = [...byPage].map(([path, list]) => ({
    path,
    p75: percentile75(list)!,
    samples: list.reduce((sum, m) => sum + m.events, 0),
  }));
  pages.sort((a, b) => b.p75 - a.p75 || a.path.localeCompare(b.path));
  return { metrics, pages };
}

/** The headline figures of a period. */
export type Summary = {
  visitors: number;
  visits: number;
  views: number;
  taps: number;
  leads: number;
  won: number;
  value: number;
};

async function summaryOf(db: Db, period: Period, leads: CountedLead[]): Promise<Summary> {
  const row = await db
    .selectFrom(countsIn(db, period))
    .select([
      sql<string | number | null>`sum(case when kind = 'visitors' then events else 0 end)`.as(
        "visitors",
      ),
      sumWhere(VISITS).as("visits"),
      sumWhere(VIEWS).as("views"),
      sumWhere(TAPS).as("taps"),
    ])
    .executeTakeFirstOrThrow();
  const won = leads.filter((lead) => lead.won);
  return {
    visitors: Number(row.visitors ?? 0),
    visits: Number(row.visits ?? 0),
    views: Number(row.views ?? 0),
    taps: Number(row.taps ?? 0),
    leads: leads.length,
    won: won.length,
    value: won.reduce((sum, lead) => sum + lead.value, 0),
  };
}

/**
 * The Insights page's figures for a period: the headline figures against the period before; visits
 * and leads per day; pages (views, visits that began there, and where those visits led), sources,
 * campaigns, the landing pages side by side, and goals.
 */
export async function insightsReport(db: Db, period: Period) {
  const before = previousPeriod(period);
  const [leads, leadsBefore] = await Promise.all([leadsIn(db, period), leadsIn(db, before)]);
  const counts = () => db.selectFrom(countsIn(db, period));
  const [summary, summaryBefore, days, pages, sources, campaigns, goals, speeds] =
    await Promise.all([
      summaryOf(db, period, leads),
      summaryOf(db, before, leadsBefore),
      counts()
        .select(["day", sumWhere(VISITS).as("visits"), sumWhere(VIEWS).as("views")])
        .groupBy("day")
        .execute(),
      counts()
        .select([
          "path",
          sumWhere(VIEWS).as("views"),
          sumWhere(VISITS).as("visits"),
          sumWhere(TAPS).as("taps"),
        ])
        .where("kind", "!=", "visitors")
        .groupBy("path")
        .execute(),
      counts()
        .select(["source as key", sumWhere(VISITS).as("visits"), sumWhere(TAPS).as("taps")])
        .groupBy("source")
        .execute(),
      counts()
        .select(["campaign as key", sumWhere(VISITS).as("visits"), sumWhere(TAPS).as("taps")])
        .where("campaign", "is not", null)
        .groupBy("campaign")
        .execute(),
      counts()
        .select(["name", "path", sql<string | number>`sum(events)`.as("events")])
        .where("kind", "=", "goal")
        .groupBy(["name", "path"])
        .execute(),
      counts()
        .select(["name", "path", "device", "value", sql<string | number>`sum(events)`.as("events")])
        .where("kind", "=", "speed")
        .groupBy(["name", "path", "device", "value"])
        .execute(),
    ]);

  const perDay = new Map(days.map((day) => [day.day, day]));
  const leadsPerDay = new Map<string, number>();
  for (const lead of leads) leadsPerDay.set(lead.day, (leadsPerDay.get(lead.day) ?? 0) + 1);
  const series = [];
  for (let day = period.from; day <= period.to; day = dayPlus(day, 1)) {
    series.push({
      day,
      visits: Number(perDay.get(day)?.visits ?? 0),
      views: Number(perDay.get(day)?.views ?? 0),
      leads: leadsPerDay.get(day) ?? 0,
    });
  }

  // A page's visits are those that began on it; its leads those whose visit began there.
  const pageViews = new Map(pages.map((page) => [page.path, Number(page.views ?? 0)]));
  const pageFunnels = funnels(
    pages.map((page) => ({ key: page.path, visits: page.visits, taps: page.taps })),
    leads,
    (lead) => lead.landing,
  ).map((row) => ({ ...row, views: pageViews.get(row.key) ?? 0 }));
  pageFunnels.sort((a, b) => b.views - a.views || b.leads - a.leads || a.key.localeCompare(b.key));

  const goalTotals = new Map<
    string,
    { name: string; events: number; pages: Map<string, number> }
  >();
  for (const goal of goals) {
    const total = goalTotals.get(goal.name) ?? { name: goal.name, events: 0, pages: new Map() };
    total.events += Number(goal.events);
    total.pages.set(goal.path, (total.pages.get(goal.path) ?? 0) + Number(goal.events));
    goalTotals.set(goal.name, total);
  }

  const landingPaths = landingSlugs.map((slug) => `/${slug}`);
  const byPath = new Map(pageFunnels.map((row) => [row.key, row]));
  const goalOn = (name: string, path: string) => goalTotals.get(name)?.pages.get(path) ?? 0;
  const landings = landingPaths.map((path) => ({
    ...(byPath.get(path) ?? {
      key: path,
      visits: 0,
      taps: 0,
      leads: 0,
      won: 0,
      value: 0,
      views: 0,
    }),
    started: goalOn("start:lead", path),
    sent: goalOn("sent:lead", path),
  }));

  return {
    period,
    before,
    summary,
    summaryBefore,
    series,
    pages: pageFunnels,
    sources: funnels(sources, leads, (lead) => lead.source),
    campaigns: funnels(campaigns, leads, (lead) => lead.campaign),
    landings,
    speed: speedsOf(speeds),
    goals: [...goalTotals.values()]
      .map(({ name, events, pages: on }) => ({
        name,
        events,
        pages: [...on].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5),
      }))
      .sort((a, b) => b.events - a.events || a.name.localeCompare(b.name)),
  };
}

export type InsightsReport = Awaited<ReturnType<typeof insightsReport>>;
