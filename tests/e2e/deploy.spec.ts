import { execFile, spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, open, readdir, readFile, rm, writeFile } from "node:fs/promises";
import https from "node:https";
import http from "node:http";
import net from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import pg from "pg";
import { migrationsFor } from "../../app/platform/db/migrations";
import { startSmtp } from "../support/smtp";
import { SqliteDatabase as Database } from "../../app/platform/db/sqlite-driver.server";
import {
  addTestimonial,
  expect,
  NEW_TESTIMONIAL,
  orderPowerForAMonth,
  skipLoader,
  test,
} from "./support";

/**
 * The site as the production guide runs it: the repository's nginx configuration (with a
 * certificate made here) in front of two app instances on one PostgreSQL database, reached through
 * a TCP relay that can cut the database off. Visitors come from addresses of their own on
 * 127.0.0.0/8, so that the proxy's address and the visitor's differ.
 */
test.describe.configure({ mode: "serial" });

const run = promisify(execFile);
const hasCommand = (command: string) =>
  ["/usr/sbin", "/usr/bin", "/usr/local/bin", "/sbin", "/bin"].some((dir) =>
    existsSync(path.join(dir, command)),
  );
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const HOST = "www.nakshilabs.com.bd";
/** The system Chromium and its flags, as the test configuration launches it. */
const { path: chromiumFile, args: chromiumArgs } = JSON.parse(
  readFileSync("chromium.json", "utf8"),
) as { path: string; args: string[] };
const chromiumPath = process.env.CHROME_PATH ?? chromiumFile;
const PORTS = {
  http: 4281,
  https: 4282,
  appA: 4291,
  appB: 4292,
  relay: 4299,
  backup: 4293,
  full: 4294,
};

test.skip(!hasCommand("nginx"), "nginx is not installed (CI installs it)");

let dir = "";
let schema = "";
let admin: pg.Client;
let nginx: ChildProcess | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const apps: Record<string, ChildProcess> = {};
/** The settings the two instances behind nginx run with. */
let appEnv: Record<string, string> = {};

/** A TCP relay to PostgreSQL that can be cut (the database becomes unreachable) and restored. */
const relay = (() => {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  return {
    open: () =>
      new Promise<void>((resolve) => {
        server = net.createServer((client) => {
          const upstream = net.connect(5432, "127.0.0.1");
          for (const [socket, other] of [
            [client, upstream],
            [upstream, client],
          ] as const) {
            sockets.add(socket);
            // One side gone (an instance killed mid-transaction), the other goes too, as the
            // database would see it without the relay: it ends the session and its locks.
            socket.on("close", () => {
              sockets.delete(socket);
              other.destroy();
            });
            socket.on("error", () => socket.destroy());
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(PORTS.relay, "127.0.0.1", resolve);
      }),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server?.close(() => resolve());
      }),
  };
})();

function startApp(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `https://${HOST}`,
      TRUST_PROXY: "loopback",
      FORM_MIN_FILL_MS: "0",
      LOG_LEVEL: "warn",
      SMTP_URL: smtp.url,
      JOURNAL_DIR: path.join(dir, "journal"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // What an instance logs (warnings and errors, as LOG_LEVEL asks) and says on stderr (a crash's
  // stack) is kept beside the test's files, and printed when a test fails.
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk: Buffer) => {
      // An instance still stopping when the file's tests are done finds their folder gone.
      if (existsSync(dir)) appendFileSync(path.join(dir, `app-${port}.log`), chunk);
    });
  }
  return child;
}

/** After a failed test, the end of each instance's log: what the run's output then shows. */
test.afterEach(async () => {
  const testInfo = test.info();
  if (testInfo.status === testInfo.expectedStatus) return;
  const logs = await instanceLogs();
  if (logs) console.error(logs);
});

async function waitFor(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request, from a visitor address of its own, over HTTPS to the proxy unless told otherwise. */
function send(
  method: string,
  target: string,
  {
    from = "127.0.0.1",
    form,
    headers = {},
    port = PORTS.https,
    tls = true,
  }: {
    from?: string;
    form?: Record<string, string>;
    headers?: Record<string, string>;
    port?: number;
    tls?: boolean;
  } = {},
): Promise<Answer> {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const request = (tls ? https : http).request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: target,
        localAddress: from,
        servername: tls ? HOST : undefined,
        rejectUnauthorized: false,
        agent: false,
        headers: {
          Host: HOST,
          ...(body
            ? {
                "Content-Type": "application/x-www-form-urlencoded",
                "Content-Length": String(Buffer.byteLength(body)),
              }
            : {}),
          ...headers,
        },
        timeout: 20_000,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", reject);
    request.end(body);
  });
}

/** The form token a page's answer gave, as the Cookie header that sends it back. */
function tokenCookieOf(answer: { headers: http.IncomingHttpHeaders }) {
  const cookie = answer.headers["set-cookie"]?.find((value) => value.startsWith("form_started="));
  return cookie?.split(";")[0] ?? "";
}

/** Sends a contact message as a visitor would: the form first, then the post with its token. */
type Visit = { from: string; port?: number; tls?: boolean };

/** Sends a form as a visitor would: its page first, then the post with the page's token. */
async function sendForm(pagePath: string, form: Record<string, string>, options: Visit) {
  const page = await send("GET", pagePath, options);
  return send("POST", pagePath, { ...options, headers: { Cookie: tokenCookieOf(page) }, form });
}

/** Sends a contact message as a visitor would. */
const sendLead = (subject: string, options: Visit) =>
  sendForm(
    "/contact",
    {
      "f-name": "Lead",
      "l-name": "Tester",
      email: "lead@example.com",
      suject: subject,
      message: "We would like a quote for a new website with bKash checkout.",
      terms: "on",
    },
    options,
  );

