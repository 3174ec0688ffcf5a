import type { Route } from "./+types/leads-export";
import { recordStaffActivity } from "~/features/activity/index.server";
import { csvWords, leadsWords } from "~/content/workspace";
import { dhakaDay } from "~/lib/dhaka-time";
import { csvDownload } from "~/platform/csv.server";
import { leadsForExport } from "../inbox.server";
import { leadDetails } from "../lead-kinds.server";
import { leadFilterOf, serviceLabel } from "../lead-options.server";
import { backendContext } from "~/platform/context.server";

const words = { ...csvWords, ...leadsWords };

/** The leads of the inbox's current filter as a CSV file that Excel opens with Bangla intact. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = leadFilterOf(new URL(request.url));
  const { db } = context.get(backendContext);
  const rows = await leadsForExport(db, filter);
  await recordStaffActivity(context, { action: "leads-exported", detail: { rows: rows.length } });
  const details = await leadDetails(db, rows);
  const c = words.csv.leads;
  return csvDownload(`leads-${dhakaDay(Date.now())}.csv`, [
    [
      c.id,
      c.received,
      c.kind,
      c.status,
      c.lostReason,
      c.assignee,
      c.name,
      c.email,
      c.phone,
      c.subject,
      c.service,
      c.details,
      c.message,
      c.language,
      c.page,
      c.firstPage,
      c.referrer,
      c.utm,
      c.value,
      c.closeMonth,
      c.nextStep,
      c.nextStepDue,
      c.contact,
    ],
    ...rows.map((lead) => [
      lead.id,
      lead.created_at,
      words.kinds[lead.kind],
      words.statuses[lead.status],
      lead.lost_reason ?? "",
      lead.assignee_name ?? "",
      lead.name,
      lead.email,
      lead.phone ?? "",
      lead.subject,
      lead.service ? serviceLabel(lead.service) : "",
      (details.get(lead.id) ?? []).map((line) => `${line.label}: ${line.value}`).join("\n"),
      lead.message,
      lead.locale,
      lead.source_path ?? "",
      lead.landing_path ?? "",
      lead.referrer ?? "",
      lead.utm
        ? Object.entries(JSON.parse(lead.utm) as Record<string, string>)
            .map(([key, value]) => `${key}=${value}`)
            .join("&")
        : "",
      lead.value_taka ?? "",
      lead.close_month ?? "",
      lead.next_step ?? "",
      lead.next_step_due ?? "",
      lead.contact_id ?? "",
    ]),
  ]);
}
