import { claimDay, type Db } from "~/platform/db/db.server";
import { insightsReport } from "./insights-report.server";
import type { Outbox } from "~/platform/mail/outbox.server";
import { agencyEmails } from "~/content/en/agency-emails";
import { fill, formatNumber, formatStaffDay, formatTaka, plural } from "~/lib/format";
import { movementOf } from "~/lib/insights";
import { fenceVisitorText } from "~/lib/visitor-text";
import { addDays, dhakaHour } from "~/lib/working-days";
import { dhakaDay } from "~/lib/dhaka-time";

/** The hour (Dhaka time) from which Sunday's e-mail of the week's insights goes out. */
const WEEKLY_HOUR = 8;

const count = (value: number) => formatNumber(value, "en-IN");
const visits = (value: number) => plural(agencyEmails.weeklyInsights.visitCount, value, "en-IN");
const leads = (value: number) => plural(agencyEmails.weeklyInsights.leadCount, value, "en-IN");
const taka = (value: number) => formatTaka(value, "en-IN");

/** How a figure moved from the week before, in words. */
function change(now: number, before: number) {
  const { direction, share } = movementOf(now, before);
  const percent = share.toLocaleString("en-IN", { style: "percent", maximumFractionDigits: 0 });
  return fill(agencyEmails.weeklyInsights.change[direction], { percent });
}

/**
 * On Sunday from WEEKLY_HOUR (Dhaka time), once whichever instance gets there first: an e-mail to
 * each owner with the week before (Sunday to Saturday): visits, leads, deals won and their value,
 * each against the week before that, and the campaign that brought the most. Returns how many
 * e-mails were queued.
 */
export async function sendWeeklyInsights(
  db: Db,
  outbox: Outbox,
  publicUrl: string,
  { at = Date.now() }: { at?: number } = {},
) {
  const today = dhakaDay(at);
  const sunday = new Date(`${today}T00:00:00Z`).getUTCDay() === 0;
  if (!sunday || dhakaHour(at) < WEEKLY_HOUR) return 0;
  const queued = await db.transaction().execute(async (trx) => {
    if (!(await claimDay(trx, "insights_week", today))) return 0;
    const owners = await trx
      .selectFrom("staff_users")
      .select(["name", "email"])
      .where("role", "=", "owner")
      .orderBy("id")
      .execute();
    if (!owners.length) return 0;
    const period = { from: addDays(today, -7), to: addDays(today, -1) };
    const report = await insightsReport(trx, period);
    const { summary: week, summaryBefore: before } = report;
    const best = report.campaigns[0];
    const mail = agencyEmails.weeklyInsights;
    const lines = [
      fill(mail.visits, { count: count(week.visits) }) + ` (${change(week.visits, before.visits)})`,
      fill(mail.leads, { count: count(week.leads) }) + ` (${change(week.leads, before.leads)})`,
      fill(mail.won, { count: count(week.won), value: taka(week.value) }) +
        ` (${change(week.value, before.value)})`,
      // A campaign's tag is whatever the address said: fenced like anything a visitor wrote.
      ...(best
        ? [
            fill(mail.bestCampaign, {
              visits: visits(best.visits),
              leads: leads(best.leads),
              won: count(best.won),
              value: taka(best.value),
            }),
            ...fenceVisitorText([best.key], agencyEmails.visitorText),
          ]
        : [mail.noCampaign]),
    ];
    for (const owner of owners) {
      await outbox.enqueue(
        {
          to: owner.email,
          subject: fill(mail.subjectLine, {
            visits: visits(week.visits),
            leads: leads(week.leads),
            won: count(week.won),
          }),
          text: [
            fill(mail.intro, {
              name: owner.name,
              from: formatStaffDay(period.from),
              to: formatStaffDay(period.to),
            }),
            ``,
            ...lines,
            ``,
            fill(mail.open, {
              url: `${publicUrl}/admin/insights?from=${period.from}&to=${period.to}`,
            }),
          ].join("\n"),
        },
        trx,
      );
    }
    return owners.length;
  });
  if (queued) outbox.kick();
  return queued;
}
