import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { request as rawRequest } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as http, type APIRequestContext } from "@playwright/test";
import { workspaceRoutes } from "../../app/lib/workspace/sections";
import { authenticatorCode, expect, PASSWORD, test, unique } from "./support";
import { freshSchema } from "../support/postgres-schema";

/**
 * Who may use each workspace route, written out as the agency decided it (not read from the
 * code): owners everything; editors what the site says; sales staff the leads. Every route below
 * /admin must be here, so that a new one cannot go untested.
 */
type Role = "owner" | "editor" | "sales";
const everyone: Role[] = ["owner", "editor", "sales"];
const selling: Role[] = ["owner", "sales"];
const writing: Role[] = ["owner", "editor"];
const policy: Record<string, Role[]> = {
  "": everyone,
  password: everyone,
  "two-factor": everyone,
  insights: everyone,
  "insights/export.csv": everyone,
  comments: everyone,
  leads: selling,
  "leads/:id": selling,
  board: selling,
  webhooks: ["owner"],
  contacts: selling,
  "contacts/:id": selling,
  spam: selling,
  subscribers: selling,
  mail: selling,
  "leads/export.csv": ["owner"],
  "subscribers/export.csv": ["owner"],
  campaigns: writing,
  "campaigns/new": writing,
  "campaigns/:id": writing,
  content: writing,
  "content/new": writing,
  "content/:id/:language": writing,
  "content/preview": writing,
  media: writing,
  "media/upload": writing,
  "site/:kind?": writing,
  redirects: writing,
  people: ["owner"],
  privacy: ["owner"],
  activity: ["owner"],
  "activity/export.csv": ["owner"],
  search: everyone,
};

/**
 * What is posted to a route to reach its action without changing anything: an unknown intent,
 * or what the action reads before it (a campaign not yet saved answers only its own form's
 * intent; the media library first looks for the medium named).
 */
const forms: Record<string, Record<string, string>> = {
  "campaigns/new": { intent: "save" },
  media: { intent: "noop", id: "0000000000000000" },
};

/** Ways of writing an address that reach the same route, as an attacker writes them. */
function spellings(path: string) {
  const segments = path.split("/");
  const last = segments.at(-1)!;
  const escaped = (text: string) =>
    `%${text.charCodeAt(0).toString(16).toUpperCase()}${text.slice(1)}`;
  const withLast = (segment: string) => [...segments.slice(0, -1), segment].join("/");
  return {
    encoded: withLast(escaped(last)),
    "encoded lower-case": withLast(escaped(last).toLowerCase()),
    "encoded /admin": path.replace("/admin", "/%61dmin"),
    "upper-case": path.toUpperCase(),
    dotted: path.replace("/admin/", "/admin/x/../"),
    "dot segment": path.replace("/admin/", "/admin/./"),
    "encoded dots": path.replace("/admin/", "/admin/x/%2E%2E/"),
    "double slash": path.replace("/admin/", "/admin//"),
    "trailing slash": `${path}/`,
  };
}

/**
 * One request sent as written, as a browser's address bar would not send it (dot segments and
 * escapes of dots are left as they are), with a member of staff's cookies.
 */
