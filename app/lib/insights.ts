/**
 * How a cell of an insights table is written: a name, a count, taka, a share (0–1), or a measure
 * written already ("1.2 s"), which stands with the numbers.
 */
export type CellKind = "text" | "count" | "taka" | "share" | "measure";

export const TABLE_IDS = [
  "campaigns",
  "sources",
  "landings",
  "pages",
  "goals",
  "days",
  "speed",
] as const;
export type TableId = (typeof TABLE_IDS)[number];

/** One of the Insights page's tables, as the page shows it and its CSV download holds it. */
export type InsightsTable = {
  id: TableId;
  title: string;
  hint: string;
  empty: string;
  columns: { label: string; kind: CellKind }[];
  rows: (string | number | null)[][];
};

/** How a figure moved from the period before: not at all, from nothing, or up or down by a share. */
export type Movement = { direction: "same" | "fresh" | "up" | "down"; share: number };

export function movementOf(now: number, before: number): Movement {
  if (now === before) return { direction: "same", share: 0 };
  if (before === 0) return { direction: "fresh", share: 0 };
  return { direction: now > before ? "up" : "down", share: Math.abs((now - before) / before) };
}
