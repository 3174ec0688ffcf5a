import { expect, readDb, signedIn, skipLoader, speedSample, test, unique } from "./support";

const GOOGLEBOT =
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.0.0 Safari/537.36";

type Event = { kind: string; name: string; path: string; entry: number; landing: string };

const eventsOf = (campaign: string) =>
  readDb<Event>(
    "main",
    "select kind, name, path, entry, landing from insight_events where campaign = ? order by id",
    campaign,
  );

test("a campaign's visit is counted from its landing page to its lead, without a cookie, and shown in Insights", async ({
  page,
  browser,
}) => {
  // A long flow (a visit over three pages, a form sent, an account signed in, Insights read):
  // room for a busy machine.
  test.setTimeout(90_000);
  await skipLoader(page);
  // WhatsApp's own site is not opened: the tap is what counts.
  await page.context().route("https://wa.me/**", (route) => route.abort());
  const campaign = unique("eid-sale");
  const email = `${unique("insights")}@example.com`;

  const counted = () => page.waitForResponse((r) => r.url().endsWith("/insights"));
  let sent = counted();
  await page.goto(`/home-three?utm_source=facebook&utm_medium=paid&utm_campaign=${campaign}`);
  expect((await sent).status()).toBe(204);
  for (const path of ["/pricing", "/contact"]) {
    sent = counted();
    await page.goto(path);
    await sent;
  }
  sent = counted();
  await page
    .locator("main")
    .getByRole("link", { name: /whatsapp/i })
    .first()
    .click();
  await sent;

  await page.locator('#contact-form input[name="f-name"]').fill("Rumana");
  const form = page.locator("#contact-form");
  for (const [label, value] of Object.entries({
    "Last name": "Haque",
    "E-mail": email,
    Phone: "01912-345678",
    Subject: "A shop for our Eid collection",
    Message: "We saw your Eid offer and want an online shop before the season.",
  })) {
    await form.getByLabel(label, { exact: false }).first().fill(value);
  }
  await form.locator('input[name="terms"]').check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("form-success")).toBeVisible();

  // The lead carries where the visit began, though it was sent two pages later.
  const [lead] = readDb<{ source_path: string; landing_path: string; utm: string }>(
    "main",
    "select source_path, landing_path, utm from leads where email = ?",
    email,
  );
  expect(lead).toMatchObject({ source_path: "/contact", landing_path: "/home-three" });
  expect(JSON.parse(lead!.utm)).toEqual({
    utm_source: "facebook",
    utm_medium: "paid",
    utm_campaign: campaign,
  });

  // A search engine's crawler reading the same page is not counted.
  const bot = await browser.newContext({ userAgent: GOOGLEBOT });
  const crawler = await bot.newPage();
  const crawled = crawler.waitForResponse((r) => r.url().endsWith("/insights"));
  await crawler.goto(`/home-three?utm_campaign=${campaign}`);
  expect((await crawled).status()).toBe(204);
  await bot.close();

  // Counts are written once a second.
  await expect
    .poll(() => eventsOf(campaign).map((e) => [e.kind, e.name, e.path, e.entry]))
    .toEqual([
      ["view", "", "/home-three", 1],
      ["view", "", "/pricing", 0],
      ["view", "", "/contact", 0],
      ["goal", "whatsapp", "/contact", 0],
      ["goal", "start:contact", "/contact", 0],
      ["goal", "sent:contact", "/contact", 0],
    ]);
  expect(new Set(eventsOf(campaign).map((e) => e.landing))).toEqual(new Set(["/home-three"]));
  // The form's own token is the only cookie the site set: nothing for counting.
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toEqual(["form_started"]);

  await page.context().clearCookies();
  await signedIn(page, "Sadia Karim");
  await page.goto("/admin/insights");
  const campaigns = page.getByRole("region", { name: "Campaigns" });
  const row = campaigns.getByRole("row", { name: new RegExp(campaign) });
  // Visits, taps, leads, won, value, visit → lead.
  await expect(row.getByRole("cell")).toHaveText(["1", "1", "1", "0", "–", "100%"]);
  const goals = page.getByRole("region", { name: "Goals" });
  await expect(goals.getByRole("row", { name: /WhatsApp tapped/ })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Landing pages side by side" }).getByRole("row", {
      name: /\/home-three/,
    }),
  ).toBeVisible();

  // The campaign's CSV has its row; its link reads as two words.
  const download = campaigns.getByRole("link", { name: /Download Campaigns as CSV/ });
  // What it shows, its words for screen readers aside, as laid out.
  const shown = await download.evaluate((link) => {
    const hidden = link.querySelector<HTMLElement>(".sr-only")!;
    hidden.style.display = "none";
    const text = (link as HTMLElement).innerText;
    hidden.style.display = "";
    return text;
  });
  expect(shown).toBe("Download CSV");
  // Counts of one are singular ("1 lead", never "1 leads").
  await expect(page.getByText(/\b1 (leads|visits)\b/)).toHaveCount(0);
  const href = await download.getAttribute("href");
  const csv = await page.request.get(href!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(`${campaign},1,1,1,0,0,1.0000`);

  // On a phone the wide table says it scrolls, and its first column stays while it does.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(campaigns.getByText("Swipe the table sideways for more columns.")).toBeVisible();
  const box = campaigns.locator(".scroll-cue");
  const name = row.getByRole("rowheader");
  await box.scrollIntoViewIfNeeded();
  await expect(row.getByRole("cell").last()).not.toBeInViewport();
  const before = (await name.boundingBox())!.x;
  await box.evaluate((element) => element.scrollBy({ left: 400 }));
  await expect(row.getByRole("cell").last()).toBeInViewport();
  expect(Math.abs((await name.boundingBox())!.x - before)).toBeLessThan(2);
});

test("the collection refuses what is not a count, from another site, or too large", async ({
  request,
}) => {
  const post = (data: string, headers: Record<string, string> = {}) =>
    request.post("/insights", { data, headers: { "content-type": "text/plain", ...headers } });
  expect((await post("<script>alert(1)</script>")).status()).toBe(400);
  expect(
    (
      await post(JSON.stringify({ k: "view", n: "", p: "/", e: 0, t: { l: "/" } }), {
        "sec-fetch-site": "cross-site",
      })
    ).status(),
  ).toBe(403);
  expect((await post("x".repeat(5000))).status()).toBe(413);
  // Anything else at that address is the site's own "not found" page.
  expect((await request.get("/insights")).status()).toBe(404);
});

test("a page view in the speed sample reports how fast the page was when it is left", async ({
  page,
}) => {
  await skipLoader(page);
  await speedSample(page, true);
  const since = new Date().toISOString();
  const report = page.waitForRequest((r) => /\/assets\/vitals-[\w-]+\.js$/.test(r.url()));
  // A page few tests read, in Arabic.
  await page.goto("/ar/careers");
  await report;
  // The largest paint is final once the visitor does something (a tap on the page's heading);
  // the layout shift when the page is hidden, as when they switch to another app or tab (a
  // headless browser never hides its page, so the test says it is hidden).
  await page.locator("h1").first().click();
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect
    .poll(() =>
      readDb<{ name: string }>(
        "main",
        "select distinct name from insight_events where kind = 'speed' and path = '/careers' and locale = 'ar' and at >= ?",
        since,
      ).map((row) => row.name),
    )
    .toEqual(expect.arrayContaining(["CLS", "LCP", "TTFB"]));
});
