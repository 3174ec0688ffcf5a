import { sql } from "kysely";
import type { Db } from "~/platform/db/db.server";
import { unlocalizedPath } from "~/content/copy";
import { landingSlugs } from "~/content/landings";
import type { Utm } from "~/lib/utm";
import { sourceOfTouch } from "~/lib/visit";
import { addDays, isCalendarDay } from "~/lib/working-days";
import { dhakaDay, dhakaDayEnd, dhakaDayStart } from "~/lib/dhaka-time";

/** A period of Dhaka days, both ends included. */
export type Period = { from: string; to: string };

/** The period shown when none is asked for: the last 28 days, today included. */
const DEFAULT_DAYS = 28;
const MAX_DAYS = 366;

/** The last `days` days up to `today`. */
export const lastDays = (days: number, today: string): Period => ({
  from: addDays(today, -(days - 1)),
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
  const valid = (day: string | null): day is string => day !== null && isCalendarDay(day);
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
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** A lead's source when its visit's first touch was not recorded (a form sent without scripts). */
const UNKNOWN_SOURCE = "";

/**
 * The days of a period whose single counts are not yet totals (today, and yesterday until ten
 * past midnight): named one by one, so that the single counts of the other days are not read.
 */
async function openDaysOf(db: Db, { from, to }: Period) {
  const done = await db
    .selectFrom("insight_days_done")
    .select("day")
    .where("day", ">=", from)
    .where("day", "<=", to)
    .execute();
  const closed = new Set(done.map((row) => row.day));
  const open = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (!closed.has(day)) open.push(day);
  // A list the database accepts even when every day is closed: no day is "".
  return open.length ? open : [""];
}

/** The single counts of the open days. */
const openCounts = (db: Db, open: string[]) =>
  db.selectFrom("insight_events").where("day", "in", open);

/**
 * A period's views, goals and visitors, by day, page, visit start, source and campaign: the closed
 * days' totals and the open days' single counts, each grouped once (visitors by day, language and
 * device, as the totals keep them). Rows of the same key from both are summed by the caller.
 */
function trafficIn(db: Db, { from, to }: Period, open: string[]) {
  const by = ["day", "kind", "name", "path", "entry", "source", "campaign"] as const;
  return db
    .selectFrom("insight_days")
    .select([...by, sql<string | number>`sum(events)`.as("events")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .where("kind", "in", ["view", "goal", "visitors"])
    .groupBy([...by])
    .unionAll(
      openCounts(db, open)
        .select([...by, sql<string | number>`count(*)`.as("events")])
        .where("kind", "in", ["view", "goal"])
        .groupBy([...by]),
    )
    .unionAll(
      openCounts(db, open)
        .select([
          "day",
          sql<"visitors">`'visitors'`.as("kind"),
          sql<string>`''`.as("name"),
          sql<string>`''`.as("path"),
          sql<number>`0`.as("entry"),
          sql<null>`cast(null as varchar(200))`.as("source"),
          sql<null>`cast(null as varchar(200))`.as("campaign"),
          sql<string | number>`count(distinct visitor)`.as("events"),
        ])
        .where("kind", "=", "view")
        .groupBy(["day", "locale", "device"]),
    )
    .execute();
}

/** A period's speeds by measure, page, device and value: closed days' totals and open days' counts. */
function speedsIn(db: Db, { from, to }: Period, open: string[]) {
  const by = ["name", "path", "device", "value"] as const;
  return db
    .selectFrom("insight_days")
    .select([...by, sql<string | number>`sum(events)`.as("events")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .where("kind", "=", "speed")
    .groupBy([...by])
    .unionAll(
      openCounts(db, open)
        .select([...by, sql<string | number>`count(*)`.as("events")])
        .where("kind", "=", "speed")
        .groupBy([...by]),
    )
    .execute();
}

/** The goals of a tap on a way to reach the agency: its phone, e-mail or WhatsApp. */
const TAP_GOALS = ["whatsapp", "call", "email"] as const;

type Traffic = Awaited<ReturnType<typeof trafficIn>>;
type Tally = { visits: number; views: number; taps: number; visitors: number };

/**
 * A period's traffic summed by what the page shows: in all, per day, page, source and campaign,
 * and each goal per page.
 */
function tallyOf(traffic: Traffic) {
  const tables = new Map<string, Map<string | null, Tally>>();
  const add = (table: string, key: string | null, row: Traffic[number]) => {
    const rows = tables.get(table) ?? new Map<string | null, Tally>();
    tables.set(table, rows);
    const found = rows.get(key) ?? { visits: 0, views: 0, taps: 0, visitors: 0 };
    rows.set(key, found);
    const events = Number(row.events);
    if (row.kind === "visitors") found.visitors += events;
    if (row.kind === "view") found.views += events;
    if (row.kind === "view" && Number(row.entry) === 1) found.visits += events;
    if (row.kind === "goal" && (TAP_GOALS as readonly string[]).includes(row.name)) {
      found.taps += events;
    }
  };
  // Each goal's count, in all and per page.
  const goals = new Map<string, { events: number; pages: Map<string, number> }>();
  for (const row of traffic) {
    add("all", null, row);
    add("days", row.day, row);
    if (row.kind === "visitors") continue;
    add("pages", row.path, row);
    add("sources", row.source, row);
    if (row.campaign !== null) add("campaigns", row.campaign, row);
    if (row.kind === "goal") {
      const goal = goals.get(row.name) ?? { events: 0, pages: new Map<string, number>() };
      goals.set(row.name, goal);
      goal.events += Number(row.events);
      goal.pages.set(row.path, (goal.pages.get(row.path) ?? 0) + Number(row.events));
    }
  }
  const rowsOf = (table: string) =>
    [...(tables.get(table) ?? new Map<string | null, Tally>())].map(([key, row]) => ({
      key,
      ...row,
    }));
  return {
    all: rowsOf("all")[0] ?? { key: null, visits: 0, views: 0, taps: 0, visitors: 0 },
    rowsOf,
    goals,
  };
}

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
      day: dhakaDay(Date.parse(lead.created_at)),
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
  counted: { key: string | null; visits: number; taps: number }[],
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
    found.visits += count.visits;
    found.taps += count.taps;
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
const SPEED_NAMES = Object.keys(SPEED_THRESHOLDS) as SpeedName[];

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

function summaryOf(all: Tally, leads: CountedLead[]): Summary {
  const won = leads.filter((lead) => lead.won);
  return {
    visitors: all.visitors,
    visits: all.visits,
    views: all.views,
    taps: all.taps,
    leads: leads.length,
    won: won.length,
    value: won.reduce((sum, lead) => sum + lead.value, 0),
  };
}

/**
 * The Insights page's figures for a period: the headline figures against the period before; visits
 * and leads per day; pages (views, visits that began there, and where those visits led), sources,
 * campaigns, the landing pages side by side (the site's, then the addresses of those staff made),
 * and goals.
 */
export async function insightsReport(db: Db, period: Period, madeLandings: string[] = []) {
  const before = previousPeriod(period);
  const [open, openBefore] = await Promise.all([openDaysOf(db, period), openDaysOf(db, before)]);
  const [leads, leadsBefore, traffic, trafficBefore, speeds] = await Promise.all([
    leadsIn(db, period),
    leadsIn(db, before),
    trafficIn(db, period, open),
    trafficIn(db, before, openBefore),
    speedsIn(db, period, open),
  ]);
  const tally = tallyOf(traffic);
  const summary = summaryOf(tally.all, leads);
  const summaryBefore = summaryOf(tallyOf(trafficBefore).all, leadsBefore);
  const days = tally.rowsOf("days").map((row) => ({ ...row, day: row.key! }));
  const pages = tally.rowsOf("pages").map((row) => ({ ...row, path: row.key! }));
  const sources = tally.rowsOf("sources");
  const campaigns = tally.rowsOf("campaigns");

  const perDay = new Map(days.map((day) => [day.day, day]));
  const leadsPerDay = new Map<string, number>();
  for (const lead of leads) leadsPerDay.set(lead.day, (leadsPerDay.get(lead.day) ?? 0) + 1);
  const series = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    series.push({
      day,
      visits: perDay.get(day)?.visits ?? 0,
      views: perDay.get(day)?.views ?? 0,
      leads: leadsPerDay.get(day) ?? 0,
    });
  }

  // A page's visits are those that began on it; its leads those whose visit began there.
  const pageViews = new Map(pages.map((page) => [page.path, page.views]));
  const pageFunnels = funnels(
    pages.map((page) => ({ key: page.path, visits: page.visits, taps: page.taps })),
    leads,
    (lead) => lead.landing,
  ).map((row) => ({ ...row, views: pageViews.get(row.key) ?? 0 }));
  pageFunnels.sort((a, b) => b.views - a.views || b.leads - a.leads || a.key.localeCompare(b.key));

  // The site's landing pages, then those staff made, each once.
  const landingPaths = [...new Set([...landingSlugs.map((slug) => `/${slug}`), ...madeLandings])];
  const byPath = new Map(pageFunnels.map((row) => [row.key, row]));
  const goalOn = (name: string, path: string) => tally.goals.get(name)?.pages.get(path) ?? 0;
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
    goals: [...tally.goals]
      .map(([name, { events, pages: on }]) => ({
        name,
        events,
        pages: [...on].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5),
      }))
      .sort((a, b) => b.events - a.events || a.name.localeCompare(b.name)),
  };
}

export type InsightsReport = Awaited<ReturnType<typeof insightsReport>>;