/**
 * What a site holds that a backup must bring back, table by table (not the outbox, whose e-mails
 * go on being sent between the snapshot and the backup).
 */
const HELD = [
  "leads",
  "contact_messages",
  "newsletter_subscribers",
  "comments",
  "content_entries",
  "content_versions",
  "content_revisions",
  "media",
  "media_variants",
  "staff_users",
];

/** Rows as comparable text; bytes (images) by their digest. */
const comparable = (rows: unknown[]) =>
  JSON.stringify(rows, (_key, value: unknown) =>
    Buffer.isBuffer(value) || value instanceof Uint8Array
      ? `sha256:${createHash("sha256").update(value).digest("hex")}`
      : value,
  );

/** A lead, a newsletter sign-up, a comment and an image: what a drill checks comes back. */
async function giveTheSiteSomethingToLose(options: Visit, insertMedia: () => Promise<void>) {
  expect((await sendLead("drill-lead", options)).status).toBe(200);
  const signUp = await sendForm("/newsletter", { email: "drill@example.com" }, options);
  expect(signUp.status).toBe(200);
  const comment = await sendForm(
    "/news/ai-software-dev",
    { name: "Drill Reader", email: "reader@example.com", comment: "Useful, thank you." },
    options,
  );
  expect(comment.status).toBe(200);
  await insertMedia();
}

/** An image in the media library, as its row holds it (4 bytes stand for the file). */
const MEDIA_ROW = [
  "drill0123456789a",
  "drill.png",
  "image/png",
  Buffer.from([1, 2, 3, 4]),
  4,
  1,
  1,
  "{}",
  "2026-11-26T05:00:00.000Z",
] as const;
const INSERT_MEDIA =
  "insert into media (id, name, type, original, size, width, height, alt, created_at) values";

const leadsIn = async (subjects: string[]) =>
  (
    await admin.query<{ subject: string; ip: string }>(
      `select subject, ip from ${schema}.contact_messages where subject = any($1)`,
      [subjects],
    )
  ).rows;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dir = await mkdtemp(path.join(tmpdir(), "deploy-"));
  schema = `deploy_${randomBytes(5).toString("hex")}`;
  admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await relay.open();
  smtp = await startSmtp();

  // Both instances start together on the empty database.
  const url = new URL(`postgres://postgres@127.0.0.1:${PORTS.relay}/test`);
  url.searchParams.set("options", `-c search_path=${schema}`);
  appEnv = { DATABASE_URL: url.toString(), FORM_RATE_LIMIT_MAX: "3" };
  apps.a = startApp(PORTS.appA, appEnv);
  apps.b = startApp(PORTS.appB, appEnv);
  for (const port of [PORTS.appA, PORTS.appB]) {
    await waitFor(
      async () => (await send("GET", "/readyz", { port, tls: false })).status === 200,
      `the instance on ${port}`,
    );
  }

  // The repository's nginx configuration, on test ports and with a certificate made here.
  await run("openssl", [
    ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", `/CN=${HOST}`],
    ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")],
  ]);
  const site = readFileSync("deploy/nginx/nakshi-labs.conf", "utf8")
    .replace("server 127.0.0.1:3001", `server 127.0.0.1:${PORTS.appA}`)
    .replace("server 127.0.0.1:3002", `server 127.0.0.1:${PORTS.appB}`)
    .replace(/^\s*listen \[::\].*$/gm, "")
    .replace("listen 80;", `listen 127.0.0.1:${PORTS.http};`)
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${PORTS.https} ssl http2;`)
    .replace(/\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem/, path.join(dir, "cert.pem"))
    .replace(/\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem/, path.join(dir, "key.pem"));
  expect(site).toContain(`127.0.0.1:${PORTS.appB}`);
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    await mkdir(path.join(dir, temp));
  }
  const conf = path.join(dir, "nginx.conf");
  await writeFile(path.join(dir, "site.conf"), site);
  await writeFile(
    conf,
    [
      userInfo().uid === 0 ? "user root;" : "",
      "daemon off;",
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 512; }",
      "http {",
      "  access_log off;",
      ...["body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (temp) => `  ${temp === "body" ? "client_body" : temp}_temp_path ${dir}/${temp};`,
      ),
      `  include ${dir}/site.conf;`,
      "}",
    ].join("\n"),
  );
  await run("nginx", ["-t", "-q", "-p", dir, "-c", conf, "-e", `${dir}/error.log`]);
  nginx = spawn("nginx", ["-p", dir, "-c", conf, "-e", `${dir}/error.log`], { stdio: "ignore" });
  await waitFor(async () => (await send("GET", "/healthz")).status === 200, "nginx");
});

test.afterAll(async () => {
  nginx?.kill("SIGTERM");
  for (const app of Object.values(apps)) app.kill("SIGKILL");
  await relay.cut();
  await admin?.query(`drop schema if exists ${schema} cascade`);
  await admin?.end();
  await smtp?.close();
  await rm(dir, { recursive: true, force: true });
});

test("two instances started at once on an empty database applied one set of migrations", async () => {
  const { rows } = await admin.query<{ name: string }>(
    `select name from ${schema}.kysely_migration order by name`,
  );
  expect(rows.map((row) => row.name)).toEqual(Object.keys(migrationsFor("postgres")).sort());
});

test("a post published on one instance shows on the other within seconds, and a scheduled translation at its time", async () => {
  test.setTimeout(60_000);
  const slug = `bkash-${randomBytes(4).toString("hex")}`;
  const folder = path.join(dir, "content");
  const front = (fields: Record<string, string>) =>
    ["---", ...Object.entries(fields).map(([key, value]) => `${key}: ${value}`), "---", ""].join(
      "\n",
    );
  const shared = {
    slug,
    author: "nusrat-jahan",
    category: "marketing",
    tags: "[bKash, Payments]",
    cover: "/images/blog/ai-software-dev.svg",
  };
  await mkdir(path.join(folder, "en/blog"), { recursive: true });
  await mkdir(path.join(folder, "bn/blog"), { recursive: true });
  await writeFile(
    path.join(folder, `en/blog/${slug}.md`),
    `${front({
      ...shared,
      title: '"bKash Checkout for Small Shops"',
      description:
        '"How a small shop in Dhaka takes bKash payments on its own site, step by step."',
      coverAlt: '"A phone showing a bKash payment screen"',
    })}Open a merchant account first.\n`,
  );
  // The Bangla version goes live eight seconds after the import.
  const bnTime = new Date(Date.now() + 8_000).toISOString();
  await writeFile(
    path.join(folder, `bn/blog/${slug}.md`),
    `${front({
      ...shared,
      status: "scheduled",
      date: bnTime,
      title: '"ছোট দোকানের জন্য বিকাশ চেকআউট"',
      description: '"ঢাকার একটি ছোট দোকান কীভাবে নিজের সাইটে বিকাশে টাকা নেয়, ধাপে ধাপে।"',
      coverAlt: '"বিকাশ পেমেন্টের স্ক্রিন দেখানো একটি ফোন"',
    })}আগে একটি মার্চেন্ট অ্যাকাউন্ট খুলুন।\n`,
  );
  const direct = (port: number, target: string) => send("GET", target, { port, tls: false });
  // The blog list is kept on the second instance before the post exists.
  expect((await direct(PORTS.appB, "/news")).body).not.toContain(slug);

  const url = new URL(`postgres://postgres@127.0.0.1:${PORTS.relay}/test`);
  url.searchParams.set("options", `-c search_path=${schema}`);
  await run(process.execPath, ["build/content.js", "import", folder], {
    env: { ...process.env, DATABASE_URL: url.toString() },
  });
  // Every instance reads the content revision every 2 s: the promise is 5.
  await waitFor(
    async () => (await direct(PORTS.appB, `/news/${slug}`)).status === 200,
    "the post on the second instance",
    5_000,
  );
  expect((await direct(PORTS.appB, "/news")).body).toContain(`href="/news/${slug}"`);
  expect((await direct(PORTS.appA, `/bn/news/${slug}`)).status).toBe(301);
  const alternates = async (port: number) =>
    [
      ...(await direct(port, `/news/${slug}`)).body.matchAll(
        /<link rel="alternate" hrefLang="([\w-]+)"/g,
      ),
    ].map((match) => match[1]);
  expect(await alternates(PORTS.appA)).toEqual(["en", "x-default"]);

  // At its time the Bangla version is live on both, with no request needed to publish it.
  await sleep(Math.max(0, Date.parse(bnTime) - Date.now()));
  for (const port of [PORTS.appA, PORTS.appB]) {
    // Its page and the pages that name it (read from the next revision) within the promise.
    await waitFor(
      async () =>
        (await direct(port, `/bn/news/${slug}`)).status === 200 &&
        (await alternates(port)).includes("bn"),
      `the scheduled version on ${port}`,
      5_000,
    );
    expect(await alternates(port)).toEqual(["en", "bn", "x-default"]);
    expect((await direct(port, "/sitemap.xml")).body).toContain(`/bn/news/${slug}</loc>`);
    expect((await direct(port, "/bn/news/rss.xml")).body).toContain(`/bn/news/${slug}`);
  }
  // Through the proxy, too.
  expect((await send("GET", `/bn/news/${slug}`)).status).toBe(200);
});

