// Benchmark of a newsletter campaign to 10,000 subscribers, in two parts. First, at the configured
// rate (NEWSLETTER_PER_MINUTE, 300 unless set): the site's p99 latency under load while the
// campaign sends, against runs before it starts and after it is stopped. Then the whole send at
// twenty times that rate: how long it takes and the server's memory through it, against its memory
// under the same load before. The e-mails go to an SMTP server in this process that only counts
// them. Medians of several runs; it prints the figures against the targets and writes
// bench-results/newsletter.json, and never fails a build.
// Usage: npm run bench:newsletter  (after npm run build)
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { SMTPServer } from "smtp-server";
import { migrate, openDatabase } from "../app/platform/db/db.server";
import { p99Medians, p99Round, round2, serverUp } from "./bench-load";

const PORT = Number(process.env.BENCH_PORT ?? 4320);
const BASE = `http://127.0.0.1:${PORT}`;
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const CONFIGURED = Number(process.env.NEWSLETTER_PER_MINUTE ?? 300);
const FAST = CONFIGURED * 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUTES = ["/", "/news/single-news"];
const CONNECTIONS = 20;
const RUN_MS = 8000;
/** The longest the whole send may take before the benchmark gives up on it. */
const SEND_LIMIT_MS = 15 * 60_000;
/** Memory is flat when the second half of the send peaks no higher than the first, give or take. */
const TARGETS = { p99Increase: 0.1, memoryDriftMb: 10 };
const DIR = "data/bench-newsletter";

// An SMTP server that takes every message and keeps only the count.
let delivered = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      delivered += 1;
      callback();
    });
  },
});
smtp.on("error", () => {});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

const body = [
  "Three things to check before the winter sale:",
  "",
  "- **bKash and Nagad** at checkout, tested on a slow phone",
  "- product pages that load in under two seconds on 4G",
  "- a [price list](/pricing) your customers can find",
].join("\n");

