import type { Route } from "./+types/activity-export";
import { activityWords } from "~/content/workspace";
import { dhakaDay } from "~/lib/dhaka-time";
import { formatDhakaTime } from "~/lib/format";
import { csvDownload } from "~/platform/csv.server";
import { activityFilterOf } from "~/lib/workspace/activity";
import { activityForExport } from "../activity.server";
import { activityLine, describeActivity } from "../describe";
import { backendContext } from "~/platform/context.server";

const words = activityWords;

/** The log under the page's filter as a CSV file (owners only, as the page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(backendContext);
  const rows = await activityForExport(db, activityFilterOf(new URL(request.url).searchParams));
  const c = words.activity.csv;
  return csvDownload(`activity-${dhakaDay(Date.now())}.csv`, [
    [c.at, c.person, c.action, c.object, c.ip],
    ...rows.map((row) => [
      formatDhakaTime(row.at),
      describeActivity(row).who,
      activityLine(row),
      row.object_label ?? "",
      row.ip ?? "",
    ]),
  ]);
}