/**
 * A browser that finds the site's name at the proxy, as a visitor's finds it on the internet,
 * signed in to the workspace as a new editor made with the admin command.
 */
async function editorThroughProxy(playwright: typeof import("playwright-core")) {
  const url = new URL(`postgres://postgres@127.0.0.1:${PORTS.relay}/test`);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const email = `editor-${randomBytes(3).toString("hex")}@nakshilabs.com.bd`;
  const { stdout } = await run(
    process.execPath,
    ["build/admin.js", "add-user", email, "--name", "Mitu Akter", "--role", "editor"],
    { env: { ...process.env, DATABASE_URL: url.toString() } },
  );
  const oneTime = /One-time password: (\S+)/.exec(stdout)![1]!;
  const browser = await playwright.chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${HOST}:443 127.0.0.1:${PORTS.https}`],
  });
  try {
    const context = await browser.newContext({
      baseURL: `https://${HOST}`,
      ignoreHTTPSErrors: true,
    });
    const page = await context.newPage();
    await page.goto("/admin/sign-in");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(oneTime);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByLabel("New password", { exact: true }).fill("jamdani weave 1971");
    await page.getByLabel("New password again").fill("jamdani weave 1971");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    return { browser, context, page };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

test("an editor changes the office phone and the Power plan's price and adds a testimonial in the workspace through the proxy; both instances show them on every page in every language, and the order e-mail too", async ({
  playwright,
}) => {
  test.setTimeout(120_000);
  const { browser, context, page } = await editorThroughProxy(playwright);
  try {
    await page.goto("/admin/site/company");
    await page.locator('[name="company.phones.0.number"]').fill("01911-000111");
    await page.getByLabel("WhatsApp number").fill("01911-000111");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText(/Saved/);
    await page.goto("/admin/site/plans");
    await page
      .getByRole("group", { name: "Power" })
      .getByLabel("Price a month (taka)")
      .fill("2,750");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText(/Saved/);
    await addTestimonial(page);

    // Each instance, asked directly, within the 5 s promised: every page of the sitemap.
    const direct = (port: number, target: string) => send("GET", target, { port, tls: false });
    const sitemap = (await direct(PORTS.appB, "/sitemap.xml")).body;
    const pages = [...sitemap.matchAll(/<loc>https:\/\/[^/]+([^<]*)<\/loc>/g)].map(
      (match) => match[1] || "/",
    );
    expect(pages.length).toBeGreaterThan(60);
    for (const port of [PORTS.appA, PORTS.appB]) {
      await waitFor(
        async () => (await direct(port, "/bn/pricing")).body.includes("৳২,৭৫০"),
        `the new price on ${port}`,
        5_000,
      );
      for (const target of pages) {
        const { status, body } = await direct(port, target);
        expect(status, `${port} ${target}`).toBe(200);
        for (const old of ["1712-345678", "১৭১২-৩৪৫৬৭৮", "8801712345678", "৳2,500", "৳২,৫০০"]) {
          expect(body.includes(old), `${port} ${target} still shows ${old}`).toBe(false);
        }
        expect(body, `${port} ${target}`).toContain('href="tel:+8801911000111"');
      }
      const pricing = (await direct(port, "/pricing")).body;
      expect(pricing).toMatch(/"price":\s*"?2750/);
      expect((await direct(port, "/ar/contact")).body).toContain("+880 1911-000111");
      for (const target of ["/about-us", "/bn/about-us", "/ar/about-us"]) {
        expect((await direct(port, target)).body, `${port} ${target}`).toContain(
          NEW_TESTIMONIAL.text,
        );
      }
    }

    // An order through the proxy: the customer's e-mail names the new price and number.
    const visitor = await context.newPage();
    await skipLoader(visitor);
    const customer = await orderPowerForAMonth(visitor, "৳2,750");
    await waitFor(
      async () =>
        smtp.received.some((mail) => mail.to && JSON.stringify(mail.to).includes(customer)),
      "the order e-mail",
    );
    const mail = smtp.received.find((sent) => JSON.stringify(sent.to).includes(customer))!;
    expect(mail.text).toContain("৳2,750");
    expect(mail.text).toContain("+880 1911-000111");
  } finally {
    await browser.close();
  }
});

test("an editor changes the Bangla home page's heading, previews it at a phone's width and publishes it; both instances show it at /bn within 5 s, while / and /ar keep theirs", async ({
  playwright,
}) => {
  test.setTimeout(90_000);
  const HEADING = "ছোট-বড় সব ব্যবসার জন্য ওয়েবসাইট আর অ্যাপ";
  const direct = (port: number, target: string) => send("GET", target, { port, tls: false });
  const headingOf = async (port: number, target: string) =>
    /<h1[^>]*>([^<]*)<\/h1>/.exec((await direct(port, target)).body)?.[1];
  const before = {
    en: await headingOf(PORTS.appA, "/"),
    ar: await headingOf(PORTS.appA, "/ar"),
    bn: await headingOf(PORTS.appA, "/bn"),
  };
  expect(before.en).toBe("Transforming Ideas into Digital Reality");
  const { browser, page } = await editorThroughProxy(playwright);
  try {
    await page.goto("/admin/content");
    await page.getByRole("link", { name: "Main pages" }).click();
    await page.getByRole("link", { name: "Home", exact: true }).click();
    await page.getByRole("link", { name: /^Bangla/ }).click();
    await expect(page.getByText("Writing in Bangla")).toBeVisible();
    const hero = page.locator('li[data-section-type="hero"]');
    await hero.getByText("Hero", { exact: true }).click();
    const heading = hero.getByLabel("Heading", { exact: true });
    await expect(heading).toHaveValue(before.bn!);
    await expect(hero.getByText("English: Transforming Ideas into Digital Reality")).toBeVisible();
    await heading.fill(HEADING);

    // The preview shows the words not saved yet, 360 pixels wide; the site does not show them.
    await page.getByRole("button", { name: "Preview at phone width" }).click();
    const frame = page.frameLocator('iframe[name="page-preview"]');
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText(HEADING);
    expect(await page.frame({ name: "page-preview" })!.evaluate(() => window.innerWidth)).toBe(360);
    expect(await headingOf(PORTS.appA, "/bn")).toBe(before.bn);
    await expect(page).toHaveURL(/\/admin\/content\/[0-9a-z]{26}\/bn$/);

    await page.getByRole("button", { name: "Update" }).click();
    await expect(
      page.getByText("Updated. The site shows the change within a few seconds."),
    ).toBeVisible();
    await expect(page.getByText("Revision 2")).toBeVisible();
    for (const port of [PORTS.appA, PORTS.appB]) {
      await waitFor(
        async () => (await headingOf(port, "/bn")) === HEADING,
        `the new heading at /bn on ${port}`,
        5_000,
      );
      expect(await headingOf(port, "/")).toBe(before.en);
      expect(await headingOf(port, "/ar")).toBe(before.ar);
      expect(await headingOf(port, "/home-rtl")).toBe(before.ar);
    }
  } finally {
    await browser.close();
  }
});

test("through the proxy: HTTP moves to HTTPS, pages carry HSTS, assets keep their compression and cache", async () => {
  const plain = await send("GET", "/contact?x=1", { port: PORTS.http, tls: false });
  expect(plain.status).toBe(301);
  expect(plain.headers.location).toBe(`https://${HOST}/contact?x=1`);

  const page = await send("GET", "/pricing");
  expect(page.status).toBe(200);
  expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  const script = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.css)"/.exec(page.body);
  const asset = script?.[1] ?? script?.[2];
  expect(asset).toBeTruthy();
  const compressed = await send("GET", asset!, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(compressed.status).toBe(200);
  expect(compressed.headers["content-encoding"]).toBe("br");
  expect(compressed.headers["cache-control"]).toContain("immutable");

  const tooLarge = await send("POST", "/contact", { form: { message: "x".repeat(70_000) } });
  expect(tooLarge.status).toBe(413);
  // The workspace's editors take long texts in three languages (a Bangla letter is nine bytes
  // in a form); a stranger's post goes no further than the sign-in page.
  const longStory = await send("POST", "/admin/site/stories", {
    headers: { Origin: `https://${HOST}` },
    form: { "stories.home-two.text.bn": "ক".repeat(30_000) },
  });
  expect(longStory.status).toBe(303);
  expect(longStory.headers.location).toContain("/admin/sign-in");
  const tooLong = await send("POST", "/admin/site/stories", { form: { x: "x".repeat(1_100_000) } });
  expect(tooLong.status).toBe(413);
});

test("a lead sent through the proxy is stored with the visitor's address, which a visitor cannot forge", async () => {
  const subject = `proxy-${randomBytes(4).toString("hex")}`;
  const page = await send("GET", "/contact", { from: "127.0.0.2" });
  const answer = await send("POST", "/contact", {
    from: "127.0.0.2",
    headers: { "X-Forwarded-For": "203.0.113.7", Cookie: tokenCookieOf(page) },
    form: {
      "f-name": "Proxy",
      "l-name": "Visitor",
      email: "visitor@example.com",
      suject: subject,
      message: "Checking that the agency sees where I really am.",
      terms: "on",
    },
  });
  expect(answer.status).toBe(200);
  expect(await leadsIn([subject])).toEqual([{ subject, ip: "127.0.0.2" }]);
});

test("the form rate limit counts each visitor's address, not the proxy's", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    statuses.push(
      (await sendLead(`limit-${i}-${randomBytes(3).toString("hex")}`, { from: "127.0.0.3" }))
        .status,
    );
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
  expect(
    (await sendLead(`other-${randomBytes(3).toString("hex")}`, { from: "127.0.0.4" })).status,
  ).toBe(200);
});