/** A fresh database with the subscribers and a draft campaign; the server that uses it. */
async function serverWithSubscribers(perMinute: number) {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const file = `${DIR}/site.db`;
  const handle = openDatabase(`file:${file}`);
  await migrate(handle);
  const locales = ["en", "bn", "ar"] as const;
  for (let i = 0; i < SUBSCRIBERS; i += 500) {
    await handle.db
      .insertInto("newsletter_subscribers")
      .values(
        Array.from({ length: Math.min(500, SUBSCRIBERS - i) }, (_, k) => ({
          email: `reader${i + k}@example.com`,
          locale: locales[(i + k) % 3],
          status: "confirmed" as const,
          unsubscribe_token: randomBytes(24).toString("base64url"),
          subscribed_at: "2026-11-01T04:00:00.000Z",
          subscribed_ip: "127.0.0.1",
          confirmed_at: "2026-11-01T04:05:00.000Z",
          confirmed_ip: "127.0.0.1",
        })),
      )
      .execute();
  }
  const { id } = await handle.db
    .insertInto("campaigns")
    .values({
      name: "Benchmark",
      issue: JSON.stringify({ en: { subject: "Before the winter sale", body } }),
      status: "draft",
      created_by: "bench@nakshilabs.com.bd",
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const server = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATABASE_URL: `file:${file}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NEWSLETTER_PER_MINUTE: String(perMinute),
      OUTBOX_POLL_MS: "1000",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  await serverUp(BASE);
  const status = async () =>
    (
      await handle.db
        .selectFrom("campaigns")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).status;
  return {
    /** The server's resident memory, in MB (from /proc; Linux only). */
    rssMb: () => {
      const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"));
      return line ? Number(line[1]) / 1024 : Number.NaN;
    },
    /** Sends the campaign now: the server starts it at its next round (every 5 s). */
    send: () =>
      handle.db
        .updateTable("campaigns")
        .set({ status: "scheduled", send_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute(),
    /** Stops queueing the campaign's e-mails, as if it were done. */
    halt: () =>
      handle.db.updateTable("campaigns").set({ status: "sent" }).where("id", "=", id).execute(),
    sent: async () => (await status()) === "sent",
    stop: async () => {
      server.kill("SIGTERM");
      await exited;
      await handle.db.destroy();
    },
  };
}

const load = { connections: CONNECTIONS, runMs: RUN_MS };
const loadRound = () => p99Round(BASE, ROUTES, load);
const rounds = () => p99Medians(BASE, ROUTES, { ...load, runs: RUNS });

// Part one: latency at the configured rate.
const paced = await serverWithSubscribers(CONFIGURED);
const before = await rounds();
await paced.send();
await sleep(6000);
const during = await rounds();
const deliveredPaced = delivered;
await paced.halt();
await sleep(5000);
const after = await rounds();
await paced.stop();

// Part two: the whole send at twenty times the rate, under the same load throughout.
delivered = 0;
const fast = await serverWithSubscribers(FAST);
const memoryBefore: number[] = [];
const memoryDuring: number[] = [];
let samples = memoryBefore;
const sampler = setInterval(() => samples.push(fast.rssMb()), 500);
await rounds();
samples = memoryDuring;
const startedAt = Date.now();
await fast.send();
let finished = false;
while (!finished && Date.now() - startedAt < SEND_LIMIT_MS) {
  await loadRound();
  finished = await fast.sent();
}
const sendMs = Date.now() - startedAt;
clearInterval(sampler);
await fast.stop();
smtp.close();

const reference = ROUTES.map((_, r) => (before[r]! + after[r]!) / 2);
const increase = ROUTES.map((_, r) => during[r]! / reference[r]! - 1);
const peakBefore = Math.max(...memoryBefore);
const peakDuring = Math.max(...memoryDuring);
const lastDuring = memoryDuring.at(-1) ?? Number.NaN;
const half = Math.floor(memoryDuring.length / 2);
const peakFirstHalf = Math.max(...memoryDuring.slice(0, half));
const peakSecondHalf = Math.max(...memoryDuring.slice(half));
const drift = peakSecondHalf - peakFirstHalf;
const results = {
  subscribers: SUBSCRIBERS,
  configuredPerMinute: CONFIGURED,
  deliveredWhileMeasured: deliveredPaced,
  p99Ms: Object.fromEntries(
    ROUTES.map((route, r) => [
      route,
      {
        before: round2(before[r]!),
        sending: round2(during[r]!),
        after: round2(after[r]!),
        increase: round2(increase[r]!),
      },
    ]),
  ),
  fullSend: {
    perMinute: FAST,
    delivered,
    finished,
    seconds: Math.round(sendMs / 1000),
    memoryMb: {
      peakUnderLoadBefore: Math.round(peakBefore),
      peakWhileSending: Math.round(peakDuring),
      peakFirstHalf: Math.round(peakFirstHalf),
      peakSecondHalf: Math.round(peakSecondHalf),
      atTheEnd: Math.round(lastDuring),
    },
  },
};

console.log(
  `\nAt ${CONFIGURED} e-mails a minute (${deliveredPaced} delivered while measured), p99 of ${CONNECTIONS} connections, median of ${RUNS} runs of ${RUN_MS / 1000} s:`,
);
console.table(
  ROUTES.map((route, r) => ({
    page: route,
    "before (ms)": round2(before[r]!),
    "sending (ms)": round2(during[r]!),
    "after (ms)": round2(after[r]!),
    "vs before/after": `${(increase[r]! * 100).toFixed(1)}%`,
    [`target ≤ +${TARGETS.p99Increase * 100}%`]: increase[r]! <= TARGETS.p99Increase ? "yes" : "NO",
  })),
);
console.log(
  `All ${SUBSCRIBERS.toLocaleString("en")} at ${FAST} a minute, under load throughout: ${delivered} delivered in ${results.fullSend.seconds} s${finished ? "" : " (NOT finished)"}.`,
);
console.log(
  `Server memory: peak ${Math.round(peakBefore)} MB under the load alone; while sending, peak ${Math.round(peakFirstHalf)} MB in the first half and ${Math.round(peakSecondHalf)} MB in the second (target: flat, within ${TARGETS.memoryDriftMb} MB: ${drift <= TARGETS.memoryDriftMb ? "yes" : "NO"}); ${Math.round(lastDuring)} MB at the end.`,
);
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/newsletter.json", `${JSON.stringify(results, null, 2)}\n`);
process.exit(0);
