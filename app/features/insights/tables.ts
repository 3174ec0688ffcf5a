import type { Generated } from "kysely";
import type { Timestamp } from "~/platform/db/tables";

/** Counts of visits and goals, their daily totals and salts. */
export type InsightsTables = {
  /**
   * The insights' single counts, kept INSIGHTS_RETENTION_DAYS: a page seen, a goal reached, a
   * measure of speed, with the visit's first touch. No address, no browser, no cookie: `visitor` is
   * a hash with the day's salt (see app/features/insights/insights.server.ts).
   */
  insight_events: {
    id: Generated<number>;
    /** The Dhaka day, YYYY-MM-DD. */
    day: string;
    at: Timestamp;
    kind: "view" | "goal" | "speed";
    /** A goal's name (`whatsapp`, `start:quote`, `sent:contact`), a speed's measure (`LCP`). */
    name: string;
    /** The page, without its language's prefix. */
    path: string;
    locale: string;
    device: "mobile" | "tablet" | "desktop";
    /** 1 for the first page of a visit. */
    entry: number;
    /** The visit's first page, source (utm_source or the sending site) and utm_* tags. */
    landing: string | null;
    source: string | null;
    medium: string | null;
    campaign: string | null;
    term: string | null;
    content: string | null;
    visitor: string;
    /** A speed's value: milliseconds, or the layout shift's score. */
    value: number | null;
  };
  /**
   * The insights' daily totals, kept for good: one row per day, kind of count and what it is
   * totalled by (see `dailyTotals`), how many counts and how many visitors; `landing`, `term` and
   * `content` are always null here.
   */
  insight_days: Omit<InsightsTables["insight_events"], "id" | "at" | "visitor" | "kind"> & {
    kind: InsightsTables["insight_events"]["kind"] | "visitors";
    events: number;
    visitors: number;
  };
  /** The days whose counts are in insight_days. */
  insight_days_done: { day: string; done_at: Timestamp };
  /** Each day's salt for the visitor hash, deleted the day after. */
  insight_salts: { day: string; salt: string };
};