test("/readyz turns 503 while the database is unreachable and 200 when it returns", async () => {
  expect((await send("GET", "/readyz")).status).toBe(200);
  await relay.cut();
  try {
    // The instances' own answer: once both have answered 503 twice, nginx takes them out of the
    // rotation for a while (max_fails) and answers for them with an error page of its own.
    let down: Answer | undefined;
    await waitFor(
      async () => {
        const answer = await send("GET", "/readyz");
        if (answer.status === 503 && answer.body.startsWith("{")) down = answer;
        return down !== undefined;
      },
      "503",
      15_000,
    );
    expect(JSON.parse(down!.body)).toEqual({ status: "not ready", reason: "database unreachable" });
    // The process itself still answers.
    expect((await send("GET", "/healthz")).status).toBe(200);
  } finally {
    await relay.open();
  }
  await waitFor(async () => (await send("GET", "/readyz")).status === 200, "200 again", 15_000);
  // Both instances are ready again, and nginx, which leaves an instance that failed twice out for
  // 10 s (fail_timeout), sends to both again before the next test kills one of them.
  for (const port of [PORTS.appA, PORTS.appB]) {
    await waitFor(
      async () => (await send("GET", "/readyz", { port, tls: false })).status === 200,
      `the instance on ${port} ready`,
      15_000,
    );
  }
  await sleep(10_500);
});

