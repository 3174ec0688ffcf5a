// Hostile input against the production build: malformed, hostile and oversized requests to every
// form and every page that reads its address, addresses written every other way, the workspace's
// filters, searches and forms signed in, and content folders that try to run code when imported,
// on SQLite and on PostgreSQL. It prints how many
// answers were 5xx (there must be none) and exits 1 when any was.
// Usage: npm run fuzz   (FUZZ_REQUESTS per database, default 1000; FUZZ_SEED, default 1;
// FUZZ_SERVER_LOG=1 shows what the servers write on stderr)
// Every request goes to 127.0.0.1; the run is bounded in count and in time.
import { execFile, execSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const COUNT = Number(process.env.FUZZ_REQUESTS ?? 1000);
const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 180_000);
const CONCURRENCY = 8;
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A small seeded generator (mulberry32), so that a run can be repeated exactly. */
function generator(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: (list) => list[Math.floor(next() * list.length)] };
}

const HOSTILE = [
  "",
  " ",
  "a\u0000b",
  "\u0000",
  "x\r\nBcc: victim@example.com",
  "\u0007\u001b[31m\u007f\u0085",
  "'; drop table contact_messages; --",
  '" or 1=1 --',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "${7*7}{{7*7}}",
  "../../../../etc/passwd",
  "%00%0d%0a",
  "\u202eevil\u202c",
  "e\u0301\u0301\u0301\u0301",
  "😀".repeat(200),
  "ব".repeat(3000),
  "x".repeat(70_000),
  "A".repeat(5001),
  "-1",
  "0",
  "9999999999",
  "99999999999999999999999",
  "1e309",
  "NaN",
  "null",
  "[object Object]",
  "\ud800",
  "https://evil.example/\u0000",
  "javascript:alert(1)",
  "01712-345678",
  "+880 1712 345678",
  "a@b",
  "rahim@example.com",
];

const FORMS = {
  "/contact": ["f-name", "l-name", "email", "phone", "suject", "message", "terms"],
  "/request-quote": [
    "name",
    "email",
    "phone",
    "company",
    "service",
    "plan",
    "budget",
    "timeline",
    "details",
  ],
  "/newsletter": ["email"],
  "/news/ai-software-dev": ["name", "email", "website", "comment", "parent", "remember"],
  "/newsletter/unsubscribe": ["token"],
  "/newsletter/confirm": ["token"],
  "/comments/moderate": ["id", "decision", "exp", "sig"],
  "/shops/shop-details": ["product", "name", "email", "phone", "domain", "period", "payment"],
  "/admin/sign-in": ["email", "password", "next"],
  "/admin/sign-in/code": ["code", "next"],
};

/** A submission each form accepts; many requests start from it and spoil one or two fields. */
const VALID = {
  "/contact": {
    "f-name": "Rahim",
    "l-name": "Uddin",
    email: "rahim@example.com",
    phone: "01712-345678",
    suject: "A new website",
    message: "We need a new website for our shop.",
    terms: "on",
  },
  "/request-quote": {
    name: "Karim Ahmed",
    email: "karim@example.com",
    phone: "+880 1812 345678",
    company: "Padma Traders",
    service: "hosting",
    plan: "power",
    budget: "not-sure",
    timeline: "asap",
    details: "Hosting for our company website, please.",
  },
  "/newsletter": { email: "reader@example.com" },
  "/news/ai-software-dev": { name: "Tania", email: "tania@example.com", comment: "Thank you!" },
  "/shops/shop-details": {
    product: "power",
    name: "Rahim Uddin",
    email: "rahim@example.com",
    phone: "01712-345678",
    domain: "padmatraders.com.bd",
    period: "12",
    payment: "bkash",
  },
  "/admin/sign-in": { email: "owner@example.com", password: "not the password", next: "/admin" },
  "/admin/sign-in/code": { code: "123456", next: "/admin" },
};

