// What the load benchmarks (bench-newsletter.ts, bench-insights.ts) share: medians, percentiles,
// waiting for a server, and timing pages under load with fetch, to the microsecond.
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
};

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** Waits (at most 30 s) until the server at `base` answers its home page. */
export async function serverUp(base: string) {
  for (let i = 0; i < 150; i += 1) {
    if (
      await fetch(base).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await sleep(200);
  }
  throw new Error(`no answer from ${base}`);
}

/**
 * Each page loaded by `connections` loops at once for `runMs`, every answer timed to the
 * microsecond; the p99 of each page's times, in ms.
 */
export async function p99Round(
  base: string,
  routes: readonly string[],
  { connections, runMs }: { connections: number; runMs: number },
) {
  const p99: number[] = [];
  for (const route of routes) {
    const times: number[] = [];
    const until = performance.now() + runMs;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        // Bounded in time and in count.
        for (let n = 0; n < 100_000 && performance.now() < until; n += 1) {
          const start = performance.now();
          const answer = await fetch(`${base}${route}`, { headers: { "accept-encoding": "gzip" } });
          await answer.arrayBuffer();
          times.push(performance.now() - start);
        }
      }),
    );
    p99.push(percentile(times, 0.99));
  }
  return p99;
}

/** Each page's median over `runs` rounds of its p99. */
export async function p99Medians(
  base: string,
  routes: readonly string[],
  options: { connections: number; runMs: number; runs: number },
) {
  const runs: number[][] = [];
  for (let i = 0; i < options.runs; i += 1) runs.push(await p99Round(base, routes, options));
  return routes.map((_, r) => median(runs.map((run) => run[r]!)));
}
