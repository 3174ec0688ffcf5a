import type { Job } from "~/platform/jobs.server";
import { StaffSessions } from "./staff.server";

export const staffJobs: Job[] = [
  {
    // Sessions that are over are deleted as they age.
    name: "pruning sessions",
    every: (env) => env.FORM_RATE_LIMIT_WINDOW_MS,
    run: async (backend) => {
      await new StaffSessions(backend.db).prune();
    },
  },
];
