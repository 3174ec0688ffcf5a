import type { Job } from "~/platform/jobs.server";
import { ONE_LINK_IN_MS } from "~/features/privacy/index.server";
import { pruneSpam, pruneStoredSubmissions, storeKept } from "./submissions.server";

/** How often kept submissions are tried against the database again, when any wait. */
const JOURNAL_REPLAY_MS = 2000;

export const submissionsJobs: Job[] = [
  {
    // Submissions kept on this instance while the database was unavailable (before a restart,
    // too) are stored as soon as it answers again.
    name: "journal: replay",
    every: () => JOURNAL_REPLAY_MS,
    atStart: true,
    run: async (backend) => {
      await backend.journal.replay((entry) => storeKept(backend, entry));
    },
  },
  {
    // Finished rate-limit windows (kept for the longest of them, an address's hour between data
    // links) and expired form tokens are deleted as they age.
    name: "pruning rate limits",
    every: (env) => env.FORM_RATE_LIMIT_WINDOW_MS,
    run: async (backend, env) => {
      await backend.guard.prune(
        Math.max(env.FORM_RATE_LIMIT_WINDOW_MS, env.SIGN_IN_WINDOW_MS, ONE_LINK_IN_MS),
      );
    },
  },
  {
    // Old suspected spam goes, and held spam beyond SPAM_MAX_KEPT too, the oldest first.
    name: "pruning held spam",
    every: (env) => env.FORM_RATE_LIMIT_WINDOW_MS,
    run: async (backend, env, log) => {
      const deleted = await pruneSpam(backend.db, env.SPAM_RETENTION_DAYS, env.SPAM_MAX_KEPT);
      if (deleted > 0) {
        log.warn(
          { deleted, kept: env.SPAM_MAX_KEPT },
          "held submissions over the most kept deleted, the oldest first",
        );
      }
      await pruneStoredSubmissions(backend.db, env.SPAM_RETENTION_DAYS);
    },
  },
];
