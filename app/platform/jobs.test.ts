import type { Logger } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Backend } from "~/backend.server";
import { jobs } from "~/backend.server";
import type { Env } from "./env.server";
import { runJob, startJobs, type Job } from "./jobs.server";

const backend = {} as Backend;
const env = { FORM_RATE_LIMIT_WINDOW_MS: 60_000 } as Env;
const logs = () => {
  const entries: { level: string; fields: unknown; message: string }[] = [];
  const at = (level: string) => (fields: unknown, message: string) =>
    void entries.push({ level, fields, message });
  return { entries, log: { info: at("info"), warn: at("warn") } as unknown as Logger };
};

describe("jobs", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("logs what a turn did, only when it did something", async () => {
    const { entries, log } = logs();
    let sent = 0;
    const job: Job = {
      name: "reminders",
      every: () => 1000,
      run: async () => ({ sent }),
      done: "sent",
    };
    await runJob(job, backend, env, log);
    sent = 2;
    await runJob(job, backend, env, log);
    expect(entries).toEqual([{ level: "info", fields: { sent: 2 }, message: "sent" }]);
  });

  it("logs a failed turn under the job's name and runs it again at its next turn", async () => {
    const { entries, log } = logs();
    let turns = 0;
    const job: Job = {
      name: "retention run",
      every: () => 1000,
      run: async () => {
        turns += 1;
        throw new Error("database gone");
      },
    };
    startJobs([job], backend, env, log);
    expect(turns).toBe(0);
    await vi.advanceTimersByTimeAsync(2500);
    expect(turns).toBe(2);
    expect(entries.map((entry) => entry.message)).toEqual([
      "retention run failed",
      "retention run failed",
    ]);
  });

  it("runs a start-up job at once, then at its interval under the settings", async () => {
    const { log } = logs();
    const turns: number[] = [];
    const job: Job = {
      name: "pruning",
      every: (settings) => settings.FORM_RATE_LIMIT_WINDOW_MS,
      atStart: true,
      run: async () => void turns.push(Date.now()),
    };
    const start = Date.now();
    startJobs([job], backend, env, log);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(turns.map((at) => at - start)).toEqual([0, 60_000, 120_000]);
  });

  it("lists each capability's periodic work once, by a name of its own", () => {
    const names = jobs.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      "journal: replay",
      "pruning rate limits",
      "pruning held spam",
      "pruning sessions",
      "next-step reminders",
      "the week's insights",
      "insights: closing days",
      "retention run",
    ]) {
      expect(names).toContain(name);
    }
  });
});
