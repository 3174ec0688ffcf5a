import { expect, expectNoAxeViolations, ROUTES, skipLoader, test } from "./support";

const DARK_SURFACE = "rgb(11, 20, 18)";
const LIGHT_SURFACE = "rgb(255, 255, 255)";

const surface = (page: import("@playwright/test").Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test("the theme switch applies a choice at once, remembers it, and a reloaded dark page is dark from its first paint", async ({
  page,
}) => {
  await skipLoader(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/pricing");
  expect(await surface(page)).toBe(LIGHT_SURFACE);
  await page.getByRole("button", { name: "Theme: System" }).click();
  const menu = page.locator("header [popover]");
  await menu.getByText("Dark", { exact: true }).click();
  expect(await surface(page)).toBe(DARK_SURFACE);
  await expect(page.getByRole("button", { name: "Theme: Dark" })).toBeVisible();

  // As soon as the body exists (only the head's script has run), the page is dark.
  await page.goto("/contact", { waitUntil: "commit" });
  await page.waitForSelector("body", { state: "attached" });
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
  await page.waitForLoadState("domcontentloaded");
  expect(await surface(page)).toBe(DARK_SURFACE);

  // Every switch on the page shows the choice; "System" hands the page back to the system.
  await page.waitForSelector("html[data-ready]", { state: "attached" });
  await page.getByRole("button", { name: "Theme: Dark" }).click();
  await expect(menu.getByRole("radio", { name: "Dark" })).toBeChecked();
  await page.emulateMedia({ colorScheme: "light" });
  await menu.getByText("System", { exact: true }).click();
  expect(await surface(page)).toBe(LIGHT_SURFACE);
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await surface(page)).toBe(DARK_SURFACE);
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
});

test("on a phone the theme switch is in the navigation drawer", async ({ page }) => {
  await skipLoader(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.locator("#mobile-drawer");
  await drawer.getByText("Dark", { exact: true }).click();
  expect(await surface(page)).toBe(DARK_SURFACE);
});

test("/home-dark is the home page in the dark theme, with and without scripts, whatever the system says", async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, colorScheme: "light" });
    const page = await context.newPage();
    await skipLoader(page);
    const response = await page.goto("/home-dark");
    expect(response?.status()).toBe(200);
    expect(page.url()).toMatch(/\/home-dark$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Transforming Ideas into Digital Reality",
    );
    expect(await surface(page)).toBe(DARK_SURFACE);
    await context.close();
  }
});

test("without scripts the page follows the system's theme and shows no switch", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto("/about-us");
  expect(await surface(page)).toBe(DARK_SURFACE);
  await expect(page.locator(".theme-switch").first()).toBeHidden();
  await context.close();
});

const LANDINGS = ["two", "three", "four", "five", "six", "seven", "eight"].map((n) => `/home-${n}`);

test.describe("accessibility in the dark theme", () => {
  for (const width of [360, 1440]) {
    for (const route of [
      ...ROUTES.map((route) => route.path),
      "/home-dark",
      ...LANDINGS,
      "/services/software",
      "/news/flutter-vs-react-native",
      "/faqs",
      "/newsletter",
      "/bn",
      "/bn/shops/shop-details",
      "/ar/contact",
      "/ar/about-us-another",
    ]) {
      test(`axe finds no violations on ${route} in the dark theme at ${width}px`, async ({
        page,
      }) => {
        await skipLoader(page);
        await page.emulateMedia({ colorScheme: "dark" });
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route);
        expect(await surface(page)).toBe(DARK_SURFACE);
        await expectNoAxeViolations(page);
      });
    }
  }
});