async function asWritten(
  context: APIRequestContext,
  port: number,
  method: "GET" | "POST",
  target: string,
) {
  const { cookies } = await context.storageState();
  const body = method === "POST" ? "intent=noop" : "";
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const req = rawRequest(
      {
        host: "127.0.0.1",
        port,
        path: target,
        method,
        headers: {
          Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; "),
          "Sec-Fetch-Site": "same-origin",
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(body.length),
        },
      },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** A server of its own on a fresh database, with an owner, an editor and a sales person signed in. */
async function workspaceServer(port: number, database: "sqlite" | "postgres") {
  const dir = await mkdtemp(path.join(tmpdir(), "roles-"));
  let databaseUrl = `file:${path.join(dir, "site.db")}`;
  let dropSchema = async () => {};
  if (database === "postgres") {
    const schema = await freshSchema("roles");
    databaseUrl = schema.url;
    dropSchema = schema.drop;
  }
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: base,
    DATABASE_URL: databaseUrl,
    JOURNAL_DIR: path.join(dir, "journal"),
    FORM_MIN_FILL_MS: "0",
    LOG_LEVEL: "error",
  };
  const server: ChildProcess = spawn(process.execPath, ["build/server.js"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let said = "";
  for (const stream of [server.stdout!, server.stderr!])
    stream.on("data", (chunk: Buffer) => (said += chunk.toString()));
  const until = Date.now() + 60_000;
  while (
    !(await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > until) throw new Error(`the ${database} server did not start: ${said}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const signedIn = async (role: Role) => {
    const email = `${unique(role)}@nakshilabs.com.bd`;
    const out = execFileSync(
      process.execPath,
      ["build/admin.js", "add-user", email, "--role", role, "--name", `The ${role}`],
      { env, encoding: "utf8" },
    );
    const oneTime = /One-time password: (\S+)/.exec(out)![1]!;
    const context = await http.newContext({
      baseURL: base,
      extraHTTPHeaders: { "sec-fetch-site": "same-origin" },
    });
    const post = (to: string, form: Record<string, string>) =>
      context.post(to, { form, maxRedirects: 0 });
    expect((await post("/admin/sign-in", { email, password: oneTime })).status()).toBe(302);
    const changed = await post("/admin/password", {
      current: oneTime,
      next: PASSWORD,
      repeat: PASSWORD,
    });
    expect(changed.status()).toBe(302);
    if (role === "owner") {
      const page = await (await context.get("/admin/two-factor")).text();
      const secret = /data-secret[^>]*>([^<]+)</.exec(page)![1]!.replace(/\s/g, "");
      const confirmed = await post("/admin/two-factor", {
        intent: "confirm",
        code: authenticatorCode(secret),
      });
      expect(confirmed.status()).toBe(200);
    }
    expect((await context.get("/admin", { maxRedirects: 0 })).status()).toBe(200);
    return context;
  };
  const staff = {
    owner: await signedIn("owner"),
    editor: await signedIn("editor"),
    sales: await signedIn("sales"),
  };

  // A lead (with its contact), a campaign and a page, so that every route has something to open.
  const visitor = await http.newContext({ baseURL: base });
  expect((await visitor.get("/contact")).status()).toBe(200);
  const sent = await visitor.post("/contact", {
    headers: { Origin: base },
    form: {
      "f-name": "Farhana",
      "l-name": "Rahman",
      email: "farhana.rahman@example.com",
      suject: "A website for our clinic",
      message: "We run a clinic in Dhanmondi and need a website with appointments.",
      terms: "on",
    },
  });
  expect(sent.status()).toBe(200);
  const campaign = await staff.owner.post("/admin/campaigns/new", {
    form: {
      intent: "save",
      name: "December news",
      source: "issue",
      "subject-en": "December at Nakshi Labs",
      "body-en": "What we built this month.",
    },
    maxRedirects: 0,
  });
  const campaignId = /\/admin\/campaigns\/(\d+)/.exec(campaign.headers().location ?? "")![1]!;
  const contents = await (await staff.owner.get("/admin/content")).text();
  const entryId = /\/admin\/content\/([0-9a-z]{26})\/en/.exec(contents)![1]!;
  const samples: Record<string, string> = {
    "leads/:id": "leads/1",
    "contacts/:id": "contacts/1",
    "campaigns/:id": `campaigns/${campaignId}`,
    "content/:id/:language": `content/${entryId}/en`,
    "site/:kind?": "site/team",
  };
  /** What a route reads from the query to answer 200. */
  const queries: Record<string, string> = { "insights/export.csv": "?table=sources" };
  const addressOf = (route: string) => `/admin${route ? `/${samples[route] ?? route}` : ""}`;

  return {
    staff,
    addressOf,
    pageOf: (route: string) => `${addressOf(route)}${queries[route] ?? ""}`,
    async stop() {
      for (const context of [...Object.values(staff), visitor]) await context.dispose();
      server.kill();
      await new Promise((resolve) => server.once("exit", resolve));
      await dropSchema();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

for (const [database, port] of [
  ["sqlite", 4331],
  ["postgres", 4332],
] as const) {
  test.describe(`roles on ${database === "sqlite" ? "SQLite" : "PostgreSQL"}`, () => {
    test.describe.configure({ mode: "serial" });
    let site: Awaited<ReturnType<typeof workspaceServer>>;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      site = await workspaceServer(port, database);
    });
    test.afterAll(async () => site?.stop());

    test("every route below /admin has a written policy", () => {
      expect(workspaceRoutes.map((route) => route.path).sort()).toEqual(Object.keys(policy).sort());
    });

    test("each role opens exactly the sections it may, and the others are refused with none of their data", async () => {
      for (const { path: route } of workspaceRoutes) {
        const address = site.pageOf(route);
        for (const role of everyone) {
          const answer = await site.staff[role].get(address, { maxRedirects: 0 });
          const allowed = policy[route]!.includes(role);
          // A route that only takes forms answers a look with 400, to those who may post to it.
          const expected = allowed ? (/preview|upload/.test(route) ? 400 : 200) : 403;
          expect(answer.status(), `${role} ${address}`).toBe(expected);
          // The page's data, as the workspace's own navigation asks for it.
          if (!/\.csv|preview|upload/.test(route)) {
            const data = await site.staff[role].get(`${site.addressOf(route)}.data`, {
              maxRedirects: 0,
            });
            expect(data.status(), `${role} ${address}.data`).toBe(allowed ? 200 : 403);
            if (!allowed) expect(await data.text(), `${role} ${address}.data`).not.toContain("@");
          }
        }
      }
    });

    test("however the address is written, it is sent to its one spelling, or is no address at all", async () => {
      for (const { path: route } of workspaceRoutes) {
        const address = site.addressOf(route);
        if (address === "/admin") continue;
        for (const role of everyone) {
          const context = site.staff[role];
          for (const [name, spelling] of Object.entries(spellings(address))) {
            const answer = await asWritten(context, port, "GET", spelling);
            expect(answer.status, `${role} ${name} ${spelling}`).toBe(301);
            expect(answer.location, `${role} ${name} ${spelling}`).toBe(address);
            // A form sent there is sent on, to be sent again where it is decided.
            const posted = await asWritten(context, port, "POST", spelling);
            expect(posted.status, `${role} POST ${name} ${spelling}`).toBe(308);
            expect(posted.location).toBe(address);
          }
          // Escaped twice, the address is its own spelling of another address, which a role
          // that may not use the route cannot open either.
          const twice = address.replace(
            /\/([^/])([^/]*)$/,
            (_, first: string, rest: string) => `/%25${first.charCodeAt(0).toString(16)}${rest}`,
          );
          const { status } = await asWritten(context, port, "GET", twice);
          if (policy[route]!.includes(role)) expect(status, `${role} ${twice}`).toBeLessThan(500);
          // Refused where it is that route's address, not found where it is no address at all.
          else expect([403, 404], `${role} ${twice}`).toContain(status);
          expect((await asWritten(context, port, "GET", `${address}%`)).status).toBe(400);
        }
      }
    });

    test("each role's forms reach only the actions it may take", async () => {
      for (const { path: route } of workspaceRoutes) {
        const address = site.addressOf(route);
        for (const role of everyone) {
          const answer = await site.staff[role].post(address, {
            form: forms[route] ?? { intent: "noop" },
            maxRedirects: 0,
          });
          const status = answer.status();
          if (policy[route]!.includes(role)) {
            expect(status, `${role} POST ${address}`).not.toBe(404);
            expect(status, `${role} POST ${address}`).not.toBe(403);
            expect(status, `${role} POST ${address}`).toBeLessThan(500);
          } else expect(status, `${role} POST ${address}`).toBe(403);
        }
      }
    });

    test("an editor or a sales person cannot make an owner, reset one or take the lists away", async () => {
      for (const role of ["editor", "sales"] as const) {
        const as = site.staff[role];
        const made = `${unique("escalated")}@test.local`;
        for (const address of ["/admin/people", "/admin/%70eople", "/%61dmin/people"]) {
          const answer = await as.post(address, {
            form: { intent: "invite", email: made, role: "owner", name: "Evil" },
          });
          expect(answer.status(), `${role} ${address}`).toBe(403);
          expect(await answer.text()).not.toContain("/admin/invitation/");
        }
        for (const address of ["/admin/leads/export.csv", "/admin/leads/%65xport.csv"]) {
          const answer = await as.get(address);
          expect(answer.status(), `${role} ${address}`).toBe(403);
          expect(answer.headers()["content-type"]).not.toContain("text/csv");
        }
        const people = await (await site.staff.owner.get("/admin/people")).text();
        expect(people).not.toContain(made);
      }
      const exported = await site.staff.owner.get("/admin/%6Ceads/export%2Ecsv");
      expect(exported.status()).toBe(200);
      expect(await exported.text()).toContain("farhana.rahman@example.com");
    });
  });
}
