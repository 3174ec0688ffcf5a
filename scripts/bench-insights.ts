// Benchmark of the insights, in two parts. First, collection on SQLite: the site's p99 latency
// while 2,000 counts a second arrive at /insights for 10 seconds (sent from a worker thread),
// against runs before and after, and how many of those counts were written. Then the Insights
// page's report with one million counts seeded over 30 days (the days before yesterday closed into
// daily totals, as the server does), on SQLite and, when it answers, on PostgreSQL: the median time
// of the page's queries, and of the same with every count still single. Prints the figures against
// the targets, writes bench-results/insights.json, and never fails a build.
// Usage: npm run bench:insights  (after npm run build); BENCH_PARTS=report (or collection) runs one.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import pg from "pg";
import { migrate, openDatabase, type Db } from "../app/platform/db/db.server";
import { closeInsightDays } from "../app/features/insights/insight-days.server";
import { addDays } from "../app/lib/working-days";
import { insightsReport } from "../app/features/insights/insights-report.server";
import type { Database } from "../app/platform/db/schema.server";
import { dhakaDay } from "../app/lib/dhaka-time";
import { median, p99Medians, round2, serverUp } from "./bench-load";

const PORT = Number(process.env.BENCH_PORT ?? 4321);
const BASE = `http://127.0.0.1:${PORT}`;
const RATE = Number(process.env.BENCH_EVENTS_PER_SECOND ?? 2000);
const SECONDS = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUTES = ["/", "/news/single-news"];
// Both pages are timed while the counts arrive: half the sending time each.
const LOAD = { connections: 10, runMs: (SECONDS * 1000) / ROUTES.length };
const SEEDED = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const TARGETS = { p99Increase: 0.1, reportMs: 300 };
const DIR = "data/bench-insights";

// Part one: collection under load.
/** Sends `RATE` counts a second for `SECONDS` seconds; resolves with how many were taken. */
function sendCounts() {
  const worker = new Worker(new URL("./bench-insights-sender.mjs", import.meta.url), {
    workerData: { port: PORT, rate: RATE, seconds: SECONDS },
  });
  return new Promise<number>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  }).finally(() => worker.terminate());
}

/** Page p99 before, while and after counts arrive; how many counts were taken and written. */
async function collection() {
  const file = `${DIR}/site.db`;
  const server = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATABASE_URL: `file:${file}`,
      // Every count comes from this machine's one address.
      INSIGHTS_MAX_PER_MINUTE: String(RATE * 60 * 10),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  process.once("exit", () => server.kill());
  await serverUp(BASE);

  // A first round warms the server up and is not counted.
  await p99Medians(BASE, ROUTES, { ...LOAD, runs: 1 });
  const before = await p99Medians(BASE, ROUTES, { ...LOAD, runs: RUNS });
  const during: number[][] = [];
  const taken: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const counting = sendCounts();
    during.push(await p99Medians(BASE, ROUTES, { ...LOAD, runs: 1 }));
    taken.push(await counting);
  }
  const after = await p99Medians(BASE, ROUTES, { ...LOAD, runs: RUNS });
  server.kill("SIGTERM");
  await exited;
  const handle = openDatabase(`file:${file}`);
  const written = Number(
    (
      await handle.db
        .selectFrom("insight_events")
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirstOrThrow()
    ).count,
  );
  await handle.db.destroy();
  const duringMedian = ROUTES.map((_, r) => median(during.map((run) => run[r]!)));
  const reference = ROUTES.map((_, r) => (before[r]! + after[r]!) / 2);
  const increase = ROUTES.map((_, r) => duringMedian[r]! / reference[r]! - 1);

  return {
    before,
    during: duringMedian,
    after,
    increase,
    taken: taken.reduce((sum, n) => sum + n, 0),
    written,
  };
}

// Part two: the report over a million counts.
type Event = Omit<Database["insight_events"], "id">;
const LANDINGS = ["/home-two", "/home-three", "/home-five", "/", "/news/seo-basics", "/pricing"];
const PAGES = [
  "/",
  "/pricing",
  "/contact",
  "/about-us",
  "/news",
  "/request-quote",
  "/case-studies",
];
const CAMPAIGNS = ["eid-sale", "clinic-search", "winter-web-offer", null, null, null];
const SOURCES = ["facebook", "google", "facebook", "google", "direct", "linkedin"];

