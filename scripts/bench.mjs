// Benchmark of the production build: Lighthouse (mobile) on every kind of public page, median of 3
// runs in a browser kept for the run and in a fresh one per run, beside a 1 KB floor page served in
// the same run (a landing page made in the workspace among them), and again on a few pages without
// the start-up overlay, to show what it costs; the
// workspace's sign-in page and, signed in as a sales person with a week of leads, its dashboard,
// leads, deal board and a lead's page (scripts/bench-workspace.ts makes the account); then
// a short load test on loopback (wrk when installed, else autocannon), also median of 3, beside a bare
// Node server writing the same bytes and nginx serving them as static files (when installed). It prints the figures against the targets and writes
// bench-results/latest.json; it never fails a build. Usage: npm run bench  (builds first when build/ is missing)
import { spawn, execSync, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "@playwright/test";
import flags from "../chromium.json" with { type: "json" };

const PORT = Number(process.env.BENCH_PORT ?? 4300);
const BASE = `http://127.0.0.1:${PORT}`;
const FLOOR = `http://127.0.0.1:${PORT + 1}`;
const NGINX_PORT = PORT + 2;
const WITHOUT_OVERLAY = `http://127.0.0.1:${PORT + 3}`;
const BARE_NODE_PORT = PORT + 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** How busy the machine was when the run began (1, 5 and 15 minutes), written beside the figures. */
const loadAtStart = loadavg().map((value) => Number(value.toFixed(2)));
/** One page of each kind, in each language at least once; forms are the pages that may load React. */
const ROUTES = process.env.BENCH_ROUTES?.split(",").filter(Boolean) ?? [
  "/",
  "/home-two",
  "/news",
  "/news/single-news",
  "/service",
  "/services/web-development",
  "/pricing",
  "/about-us",
  "/about-us-another",
  // A landing page staff made in the workspace (scripts/bench-landing.ts makes it).
  "/for-pharmacies",
  "/bn/for-pharmacies",
  "/shops",
  "/shops/shop-details?product=power",
  "/contact",
  "/request-quote",
  "/faqs",
  "/bn",
  "/bn/news/single-news",
  "/ar/contact",
  "/error",
];
/** Pages measured again without the start-up overlay, to show what the overlay costs. */
const OVERLAY_ROUTES = process.env.BENCH_OVERLAY_ROUTES?.split(",").filter(Boolean) ?? [
  "/",
  "/faqs",
  "/bn",
];
const FORM_PAGES =
  /^(\/(bn|ar))?\/(home-\w+|for-pharmacies|contact|request-quote|shops\/shop-details.*)$/;
/**
 * Prerendered pages and pages kept from one rendering per content revision; nginx serves each as a
 * static file with the same bytes (the kept ones as the site first rendered them).
 */
const LOAD_ROUTES = ["/", "/contact", "/service", "/news", "/news/single-news"];
/**
 * The workspace's pages: the first one staff open, then the sales person's day. ":lead" is the
 * address of a lead the account's script made.
 */
const WORKSPACE_ROUTES = process.env.BENCH_WORKSPACE_ROUTES?.split(",").filter(Boolean) ?? [
  "/admin/sign-in",
  "/admin",
  "/admin/leads",
  "/admin/board",
  ":lead",
];
const TARGETS = { lcpMs: 1200, tbtMs: 50, cls: 0.01, contentJsKb: 15, formJsKb: 60, homeKb: 150 };
/** The workspace's session cookie (app/features/staff/workspace-auth.server.ts). */
const SESSION_COOKIE = "nl_staff";
/** Staff are on phones and mobile data too, but a workspace page is an application. */
const WORKSPACE_TARGETS = { performance: 90, jsKb: 150 };
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

/**
 * Bangla and Arabic pages are measured as an Android phone draws them, in the system's Noto faces
 * (Debian's fonts-noto-core, installed here when missing and this is root): without a Bengali face,
 * the browser hunts for one letter by letter and a Bangla page is laid out twice.
 */
const hasSystemFonts = () =>
  spawnSync("fc-list", [":lang=bn", "family"], { encoding: "utf8" }).stdout?.includes("Noto Sans");
if (!hasSystemFonts() && process.getuid?.() === 0 && spawnSync("apt-get", ["-v"]).status === 0) {
  console.log("Installing Debian's fonts-noto-core for the Bangla and Arabic pages…");
  spawnSync("apt-get", ["install", "-y", "-qq", "fonts-noto-core"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
const systemFonts = hasSystemFonts();
if (!systemFonts)
  console.warn("No system Bengali face: install fonts-noto-core for phone-like figures.");
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

async function waitFor(base) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(base)).ok) return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return false;
}
await waitFor(BASE);
execSync("npx tsx scripts/bench-landing.ts", {
  env: { ...process.env, DATABASE_URL: "file:data/bench/site.db" },
  stdio: "inherit",
});

/** A signed-in sales person's cookie and a lead's address, made in the server's database. */
const staff =
  WORKSPACE_ROUTES.length === 0
    ? undefined
    : JSON.parse(
        execSync("npx tsx scripts/bench-workspace.ts", {
          env: { ...process.env, DATABASE_URL: "file:data/bench/site.db" },
          encoding: "utf8",
        })
          .trim()
          .split("\n")
          .at(-1),
      );

// The floor: a 1 KB page with nothing to wait for, served by Node itself.
const floorPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="The floor page of the benchmark."><title>Floor</title></head><body><main><h1>Floor page</h1><p>${"A short paragraph of plain text. ".repeat(20)}</p></main></body></html>`;
const floor = createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  res.end(floorPage);
}).listen(PORT + 1, "127.0.0.1");

// The site as it would be without the start-up overlay (app/components/layout/site-loader.tsx):
// every request passes through to the site, and a page comes back without the overlay's one line
// of script (and so without the security policy whose hash named that line).
const overlayLine = 'document.documentElement.setAttribute("data-loader-first","")';
const withoutOverlay = createServer((req, res) => {
  const page = path.extname(new URL(req.url, BASE).pathname) === "";
  const headers = { ...req.headers, ...(page ? { "accept-encoding": "identity" } : {}) };
  const upstream = httpRequest(`${BASE}${req.url}`, { headers }, (answer) => {
    if (!page || !String(answer.headers["content-type"]).startsWith("text/html")) {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
      return;
    }
    const chunks = [];
    answer.on("data", (chunk) => chunks.push(chunk));
    answer.on("end", () => {
      const html = Buffer.concat(chunks).toString("utf8").replace(overlayLine, "0");
      const body = brotliCompressSync(html);
      const {
        "content-security-policy": _policy,
        "content-length": _length,
        etag: _etag,
        ...kept
      } = answer.headers;
      res.writeHead(answer.statusCode, { ...kept, "content-encoding": "br" });
      res.end(body);
    });
  });
  upstream.on("error", () => res.writeHead(502).end());
  upstream.end();
}).listen(PORT + 3, "127.0.0.1");

// nginx serving the same responses: the build's assets, and the pages as the site renders and
// keeps them, with their gzip copies and the headers the site sends with them (its security
// headers, its policy and a form token's cookie: a kilobyte the load generator reads each time).
let nginx = null;
const nginxDir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
const nginxRoot = path.join(nginxDir, "site");
cpSync(path.resolve("build/client"), nginxRoot, { recursive: true });
/** Headers nginx makes itself, or that differ from one answer to the next. */
const OWN_HEADERS =
  /^(date|connection|keep-alive|content-length|content-encoding|content-type|etag|cache-control|transfer-encoding)$/;
const pageHeaders = new Map();
for (const route of LOAD_ROUTES) {
  const response = await fetch(`${BASE}${route}`, { headers: { "Accept-Encoding": "identity" } });
  const html = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers]
    .filter(([name]) => !OWN_HEADERS.test(name) && name !== "set-cookie")
    .concat(response.headers.getSetCookie().map((cookie) => ["set-cookie", cookie]));
  pageHeaders.set(
    route,
    headers
      .filter(([, value]) => !/["$\\]/.test(value))
      .map(([name, value]) => `add_header ${name} "${value}";`)
      .join(" "),
  );
  const dir = path.join(nginxRoot, route);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "index.html"), html);
  writeFileSync(path.join(dir, "index.html.gz"), gzipSync(html, { level: 9 }));
}
const pageLocations = [...pageHeaders]
  .map(
    ([route, headers]) =>
      `location = ${route} { gzip_static on; try_files ${route.replace(/\/$/, "")}/index.html =404; add_header Cache-Control no-cache; ${headers} }`,
  )
  .join("\n    ");
if (spawnSync("nginx", ["-v"]).status === 0) {
  const conf = path.join(nginxDir, "nginx.conf");
  writeFileSync(
    conf,
    // One worker, as the site answers from one Node process: autocannon has the other core.
    `daemon off; worker_processes 1; pid ${nginxDir}/nginx.pid; error_log ${nginxDir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${nginxDir}; proxy_temp_path ${nginxDir}; fastcgi_temp_path ${nginxDir};
  uwsgi_temp_path ${nginxDir}; scgi_temp_path ${nginxDir};
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${nginxRoot};
    location / { gzip_static on; try_files $uri $uri/index.html =404; add_header Cache-Control no-cache; }
    ${pageLocations}
  }
}`,
  );
  nginx = spawn("nginx", ["-c", conf, "-e", `${nginxDir}/error.log`], { stdio: "ignore" });
  if (!(await waitFor(`http://127.0.0.1:${NGINX_PORT}/`))) nginx = null;
}
// A bare Node server writing the same gzip bytes: what one Node process can serve at best.
const bareNode = spawn(
  process.execPath,
  ["scripts/bench-bare-node.mjs", String(BARE_NODE_PORT), nginxRoot],
  { stdio: "ignore" },
);
await waitFor(`http://127.0.0.1:${BARE_NODE_PORT}/`);
const stopAll = () => {
  stop();
  floor.close();
  withoutOverlay.close();
  nginx?.kill("SIGQUIT");
  bareNode.kill();
};
process.on("exit", stopAll);

