import type { Db } from "~/platform/db/db.server";
import type { Lead } from "./inbox.server";
import { planLabel, quoteLabels, serviceLabel } from "./lead-options.server";
import { agencyEmails } from "~/content/en/agency-emails";
import { copyFor } from "~/content/copy";
import { productIn, type ProductId } from "~/content/shop";
import { workspaceCopy as words } from "~/content/workspace";
import { formatDhakaTime, formatTaka, plural } from "~/lib/format";
import { siteFacts } from "~/content/facts";
import { inLanguage } from "~/lib/facts";
import type { LeadKind } from "~/lib/workspace";

/** One line of what a visitor sent, as staff read it: its label and its value. */
export type LeadDetail = { label: string; value: string };

/** A kind of lead: what its message is called, and the details of some leads of that kind. */
type Kind = {
  message: string;
  details: (db: Db, leads: Lead[]) => Promise<Map<number, LeadDetail[]>>;
};

/**
 * A kind whose form keeps fields of its own in a table: `rows` reads them for some leads, and
 * each field is a label and how its value reads (null when not given).
 */
function kind<Row extends { lead_id: number }>(described: {
  message: string;
  rows: (db: Db, leadIds: number[]) => Promise<Row[]>;
  fields: [label: string, read: (row: Row & { lead: Lead }) => string | null][];
}): Kind {
  return {
    message: described.message,
    async details(db, leads) {
      // A thousand at a time: an export's twenty thousand stay within each database's limits.
      const own = new Map<number, Row>();
      for (let start = 0; start < leads.length; start += 1000) {
        const ids = leads.slice(start, start + 1000).map((lead) => lead.id);
        for (const row of await described.rows(db, ids)) own.set(row.lead_id, row);
      }
      return new Map(
        leads.map((lead) => {
          const row = own.get(lead.id);
          const details = row
            ? described.fields.flatMap(([label, read]) => {
                const value = read({ ...row, lead });
                return value === null ? [] : [{ label, value }];
              })
            : [];
          return [lead.id, details];
        }),
      );
    },
  };
}

const labels = words.lead;
const orders = agencyEmails.order;

/**
 * Each kind of lead described once: the fields its form keeps beyond the lead's own (name,
 * e-mail, phone, message), with their English labels and how their values read. The lead's page
 * and the leads export show a lead's details from here; a field added to a form is added here.
 */
const kinds: Record<LeadKind, Kind> = {
  contact: kind({
    message: labels.message,
    rows: async (_db, ids) => ids.map((id) => ({ lead_id: id })),
    fields: [[words.leads.subject, (row) => row.lead.subject]],
  }),
  quote: kind({
    message: labels.details,
    rows: (db, ids) =>
      db
        .selectFrom("quote_requests")
        .select(["lead_id", "company", "plan", "budget", "timeline"])
        .where("lead_id", "in", ids)
        .$narrowType<{ lead_id: number }>()
        .execute(),
    fields: [
      [labels.company, (row) => row.company],
      [labels.service, (row) => (row.lead.service ? serviceLabel(row.lead.service) : null)],
      [labels.plan, (row) => (row.plan ? planLabel(row.plan) : null)],
      [labels.budget, (row) => quoteLabels().budget(row.budget)],
      [labels.timeline, (row) => quoteLabels().timeline(row.timeline)],
    ],
  }),
  order: kind({
    message: labels.message,
    rows: (db, ids) =>
      db
        .selectFrom("orders")
        .select([
          "lead_id",
          "reference",
          "product",
          "period",
          "unit",
          "amount",
          "domain",
          "payment_method",
        ])
        .where("lead_id", "in", ids)
        .execute(),
    fields: [
      [orders.labels.reference, (row) => row.reference],
      [orders.labels.product, (row) => productIn(copyFor("en"), row.product as ProductId).name],
      [orders.labels.period, (row) => plural(labels.period[row.unit], row.period, "en")],
      [orders.labels.domain, (row) => row.domain || null],
      [orders.labels.amount, (row) => formatTaka(row.amount, "en-IN")],
      [orders.labels.payment, (row) => orders.payments[row.payment_method]],
    ],
  }),
  meeting: kind({
    message: labels.details,
    rows: (db, ids) =>
      db
        .selectFrom("meetings")
        .select(["lead_id", "kind", "starts_at", "time_zone", "status"])
        .where("lead_id", "in", ids)
        // A lead with several calls shows its latest: the last row read wins.
        .orderBy("id")
        .$narrowType<{ lead_id: number }>()
        .execute(),
    fields: [
      [
        labels.meeting.kind,
        (row) => {
          const kind = siteFacts().meetings.kinds.find((each) => each.id === row.kind);
          return kind ? inLanguage(kind.name, "en") : row.kind;
        },
      ],
      [labels.meeting.when, (row) => formatDhakaTime(row.starts_at)],
      [
        labels.meeting.theirTime,
        (row) =>
          `${new Intl.DateTimeFormat("en-GB", {
            dateStyle: "medium",
            timeStyle: "short",
            timeZone: row.time_zone,
          }).format(new Date(row.starts_at))} (${row.time_zone})`,
      ],
      [labels.meeting.status, (row) => labels.meeting.statuses[row.status]],
    ],
  }),
};

/** What a kind calls its lead's message ("Project details" for a quote request). */
export const messageLabel = (of: LeadKind) => kinds[of].message;

/** The details of some leads as their kinds describe them, by lead id. */
export async function leadDetails(db: Db, leads: Lead[]) {
  const details = new Map<number, LeadDetail[]>();
  for (const [of, described] of Object.entries(kinds) as [LeadKind, Kind][]) {
    const ofKind = leads.filter((lead) => lead.kind === of);
    if (!ofKind.length) continue;
    for (const [id, lines] of await described.details(db, ofKind)) details.set(id, lines);
  }
  return details;
}
