/** How a cell of an insights table is written: a name, a count, taka, or a share (0–1). */
export type CellKind = "text" | "count" | "taka" | "share";

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