/** A headless Chromium of its own; Lighthouse's command line starts one like it for every run. */
const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? flags.path,
    chromeFlags: ["--headless=new", ...flags.args],
  });

/** One Lighthouse run of one address in the browser listening on `port`: its figures. */
async function audit(url, port, headers) {
  const { lhr } = await lighthouse(url, {
    port,
    extraHeaders: headers,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    // Score the not-found page too (Lighthouse refuses a 404 document by default).
    ignoreStatusCode: true,
  });
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  const bytes = (type) =>
    (items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
  // The speed report is loaded for one page view in five (app/browser/insights.ts): it is counted
  // apart, so that "JS KB" is what every view gets and a sampled run does not move the median.
  const speedReportKb =
    (lhr.audits["network-requests"]?.details?.items ?? [])
      .filter((request) => /\/assets\/vitals-[^/]+\.js$/.test(request.url))
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024;
  return {
    // A category Lighthouse could not score is NaN.
    performance: (lhr.categories.performance.score ?? Number.NaN) * 100,
    accessibility: (lhr.categories.accessibility.score ?? Number.NaN) * 100,
    bestPractices: (lhr.categories["best-practices"].score ?? Number.NaN) * 100,
    seo: (lhr.categories.seo.score ?? Number.NaN) * 100,
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    totalKb: bytes("total"),
    jsKb: bytes("script") - speedReportKb,
    speedReportKb,
  };
}

/**
 * Each page is measured in a browser kept for the whole run (its font and code caches warm, as a
 * phone's browser is) and in a fresh one per run (as Lighthouse's command line measures); the two
 * take turns going first, so that both meet the same moments of the machine's load.
 */
const BROWSERS = process.env.BENCH_BROWSERS?.split(",") ?? ["kept", "fresh"];
const kept = BROWSERS.includes("kept") ? await launchChrome() : undefined;
async function auditIn(browser, url, workspace) {
  const run = async (port) => {
    if (workspace) await putSession(port, workspace.session);
    return audit(url, port, workspace?.headers);
  };
  if (kept && browser === "kept") return run(kept.port);
  const fresh = await launchChrome();
  try {
    return await run(fresh.port);
  } finally {
    await fresh.kill();
  }
}

/**
 * Puts the workspace's session cookie in the browser listening on `port`, or takes it out: a
 * header would not do, as the browser's own cookies for the address (a form's token, kept from an
 * earlier page) take the header's place. Lighthouse clears no cookies between runs.
 */
async function putSession(port, cookie) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    await context.clearCookies({ name: SESSION_COOKIE });
    if (cookie) {
      const value = cookie.slice(cookie.indexOf("=") + 1);
      await context.addCookies([{ name: SESSION_COOKIE, value, url: BASE }]);
    }
  } finally {
    await browser.close();
  }
}

