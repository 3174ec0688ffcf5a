import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  expect,
  expectNoAxeViolations,
  ROUTES,
  skipLoader,
  speedSample,
  STRICT_URL,
  test,
} from "./support";

test.describe("every route", () => {
  for (const route of ROUTES) {
    test(`${route.path} answers ${route.status} with its own h1, title, description, canonical and Open Graph tags`, async ({
      page,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(route.status);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveText(route.h1);
      await expect(page).toHaveTitle(/Nakshi Labs/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      if (route.status === 200) {
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          /^https:\/\/www\.nakshilabs\.com\.bd\//,
        );
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          "content",
          /\.png$/,
        );
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
      } else {
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      }
    });
  }

  test("an unknown address shows the not-found page with status 404 and noindex", async ({
    page,
  }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The page can't be found.");
    await expect(page.getByText("Sorry!")).toBeVisible();
    await expect(
      page.getByText("The page you're looking for isn't available. Use the go back button below"),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("prerendered pages answer at their own address without a redirect", async ({ request }) => {
    for (const path of ["/about-us", "/service", "/pricing", "/contact", "/", "/faqs"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain("<h1");
    }
  });

  test("content pages load no React: only the site's small script", async ({ request, page }) => {
    await speedSample(page, false);
    for (const path of [
      "/",
      "/service",
      "/news",
      "/about-us",
      "/news/ai-software-dev",
      "/bn/pricing",
    ]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('<link rel="modulepreload"');
      expect(html, path).not.toContain("__reactRouterContext");
      const scripts: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
      });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(scripts, path).toEqual([expect.stringMatching(/^\/assets\/site-script-[\w-]+\.js$/)]);
      page.removeAllListeners("request");
    }
  });

  test("a form page loads the React runtime only once the visitor starts on its form", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await speedSample(page, false);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 600);
    await page.keyboard.press("End");
    await page.waitForTimeout(500);
    expect(scripts).toHaveLength(1);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");

    await page.getByLabel("First name").focus();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    expect(scripts.length).toBeGreaterThan(1);
    await context.close();
  });

  test("no script a browser can load carries the phone numbering plans, which only the server needs", () => {
    const assets = readdirSync("build/client/assets").filter((file) => file.endsWith(".js"));
    expect(assets.length).toBeGreaterThan(5);
    for (const file of assets) {
      const code = readFileSync(path.join("build/client/assets", file), "utf8");
      expect(code.includes("country_calling_codes"), file).toBe(false);
    }
  });

  test("the first page keeps the system's fonts, fetches the text fonts once loaded, and the session's later pages name them from the start", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as { fontsAtStart?: boolean }).fontsAtStart =
          document.documentElement.hasAttribute("data-fonts");
      });
      // Whether the page ever names the text fonts after it has started.
      new MutationObserver(() => {
        (window as { namedLater?: boolean }).namedLater = true;
      }).observe(document, { attributeFilter: ["data-fonts"], subtree: true });
    });
    const fontsAtStart = () =>
      page.evaluate(() => (window as { fontsAtStart?: boolean }).fontsAtStart);
    /** The families of the font faces the page has loaded. */
    const loadedFamilies = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === "loaded")
          .map((face) => face.family.replaceAll('"', "")),
      );

    await page.goto("/bn/faqs");
    expect(await fontsAtStart()).toBe(false);
    // Both text fonts are fetched and loaded, and the note for later pages is written...
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("fonts")), { timeout: 10_000 })
      .toBe("1");
    expect(await loadedFamilies()).toEqual(
      expect.arrayContaining(["Inter Variable", "Noto Sans Bengali Variable"]),
    );
    // ...but this page never changes its text's font.
    await expect(page.locator("html")).not.toHaveAttribute("data-fonts");
    expect(await page.evaluate(() => (window as { namedLater?: boolean }).namedLater)).toBeFalsy();
    // Neither was asked for before the page had loaded.
    const first = await page.evaluate(() => {
      const loaded = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return {
        loadEnd: loaded.loadEventEnd,
        fontStarts: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".woff2"))
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
      };
    });
    expect(first.fontStarts.map((font) => font.name)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/inter-latin-wght/),
        expect.stringMatching(/noto-sans-bengali-bengali-wght/),
      ]),
    );
    for (const font of first.fontStarts)
      expect(font.start, font.name).toBeGreaterThan(first.loadEnd);

    await page.goto("/bn/pricing");
    expect(await fontsAtStart()).toBe(true);
    await expect
      .poll(loadedFamilies)
      .toEqual(expect.arrayContaining(["Inter Variable", "Noto Sans Bengali Variable"]));
    await context.close();
  });

  test("when the text fonts cannot be fetched, later pages do not name them from the start", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const failed: string[] = [];
    await context.route("**/*.woff2", (route) => {
      failed.push(route.request().url());
      return route.abort();
    });
    const page = await context.newPage();
    await page.goto("/faqs");
    await expect.poll(() => failed.some((url) => /inter-latin-wght/.test(url))).toBe(true);
    // Once every font has settled (Inter failed; the small inlined faces loaded), no note is left.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => sessionStorage.getItem("fonts"))).toBeNull();
    await page.goto("/pricing");
    await expect(page.locator("html")).not.toHaveAttribute("data-fonts");
    await context.close();
  });

  test("public pages carry speculation rules for their same-site links", async ({ request }) => {
    for (const path of ["/", "/contact", "/ar/news"]) {
      const html = await (await request.get(path)).text();
      const rules = /<script[^>]*type="speculationrules"[^>]*>([^<]+)<\/script>/.exec(html)?.[1];
      expect(rules, path).toBeTruthy();
      const parsed = JSON.parse(rules!) as Record<string, { eagerness: string }[]>;
      expect(parsed.prefetch?.[0]?.eagerness, path).toBe("moderate");
      expect(parsed.prerender?.[0]?.eagerness, path).toBe("conservative");
    }
  });

  test("old and template addresses redirect permanently to the page that serves them", async ({
    request,
  }) => {
    const cases: [string, string][] = [
      ["/services", "/service"],
      ["/blog/react-performance-optimization", "/news/react-performance-optimization"],
      ["/blog/php-trends-2025", "/news/php-trends-2025"],
      ["/blog/flutter-vs-react-native", "/news/flutter-vs-react-native"],
      ["/blog/seo-ranking-2025", "/news/seo-ranking-2025"],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("pages are complete HTML before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Transforming Ideas into Digital Reality",
    );
    await expect(page.getByTestId("counter").first()).toContainText("100+");
    await page.goto("/news");
    await expect(page.getByTestId("post-card")).toHaveCount(6);
    await context.close();
  });

  test("security headers are sent and no request leaves for another host at page load", async ({
    page,
  }) => {
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) foreign.push(request.url());
    });
    const response = await page.goto("/contact");
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
  });
});

