import type { Server } from "node:http";
import { pino, type Logger } from "pino";
import { createBackend, jobs, type Backend } from "../app/backend.server";
import { readEnv, type Env } from "../app/platform/env.server";
import { startJobs } from "../app/platform/jobs.server";

/** How often an instance starts due newsletter campaigns and queues their next e-mails. */
const CAMPAIGN_POLL_MS = 5000;

/** Reads the settings and opens the backend; a bad setting or an unreachable database stops the process. */
export async function startUp(): Promise<{ env: Env; log: Logger; backend: Backend }> {
  let env: Env;
  try {
    env = readEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const log = pino({ level: env.LOG_LEVEL });
  let backend: Backend;
  try {
    backend = await createBackend(env, log);
  } catch (error) {
    log.fatal({ err: error }, "could not open the database");
    process.exit(1);
  }
  backend.outbox.start(env.OUTBOX_POLL_MS);
  backend.campaigns.start(CAMPAIGN_POLL_MS);
  backend.content.start(env.CONTENT_POLL_MS);
  startJobs(jobs, backend, env, log);
  return { env, log, backend };
}

/** How long requests in flight may take to finish after a stop signal before their connections close. */
const SHUTDOWN_GRACE_MS = 20_000;

/**
 * On SIGINT or SIGTERM: stop accepting connections, close the idle ones, let requests in flight
 * finish (for at most SHUTDOWN_GRACE_MS), let the outbox finish the e-mails it is sending and hand
 * back its claims, close the database and exit. The service unit's stop timeout leaves room for it.
 */
export function shutDownOnSignal(server: Server, backend: Backend, log: Logger) {
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, "stopping: finishing the requests in flight");
      server.close(() => {
        void backend
          .close()
          .catch((error: unknown) => log.error({ err: error }, "closing the backend failed"))
          .finally(() => process.exit(0));
      });
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    });
  }
}
