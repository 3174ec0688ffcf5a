import type { WorkspaceCopy } from "~/content/workspace";
import type { Funnel, InsightsReport } from "./insights-report.server";

import type { InsightsTable as Table, TableId } from "~/lib/insights";

type Words = WorkspaceCopy["insights"];

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** A funnel's columns after its key: visits, taps, leads, won, value, and visits that became leads. */
function funnelTable(
  words: Words,
  id: TableId,
  key: string,
  rows: Funnel[],
  name: (key: string) => string = (k) => k,
): Omit<Table, "title" | "hint" | "empty"> {
  const c = words.columns;
  return {
    id,
    columns: [
      { label: key, kind: "text" },
      { label: c.visits, kind: "count" },
      { label: c.taps, kind: "count" },
      { label: c.leads, kind: "count" },
      { label: c.won, kind: "count" },
      { label: c.value, kind: "taka" },
      { label: c.conversion, kind: "share" },
    ],
    rows: rows.map((row) => [
      name(row.key),
      row.visits,
      row.taps,
      row.leads,
      row.won,
      row.value,
      share(row.leads, row.visits),
    ]),
  };
}

/**
 * The Insights page's tables, as the page shows them and their CSV downloads hold them: the same
 * columns and rows, written for reading on the page and as plain numbers in the file.
 */
export function insightsTables(report: InsightsReport, words: Words): Record<TableId, Table> {
  const t = words.tables;
  const c = words.columns;
  const sourceName = (key: string) =>
    key === "" ? t.sources.unknown : key === "direct" ? t.sources.direct : key;
  const goalName = (name: string) => (words.goals as Record<string, string>)[name] ?? name;
  const described = (id: Exclude<TableId, "days" | "speed">) => ({
    title: t[id].title,
    hint: t[id].hint,
    empty: t[id].empty,
  });
  return {
    campaigns: {
      ...described("campaigns"),
      ...funnelTable(words, "campaigns", t.campaigns.key, report.campaigns),
    },
    sources: {
      ...described("sources"),
      ...funnelTable(words, "sources", t.sources.key, report.sources, sourceName),
    },
    landings: {
      ...described("landings"),
      id: "landings",
      columns: [
        { label: t.landings.key, kind: "text" },
        { label: c.views, kind: "count" },
        { label: c.visitsHere, kind: "count" },
        { label: c.started, kind: "count" },
        { label: c.sent, kind: "count" },
        { label: c.leads, kind: "count" },
        { label: c.won, kind: "count" },
        { label: c.value, kind: "taka" },
        { label: c.conversion, kind: "share" },
      ],
      rows: report.landings.map((row) => [
        row.key,
        row.views,
        row.visits,
        row.started,
        row.sent,
        row.leads,
        row.won,
        row.value,
        share(row.leads, row.visits),
      ]),
    },
    pages: {
      ...described("pages"),
      id: "pages",
      columns: [
        { label: t.pages.key, kind: "text" },
        { label: c.views, kind: "count" },
        { label: c.visitsHere, kind: "count" },
        { label: c.taps, kind: "count" },
        { label: c.leads, kind: "count" },
        { label: c.won, kind: "count" },
        { label: c.value, kind: "taka" },
      ],
      rows: report.pages.map((row) => [
        row.key,
        row.views,
        row.visits,
        row.taps,
        row.leads,
        row.won,
        row.value,
      ]),
    },
    goals: {
      ...described("goals"),
      id: "goals",
      columns: [
        { label: t.goals.key, kind: "text" },
        { label: c.count, kind: "count" },
        { label: c.where, kind: "text" },
      ],
      rows: report.goals.map((goal) => [
        goalName(goal.name),
        goal.events,
        goal.pages.map(([page, count]) => `${page} (${count})`).join(", "),
      ]),
    },
    speed: {
      id: "speed",
      title: words.speed.title,
      hint: words.speed.hint,
      empty: words.speed.empty,
      columns: [
        { label: words.speed.measure, kind: "text" },
        { label: words.speed.all, kind: "count" },
        { label: words.speed.mobile, kind: "count" },
        { label: words.speed.desktop, kind: "count" },
        { label: words.speed.samples, kind: "count" },
        { label: words.speed.rating, kind: "text" },
      ],
      rows: report.speed.metrics.map((metric) => [
        metric.name,
        metric.p75,
        metric.mobile,
        metric.desktop,
        metric.samples,
        metric.rating ? words.speed.ratings[metric.rating] : null,
      ]),
    },
    days: {
      id: "days",
      title: words.chart.title,
      hint: "",
      empty: "",
      columns: [
        { label: words.chart.day, kind: "text" },
        { label: words.chart.visits, kind: "count" },
        { label: words.chart.views, kind: "count" },
        { label: words.chart.leads, kind: "count" },
      ],
      rows: report.series.map((day) => [day.day, day.visits, day.views, day.leads]),
    },
  };
}