/**
 * Sends `total` leads, each from a visitor address of its own, `workers` at a time with a pause
 * between them so that they span the seconds an outage takes; `during(index)` runs before a lead.
 */
async function sendLeads(
  total: number,
  prefix: string,
  {
    from,
    pauseMs,
    during,
    ...options
  }: {
    from: (index: number) => string;
    pauseMs: number;
    during?: (index: number) => void;
    port?: number;
    tls?: boolean;
  },
) {
  const results: { subject: string; status: number; body: string }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      during?.(index);
      const subject = `${prefix}-${index}`;
      const answer = await sendLead(subject, { ...options, from: from(index) }).catch(
        (error: Error) => ({ status: 0, body: error.message }),
      );
      results.push({ subject, status: answer.status, body: answer.body });
      await sleep(pauseMs);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return results;
}

/** The end of what each instance started so far logged (see startApp), for a failure's message. */
async function instanceLogs() {
  const files = (await readdir(dir).catch(() => [])).filter((name) => /^app-\d+\.log$/.test(name));
  const logs = await Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(dir, file), "utf8");
      return text ? `instance ${/\d+/.exec(file)![0]}: ${text.slice(-3000)}` : "";
    }),
  );
  return logs.filter(Boolean).join("\n");
}

/** Every acknowledged lead is stored exactly once and its e-mail reaches the agency's inbox. */
async function expectStoredOnceAndMailed(acknowledged: string[], stored: () => Promise<string[]>) {
  await waitFor(
    async () => {
      const rows = new Set(await stored());
      return acknowledged.every((subject) => rows.has(subject));
    },
    "every acknowledged lead stored",
    45_000,
  ).catch(async (error: Error) => {
    throw new Error(`${error.message}\n${await instanceLogs()}`);
  });
  const rows = await stored();
  expect(rows.length).toBe(new Set(rows).size);
  expect(new Set(rows)).toEqual(new Set(acknowledged));
  const mailed = () => new Set(smtp.received.map((mail) => mail.subject));
  const unsent = () => acknowledged.filter((subject) => !mailed().has(`Contact form: ${subject}`));
  await waitFor(
    async () => unsent().length === 0,
    "every acknowledged lead's e-mail delivered",
    60_000,
  ).catch(async (error: Error) => {
    // What the outbox holds for those not delivered, and what the instances said, for the message.
    const { rows } = await admin.query(
      `select subject, status, attempts, next_attempt_at, claim_token, last_error from ${schema}.outbox where subject = any($1)`,
      [unsent().map((subject) => `Contact form: ${subject}`)],
    );
    throw new Error(`${error.message}: ${JSON.stringify(rows)}\n${await instanceLogs()}`);
  });
}