const results = [];
/**
 * A workspace route's label, address, session and headers; the sign-in page is asked without the
 * session. Its files are asked for in brotli, as a browser does over HTTPS (the workspace is never
 * served without it); over plain HTTP, as here, Chromium asks only for gzip.
 */
const workspacePage = (route) => {
  const path = route === ":lead" ? staff.lead : route;
  const signedIn = !path.startsWith("/admin/sign-in");
  return [
    `${route === ":lead" ? "/admin/leads/:id" : path} (workspace${signedIn ? ", signed in" : ""})`,
    `${BASE}${path}`,
    {
      session: signedIn ? staff.cookie : undefined,
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    },
  ];
};
const isWorkspaceRow = (label) => label.includes("(workspace");
for (const [label, url, workspace] of [
  ["floor page", FLOOR],
  ...ROUTES.map((route) => [route, `${BASE}${route}`]),
  ...OVERLAY_ROUTES.map((route) => [`${route} without the overlay`, `${WITHOUT_OVERLAY}${route}`]),
  ...WORKSPACE_ROUTES.map(workspacePage),
]) {
  const runs = Object.fromEntries(BROWSERS.map((browser) => [browser, []]));
  for (let i = 0; i < RUNS; i += 1) {
    const order = i % 2 === 0 ? BROWSERS : [...BROWSERS].reverse();
    for (const browser of order) runs[browser].push(await auditIn(browser, url, workspace));
  }
  for (const browser of BROWSERS) {
    const summary = { ...summarize(label, runs[browser]), browser };
    results.push(summary);
    console.log(`lighthouse ${label} (${browser} browser): performance ${summary.performance}`);
  }
}
await kept?.kill();

