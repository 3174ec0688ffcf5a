import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { Secret, TOTP } from "otpauth";
import { SKIPPED_PARTS } from "~/browser/draw-sections";
import { SqliteDatabase as Database } from "../../app/platform/db/sqlite-driver.server";
import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type Response,
} from "@playwright/test";

export { expect };

/**
 * A page is ready for a test once its behaviours are in place: the site's small script on a public
 * page (`data-ready`), hydration in the workspace. A form page loads the React runtime only when
 * the visitor starts on a form, so this `page` starts it the way a first touch would and waits for
 * hydration. It does so after every document it opens with `goto` (unless asked to return at the
 * first byte) or `reload`; a test of what happens before, opens its own page.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const ready = async (response: Response | null) => {
      if (!response?.headers()["content-type"]?.startsWith("text/html")) return response;
      const runtime = await page.locator("html").getAttribute("data-runtime");
      if (runtime !== "always")
        await page.waitForSelector("html[data-ready]", { state: "attached" });
      if (runtime === "on-use") await startRuntime(page);
      if (runtime) await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    // A test that asks for the first byte ("commit") wants the page before it is ready.
    page.goto = async (url, options) =>
      options?.waitUntil === "commit" ? goto(url, options) : ready(await goto(url, options));
    page.reload = async (options) => ready(await reload(options));
    await provide(page);
  },
});

/** What a visitor's first touch of a form does on a form page: starts the React runtime. */
export async function startRuntime(page: Page) {
  await page.evaluate(() =>
    document.querySelector("form")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true })),
  );
}

export const STRICT_URL = "http://127.0.0.1:4174";
/** The server whose facts a test changes: no other test reads it. */
export const FACTS_URL = "http://127.0.0.1:4175";

/** The test servers, by the name of their data (see playwright.config.ts). */
type Server =
  | "main"
  | "strict"
  | "facts"
  | "follow-up"
  | "campaigns"
  | "accounts"
  | "accounts-postgres"
  | "booking";

/** The database of a server that is not the SQLite file named after it (see mail-server.ts). */
export const serverDatabases = new Map<Server, string>();
const E2E_DATA = "data/e2e";

const axeSource: string = createRequire(import.meta.url)("axe-core").source;

/**
 * One page view in five also loads the speed report (app/browser/insights.ts, by Math.random): a
 * test that counts a page's scripts asks for one of the other four, and one of the speed report
 * for it (`sampled`).
 */
export async function speedSample(page: Page, sampled: boolean) {
  await page.addInitScript(
    (value) => {
      Math.random = () => value;
    },
    sampled ? 0 : 0.5,
  );
}

/** Marks the start-up overlay as already seen, so a test can use the page at once. */
export async function skipLoader(page: Page) {
  await page.addInitScript(() => window.sessionStorage.setItem("loader-seen", "1"));
}

