import type { Job } from "~/platform/jobs.server";
import { sendReminders } from "./follow-up.server";

/** How often an instance looks whether the morning's next-step reminders are due. */
const REMINDER_CHECK_MS = 60_000;

export const leadsJobs: Job[] = [
  {
    // From 9:00 Dhaka time on working days, each person's due next steps, once a day whichever
    // instance gets there first.
    name: "next-step reminders",
    every: () => REMINDER_CHECK_MS,
    run: async (backend) => ({
      sent: await sendReminders(backend.db, backend.outbox, backend.publicUrl),
    }),
    done: "next-step reminders queued",
  },
];
