import type { Route } from "./+types/subscribers-export";
import { recordStaffActivity } from "~/features/activity/index.server";
import { csvWords, newsletterWords } from "~/content/workspace";
import { dhakaDay } from "~/lib/dhaka-time";
import { csvDownload } from "~/platform/csv.server";
import { allSubscribers } from "../subscriber-list.server";
import { backendContext } from "~/platform/context.server";

const words = { ...csvWords, ...newsletterWords };

/** Every newsletter address with its consent record, as CSV. */
export async function loader({ context }: Route.LoaderArgs) {
  const c = words.csv.subscribers;
  const rows = await allSubscribers(context.get(backendContext).db);
  await recordStaffActivity(context, {
    action: "subscribers-exported",
    detail: { rows: rows.length },
  });
  return csvDownload(`subscribers-${dhakaDay(Date.now())}.csv`, [
    [
      c.email,
      c.status,
      c.subscribed,
      c.subscribedIp,
      c.confirmed,
      c.confirmedIp,
      c.unsubscribed,
      c.language,
    ],
    ...rows.map((row) => [
      row.email,
      words.subscribers.tabs[row.status],
      row.subscribed_at,
      row.subscribed_ip,
      row.confirmed_at ?? "",
      row.confirmed_ip ?? "",
      row.unsubscribed_at ?? "",
      row.locale,
    ]),
  ]);
}