test("PostgreSQL cut off for 5 s during 320 leads to two instances: every lead thanked, stored once and e-mailed after, no error page", async () => {
  test.setTimeout(180_000);
  const batch = randomBytes(3).toString("hex");
  let cut = false;
  const results = await sendLeads(320, `outage-${batch}`, {
    // Addresses no earlier test used, so that no rate limit holds them.
    from: (index) => `127.0.${2 + Math.floor(index / 200)}.${(index % 200) + 1}`,
    pauseMs: 200,
    during: (index) => {
      if (index !== 60 || cut) return;
      cut = true;
      void relay.cut().then(() => sleep(5000).then(() => relay.open()));
    },
  });
  // Both instances lived through it.
  expect([apps.a!.exitCode, apps.b!.exitCode]).toEqual([null, null]);
  // Nobody saw an error page: every visitor was thanked.
  const refused = results.filter((result) => result.status !== 200);
  expect(
    refused.map((result) => `${result.status} ${result.body.slice(0, 80)}`),
    await instanceLogs(),
  ).toEqual([]);
  expect(results.filter((result) => /Unexpected Application Error/.test(result.body))).toEqual([]);
  const acknowledged = results.map((result) => result.subject);
  await expectStoredOnceAndMailed(acknowledged, async () =>
    (await leadsIn(acknowledged)).map((row) => row.subject),
  );
  // Some were kept on an instance's disk through the outage, and none waits there now.
  const kept = await Promise.all(
    [PORTS.appA, PORTS.appB].map((port) =>
      readFile(path.join(dir, "journal", `submissions-${port}.jsonl`), "utf8").catch(() => null),
    ),
  );
  expect(kept.some((file) => file !== null)).toBe(true);
  expect(kept.filter((file) => file)).toEqual([]);
  // nginx, which leaves an instance that failed twice out for 10 s, sends to both again.
  await sleep(10_500);
});

test("the two instances restarted one after the other under 30 s of visitors: no request fails", async () => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  let requests = 0;
  let leads = 0;
  let loading = true;
  const visitor = async (worker: number) => {
    // Each worker a visitor address of its own, reading pages and now and then sending a lead.
    const from = `127.0.5.${worker + 1}`;
    for (let i = 0; loading && i < 5000; i++) {
      const target = ["/", "/news", "/contact", "/service", "/news/ai-software-dev"][i % 5]!;
      const answer =
        i % 10 === 9
          ? await sendLead(`rolling-${worker}-${i}`, { from: `127.0.6.${(leads++ % 250) + 1}` })
          : await send("GET", target, { from });
      requests += 1;
      if (answer.status !== 200) failures.push(`${answer.status} ${target}`);
      await sleep(20);
    }
  };
  const load = Promise.all(
    Array.from({ length: 6 }, (_, worker) =>
      visitor(worker).catch((error: Error) => {
        failures.push(error.message);
      }),
    ),
  );
  const started = Date.now();
  await sleep(2000);
  for (const [name, port] of [
    ["a", PORTS.appA],
    ["b", PORTS.appB],
  ] as const) {
    const exited = new Promise((resolve) => apps[name]!.on("exit", resolve));
    apps[name]!.kill("SIGTERM");
    await exited;
    apps[name] = startApp(port, appEnv);
    await waitFor(
      async () => (await send("GET", "/readyz", { port, tls: false })).status === 200,
      `the instance on ${port} back`,
    );
    // nginx sends to it again past fail_timeout (10 s), should it have counted it failed while
    // it was down: only then may the other one go.
    await sleep(10_500);
  }
  await sleep(Math.max(0, 30_000 - (Date.now() - started)));
  loading = false;
  await load;
  expect(requests).toBeGreaterThan(500);
  expect(failures).toEqual([]);
});

test("during a burst of 200 leads one instance dies; no acknowledged lead is lost and the survivor takes the rest", async () => {
  test.setTimeout(120_000);
  const batch = randomBytes(3).toString("hex");
  const results: { subject: string; status: number; startedAt: number }[] = [];
  let killedAt = Infinity;
  let next = 0;
  const worker = async () => {
    while (next < 200) {
      const index = next++;
      if (index === 60) {
        apps.a!.kill("SIGKILL");
        killedAt = Date.now();
      }
      // The last 70 wait until a second after the death, however fast this machine sends the rest.
      if (index >= 130) await sleep(Math.max(0, killedAt + 1100 - Date.now()));
      const subject = `burst-${batch}-${index}`;
      const startedAt = Date.now();
      // Each lead from its own visitor address, so that the rate limit does not hold it.
      const answer = await sendLead(subject, { from: `127.0.1.${index + 1}` }).catch(() => ({
        status: 0,
      }));
      results.push({ subject, status: answer.status, startedAt });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));

  const acknowledged = results.filter((result) => result.status === 200).map((r) => r.subject);
  const stored = (await leadsIn(results.map((result) => result.subject))).map((row) => row.subject);
  expect(acknowledged.length).toBeGreaterThanOrEqual(190);
  expect(stored.sort()).toEqual(expect.arrayContaining(acknowledged));
  // Every lead sent a moment after the instance died reached the survivor.
  const later = results.filter((result) => result.startedAt > killedAt + 1000);
  expect(later.length).toBeGreaterThan(50);
  expect(later.filter((result) => result.status !== 200)).toEqual([]);
});

