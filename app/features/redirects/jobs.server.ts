import type { Job } from "~/platform/jobs.server";

export const redirectsJobs: Job[] = [
  {
    // Each instance counts in memory what its redirects answered and which addresses were not
    // found, and adds its counts to the database's every few seconds.
    name: "redirect and not-found counts",
    every: () => 10_000,
    run: async (backend) => backend.redirects.write(),
  },
];
