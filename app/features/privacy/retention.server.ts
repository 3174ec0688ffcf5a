import { claimDay, now, type Db } from "~/platform/db/db.server";
import { campaignFigures } from "~/features/newsletter/index.server";
import { forgetContactsBeyondLeads } from "~/features/leads/index.server";
import { dhakaDay } from "~/lib/workspace/filter";

const RETENTION_BATCH = 500;

/** What one day's retention run deleted. */
export type RetentionRun = {
  leads: number;
  formRows: number;
  emails: number;
  campaignEmails: number;
};

/** Days after a campaign is sent that its e-mails (whom it went to) are kept; its figures stay. */
export const CAMPAIGN_MAIL_DAYS = 30;

/** `at` moved back by whole calendar months (the 31st of a shorter month is its last day). */
export function monthsBefore(at: Date, months: number) {
  const then = new Date(at);
  const day = then.getUTCDate();
  then.setUTCDate(1);
  then.setUTCMonth(then.getUTCMonth() - months);
  const last = new Date(Date.UTC(then.getUTCFullYear(), then.getUTCMonth() + 1, 0)).getUTCDate();
  then.setUTCDate(Math.min(day, last));
  return then;
}

/**
 * What the privacy policy promises to delete, once a Dhaka day whichever instance gets there
 * first: an enquiry (a lead, its history, the form's own row and the e-mails about it) nobody has
 * touched for `leadMonths` months since the last exchange, unless it was won or has a shop order,
 * which the accounts keep. A contact with no lead left goes with it. And a newsletter campaign's
 * e-mails CAMPAIGN_MAIL_DAYS after it was sent, its figures kept. The run and its counts are in
 * the audit log; null when this day's run was done already.
 */
export async function applyRetention(
  db: Db,
  { leadMonths, at = new Date() }: { leadMonths: number; at?: Date },
): Promise<RetentionRun | null> {
  const day = dhakaDay(at.getTime());
  const cutoff = monthsBefore(at, leadMonths).toISOString();
  return db.transaction().execute(async (trx) => {
    if (!(await claimDay(trx, "retention_day", day))) return null;

    const run: RetentionRun = { leads: 0, formRows: 0, emails: 0, campaignEmails: 0 };
    // In batches, so that no statement names more leads than a database takes at once.
    for (;;) {
      const expired = await trx
        .selectFrom("leads")
        .select(["id", "contact_id"])
        .where("activity_at", "<", cutoff)
        .where("created_at", "<", cutoff)
        .where("status", "!=", "won")
        .where(({ exists, not, selectFrom }) =>
          not(
            exists(selectFrom("orders").select("id").whereRef("orders.lead_id", "=", "leads.id")),
          ),
        )
        .limit(RETENTION_BATCH)
        .execute();
      if (expired.length === 0) break;
      const ids = expired.map((lead) => lead.id);
      run.leads += ids.length;
      for (const table of ["contact_messages", "quote_requests"] as const) {
        const deleted = await trx.deleteFrom(table).where("lead_id", "in", ids).executeTakeFirst();
        run.formRows += Number(deleted.numDeletedRows);
      }
      const emails = await trx.deleteFrom("outbox").where("lead_id", "in", ids).executeTakeFirst();
      run.emails += Number(emails.numDeletedRows);
      await trx.deleteFrom("leads").where("id", "in", ids).execute();
      await forgetContactsBeyondLeads(trx, [
        ...new Set(expired.flatMap((lead) => (lead.contact_id === null ? [] : [lead.contact_id]))),
      ]);
    }
    // Campaigns sent long enough ago keep their figures and lose the list of whom they went to.
    const sentBefore = new Date(at.getTime() - CAMPAIGN_MAIL_DAYS * 86_400_000).toISOString();
    const campaigns = await trx
      .selectFrom("campaigns")
      .select("id")
      .where("status", "=", "sent")
      .where("finished_at", "<", sentBefore)
      .where("figures", "is", null)
      .execute();
    for (const { id } of campaigns) {
      const { unsubscribed: _, ...figures } = await campaignFigures(trx, id);
      await trx
        .updateTable("campaigns")
        .set({ figures: JSON.stringify(figures) })
        .where("id", "=", id)
        .execute();
      const deleted = await trx
        .deleteFrom("outbox")
        .where("campaign_id", "=", id)
        .executeTakeFirst();
      run.campaignEmails += Number(deleted.numDeletedRows);
    }
    await trx
      .insertInto("audit_log")
      .values({
        action: "retention",
        actor_id: null,
        actor_name: "retention",
        detail: JSON.stringify({ leadMonths, cutoff, ...run }),
        at: now(),
      })
      .execute();
    return run;
  });
}
