import type { Job } from "~/platform/jobs.server";
import { applyRetention } from "./retention.server";

/** How often an instance looks whether the day's deletions the privacy policy promises are done. */
const RETENTION_CHECK_MS = 60 * 60_000;

export const privacyJobs: Job[] = [
  {
    // Once a Dhaka day, whichever instance gets there first: enquiries past
    // LEAD_RETENTION_MONTHS, and campaign e-mails once their campaign is done.
    name: "retention run",
    every: () => RETENTION_CHECK_MS,
    atStart: true,
    run: async (backend, env) =>
      (await applyRetention(backend.db, { leadMonths: env.LEAD_RETENTION_MONTHS })) ?? undefined,
    done: "retention: records past their time deleted",
  },
];