test("on SIGTERM an instance finishes and exits cleanly", async () => {
  const app = apps.b!;
  const exited = new Promise<number | null>((resolve) => app.on("exit", (code) => resolve(code)));
  app.kill("SIGTERM");
  expect(await exited).toBe(0);
});

test("restore drill on PostgreSQL: backed up with pg_dump, the schema wiped and restored, every lead, comment, subscriber, content and image is back", async () => {
  test.skip(!hasCommand("pg_dump"), "pg_dump is not installed");
  test.setTimeout(90_000);
  const app = startApp(PORTS.appA, appEnv);
  apps.a = app;
  const options = { from: "127.0.7.1", port: PORTS.appA, tls: false };
  await waitFor(async () => (await send("GET", "/readyz", options)).status === 200, "instance");
  await giveTheSiteSomethingToLose(options, async () => {
    await admin.query(
      `${INSERT_MEDIA.replace("into media", `into ${schema}.media`)} ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [...MEDIA_ROW],
    );
  });
  const snapshot = async () => {
    const tables: Record<string, string> = {};
    for (const table of HELD) {
      tables[table] = comparable(
        (await admin.query(`select * from ${schema}.${table} order by 1, 2, 3`)).rows,
      );
    }
    return tables;
  };
  const before = await snapshot();
  expect(before.comments).toContain("Useful, thank you.");
  expect(before.newsletter_subscribers).toContain("drill@example.com");
  expect(before.contact_messages).toContain("drill-lead");
  // As docs/operations.md says: a dump while the site serves, the instances stopped to restore.
  const dump = path.join(dir, "site.dump");
  await run("pg_dump", ["-Fc", "-n", schema, "-f", dump, POSTGRES_URL]);
  const exited = new Promise((resolve) => app.on("exit", resolve));
  app.kill("SIGTERM");
  await exited;
  await admin.query(`drop schema ${schema} cascade`);
  await run("pg_restore", ["--clean", "--if-exists", "-d", POSTGRES_URL, dump]);
  expect(await snapshot()).toEqual(before);
  apps.a = startApp(PORTS.appA, appEnv);
  await waitFor(async () => (await send("GET", "/readyz", options)).status === 200, "restored");
  expect((await send("GET", "/news/ai-software-dev", options)).status).toBe(200);
  apps.a.kill("SIGTERM");
});

test("restore drill on SQLite: backed up while serving, the database wiped and restored, every lead, comment, subscriber, content and image is back", async () => {
  test.setTimeout(90_000);
  const file = path.join(dir, "drill", "site.db");
  const options = { from: "127.0.7.2", port: PORTS.backup, tls: false };
  const start = async () => {
    apps.drill = startApp(PORTS.backup, { DATABASE_URL: `file:${file}` });
    await waitFor(async () => (await send("GET", "/readyz", options)).status === 200, "site");
  };
  await start();
  await giveTheSiteSomethingToLose(options, async () => {
    const db = new Database(file);
    db.pragma("busy_timeout = 5000");
    db.prepare(`${INSERT_MEDIA} (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(...MEDIA_ROW);
    db.close();
  });
  const snapshot = (at: string) => {
    const db = new Database(at, { readonly: true });
    try {
      return Object.fromEntries(
        HELD.map((table) => [
          table,
          comparable(db.prepare(`select * from ${table} order by 1, 2, 3`).all()),
        ]),
      );
    } finally {
      db.close();
    }
  };
  const before = snapshot(file);
  expect(before.comments).toContain("Useful, thank you.");
  const backup = path.join(dir, "drill-backups", "site.db");
  await run(process.execPath, ["scripts/backup.mjs", backup], {
    env: { ...process.env, DATABASE_URL: `file:${file}` },
  });
  // Lost: the instance stops and its database is gone. Restored as docs/operations.md says.
  const exited = new Promise((resolve) => apps.drill!.on("exit", resolve));
  apps.drill!.kill("SIGTERM");
  await exited;
  for (const suffix of ["", "-wal", "-shm"]) await rm(`${file}${suffix}`, { force: true });
  await writeFile(file, await readFile(backup));
  await start();
  expect(snapshot(file)).toEqual(before);
  expect((await send("GET", "/news/ai-software-dev", options)).status).toBe(200);
  apps.drill!.kill("SIGTERM");
});

/** Fills a file system to the last byte; returns the filler file. */
async function fill(volume: string) {
  const filler = path.join(volume, "filler");
  const handle = await open(filler, "w");
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) await handle.write(chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    await handle.close();
  }
  return filler;
}

test("a SQLite site whose disk fills up thanks every visitor, keeps their leads on another disk and stores them once it has room; with no room for those either, the form comes back to be sent again", async () => {
  test.skip(userInfo().uid !== 0, "mounting a small file system for the test needs root");
  test.setTimeout(150_000);
  // A small file system of its own for the database, as a full disk would be.
  const volume = path.join(dir, "volume");
  await mkdir(volume);
  const mounted = await run("mount", ["-t", "tmpfs", "-o", "size=24m", "tmpfs", volume]).then(
    () => true,
    () => false,
  );
  test.skip(!mounted, "this machine does not let a test mount a file system");
  const database = path.join(volume, "site.db");
  const options = { port: PORTS.full, tls: false };
  const start = (journal: string) => {
    apps.full = startApp(PORTS.full, {
      DATABASE_URL: `file:${database}`,
      JOURNAL_DIR: journal,
      FORM_RATE_LIMIT_MAX: "10000",
    });
    return waitFor(
      async () => (await send("GET", "/readyz", { ...options, from: "127.0.0.1" })).status === 200,
      "the SQLite site",
    );
  };
  const stored = async () => {
    const db = new Database(database, { readonly: true });
    try {
      return db
        .prepare("select subject from contact_messages where subject like 'full-%'")
        .pluck()
        .all() as string[];
    } finally {
      db.close();
    }
  };
  try {
    await start(path.join(dir, "journal-full"));
    const before = await sendLeads(20, "full-before", {
      ...options,
      from: () => "127.0.4.1",
      pauseMs: 0,
    });
    const filler = await fill(volume);
    const during = await sendLeads(80, "full-during", {
      ...options,
      from: () => "127.0.4.1",
      pauseMs: 20,
    });
    expect(apps.full!.exitCode).toBeNull();
    const refused = [...before, ...during].filter((result) => result.status !== 200);
    expect(refused.map((result) => `${result.status} ${result.body.slice(0, 80)}`)).toEqual([]);
    // The disk is full: the leads sent meanwhile wait on the other disk.
    expect(await stored()).not.toEqual(expect.arrayContaining(["full-during-79"]));
    await rm(filler);
    const acknowledged = [...before, ...during].map((result) => result.subject);
    await expectStoredOnceAndMailed(acknowledged, stored);
    const db = new Database(database, { readonly: true });
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    db.close();

    // With the journal on the full disk too, nothing can be kept: the visitor is asked to retry,
    // with the form as they filled it, and nothing is thanked.
    const exited = new Promise((resolve) => apps.full!.on("exit", resolve));
    apps.full!.kill("SIGTERM");
    await exited;
    await start(path.join(volume, "journal"));
    const filled = await fill(volume);
    const [answer] = await sendLeads(1, "full-nowhere", {
      ...options,
      from: () => "127.0.4.2",
      pauseMs: 0,
    });
    expect(answer!.status).toBe(503);
    expect(answer!.body).toContain("We could not save your message just now.");
    expect(answer!.body).toContain('value="full-nowhere-0"');
    await rm(filled);
    const [again] = await sendLeads(1, "full-nowhere", {
      ...options,
      from: () => "127.0.4.2",
      pauseMs: 0,
    });
    expect(again!.status).toBe(200);
    await waitFor(async () => (await stored()).includes("full-nowhere-0"), "the lead sent again");
  } finally {
    apps.full?.kill("SIGKILL");
    await sleep(500);
    await run("umount", ["-l", volume]);
  }
});

test("a SQLite backup taken while leads arrive restores into a site with every lead acknowledged before it began", async () => {
  test.setTimeout(90_000);
  const file = path.join(dir, "live.db");
  const app = startApp(PORTS.backup, {
    DATABASE_URL: `file:${file}`,
    FORM_RATE_LIMIT_MAX: "10000",
  });
  apps.sqlite = app;
  const options = { port: PORTS.backup, tls: false, from: "127.0.0.5" };
  await waitFor(async () => (await send("GET", "/readyz", options)).status === 200, "SQLite site");

  const acknowledged: string[] = [];
  let writing = true;
  let sent = 0;
  const writer = (async () => {
    while (writing && sent < 400) {
      const subject = `backup-${sent++}`;
      if ((await sendLead(subject, options)).status === 200) acknowledged.push(subject);
    }
  })();
  await waitFor(async () => acknowledged.length >= 20, "leads before the backup");
  const before = [...acknowledged];
  const backup = path.join(dir, "backups", "site.db");
  const { stdout } = await run(process.execPath, ["scripts/backup.mjs", backup], {
    env: { ...process.env, DATABASE_URL: `file:${file}` },
  });
  expect(stdout).toMatch(/^Backed up /);
  writing = false;
  await writer;
  expect(acknowledged.length).toBeGreaterThan(before.length);
  app.kill("SIGTERM");

  // Restored: the site starts on the copy and has every lead acknowledged before the backup.
  const restored = startApp(PORTS.backup, { DATABASE_URL: `file:${backup}` });
  apps.restored = restored;
  await waitFor(
    async () => (await send("GET", "/readyz", options)).status === 200,
    "restored site",
  );
  const db = new Database(backup, { readonly: true });
  const subjects = db
    .prepare("select subject from contact_messages where subject like 'backup-%'")
    .pluck()
    .all() as string[];
  db.close();
  expect(subjects).toEqual(expect.arrayContaining(before));
});

test("the Caddy configuration and the systemd units pass their tools' checks", async () => {
  test.skip(!hasCommand("caddy") && !hasCommand("systemd-analyze"), "neither tool is installed");
  if (hasCommand("caddy")) {
    const { stdout, stderr } = await run("caddy", [
      ...["validate", "--config", "deploy/caddy/Caddyfile", "--adapter", "caddyfile"],
    ]);
    expect(`${stdout}${stderr}`).toContain("Valid configuration");
  }
  if (hasCommand("systemd-analyze")) {
    // The units name the guide's Node at /usr/local/bin; here the machine's own stands in.
    const units = path.join(dir, "units");
    await mkdir(units);
    for (const [source, name] of [
      ["nakshi-labs@.service", "nakshi-labs@3001.service"],
      ["nakshi-labs-backup.service", "nakshi-labs-backup.service"],
      ["nakshi-labs-backup.timer", "nakshi-labs-backup.timer"],
    ] as const) {
      const text = readFileSync(path.join("deploy/systemd", source), "utf8");
      await writeFile(
        path.join(units, name),
        text.replaceAll("/usr/local/bin/node", process.execPath),
      );
    }
    await run(
      "systemd-analyze",
      [
        "verify",
        "nakshi-labs@3001.service",
        "nakshi-labs-backup.service",
        "nakshi-labs-backup.timer",
      ],
      {
        cwd: units,
      },
    );
  }
});
