import type { Server } from "node:http";
import { pino, type Logger } from "pino";
import { createBackend, type Backend } from "../app/backend.server";
import { readEnv, type Env } from "../app/platform/env.server";
import { StaffSessions } from "../app/features/staff/staff.server";
import {
  pruneSpam,
  pruneStoredSubmissions,
  storeKept,
} from "../app/features/submissions/submissions.server";
import { sendReminders } from "../app/features/leads/follow-up.server";
import { applyRetention } from "../app/features/privacy/retention.server";
import { closeInsightDays } from "../app/features/insights/insight-days.server";
import { sendWeeklyInsights } from "../app/features/insights/insights-weekly.server";
import { ONE_LINK_IN_MS } from "../app/features/privacy/subject-access.server";

/** How often kept submissions are tried against the database again, when any wait. */
const JOURNAL_REPLAY_MS = 2000;
/** How often an instance looks whether the morning's next-step reminders are due. */
const REMINDER_CHECK_MS = 60_000;
/** How often an instance starts due newsletter campaigns and queues their next e-mails. */
const CAMPAIGN_POLL_MS = 5000;
/** How often an instance looks whether the day's deletions the privacy policy promises are done. */
const RETENTION_CHECK_MS = 60 * 60_000;

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
  // Submissions kept on this instance while the database was unavailable (before a restart, too)
  // are stored as soon as it answers again.
  const replay = () =>
    backend.journal
      .replay((entry) => storeKept(backend, entry))
      .catch((error: unknown) => log.error({ err: error }, "journal: replay failed"));
  void replay();
  setInterval(replay, JOURNAL_REPLAY_MS).unref();
  backend.content.start(env.CONTENT_POLL_MS);
  // Finished rate-limit windows (kept for the longest of them, an address's hour between data
  // links), expired form tokens, old suspected spam and sessions that are over
  // are deleted as they age; held spam beyond SPAM_MAX_KEPT too, the oldest first.
  setInterval(() => {
    Promise.all([
      backend.guard.prune(
        Math.max(env.FORM_RATE_LIMIT_WINDOW_MS, env.SIGN_IN_WINDOW_MS, ONE_LINK_IN_MS),
      ),
      pruneSpam(backend.db, env.SPAM_RETENTION_DAYS, env.SPAM_MAX_KEPT).then((deleted) => {
        if (deleted > 0) {
          log.warn(
            { deleted, kept: env.SPAM_MAX_KEPT },
            "held submissions over the most kept deleted, the oldest first",
          );
        }
      }),
      new StaffSessions(backend.db).prune(),
      pruneStoredSubmissions(backend.db, env.SPAM_RETENTION_DAYS),
    ]).catch((error: unknown) => log.warn({ err: error }, "pruning old records failed"));
  }, env.FORM_RATE_LIMIT_WINDOW_MS).unref();
  // From 9:00 Dhaka time on working days, each person's due next steps, once a day whichever
  // instance gets there first.
  setInterval(() => {
    // Sunday from 8:00 Dhaka time, the week's insights to the owners.
    sendWeeklyInsights(backend.db, backend.outbox, backend.publicUrl)
      .then((sent) => {
        if (sent > 0) log.info({ sent }, "the week's insights queued");
      })
      .catch((error: unknown) => log.warn({ err: error }, "the week's insights failed"));
    sendReminders(backend.db, backend.outbox, backend.publicUrl)
      .then((sent) => {
        if (sent > 0) log.info({ sent }, "next-step reminders queued");
      })
      .catch((error: unknown) => log.warn({ err: error }, "next-step reminders failed"));
  }, REMINDER_CHECK_MS).unref();
  // Once a Dhaka day, whichever instance gets there first: enquiries past LEAD_RETENTION_MONTHS.
  const retain = () =>
    applyRetention(backend.db, { leadMonths: env.LEAD_RETENTION_MONTHS })
      .then((run) => {
        if (run?.leads || run?.campaignEmails)
          log.info(run, "retention: records past their time deleted");
      })
      .catch((error: unknown) => log.warn({ err: error }, "retention run failed"));
  // The insights' days before today become daily totals, and single counts past
  // INSIGHTS_RETENTION_DAYS go.
  const closeDays = () =>
    closeInsightDays(backend.db, { retentionDays: env.INSIGHTS_RETENTION_DAYS })
      .then(({ closed, deleted }) => {
        if (closed || deleted) log.info({ closed, deleted }, "insights: days closed");
      })
      .catch((error: unknown) => log.warn({ err: error }, "insights: closing days failed"));
  void retain().then(closeDays);
  setInterval(() => void retain().then(closeDays), RETENTION_CHECK_MS).unref();
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
