import { sql } from "kysely";
import type { Db } from "~/platform/db/db.server";
import { leadStatuses, OPEN_STATUSES, type LeadStatus } from "~/lib/workspace";
import type { LeadFilter } from "~/lib/workspace/filter";
import { dhakaDay, dhakaDayOf } from "~/lib/dhaka-time";
import { leadsMatching } from "./inbox.server";

/** The most cards a column shows; the rest are a link away, in the inbox filtered by its stage. */
export const CARDS_PER_COLUMN = 40;
/** Won and lost hold the deals closed in this many days: the board is for work, not history. */
export const CLOSED_SHOWN_DAYS = 30;

/** What the board can be narrowed by: whose deals, the kind of enquiry, the visit's campaign. */
export type BoardFilter = Pick<LeadFilter, "kind" | "campaign" | "assignee">;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole Dhaka days from one day (YYYY-MM-DD) to another. */
const daysBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS));

/**
 * The deal board: a column per stage with how many deals it holds and their value, and its cards
 * (the first `CARDS_PER_COLUMN`). Open stages put the most pressing first: the next step due
 * soonest, then the deal that has waited longest; won and lost, the latest first.
 */
export async function dealBoard(db: Db, filter: BoardFilter, at = Date.now()) {
  const closedSince = new Date(at - CLOSED_SHOWN_DAYS * DAY_MS).toISOString();
  const today = dhakaDay(at);
  const inColumn = (status: LeadStatus) => {
    const query = leadsMatching(db, filter).where("leads.status", "=", status);
    return OPEN_STATUSES.includes(status)
      ? query
      : query.where("leads.status_changed_at", ">=", closedSince);
  };
  return Promise.all(
    leadStatuses.map(async (status) => {
      const open = OPEN_STATUSES.includes(status);
      let cards = inColumn(status)
        .leftJoin("staff_users", "staff_users.id", "leads.assignee_id")
        .select([
          "leads.id",
          "leads.kind",
          "leads.name",
          "leads.subject",
          "leads.value_taka",
          "leads.next_step",
          "leads.next_step_due",
          "leads.status_changed_at",
          "leads.read_at",
          "staff_users.name as assignee",
        ]);
      cards = open
        ? cards
            // Deals without a next step after those with one, on both databases.
            .orderBy(sql`case when leads.next_step_due is null then 1 else 0 end`)
            .orderBy("leads.next_step_due", "asc")
            .orderBy("leads.status_changed_at", "asc")
        : cards.orderBy("leads.status_changed_at", "desc");
      const [totals, rows] = await Promise.all([
        inColumn(status)
          .select((eb) => [
            eb.fn.countAll<number | string>().as("count"),
            eb.fn.sum<number | string | null>("leads.value_taka").as("value"),
          ])
          .executeTakeFirstOrThrow(),
        cards.orderBy("leads.id", "asc").limit(CARDS_PER_COLUMN).execute(),
      ]);
      return {
        status,
        count: Number(totals.count),
        value: Number(totals.value ?? 0),
        cards: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          name: row.name,
          subject: row.subject,
          value: row.value_taka,
          nextStep: row.next_step,
          nextStepDue: row.next_step_due,
          assignee: row.assignee,
          unread: row.read_at === null,
          /** Whole days since it came to this stage. */
          waited: daysBetween(dhakaDayOf(row.status_changed_at), today),
        })),
      };
    }),
  );
}

export type BoardColumn = Awaited<ReturnType<typeof dealBoard>>[number];
export type BoardCard = BoardColumn["cards"][number];
