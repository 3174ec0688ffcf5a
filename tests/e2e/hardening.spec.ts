import { createHash, createHmac } from "node:crypto";
import { request as rawRequest } from "node:http";
import { expect, formTokenOf, newAccount, readDb, test, unique } from "./support";

/** A request with exactly the method and headers given (browsers and fetch would fix them up). */
function raw(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = rawRequest(
      { host: "127.0.0.1", port: 4173, path, method, headers, setHost: false },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const HOST = { Host: "127.0.0.1:4173" };

test("methods no page answers are refused before any form action runs", async () => {
  for (const method of ["PUT", "PATCH", "DELETE", "TRACE", "OPTIONS"]) {
    const answer = await raw(method, "/contact", { ...HOST, "Content-Length": "0" });
    expect(answer.status, method).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, POST");
  }
  expect(readDb("main", "select id from contact_messages where subject = 'PUT'")).toEqual([]);
});

test("a missing or malformed Host header is a bad request, not a server error", async () => {
  expect((await raw("GET", "/")).status).toBe(400);
  expect((await raw("GET", "/", { Host: "" })).status).toBe(400);
  expect((await raw("GET", "/contact", { Host: "bad host/../x" })).status).toBe(400);
  for (const host of [
    "localhost:99999",
    "127.0.0.1:65536",
    "[zz]",
    "[::1",
    "user@127.0.0.1:4173",
    `${"a".repeat(64)}.example`,
    `${"a.".repeat(200)}example`,
  ]) {
    for (const path of ["/", "/contact", "/news", "/admin"]) {
      expect((await raw("GET", path, { Host: host })).status, `${host} ${path}`).toBe(400);
    }
  }
  expect((await raw("GET", "/", HOST)).status).toBe(200);
  expect((await raw("GET", "/news", { Host: "[::1]:4173" })).status).toBe(200);
});

test("no redirect leads to another host, however the address is written", async ({ request }) => {
  for (const path of [
    "//evil.example/index.html",
    "//evil.example/x/index.html",
    "/%2e%2e//evil.example/index.html",
    "/.//evil.example/index.html",
  ]) {
    const answer = await raw("GET", path, HOST);
    const location = String(answer.headers.location ?? "");
    expect(answer.status === 400 || /^\/(?![/\\])/.test(location), `${path} → ${location}`).toBe(
      true,
    );
  }
  expect((await raw("GET", "//evil.example/index.html", HOST)).status).toBe(400);
  // A site with no account sends the sign-in page on to the first owner's set-up.
  newAccount();
  // As an attacker writes them in the address: some encoded once, some not at all.
  for (const next of [
    "//evil.example",
    "/%5Cevil.example",
    "/admin/..%2f..%2f%09%2fevil.example/x",
    "/admin/%2e%2e/%2e%2e//evil.example",
    "/admin%0D%0ASet-Cookie:%20x=1",
    "/admin%E2%80%A8x",
    "https://evil.example/admin",
  ]) {
    const page = await request.get(`/admin/sign-in?next=${next}`);
    expect(page.status(), next).toBe(200);
    const kept = /name="next" value="([^"]*)"/.exec(await page.text())?.[1];
    expect(kept === "/admin" || kept?.startsWith("/admin/"), `${next} → ${kept}`).toBe(true);
    expect(kept).not.toMatch(/evil|\/\/|%09/);
  }
});

test("a page's address written another way leads to its one spelling, and a broken one is refused", async () => {
  for (const [written, canonical] of [
    ["/Pricing", "/pricing"],
    ["/%61bout-us", "/about-us"],
    ["/%6Eews?page=2", "/news?page=2"],
    ["/news/", "/news"],
    ["/BN/Contact", "/bn/contact"],
    ["//contact", null],
    ["/contact/../pricing", "/pricing"],
    ["/shops//shop-details", "/shops/shop-details"],
  ] as const) {
    const answer = await raw("GET", written, HOST);
    if (canonical === null) expect(answer.status, written).toBe(400);
    else {
      expect(answer.status, written).toBe(301);
      expect(answer.headers.location, written).toBe(canonical);
    }
  }
  expect((await raw("GET", "/pricing%", HOST)).status).toBe(400);
  expect((await raw("GET", "/news/%E0%A6", HOST)).status).toBe(400);
  expect((await raw("GET", "/pricing", HOST)).status).toBe(200);
});