/**
 * The load generator: wrk (Debian's package) when installed, a C program that is not itself the
 * bottleneck; else autocannon, a Node program that tops out near what the site serves.
 */
const WRK = spawnSync("wrk", ["--version"]).error === undefined;
const LOAD_TOOL = WRK ? "wrk, 1 thread" : "autocannon";

/** wrk's figure for a latency percentile ("1.23ms", "850.00us", "1.02s"), in ms. */
function wrkMs(output, percentile) {
  const [, value, unit] =
    new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s)`, "m").exec(output) ?? [];
  if (value === undefined) return Number.NaN;
  return Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];
}

/** One 8-second wrk run, 20 connections, as its output gives it. */
function wrkRun(url) {
  return new Promise((resolve) => {
    const wrk = spawn("wrk", [
      "-t1",
      "-c20",
      "-d8s",
      "--latency",
      "-H",
      "Accept-Encoding: gzip",
      url,
    ]);
    let output = "";
    wrk.stdout.on("data", (chunk) => (output += chunk));
    wrk.on("close", () => {
      const count = (pattern) => Number(pattern.exec(output)?.[1] ?? 0);
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
        output,
      );
      resolve({
        requestsPerSec: count(/Requests\/sec:\s+([\d.]+)/),
        latencyP50Ms: wrkMs(output, 50),
        latencyP99Ms: wrkMs(output, 99),
        non2xx: count(/Non-2xx or 3xx responses: (\d+)/),
        errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
      });
    });
  });
}

/** One 8-second load test of one address; gzip, which every server has precompressed. */
async function loadRun(url) {
  if (WRK) return wrkRun(url);
  const result = await autocannon({
    url,
    connections: 20,
    duration: 8,
    headers: { "accept-encoding": "gzip" },
  });
  return {
    requestsPerSec: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

// RUNS load tests per address, each beside a run of the bare Node server and of nginx serving the
// same page; the runs rotate, so that all meet the same moments of this shared machine's load,
// and each set gives the site's ratios to both.
const load = [];
for (const route of LOAD_ROUTES) {
  const runs = [];
  const bare = [];
  const references = [];
  for (let i = 0; i < RUNS; i += 1) {
    const site = async () => runs.push(await loadRun(`${BASE}${route}`));
    const bareRun = async () =>
      bare.push(await loadRun(`http://127.0.0.1:${BARE_NODE_PORT}${route}`));
    const nginxRun = async () =>
      references.push(await loadRun(`http://127.0.0.1:${NGINX_PORT}${route}`));
    const order = nginx ? [site, bareRun, nginxRun] : [site, bareRun];
    // Each goes first in turn, so that none always meets the machine just after another.
    for (let k = 0; k < order.length; k += 1) await order[(i + k) % order.length]();
  }
  const site = summarize(route, runs);
  site.bareNodeRequestsPerSec = median(bare.map((run) => run.requestsPerSec));
  site.bareNodeRatio = median(runs.map((run, i) => run.requestsPerSec / bare[i].requestsPerSec));
  if (nginx) {
    site.nginxRequestsPerSec = median(references.map((run) => run.requestsPerSec));
    site.ratio = median(runs.map((run, i) => run.requestsPerSec / references[i].requestsPerSec));
  }
  load.push(site);
}