const GETS = [
  "/",
  "/news",
  "/news?page=",
  "/news?s=",
  "/news?category=",
  "/news?tag=",
  "/news/ai-software-dev?replyto=",
  "/news/",
  "/services/",
  "/newsletter/confirm?token=",
  "/newsletter/unsubscribe?token=",
  "/comments/moderate?id=1&decision=approve&exp=1&sig=",
  "/comments/moderate?id=",
  "/request-quote?plan=",
  "/shops/shop-details?product=",
  "/admin/sign-in?next=",
  "/contact.data?_routes=",
  "/news.data?s=",
  "/",
];

/**
 * The workspace's lists, filters, searches and records, asked by a signed-in person of the role
 * that opens them; each address gets a hostile value appended.
 */
const WORKSPACE_GETS = {
  sales: [
    "/admin/leads?q=",
    "/admin/leads?status=",
    "/admin/leads?kind=",
    "/admin/leads?service=",
    "/admin/leads?assignee=",
    "/admin/leads?from=",
    "/admin/leads?to=2026-01-01&from=",
    "/admin/leads?page=",
    "/admin/leads.data?q=",
    "/admin/leads/export.csv?q=",
    "/admin/leads/export.csv?from=",
    "/admin/leads/",
    "/admin/leads/1?saved=",
    "/admin/spam?q=",
    "/admin/spam?page=",
    "/admin/spam?released=",
    "/admin/comments?status=",
    "/admin/comments?done=",
    "/admin/subscribers?status=",
    "/admin/subscribers/export.csv?status=",
    "/admin/mail?status=",
  ],
  editor: [
    "/admin/content?q=",
    "/admin/content?state=",
    "/admin/content?kind=",
    "/admin/content/new?kind=",
    "/admin/content/",
    "/admin/media?saved=",
    "/admin/media/",
  ],
};

const RAW_PATHS = [
  "/%E0%A4%A",
  "/..%2f..%2fetc%2fpasswd",
  "/news/%00",
  "/news?page=%ff%fe",
  `/${"a".repeat(8000)}`,
  "/contact/index.html",
  "//evil.example/",
  "/news?s=%00%0d%0a",
];

function send(port, { method, path: target, headers = {}, body }) {
  return new Promise((resolve) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method, path: target, headers, setHost: false, timeout: 15_000 },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.length < 4 && chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            cookies: res.headers["set-cookie"] ?? [],
          }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) => resolve({ status: 0, body: String(error.message) }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Bytes as they are, for what an HTTP client library refuses to send (bad headers, bad request lines). */
function sendRaw(port, text) {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    let answer = "";
    const done = () => {
      socket.destroy();
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
      // A connection the server closes without a word is its parser refusing garbage, not a crash.
      resolve({ status: status || (answer === "" ? 400 : 0), body: answer.slice(0, 300) });
    };
    socket.setTimeout(15_000, done);
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      if (answer.includes("\r\n\r\n")) done();
    });
    socket.on("error", done);
    socket.on("end", done);
    socket.write(Buffer.from(text, "latin1"));
  });
}

/** The form token a page's answer gives a new visitor, in its cookie. */
async function tokenFor(port, page) {
  const { cookies } = await send(port, {
    method: "GET",
    path: page,
    headers: { Host: `127.0.0.1:${port}` },
  });
  return cookies.map((cookie) => /^form_started=([^;]+)/.exec(cookie)?.[1]).find(Boolean) ?? "";
}

/**
 * Signs a new account of a role in as a person does (the command line makes it, the sign-in page
 * and the password page take it): the session's cookie, for the workspace's requests.
 */