test("a prerendered page's raw index.html is never served; its address leads to the page", async ({
  request,
}) => {
  const answer = await request.get("/contact/index.html", { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe("/contact");
  const home = await request.get("/index.html?x=1", { maxRedirects: 0 });
  expect(home.headers().location).toBe("/?x=1");
});

test("a NUL byte or control character in a form is cleaned before it is stored", async ({
  request,
}) => {
  await formTokenOf(request, "/contact");
  const subject = unique("nul");
  const answer = await request.post("/contact", {
    headers: { Origin: "http://127.0.0.1:4173" },
    form: {
      "f-name": "Nul\u0000la",
      "l-name": "Byte",
      email: "nul@example.com",
      suject: subject,
      message: "hello\u0000world, with a bell\u0007 in it",
      terms: "on",
    },
  });
  expect(answer.status()).toBe(200);
  const rows = readDb<{ first_name: string; message: string }>(
    "main",
    "select first_name, message from contact_messages where subject = ?",
    subject,
  );
  expect(rows).toEqual([{ first_name: "Nulla", message: "helloworld, with a bell in it" }]);
});

test("a line break in a one-line field is refused with a message, not forged into the e-mail", async ({
  request,
}) => {
  await formTokenOf(request, "/contact");
  const subject = unique("crlf");
  const answer = await request.post("/contact", {
    headers: { Origin: "http://127.0.0.1:4173" },
    form: {
      "f-name": "x\r\nApprove: https://evil.example",
      "l-name": "Byte",
      email: "crlf@example.com",
      suject: subject,
      message: "A message that is long enough.",
      terms: "on",
    },
  });
  expect(answer.status()).toBe(400);
  expect(await answer.text()).toContain("Please keep this on one line.");
  expect(readDb("main", "select id from contact_messages where subject = ?", subject)).toEqual([]);
});

test("a served form can be sent once; the same token again is held as suspected spam, not lost", async ({
  request,
}) => {
  const token = await formTokenOf(request, "/newsletter");
  const first = `${unique("once")}@example.com`;
  const second = `${unique("twice")}@example.com`;
  const fresh: string[] = [];
  for (const email of [first, second]) {
    // The same token both times, as a bot replaying one would send it.
    const answer = await fetch("http://127.0.0.1:4173/newsletter", {
      method: "POST",
      headers: { Origin: "http://127.0.0.1:4173", Cookie: `form_started=${token}` },
      body: new URLSearchParams({ email }),
    });
    expect(answer.status).toBe(200);
    fresh.push(/^form_started=([^;]+)/.exec(answer.headers.get("set-cookie") ?? "")?.[1] ?? "");
  }
  // Each answer gives the visitor a new token for their next form.
  expect(new Set([token, ...fresh]).size).toBe(3);
  expect(
    readDb("main", "select email from newsletter_subscribers where email in (?, ?)", first, second),
  ).toEqual([{ email: first }]);
  expect(
    readDb("main", "select reason from suspected_spam where payload like ?", `%${second}%`),
  ).toEqual([{ reason: "token-reused" }]);
});

test("an expired moderation link says so and changes nothing", async ({ page }) => {
  const [{ value: secret }] = readDb<{ value: string }>(
    "main",
    "select value from settings where key = 'form_secret'",
  ) as [{ value: string }];
  const [{ id }] = readDb<{ id: number }>(
    "main",
    "select id from comments where status = 'approved' order by id limit 1",
  ) as [{ id: number }];
  const expires = Math.floor(Date.now() / 1000) - 60;
  const sig = createHmac("sha256", secret)
    .update(`comment:${id}:reject:${expires}`)
    .digest("base64url");
  await page.goto(`/comments/moderate?id=${id}&decision=reject&exp=${expires}&sig=${sig}`);
  await expect(page.getByRole("status")).toContainText("This moderation link has expired");
  await expect(page.getByRole("button", { name: "Reject comment" })).toHaveCount(0);
  expect(readDb("main", "select status from comments where id = ?", id)).toEqual([
    { status: "approved" },
  ]);
  const forged = await page.goto(
    `/comments/moderate?id=${id}&decision=reject&exp=${expires + 999_999}&sig=${sig}`,
  );
  expect(forged?.status()).toBe(404);
});

/** The script-src of a response's Content-Security-Policy, after checking the rest holds. */
function scriptSourcesOf(policy: string, path: string) {
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  expect(scriptSrc, path).not.toContain("unsafe-inline");
  expect(policy, path).toContain("frame-ancestors 'none'");
  return scriptSrc;
}

/** Script elements a browser runs: not those loaded from a file, nor data blocks (JSON-LD). */
const runnable = /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>/;

const inlineScripts = (html: string) =>
  [...html.matchAll(new RegExp(`${runnable.source}([\\s\\S]*?)<\\/script>`, "g"))].map(
    (match) => match[1]!,
  );

test("a page served as built is the same bytes every time, and its inline scripts run by their hashes", async ({
  request,
}) => {
  // Pages kept from one rendering: a content page, a form page, a home page and a post. Tests
  // running beside this one publish, which renders every kept page anew (with a nonce of its
  // own): two answers in a row from one rendering are the same bytes, at the first or second try.
  for (const path of ["/service", "/contact", "/bn", "/news/ai-software-dev"]) {
    let answers = [await request.get(path), await request.get(path)];
    let [first, second] = await Promise.all(answers.map((answer) => answer.body()));
    if (!first!.equals(second!)) {
      answers = [await request.get(path), await request.get(path)];
      [first, second] = await Promise.all(answers.map((answer) => answer.body()));
    }
    expect(first!.equals(second!), path).toBe(true);
    const policies = answers.map((answer) => answer.headers()["content-security-policy"] ?? "");
    expect(policies[0], path).toBe(policies[1]);
    const scriptSrc = scriptSourcesOf(policies[0]!, path);
    expect(scriptSrc, path).not.toContain("nonce-");
    const html = first!.toString("utf8");
    const scripts = inlineScripts(html);
    // The head's script and the speculation rules at least; a form page has React Router's too.
    expect(scripts.length, path).toBeGreaterThanOrEqual(2);
    // JSON-LD is data, which no script policy governs: it needs no hash.
    expect(html, path).toContain('<script type="application/ld+json">');
    for (const code of scripts) {
      const hash = createHash("sha256").update(code).digest("base64");
      expect(scriptSrc, path).toContain(`'sha256-${hash}'`);
    }
  }
});

test("a page rendered for one response runs its inline scripts only with that response's nonce", async ({
  request,
}) => {
  // Every such page has the head's script (which also starts the site script) and the speculation
  // rules; a form page has React Router's too. A form sent without scripts and refused is answered
  // with the page rendered for that answer, as is an address that leads nowhere.
  await formTokenOf(request, "/request-quote");
  const refusedQuote = () =>
    request.post("/request-quote?plan=power", {
      headers: { Origin: "http://127.0.0.1:4173" },
      form: { "f-name": "Rahim", email: "not-an-address" },
    });
  for (const [path, least, answer] of [
    ["/request-quote?plan=power", 3, refusedQuote],
    ["/news/no-such-post", 2, () => request.get("/news/no-such-post")],
  ] as const) {
    const answers = [await answer(), await answer()];
    const nonces = answers.map(
      (answer) =>
        /'nonce-([^']+)'/.exec(
          scriptSourcesOf(answer.headers()["content-security-policy"] ?? "", path),
        )?.[1],
    );
    expect(nonces[0], path).toBeTruthy();
    expect(nonces[0], path).not.toBe(nonces[1]);
    const scripts = (await answers[0]!.text()).match(new RegExp(runnable.source, "g")) ?? [];
    expect(scripts.length, path).toBeGreaterThanOrEqual(least);
    expect(scripts.filter((tag) => tag.includes('type="speculationrules"')).length, path).toBe(1);
    for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonces[0]}"`);
  }
});