/** A million counts over the 30 days up to today, like the site's: views, goals and speeds. */
async function seed(db: Db) {
  const today = dhakaDay(Date.now());
  const perDay = Math.ceil(SEEDED / 30);
  let rows: Event[] = [];
  const flush = async () => {
    await db.insertInto("insight_events").values(rows).execute();
    rows = [];
  };
  for (let n = 0; n < SEEDED; n += 1) {
    const day = addDays(today, -Math.floor(n / perDay));
    const visit = Math.floor(n / 4);
    const touch = visit % LANDINGS.length;
    const kind = n % 20 === 19 ? "speed" : n % 10 === 9 ? "goal" : "view";
    rows.push({
      day,
      at: `${day}T06:00:00.000Z`,
      kind,
      name: kind === "speed" ? "LCP" : kind === "goal" ? (n % 30 === 9 ? "call" : "whatsapp") : "",
      path: n % 4 === 0 ? LANDINGS[touch]! : PAGES[n % PAGES.length]!,
      locale: ["bn", "en", "ar"][visit % 3]!,
      device: visit % 5 === 0 ? "desktop" : "mobile",
      entry: n % 4 === 0 && kind === "view" ? 1 : 0,
      landing: kind === "speed" ? null : LANDINGS[touch]!,
      source: kind === "speed" ? null : SOURCES[touch]!,
      medium: null,
      campaign: kind === "speed" ? null : CAMPAIGNS[touch]!,
      term: null,
      content: null,
      visitor: `v${visit % 5000}-${day}`,
      value: kind === "speed" ? 800 + ((n * 37) % 3000) - ((n * 37) % 10) : null,
    });
    if (rows.length === 400) await flush();
  }
  if (rows.length) await flush();
  for (let n = 0; n < 3000; n += 1) {
    const created = new Date(Date.now() - (n % 30) * 86_400_000).toISOString();
    const touch = n % LANDINGS.length;
    await db
      .insertInto("leads")
      .values({
        kind: "contact",
        status: n % 5 === 0 ? "won" : "new",
        lost_reason: null,
        assignee_id: null,
        name: "Bench",
        email: `lead${n}@example.com`,
        phone: null,
        subject: "Website",
        message: "A website, please.",
        service: null,
        locale: "en",
        source_path: "/contact",
        utm: CAMPAIGNS[touch] ? JSON.stringify({ utm_campaign: CAMPAIGNS[touch] }) : null,
        landing_path: LANDINGS[touch]!,
        referrer: null,
        ip: "127.0.0.1",
        read_at: null,
        status_changed_at: created,
        value_taka: n % 5 === 0 ? 150_000 : null,
        close_month: null,
        next_step: null,
        next_step_due: null,
        activity_at: created,
        contact_id: null,
        created_at: created,
      })
      .execute();
  }
}

/** The median of five runs of the Insights page's queries for the last 28 days, in ms. */
async function reportMs(db: Db) {
  const today = dhakaDay(Date.now());
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const start = performance.now();
    await insightsReport(db, { from: addDays(today, -27), to: today });
    times.push(performance.now() - start);
  }
  return median(times);
}

async function reportOn(name: string, url: string, dispose: () => Promise<void>) {
  const store = openDatabase(url);
  await migrate(store);
  const seeding = performance.now();
  await seed(store.db);
  const seededS = (performance.now() - seeding) / 1000;
  const allSingle = await reportMs(store.db);
  await closeInsightDays(store.db, { retentionDays: 30 });
  const closed = await reportMs(store.db);
  await store.db.destroy();
  await dispose();
  return {
    store: name,
    seededS: Math.round(seededS),
    allSingleMs: round2(allSingle),
    closedMs: round2(closed),
  };
}

/** The report's times on SQLite, and on PostgreSQL when it answers. */
async function report() {
  const reports = [await reportOn("SQLite", `file:${DIR}/report.db`, async () => {})];
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  if (
    await admin.connect().then(
      () => true,
      () => false,
    )
  ) {
    const schema = `bench_insights_${process.pid}`;
    await admin.query(`create schema ${schema}`);
    const url = new URL(POSTGRES_URL);
    url.searchParams.set("options", `-c search_path=${schema}`);
    reports.push(
      await reportOn("PostgreSQL", url.toString(), async () => {
        await admin.query(`drop schema ${schema} cascade`);
      }),
    );
    await admin.end();
  }
  return reports;
}

const PARTS = (process.env.BENCH_PARTS ?? "collection,report").split(",");
rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR, { recursive: true });
const collected = PARTS.includes("collection") ? await collection() : null;
const reports = PARTS.includes("report") ? await report() : [];
rmSync(DIR, { recursive: true, force: true });

const results = {
  collection: collected && {
    perSecond: RATE,
    seconds: SECONDS,
    sent: RATE * SECONDS * RUNS,
    taken: collected.taken,
    written: collected.written,
    p99Ms: Object.fromEntries(
      ROUTES.map((route, r) => [
        route,
        {
          before: round2(collected.before[r]!),
          counting: round2(collected.during[r]!),
          after: round2(collected.after[r]!),
          increase: round2(collected.increase[r]!),
        },
      ]),
    ),
  },
  report: { events: SEEDED, stores: reports },
};

if (collected) {
  console.log(
    `\n${RATE} counts a second for ${SECONDS} s, ${RUNS} times: ${collected.taken} of ${RATE * SECONDS * RUNS} taken, ${collected.written} written. p99 of ${LOAD.connections} connections, medians:`,
  );
  console.table(
    ROUTES.map((route, r) => ({
      page: route,
      "before (ms)": round2(collected.before[r]!),
      "counting (ms)": round2(collected.during[r]!),
      "after (ms)": round2(collected.after[r]!),
      "vs before/after": `${(collected.increase[r]! * 100).toFixed(1)}%`,
      [`target ≤ +${TARGETS.p99Increase * 100}%`]:
        collected.increase[r]! <= TARGETS.p99Increase ? "yes" : "NO",
    })),
  );
}
if (reports.length) {
  console.log(
    `The Insights page's queries, last 28 days, ${SEEDED.toLocaleString("en")} counts, median of 5:`,
  );
  console.table(
    reports.map((report) => ({
      store: report.store,
      "days closed (ms)": report.closedMs,
      "all single (ms)": report.allSingleMs,
      [`target ≤ ${TARGETS.reportMs} ms`]: report.closedMs <= TARGETS.reportMs ? "yes" : "NO",
    })),
  );
}
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/insights.json", `${JSON.stringify(results, null, 2)}\n`);
process.exit(0);