async function signedInCookie(port, databaseUrl, role) {
  const email = `fuzz-${role}-${randomBytes(4).toString("hex")}@example.com`;
  const printed = execSync(`node build/admin.js add-user ${email} --role ${role}`, {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  const oneTime = /One-time password: (\S+)/.exec(printed)?.[1] ?? "";
  const host = `127.0.0.1:${port}`;
  const post = (path, fields, cookie = "") => {
    const body = new URLSearchParams(fields).toString();
    return send(port, {
      method: "POST",
      path,
      headers: {
        Host: host,
        Origin: `http://${host}`,
        Cookie: cookie,
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(Buffer.byteLength(body)),
      },
      body,
    });
  };
  const signedIn = await post("/admin/sign-in", { email, password: oneTime, next: "/admin" });
  const cookie = signedIn.cookies.map((c) => /^(nl_staff=[^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!cookie) throw new Error(`the ${role} account could not sign in`);
  const chosen = "a fuzzing sentence of my own";
  await post("/admin/password", { current: oneTime, next: chosen, repeat: chosen }, cookie);
  return cookie;
}

/**
 * Another way of writing an address, as an attacker writes it: letters escaped once or twice or
 * in capitals, dot segments plain or escaped, doubled or trailing slashes, an escaped slash, a
 * broken escape, a NUL or a backslash.
 */
function misspelt(random, address) {
  const [path, query = ""] = address.split("?");
  const escape = (char) => `%${char.charCodeAt(0).toString(16).padStart(2, "0")}`;
  const segments = path.split("/");
  const at = 1 + Math.floor(random.next() * Math.max(1, segments.length - 1));
  const segment = segments[at] ?? "";
  const letter = Math.floor(random.next() * Math.max(1, segment.length));
  const change = random.pick([
    () => segment.slice(0, letter) + escape(segment[letter] ?? "a") + segment.slice(letter + 1),
    () =>
      segment.slice(0, letter) +
      `%25${escape(segment[letter] ?? "a").slice(1)}` +
      segment.slice(letter + 1),
    () => segment.toUpperCase(),
    () => `x/../${segment}`,
    () => `./${segment}`,
    () => `x/%2e%2E/${segment}`,
    () => `/${segment}`,
    () => `${segment}/`,
    () => `${segment}%2F..`,
    () => `${segment}%`,
    () => `${segment}%E0%A4`,
    () => `${segment}%00`,
    () => `${segment}\\..`,
    () => `..%5c${segment}`,
  ]);
  segments[at] = change();
  return segments.join("/") + (query ? `?${query}` : "");
}

/** What staff post to the workspace's forms, each field given a hostile value in its turn. */
const WORKSPACE_FORMS = {
  sales: {
    "/admin/leads/1": [
      { intent: "note", note: "Called back" },
      { intent: "next-step", what: "Send the proposal", due: "2026-12-01" },
      { intent: "status", status: "lost", lostReason: "Went elsewhere" },
      { intent: "log", kind: "call", outcome: "interested", summary: "Wants a shop" },
      { intent: "reply", language: "en", subject: "Your website", body: "Hello" },
    ],
    "/admin/contacts/1": [{ intent: "notes", notes: "Pays on time" }],
  },
  editor: {
    "/admin/campaigns/new": [
      { intent: "save", name: "December", source: "issue", "subject-en": "Hi", "body-en": "News" },
    ],
    "/admin/site/company": [{ name: "Nakshi Labs" }],
    "/admin/content/new": [{ intent: "save", kind: "page", title: "FAQs", body: "Answers" }],
  },
};

/** One hostile request, chosen by the generator. */
async function craft(port, random, staff) {
  const host = `127.0.0.1:${port}`;
  if (random.next() < 0.1) {
    // An address of the site or of the workspace, written another way, signed in or not.
    const role = random.pick(Object.keys(WORKSPACE_GETS));
    const address = random.pick([...GETS, ...WORKSPACE_GETS[role], ...Object.keys(FORMS)]);
    return {
      method: random.pick(["GET", "HEAD", "POST"]),
      path: misspelt(random, address),
      headers: { Host: host, ...(random.next() < 0.7 && { Cookie: staff[role] }) },
    };
  }
  if (random.next() < 0.1) {
    const role = random.pick(Object.keys(WORKSPACE_FORMS));
    const action = random.pick(Object.keys(WORKSPACE_FORMS[role]));
    const fields = new URLSearchParams(random.pick(WORKSPACE_FORMS[role][action]));
    const name = random.pick([...fields.keys()]);
    fields.set(
      name,
      random.next() < 0.5
        ? random.pick(HOSTILE)
        : `${fields.get(name)}${random.pick(HOSTILE).slice(0, 40)}`,
    );
    const body = fields.toString();
    return {
      method: "POST",
      path: random.next() < 0.8 ? action : misspelt(random, action),
      headers: {
        Host: host,
        Origin: `http://${host}`,
        Cookie: staff[role],
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(Buffer.byteLength(body)),
      },
      body,
      workspace: true,
    };
  }
  if (random.next() < 0.15) {
    const role = random.pick(Object.keys(WORKSPACE_GETS));
    const target =
      random.pick(WORKSPACE_GETS[role]) +
      encodeURIComponent(random.pick(HOSTILE).toWellFormed()).slice(0, 4000);
    return {
      method: random.pick(["GET", "GET", "HEAD"]),
      path: target,
      headers: { Host: host, Cookie: staff[role] },
      workspace: true,
    };
  }
  const kind = random.next();
  if (kind < 0.45) {
    const action = random.pick(Object.keys(FORMS));
    const fields = new URLSearchParams();
    const baseline = VALID[action];
    if (baseline && random.next() < 0.6) {
      for (const [name, value] of Object.entries(baseline)) fields.set(name, value);
      const names = FORMS[action];
      for (let i = 0; i < 1 + Math.floor(random.next() * 2); i += 1) {
        const name = random.pick(names);
        const value = random.pick(HOSTILE);
        // Sometimes the hostile part rides inside an otherwise acceptable value.
        fields.set(
          name,
          random.next() < 0.5 ? value : `${fields.get(name) ?? ""}${value.slice(0, 40)}`,
        );
      }
    } else {
      for (const name of FORMS[action]) {
        if (random.next() < 0.85) fields.append(name, random.pick(HOSTILE));
        if (random.next() < 0.1) fields.append(name, random.pick(HOSTILE));
      }
    }
    const token =
      random.next() < 0.8
        ? await tokenFor(port, "/contact")
        : // Any bytes, percent-encoded so that they fit in a header.
          [...Buffer.from(random.pick(HOSTILE).slice(0, 200))]
            .map((byte) => `%${byte.toString(16).padStart(2, "0")}`)
            .join("");
    if (random.next() < 0.1) fields.set("leave_this_empty", random.pick(HOSTILE));
    if (random.next() < 0.05) fields.set(random.pick(HOSTILE).slice(0, 200) || "x", "y");
    const body = fields.toString();
    const type =
      random.next() < 0.7
        ? "application/x-www-form-urlencoded"
        : random.pick([
            "multipart/form-data; boundary=broken",
            "multipart/form-data",
            "application/json",
            "text/plain",
            "application/x-www-form-urlencoded; charset=utf-16",
          ]);
    const origin = random.pick([
      `http://${host}`,
      `http://${host}`,
      "https://evil.example",
      "null",
    ]);
    return {
      method: "POST",
      path: action,
      headers: {
        Host: host,
        Origin: origin,
        Cookie: `theme=dark; form_started=${token}`,
        "Content-Type": type,
        "Content-Length": String(Buffer.byteLength(body)),
      },
      body,
    };
  }
  if (kind < 0.8) {
    const target =
      random.pick(GETS) + encodeURIComponent(random.pick(HOSTILE).toWellFormed()).slice(0, 4000);
    return { method: random.pick(["GET", "GET", "HEAD"]), path: target, headers: { Host: host } };
  }
  if (kind < 0.9) {
    return {
      method: random.pick(["PUT", "PATCH", "DELETE", "TRACE", "OPTIONS", "PROPFIND", "POST"]),
      path: random.pick([...Object.keys(FORMS), ...RAW_PATHS]),
      headers: {
        Host: host,
        "Content-Length": "5",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "a=b&c",
    };
  }
  const line = random.pick([
    `GET ${random.pick(RAW_PATHS)} HTTP/1.1`,
    "GET / HTTP/1.1",
    "GET /contact HTTP/1.1",
    "GET /\u0000 HTTP/1.1",
    "GARBAGE",
    "GET / HTTP/9.9",
    `POST /contact HTTP/1.1`,
  ]);
  const headers = random.pick([
    [`Host: ${host}`],
    [],
    ["Host: "],
    ["Host: evil.example"],
    ["Host: bad host/x"],
    [random.pick(["Host: localhost:99999", "Host: 127.0.0.1:65536", "Host: [::1]:0"])],
    [random.pick(["Host: [::1]", `Host: [::1]:${port}`, "Host: [zz]", "Host: [::1"])],
    [random.pick([`Host: user@${host}`, `Host: user:pw@${host}`, "Host: @"])],
    [`Host: ${"a".repeat(random.pick([63, 64, 300, 5000]))}.example`],
    [`Host: ${host}`, "Accept-Language: \u0000"],
    [`Host: ${host}`, `Cookie: ${"a=\u0001;".repeat(100)}`],
    [`Host: ${host}`, "Content-Length: 10", "Transfer-Encoding: chunked"],
    [`Host: ${host}`, "Content-Length: -1"],
    [`Host: ${host}`, `X-Long: ${"x".repeat(20_000)}`],
  ]);
  return { raw: `${[line, ...headers, "Connection: close"].join("\r\n")}\r\n\r\n` };
}

async function startServer(port, databaseUrl) {
  const server = spawn("node", ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT_MAX: "1000000",
      LOG_LEVEL: "silent",
      SMTP_URL: "",
    },
    // React Router reports every unknown address on stderr; the answers are what is checked here.
    stdio: ["ignore", "ignore", process.env.FUZZ_SERVER_LOG ? "inherit" : "ignore"],
  });
  process.on("exit", () => server.kill("SIGTERM"));
  for (let i = 0; i < 150; i += 1) {
    const { status } = await send(port, {
      method: "GET",
      path: "/",
      headers: { Host: "127.0.0.1" },
    });
    if (status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill("SIGTERM");
  throw new Error(`the server on port ${port} did not start`);
}

/**
 * Content folders an attacker might hand over to be imported: front matter that is code, a tag
 * that makes code, a page larger than the editor takes, a media list whose alt text is not text.
 * Each must be refused with its file named, run nothing, and leave the running site answering.
 */
function hostileImports(proof) {
  const write = `require("fs").writeFileSync(${JSON.stringify(proof)}, "code ran")`;
  const page = (front) => `${front}\n---\nBody\n`;
  return [
    [
      "en/blog/code.md",
      page(`---js\n{ title: (${write}, "x"), description: "x", status: "draft" }`),
    ],
    ["en/blog/code.md", page(`---javascript\n({ title: (${write}, "x") })`)],
    ["en/blog/code.md", page("---coffee\ntitle: 'x'")],
    [
      "en/blog/code.md",
      page(`---\ntitle: !!js/function "function () { ${write} }"\ndescription: x\nstatus: draft`),
    ],
    [
      "en/pages/huge.md",
      page(`---\ntitle: Huge\ndescription: x\nstatus: draft\n---\n${"x".repeat(1_000_000)}`),
    ],
    ["en/pages/nul.md", page('---\ntitle: "a\\0b"\ndescription: x\nstatus: draft\nextra: [1')],
    [
      "media/media.json",
      JSON.stringify([
        {
          id: "0000000000000000",
          name: "x.png",
          alt: { en: { nested: "object" }, bn: ["a", "b"] },
        },
      ]),
    ],
  ];
}

/** Whether the site still serves its pages: what went before must not have stopped or hung it. */
async function stillAnswering(port, when) {
  const failures = [];
  for (const page of ["/", "/news"]) {
    const { status } = await send(port, {
      method: "GET",
      path: page,
      headers: { Host: "127.0.0.1" },
    });
    if (status !== 200) failures.push(`${when}, ${page} answered ${status}`);
  }
  return failures;
}

async function importHostile(port, databaseUrl) {
  const failures = [];
  const dir = mkdtempSync(path.join(tmpdir(), "site-fuzz-import-"));
  const proof = path.join(dir, "code-ran");
  try {
    for (const [file, text] of hostileImports(proof)) {
      const folder = mkdtempSync(path.join(dir, "import-"));
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), text);
      // Run without blocking this process, whose kept connections to the server must stay alive.
      const result = await new Promise((resolve) => {
        execFile(
          "node",
          ["build/content.js", "import", folder],
          {
            env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" },
            timeout: 60_000,
          },
          (error, stdout, stderr) =>
            resolve({ status: error ? error.code : 0, said: `${stdout}${stderr}` }),
        );
      });
      const { said } = result;
      if (result.status !== 1 || !said.includes(file) || /\n\s+at /.test(said)) {
        failures.push(
          `import of ${file} (${text.slice(0, 30)}…): exit ${result.status}: ${said.slice(0, 200)}`,
        );
      }
      if (existsSync(proof)) failures.push(`import of ${file} ran code`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  failures.push(...(await stillAnswering(port, "after the imports")));
  return failures;
}

async function run(name, port, databaseUrl, seed) {
  const server = await startServer(port, databaseUrl);
  const staff = {
    sales: await signedInCookie(port, databaseUrl, "sales"),
    editor: await signedInCookie(port, databaseUrl, "editor"),
  };
  // A lead and its contact for the workspace's forms to work on.
  const lead = new URLSearchParams(VALID["/contact"]).toString();
  await send(port, {
    method: "POST",
    path: "/contact",
    headers: {
      Host: `127.0.0.1:${port}`,
      Origin: `http://127.0.0.1:${port}`,
      Cookie: `form_started=${await tokenFor(port, "/contact")}`,
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(Buffer.byteLength(lead)),
    },
    body: lead,
  });
  const random = generator(seed);
  const started = Date.now();
  const statuses = new Map();
  const failures = [];
  let sent = 0;
  let workspacePages = 0;
  const worker = async () => {
    while (sent < COUNT && Date.now() - started < TIME_LIMIT_MS) {
      sent += 1;
      const spec = await craft(port, random, staff);
      const answer = spec.raw ? await sendRaw(port, spec.raw) : await send(port, spec);
      if (spec.workspace && answer.status === 200) workspacePages += 1;
      const group = answer.status === 0 ? "no answer" : `${Math.floor(answer.status / 100)}xx`;
      statuses.set(group, (statuses.get(group) ?? 0) + 1);
      if (answer.status >= 500 || answer.status === 0) {
        failures.push(
          `${answer.status} ${spec.method} ${spec.path.slice(0, 120)}: ${answer.body.slice(0, 160)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  failures.push(...(await stillAnswering(port, "after the requests")));
  const refusedImports = await importHostile(port, databaseUrl);
  failures.push(...refusedImports);
  server.kill("SIGTERM");
  const summary = [...statuses].map(([group, count]) => `${group}: ${count}`).join(", ");
  console.log(
    `${name}: ${sent} requests in ${Date.now() - started} ms (${summary}; ${workspacePages} workspace pages answered signed in); ${hostileImports("").length} hostile imports, ${refusedImports.length} not refused by name`,
  );
  // Filters asked while signed out would test only the sign-in redirect.
  if (workspacePages === 0) failures.push("no workspace request was answered as a signed-in page");
  for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
  return { sent, failures: failures.length };
}

if (!existsSync("build/server.js")) execSync("npm run build", { stdio: "inherit" });
const seed = Number(process.env.FUZZ_SEED ?? 1);
const results = [];

const dir = mkdtempSync(path.join(tmpdir(), "site-fuzz-"));
try {
  results.push(await run("SQLite", 4350, `file:${path.join(dir, "site.db")}`, seed));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
const reachable = await admin.connect().then(
  () => true,
  () => false,
);
if (reachable) {
  const schema = `fuzz_${randomBytes(5).toString("hex")}`;
  await admin.query(`create schema ${schema}`);
  const url = new URL(POSTGRES_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  try {
    results.push(await run("PostgreSQL", 4351, url.toString(), seed + 1));
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
} else if (process.env.REQUIRE_POSTGRES === "1") {
  console.log(`PostgreSQL is required but not reachable at ${POSTGRES_URL}`);
  process.exit(1);
} else {
  console.log(`PostgreSQL not reachable at ${POSTGRES_URL}: its run is skipped`);
}

const failures = results.reduce((sum, result) => sum + result.failures, 0);
const sent = results.reduce((sum, result) => sum + result.sent, 0);
console.log(`Hostile input: ${sent} requests, ${failures} answered 5xx or not at all`);
process.exit(failures === 0 ? 0 : 1);