test("pages run their scripts with no CSP violation, and a form page hydrates once used", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  // The test's page starts a form page's runtime, as a visitor's first touch would.
  for (const path of ["/contact", "/request-quote?plan=power", "/news/ai-software-dev", "/"]) {
    await page.goto(path);
    const runtime = await page.locator("html").getAttribute("data-runtime");
    await expect(page.locator("html")).toHaveAttribute(
      runtime ? "data-hydrated" : "data-ready",
      "",
    );
    expect(violations, path).toEqual([]);
  }
});

test("every page carries the headers a security scanner checks", async ({ request }) => {
  for (const path of ["/", "/news", "/no-such-page"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["strict-transport-security"], path).toMatch(/max-age=\d{7,}/);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-resource-policy"], path).toBe("same-origin");
    const policy = headers["content-security-policy"] ?? "";
    for (const rule of ["default-src 'self'", "object-src 'none'", "base-uri 'self'"]) {
      expect(policy, path).toContain(rule);
    }
  }
});

test("the build's files carry the headers that protect a file, and none of a page's", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const script = /"(\/assets\/site-script-[\w-]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const headers = (await request.get(script!)).headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  // Images alone may be shown by other sites and mail programs (a newsletter's pictures).
  const image = (await request.get("/images/og-default.png")).headers();
  expect(image["cross-origin-resource-policy"]).toBe("cross-origin");
  expect(image["x-content-type-options"]).toBe("nosniff");
  expect(headers["cache-control"]).toContain("immutable");
  for (const pageOnly of ["content-security-policy", "x-frame-options", "referrer-policy"]) {
    expect(headers[pageOnly], pageOnly).toBeUndefined();
  }
});