/** The server's CPU time so far, in ms (user and system, from /proc; Linux only). */
function serverCpuMs() {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Sends the addresses, 20 at a time; the server's CPU time and the wall time they took. */
async function burst(paths) {
  const cpu = serverCpuMs();
  const started = performance.now();
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < paths.length) {
      const response = await fetch(`${BASE}${paths[next++]}`, {
        headers: { "accept-encoding": "gzip" },
        signal: AbortSignal.timeout(15_000),
      }).catch(() => undefined);
      if (!response?.ok) failed += 1;
      await response?.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  return { cpuMs: serverCpuMs() - cpu, wallMs: performance.now() - started, failed };
}

// A post asked with 1,000 distinct junk query strings (cache busters, campaign tags) against the
// same post asked 1,000 times; then the blog's kept pages, asked before and after the junk, show
// whether it pushed them out (a kept page costs no rendering).
const JUNK_POST = "/news/ai-software-dev";
const keptPages = ["/", "/news", "/bn/news", "/ar/news", "/news?page=2", "/bn", "/ar", "/service"];
// Warm-up: the kept pages rendered, and the post's path through the server run hot.
await burst(keptPages);
await burst(Array.from({ length: 300 }, () => JUNK_POST));
const keptBefore = await burst(Array.from({ length: 10 }, () => keptPages).flat());
const samePost = await burst(Array.from({ length: 1000 }, () => JUNK_POST));
const junkPost = await burst(
  Array.from(
    { length: 1000 },
    (_, i) => `${JUNK_POST}?r=${i}${Math.random().toString(36).slice(2)}&utm_source=x${i}`,
  ),
);
const keptAfter = await burst(Array.from({ length: 10 }, () => keptPages).flat());
const junk = { samePost, junkPost, keptBefore, keptAfter };
stopAll();

const round = (value, digits = 0) =>
  Number.isFinite(value) ? Number(value.toFixed(digits)) : "n/a";
console.log(
  "\nLighthouse, mobile preset, median of",
  RUNS,
  "runs, headless Chromium, in a browser kept for the run and in a fresh one per run;",
  systemFonts
    ? "the system's Noto faces draw Bangla and Arabic, as on Android"
    : "no system Bengali face: Bangla pages are not measured as a phone draws them",
);
const meets = (r) => {
  if (r.route === "floor page") return "";
  if (isWorkspaceRow(r.route)) {
    const misses = [
      r.performance < WORKSPACE_TARGETS.performance && "perf",
      r.jsKb > WORKSPACE_TARGETS.jsKb && "JS",
    ].filter(Boolean);
    return misses.length ? `misses ${misses.join(", ")}` : "yes";
  }
  const jsLimit = FORM_PAGES.test(r.route) ? TARGETS.formJsKb : TARGETS.contentJsKb;
  const misses = [
    r.performance < 100 && "perf",
    r.lcpMs > TARGETS.lcpMs && "LCP",
    r.tbtMs > TARGETS.tbtMs && "TBT",
    r.cls > TARGETS.cls && "CLS",
    r.jsKb > jsLimit && "JS",
    r.route === "/" && r.totalKb > TARGETS.homeKb && "total",
  ].filter(Boolean);
  return misses.length ? `misses ${misses.join(", ")}` : "yes";
};
console.table(
  results.map((r) => ({
    route: r.route,
    browser: r.browser,
    perf: round(r.performance),
    a11y: round(r.accessibility),
    "best practices": round(r.bestPractices),
    seo: round(r.seo),
    "LCP ms": round(r.lcpMs),
    "TBT ms": round(r.tbtMs),
    CLS: round(r.cls, 3),
    "total KB": round(r.totalKb, 1),
    "JS KB": round(r.jsKb, 1),
    "+ sampled speed report KB": round(r.speedReportKb, 1),
    "meets targets": meets(r),
  })),
);
console.log(
  `targets: performance 100, LCP <= ${TARGETS.lcpMs} ms, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls},`,
  `JS <= ${TARGETS.contentJsKb} KB (content) / ${TARGETS.formJsKb} KB (form pages) before use, home <= ${TARGETS.homeKb} KB;`,
  `workspace: performance >= ${WORKSPACE_TARGETS.performance}, JS <= ${WORKSPACE_TARGETS.jsKb} KB`,
);
console.log(
  `\n${LOAD_TOOL}, 20 connections, 8 s per run, median of`,
  RUNS,
  "runs, gzip; a bare Node server writes the same bytes with three headers;",
  nginx
    ? "nginx serves them as static files with the site's headers (the pages as first rendered and kept)"
    : "nginx is not installed",
);
console.table(
  load.map((l) => ({
    route: l.route,
    "req/s": round(l.requestsPerSec),
    "bare Node req/s": round(l.bareNodeRequestsPerSec),
    "× bare Node, median of sets (target 0.7)": round(l.bareNodeRatio, 2),
    "nginx req/s": round(l.nginxRequestsPerSec ?? Number.NaN),
    "× nginx": round(l.ratio ?? Number.NaN, 2),
    "p50 ms": l.latencyP50Ms,
    "p99 ms": l.latencyP99Ms,
    non2xx: l.non2xx,
    errors: l.errors,
  })),
);
console.log(
  "\nJunk query strings: 1,000 requests to a post, 20 at a time; then 80 requests to 8 kept pages",
);
console.table(
  Object.entries({
    "post, same address": junk.samePost,
    "post, 1,000 distinct junk queries": junk.junkPost,
    "kept pages before the junk": junk.keptBefore,
    "kept pages after the junk": junk.keptAfter,
  }).map(([what, figures]) => ({
    what,
    "server CPU ms": round(figures.cpuMs),
    "wall ms": round(figures.wallMs),
    failed: figures.failed,
  })),
);
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/latest.json",
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cpu: cpus()[0]?.model, cores: cpus().length, loadAverage: loadAtStart },
      systemFonts,
      runs: RUNS,
      lighthouse: results,
      load,
      junk,
    },
    null,
    2,
  ),
);
rmSync(nginxDir, { recursive: true, force: true });
process.exit(0);
