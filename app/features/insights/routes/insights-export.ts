import type { Route } from "./+types/insights-export";
import { insightsWords } from "~/content/workspace";
import { TABLE_IDS, type TableId } from "~/lib/insights";
import { dhakaDay } from "~/lib/dhaka-time";
import { backendContext } from "~/platform/context.server";
import { csvDownload } from "~/platform/csv.server";
import { insightsReport, periodOf } from "../insights-report.server";
import { insightsTables } from "../insights-tables.server";

const words = insightsWords;

/** One of the Insights page's tables, for its period, as a CSV file: every row, plain numbers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const id = query.get("table") as TableId;
  if (!TABLE_IDS.includes(id)) throw new Response("No such table", { status: 404 });
  const { period } = periodOf(query, dhakaDay(Date.now()));
  const { db, content } = context.get(backendContext);
  const made = (await content.madeLandings()).map((version) => `/${version.slug}`);
  const report = await insightsReport(db, period, made);
  const table = insightsTables(report, words.insights)[id];
  return csvDownload(`insights-${id}-${period.from}-to-${period.to}.csv`, [
    table.columns.map((column) => column.label),
    ...table.rows.map((row) =>
      row.map((value, i) =>
        value === null ? "" : table.columns[i]!.kind === "share" ? Number(value).toFixed(4) : value,
      ),
    ),
  ]);
}