test.describe("accessibility", () => {
  for (const width of [360, 1440]) {
    for (const route of [
      ...ROUTES,
      { path: "/news/flutter-vs-react-native" },
      { path: "/faqs" },
      { path: "/services/seo" },
      { path: "/services/consultancy" },
      ...["two", "three", "four", "five", "six", "seven", "eight"].map((n) => ({
        path: `/home-${n}`,
      })),
      { path: "/newsletter" },
      { path: "/bn" },
      { path: "/bn/contact" },
      { path: "/ar" },
      { path: "/ar/request-quote" },
      { path: "/ar/news/flutter-vs-react-native" },
    ]) {
      test(`axe finds no violations on ${route.path} at ${width}px`, async ({ page }) => {
        await skipLoader(page);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route.path);
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, "no horizontal scrolling").toBeLessThanOrEqual(0);
      });
    }
  }
});

test("health probes answer without revealing anything but counts (and those only to this machine), and are never indexed or cached", async ({
  request,
}) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  for (let i = 0; i < 30; i += 1) {
    const ready = await request.get(`${STRICT_URL}/readyz`);
    expect(ready.status()).toBe(200);
    const body = await ready.json();
    expect(body).toEqual({
      status: "ready",
      outbox: { pending: expect.any(Number), failed: expect.any(Number) },
      journal: { waiting: 0 },
    });
    expect(ready.headers()["cache-control"]).toBe("no-store");
    expect(ready.headers()["x-robots-tag"]).toBe("noindex");
  }
  // A visitor comes through the proxy, which says whom it passes on.
  const proxied = await request.get(`${STRICT_URL}/readyz`, {
    headers: { "X-Forwarded-For": "203.0.113.9" },
  });
  expect(await proxied.json()).toEqual({ status: "ready" });
  expect(await (await request.get("/readyz")).text()).not.toMatch(/@|file:|postgres|data\//);
});
