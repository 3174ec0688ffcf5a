// Benchmark of the production build: Lighthouse (mobile) on every route, median of 3 runs, then a
// short autocannon load test on loopback, also median of 3. It prints figures and writes
// bench-results/latest.json; it never fails a build. Usage: npm run bench  (builds first when build/ is missing)
import { spawn, execSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import flags from "../chromium.json" with { type: "json" };

const PORT = Number(process.env.BENCH_PORT ?? 4300);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUTES = process.env.BENCH_ROUTES?.split(",") ?? [
  "/",
  "/news",
  "/news/single-news",
  "/service",
  "/pricing",
  "/about-us",
  "/contact",
  "/error",
];
const LOAD_ROUTES = ["/", "/news", "/news/single-news", "/contact"];
/** The median of the runs that produced a figure (a run Lighthouse could not score gives NaN). */
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One row per route: the median of each figure over the runs. */
const summarize = (route, runs) =>
  Object.fromEntries([
    ["route", route],
    ...Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]),
  ]);

if (!existsSync("build/server.js")) execSync("npm run build", { stdio: "inherit" });
rmSync("data/bench", { recursive: true, force: true });
const server = spawn("node", ["build/server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(PORT),
    DATABASE_URL: "file:data/bench/site.db",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

for (let i = 0; i < 100; i += 1) {
  try {
    if ((await fetch(BASE)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? flags.path,
  chromeFlags: ["--headless=new", ...flags.args],
});

const results = [];
for (const route of ROUTES) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const { lhr } = await lighthouse(`${BASE}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // Score the not-found page too (Lighthouse refuses a 404 document by default).
      ignoreStatusCode: true,
    });
    const items = lhr.audits["resource-summary"]?.details?.items ?? [];
    const bytes = (type) =>
      (items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
    runs.push({
      // A category Lighthouse could not score is NaN.
      performance: (lhr.categories.performance.score ?? Number.NaN) * 100,
      accessibility: (lhr.categories.accessibility.score ?? Number.NaN) * 100,
      bestPractices: (lhr.categories["best-practices"].score ?? Number.NaN) * 100,
      seo: (lhr.categories.seo.score ?? Number.NaN) * 100,
      lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
      tbtMs: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      totalKb: bytes("total"),
      jsKb: bytes("script"),
    });
  }
  const summary = summarize(route, runs);
  results.push(summary);
  console.log(`lighthouse ${route}: performance ${summary.performance}`);
}
await chrome.kill();

const load = [];
for (const route of LOAD_ROUTES) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const result = await autocannon({
      url: `${BASE}${route}`,
      connections: 20,
      duration: 8,
      headers: { "accept-encoding": "gzip" },
    });
    runs.push({
      requestsPerSec: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
  load.push(summarize(route, runs));
}
stop();

const round = (value, digits = 0) =>
  Number.isFinite(value) ? Number(value.toFixed(digits)) : "n/a";
console.log(
  "\nLighthouse, mobile preset, median of",
  RUNS,
  "runs (Chromium",
  chrome.port ? "headless" : "",
  ")",
);
console.table(
  results.map((r) => ({
    route: r.route,
    perf: round(r.performance),
    a11y: round(r.accessibility),
    "best practices": round(r.bestPractices),
    seo: round(r.seo),
    "LCP ms": round(r.lcpMs),
    "TBT ms": round(r.tbtMs),
    CLS: round(r.cls, 3),
    "total KB": round(r.totalKb, 1),
    "JS KB": round(r.jsKb, 1),
  })),
);
console.log("\nautocannon, 20 connections, 8 s per run, median of", RUNS, "runs, gzip");
console.table(
  load.map((l) => ({
    route: l.route,
    "req/s": round(l.requestsPerSec),
    "p50 ms": l.latencyP50Ms,
    "p99 ms": l.latencyP99Ms,
    non2xx: l.non2xx,
    errors: l.errors,
  })),
);
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/latest.json",
  JSON.stringify(
    { date: new Date().toISOString(), runs: RUNS, lighthouse: results, load },
    null,
    2,
  ),
);
process.exit(0);
