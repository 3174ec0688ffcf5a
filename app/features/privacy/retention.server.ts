import { claimDay, type Db } from "~/platform/db/db.server";
import { personalDataParts } from "~/personal-data.server";
import { recordActivity } from "~/features/activity/index.server";
import { dhakaDay } from "~/lib/dhaka-time";

/** What one day's retention run deleted, by kind, as each capability counts it. */
export type RetentionRun = Record<string, number>;

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
 * first, in one transaction: what each capability declares has expired (its `expire` in its
 * `personal-data.server.ts`): an enquiry nobody has touched for `leadMonths` months, unless the
 * accounts keep it, and a newsletter campaign's e-mails a month after it was sent. The run and its
 * counts are in the audit log; null when this day's run was done already.
 */
export async function applyRetention(
  db: Db,
  { leadMonths, at = new Date() }: { leadMonths: number; at?: Date },
): Promise<RetentionRun | null> {
  const day = dhakaDay(at.getTime());
  const cutoff = monthsBefore(at, leadMonths).toISOString();
  return db.transaction().execute(async (trx) => {
    if (!(await claimDay(trx, "retention_day", day))) return null;

    const run: RetentionRun = {};
    for (const part of personalDataParts) {
      if ("expire" in part) Object.assign(run, await part.expire(trx, { at, leadsBefore: cutoff }));
    }
    await recordActivity(trx, {
      action: "retention",
      by: null,
      detail: { leadMonths, cutoff, ...run },
    });
    return run;
  });
}