/** Runs axe-core (WCAG 2.1 A and AA plus best practices) and fails on any violation. */
export async function expectNoAxeViolations(page: Page) {
  // Entrance animations fade content in as it scrolls into view; axe judges it at rest.
  await page.emulateMedia({ reducedMotion: "reduce" });
  // A page's parts below its first screen are drawn only as they near the screen until the site
  // script has drawn them all (content-visibility, app/browser/draw-sections.ts), and axe reads
  // colours from what is drawn: it judges them all drawn, as a visitor who scrolls to them sees them.
  await page.evaluate((parts) => {
    for (const part of document.querySelectorAll(parts)) part.setAttribute("data-drawn", "");
  }, SKIPPED_PARTS);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"],
      },
    });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 4)
          .join(", ")})`,
    );
  });
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

/** Reads the test server's database directly, as the agency's staff would see it. */
export function readDb<T>(name: Server, query: string, ...params: unknown[]): T[] {
  const db = new Database(`${E2E_DATA}/${name}.db`, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * Opens a page as a visitor would before sending its form: the answer gives the request context
 * its form token, in a cookie it then sends with the form. Returns that token.
 */
export async function formTokenOf(request: APIRequestContext, path: string) {
  expect((await request.get(path)).status()).toBe(200);
  const { cookies } = await request.storageState();
  const token = cookies.find((cookie) => cookie.name === "form_started")?.value;
  if (!token) throw new Error(`${path} gave no form token`);
  return token;
}

/** A value unique to one test run, to find the rows a test created. */
export const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

export const ROUTES: { path: string; status: number; h1: string | RegExp }[] = [
  { path: "/", status: 200, h1: "Transforming Ideas into Digital Reality" },
  { path: "/news", status: 200, h1: "Blogs" },
  {
    path: "/news/single-news",
    status: 200,
    h1: "AI in Software Development: What It Means for Your Next Project",
  },
  { path: "/service", status: 200, h1: "Services" },
  { path: "/pricing", status: 200, h1: "Pricing Plan" },
  { path: "/about-us", status: 200, h1: "About us" },
  { path: "/about-us-another", status: 200, h1: "Our team" },
  { path: "/shops", status: 200, h1: "Hosting and domain shop" },
  { path: "/shops/shop-details", status: 200, h1: "Power hosting" },
  { path: "/contact", status: 200, h1: "Contact" },
  { path: "/request-quote", status: 200, h1: "Request a quote" },
  { path: "/error", status: 404, h1: "The page can't be found." },
];

export const PASSWORD = "jamdani weave 1971";

/** The account command, as docs/operations.md tells an operator to run it, against a test server's data. */
export function admin(server: Server, ...args: string[]) {
  return execFileSync(process.execPath, ["build/admin.js", ...args], {
    env: {
      ...process.env,
      DATABASE_URL: serverDatabases.get(server) ?? `file:data/e2e/${server}.db`,
    },
    encoding: "utf8",
  });
}

/** A new account (sales unless another role is named); returns its address and one-time password. */
export function newAccount(
  server: Server = "main",
  name = "Nusrat Jahan",
  owner = false,
  role?: "owner" | "editor" | "sales",
) {
  const email = `${unique("staff")}@nakshilabs.com.bd`;
  const roleArgs = owner ? ["--owner"] : role ? ["--role", role] : [];
  const out = admin(server, "add-user", email, "--name", name, ...roleArgs);
  return { email, oneTime: /One-time password: (\S+)/.exec(out)![1]! };
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * The code an authenticator app shows for a secret (as the two-factor page writes it, in groups),
 * `stepsAhead` periods of 30 s from now: a code is good once, so a sign-in just after the set-up
 * uses the next one, which the server takes for a phone's clock a little ahead.
 */
export function authenticatorCode(secret: string, stepsAhead = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, "")) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/**
 * Sets up two-factor sign-in as a person does on /admin/two-factor: reads the key beside the QR
 * code, enters the app's code and leaves the recovery codes page; returns the key and the codes.
 */
export async function setUpTwoFactor(page: Page) {
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  const secret = (await page.locator("[data-secret]").innerText()).replace(/\s/g, "");
  // On the phone that holds the app, the key opens in it.
  const inApp = page.getByRole("link", { name: /Open it in your authenticator app/ });
  expect(await inApp.getAttribute("href")).toMatch(
    new RegExp(`^otpauth://totp/.+secret=${secret}`),
  );
  await page.getByLabel("Code", { exact: true }).fill(authenticatorCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your recovery codes" })).toBeVisible();
  const recoveryCodes = await page.getByRole("list", { name: "Your recovery codes" }).locator("li");
  const codes = await recoveryCodes.allInnerTexts();
  // The codes can be kept as a file.
  const file = await page
    .getByRole("link", { name: "Download them as a text file" })
    .getAttribute("href");
  expect(decodeURIComponent(file!.replace(/^data:text\/plain;charset=utf-8,/, ""))).toContain(
    codes.join("\n"),
  );
  await page.getByRole("link", { name: "I've saved them: continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  return { secret, codes };
}

/**
 * A member of staff signed in with a password of their own, on the workspace's dashboard (of the
 * server the page's base address names); an owner has set up two-factor sign-in on the way, as
 * owners must.
 */
export async function signedIn(
  page: Page,
  name?: string,
  owner = false,
  { role, server = "main" }: { role?: "owner" | "editor" | "sales"; server?: Server } = {},
) {
  const { email, oneTime } = newAccount(server, name, owner, role);
  await signIn(page, email, oneTime);
  await expect(page).toHaveURL(/\/admin\/password$/);
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("New password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  if (owner || role === "owner") await setUpTwoFactor(page);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  return email;
}

/**
 * Orders a month of the Power plan on the order page, paying by bKash, as a customer would, and
 * waits for how to pay; returns the customer's e-mail address.
 */
export async function orderPowerForAMonth(page: Page, price: string) {
  const email = `${unique("order")}@example.com`;
  await page.goto("/shops/shop-details");
  const form = page.locator("#order-form");
  await form.getByLabel("Your name").fill("Kamrul Islam");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Phone").fill("01712-000111");
  await form.getByLabel("Domain").fill("kamrul-traders.com.bd");
  await form.getByText(`1 month: ${price}`).click();
  await form.getByText("bKash").click();
  await form.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByTestId("how-to-pay")).toContainText(price);
  return email;
}

/** The testimonial the tests add under Site: a client's words, in English and maybe in Bangla. */
export const NEW_TESTIMONIAL = {
  author: "Tahmina Chowdhury",
  role: "Owner, Kacchi Corner, Dhanmondi",
  text: "Our online orders tripled within two months of the new website going live.",
  bangla: "নতুন ওয়েবসাইট চালুর দুই মাসের মধ্যে আমাদের অনলাইন অর্ডার তিন গুণ হয়েছে।",
  /** A picture beside their name: one of the site's own drawings stands in for a photo. */
  photo: "/images/landing/online-shops.svg",
};

/**
 * Adds NEW_TESTIMONIAL in the empty row of the Site section's Testimonials tab and saves it: in
 * English, and in Bangla when asked, at a place when one is given.
 */
export async function addTestimonial(
  page: Page,
  { bangla = false, place }: { bangla?: boolean; place?: number } = {},
) {
  await page.goto("/admin/site/testimonials");
  const rows = Number(await page.locator('[name="testimonials.items.rows"]').inputValue());
  const row = `testimonials.items.${rows - 1}`;
  await page.locator(`[name="${row}.author.en"]`).fill(NEW_TESTIMONIAL.author);
  await page.locator(`[name="${row}.role.en"]`).fill(NEW_TESTIMONIAL.role);
  await page.locator(`[name="${row}.text.en"]`).fill(NEW_TESTIMONIAL.text);
  if (bangla) await page.locator(`[name="${row}.text.bn"]`).fill(NEW_TESTIMONIAL.bangla);
  if (place) await page.locator(`[name="${row}.order"]`).fill(String(place));
  await page.locator(`[name="${row}.date"]`).fill("2026-11-20");
  await page.locator(`[name="${row}.photo"]`).fill(NEW_TESTIMONIAL.photo);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(/Saved/);
}
