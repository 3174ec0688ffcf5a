import type { Job } from "~/platform/jobs.server";
import { deliverWebhooks } from "./webhooks.server";

export const webhooksJobs: Job[] = [
  {
    // Each delivery once, whichever instance takes it first; failed ones again later.
    name: "webhook deliveries",
    every: (env) => env.WEBHOOK_POLL_MS,
    atStart: true,
    run: async (backend, env) => ({
      delivered: await deliverWebhooks(backend.db, {
        retryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
        publicUrl: backend.publicUrl,
      }),
    }),
    done: "webhooks delivered",
  },
];
