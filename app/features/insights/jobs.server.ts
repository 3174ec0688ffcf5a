import type { Job } from "~/platform/jobs.server";
import { closeInsightDays } from "./insight-days.server";
import { sendWeeklyInsights } from "./insights-weekly.server";

/** How often an instance looks whether the week's insights are due. */
const WEEKLY_CHECK_MS = 60_000;
/** How often an instance looks whether days are to be closed. */
const CLOSE_DAYS_CHECK_MS = 60 * 60_000;

export const insightsJobs: Job[] = [
  {
    // Sunday from 8:00 Dhaka time, the week's insights to the owners, once whichever instance
    // gets there first.
    name: "the week's insights",
    every: () => WEEKLY_CHECK_MS,
    run: async (backend) => ({
      sent: await sendWeeklyInsights(backend.db, backend.outbox, backend.publicUrl),
    }),
    done: "the week's insights queued",
  },
  {
    // The days before today become daily totals, and single counts past INSIGHTS_RETENTION_DAYS go.
    name: "insights: closing days",
    every: () => CLOSE_DAYS_CHECK_MS,
    atStart: true,
    run: (backend, env) =>
      closeInsightDays(backend.db, { retentionDays: env.INSIGHTS_RETENTION_DAYS }),
    done: "insights: days closed",
  },
];
