import type { Logger } from "pino";
import type { Backend } from "~/backend.server";
import type { Env } from "./env.server";

/**
 * Periodic work a capability declares (in its `jobs.server.ts`): the composition root lists every
 * capability's jobs, and `startJobs` runs them on each instance. A job that must happen once across
 * several instances (a day's reminders, a retention run) takes care of that itself, in the database.
 */
export type Job = {
  /** What the log calls it. */
  name: string;
  /** How often it runs, in milliseconds, under the settings. */
  every: (env: Env) => number;
  /** It also runs as soon as the instance starts. */
  atStart?: boolean;
  /**
   * Does the work once. What it returns, when it says it did something (a count above zero), is
   * logged with `done`; a failure is logged and the job runs again at its next turn.
   */
  run: (backend: Backend, env: Env, log: Logger) => Promise<Record<string, number> | void>;
  /** What the log says when it did something. */
  done?: string;
};

const didSomething = (result: Record<string, number> | void): result is Record<string, number> =>
  result !== undefined && Object.values(result).some((count) => count > 0);

/** Runs one turn of a job, logging what it did or why it failed; never throws. */
export async function runJob(job: Job, backend: Backend, env: Env, log: Logger) {
  try {
    const result = await job.run(backend, env, log);
    if (job.done && didSomething(result)) log.info(result, job.done);
  } catch (error) {
    log.warn({ err: error }, `${job.name} failed`);
  }
}

/** Starts every job's timer (and its first turn, for those that run at start-up). */
export function startJobs(jobs: readonly Job[], backend: Backend, env: Env, log: Logger) {
  for (const job of jobs) {
    if (job.atStart) void runJob(job, backend, env, log);
    setInterval(() => void runJob(job, backend, env, log), job.every(env)).unref();
  }
}
