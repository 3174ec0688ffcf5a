import { dhakaDayOf } from "~/lib/dhaka-time";
import {
  addTestimonial,
  expect,
  expectNoAxeViolations,
  FACTS_URL,
  NEW_TESTIMONIAL,
  orderPowerForAMonth,
  readDb,
  signedIn,
  skipLoader,
  test,
} from "./support";

// The facts are the site's, so this file changes them on a server of its own, one test at a time.
test.use({ baseURL: FACTS_URL });
test.describe.configure({ mode: "serial" });

/** Every page of the site, in every language, as its sitemap lists them. */
async function everyPage(request: import("@playwright/test").APIRequestContext) {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

test("an editor changes the office phone and the Power plan's price, and every page in every language shows them at once; a wrong price is refused at its field; undo brings the old price back", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, "Mitu Akter", false, { role: "editor", server: "facts" });
  await page
    .getByRole("navigation", { name: "Workspace" })
    .getByRole("link", { name: "Site" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Site" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The main line and WhatsApp move to a new number, typed as people type it.
  await page.locator('[name="company.phones.0.number"]').fill("01911-000111");
  await page.getByLabel("WhatsApp number").fill("+880 1911 000111");
  // A new line with its English label only: the form says the site shows the English.
  await page.locator('[name="company.phones.2.number"]').fill("০১৮১৯-২২২৩৩৩");
  await page.locator('[name="company.phones.2.label.en"]').fill("Hosting support");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(/Saved/);
  await expect(page.locator('[name="company.phones.0.number"]')).toHaveValue("+880 1911-000111");
  await expect(page.locator("#company\\.phones\\.2\\.label\\.bn-warning")).toHaveText(
    "Not translated: the site shows the English.",
  );
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("by Mitu Akter");
  await expect(history).toContainText(
    "Phone lines › 1 › Number: +880 1712-345678 → +880 1911-000111",
  );

  // A price that is no whole number of taka is refused where it was typed; nothing is saved.
  await page.getByRole("link", { name: "Hosting plans" }).click();
  const power = page.getByRole("group", { name: "Power" });
  await power.getByLabel("Price a month (taka)").fill("2,750.50");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toContainText("nothing was saved");
  await expect(power.getByLabel("Price a month (taka)")).toHaveValue("2,750.50");
  await expect(power.getByText("Enter whole taka between 1 and 10,00,000")).toBeVisible();
  expect((await request.get("/pricing")).ok()).toBe(true);
  expect(await (await request.get("/pricing")).text()).toContain("৳2,500");

  await power.getByLabel("Price a month (taka)").fill("2,750");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(/Saved/);

  // Every page in every language, at once: the new number and price, never the old ones.
  const pages = await everyPage(request);
  expect(pages.length).toBeGreaterThan(60);
  for (const path of ["/", "/bn", "/ar"]) expect(pages).toContain(path);
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    for (const old of [
      "1712-345678",
      "১৭১২-৩৪৫৬৭৮",
      "8801712345678",
      "৳2,500",
      "৳২,৫০০",
      "2,500 تاكا",
    ]) {
      expect(html.includes(old), `${path} still shows ${old}`).toBe(false);
    }
    expect(html, path).toContain('href="tel:+8801911000111"');
    expect(html, path).toContain("+880 1911-000111");
  }
  // The sitemap dates the pages that show the facts by their last change.
  // The sitemap dates a change by the Dhaka day (from 18:00 UTC, the next one).
  const today = dhakaDayOf(new Date().toISOString());
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/bn/pricing</loc><lastmod>${today}</lastmod>`);
  const pricing = await (await request.get("/bn/pricing")).text();
  expect(pricing).toContain("৳২,৭৫০");
  expect(pricing).toMatch(/"price":\s*"?2750/);
  expect(await (await request.get("/ar/contact")).text()).toContain("+880 1819-222333");
  expect(await (await request.get("/bn/faqs")).text()).toContain("+৮৮০ ১৯১১-০০০১১১");

  // An order of the Power plan is priced and answered with the new facts.
  await skipLoader(page);
  const email = await orderPowerForAMonth(page, "৳2,750");
  const [mail] = readDb<{ text_body: string }>(
    "facts",
    "select text_body from outbox where to_address = ? order by id",
    email,
  );
  expect(mail!.text_body).toContain("৳2,750");
  expect(mail!.text_body).toContain("+880 1911-000111");

  // A new testimonial, first in the carousel, in English and Bangla: the Arabic page shows the
  // English words until someone translates them.
  await addTestimonial(page, { bangla: true, place: 1 });
  await expectNoAxeViolations(page);
  await expect(page.locator('[name="testimonials.items.0.author.en"]')).toHaveValue(
    NEW_TESTIMONIAL.author,
  );
  for (const [path, words] of [
    ["/about-us", NEW_TESTIMONIAL.text],
    ["/bn/about-us", NEW_TESTIMONIAL.bangla],
    ["/ar/about-us", NEW_TESTIMONIAL.text],
  ]) {
    const html = await (await request.get(path!)).text();
    expect(html, path).toContain(words);
  }
  // First in the carousel, as its place says.
  const about = await (await request.get("/about-us")).text();
  expect(about.indexOf("Rashed Chowdhury")).toBeGreaterThan(about.indexOf(NEW_TESTIMONIAL.author));
  expect(about).toContain(`src="${NEW_TESTIMONIAL.photo}"`);

  // Undo: the price before the change is back, on every language's pricing page.
  await page.goto("/admin/site/plans");
  await page.getByRole("button", { name: "Undo this change" }).click();
  await expect(page.getByRole("status")).toHaveText(/Undone/);
  await expect(page.getByRole("region", { name: "History" })).toContainText("Undid the change of");
  for (const [path, price] of [
    ["/pricing", "৳2,500"],
    ["/bn/pricing", "৳২,৫০০"],
    ["/ar/pricing", "2,500 تاكا"],
  ]) {
    expect(await (await request.get(path!)).text()).toContain(price);
  }
});

test("an editor retells a landing page's client story in Bangla with two results, and the Bangla page tells it, also once its form has started", async ({
  page,
  request,
}) => {
  await signedIn(page, "Mitu Akter", false, { role: "editor", server: "facts" });
  await page.goto("/admin/site/stories");
  // Seven stories in three languages: a form far larger than a visitor's, which the site takes.
  const shops = page.getByRole("group", { name: /online shops in Bangladesh \(\/home-three\)/ });
  await shops.getByLabel("Headline (Bangla)").fill("দেশি থ্রেডস: এক বছর পরে");
  await shops.locator('[name="stories.home-three.results.2.value.en"]').fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(/Saved/);
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    "/home-three › Headline › Bangla",
  );

  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await skipLoader(page);
  await page.goto("/bn/home-three");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const story = page.locator("#story");
  await expect(story.getByRole("heading", { name: "দেশি থ্রেডস: এক বছর পরে" })).toBeVisible();
  await expect(story.locator("dd")).toHaveCount(2);
  expect(errors).toEqual([]);
  // The other languages keep their own words for it.
  expect(await (await request.get("/home-three")).text()).toContain(
    "How Deshi Threads moved its orders out of the comments",
  );
});

test("the agency sets what a dirham and a riyal cost in taka: Arabic pages name the taka and show approximate Gulf amounts with the rate's date, other languages only taka; a rate without its date is refused", async ({
  page,
  request,
}) => {
  // A fresh connection each time: between the browser's steps a kept-alive one may be closing.
  const visible = async (path: string) =>
    (await (await request.get(path, { headers: { Connection: "close" } })).text()).replace(
      /<script[\s\S]*?<\/script>/g,
      "",
    );
  // As the site starts: 2,500 taka at 33.2 and 32.5 taka.
  const arabic = await visible("/ar/pricing");
  expect(arabic).toContain("2,500 تاكا");
  expect(arabic).not.toContain("৳");
  expect(arabic).toContain("≈ 75 د.إ · 77 ر.س");
  expect(arabic).toMatch(/data-testid="price-approx-note"[^>]*>[^<]*24 نوفمبر 2026/);
  for (const path of ["/pricing", "/bn/pricing", "/shops"]) {
    expect(await visible(path), path).not.toContain('data-testid="price-approx');
  }

  await signedIn(page, "Mitu Akter", false, { role: "editor", server: "facts" });
  await page.goto("/admin/site/payments");
  const rates = page.getByRole("group", { name: "Prices on Arabic pages" });
  await rates.getByLabel("Taka to 1 UAE dirham").fill("৩৪.৫");
  await rates.getByLabel("Taka to 1 Saudi riyal").fill("");
  await rates.getByLabel("Rate as of").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toContainText("nothing was saved");
  await expect(rates.getByText("Give the day of the rate")).toBeVisible();
  expect(await visible("/ar/pricing")).toContain("≈ 75 د.إ · 77 ر.س");

  await rates.getByLabel("Rate as of").fill("2026-12-01");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(/Saved/);
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    "Prices on Arabic pages › Taka to 1 UAE dirham: 33.2 → 34.5",
  );
  // Dirhams only now, at the new rate, on the pricing page, the shop, a product and its order form.
  const pricing = await visible("/ar/pricing");
  expect(pricing).toContain("≈ 72 د.إ<");
  expect(pricing).not.toContain("ر.س");
  expect(pricing).toMatch(/data-testid="price-approx-note"[^>]*>[^<]*01 ديسمبر 2026/);
  expect(await visible("/ar/shops")).toContain("≈ 72 د.إ<");
  const product = await visible("/ar/shops/shop-details?product=power");
  expect(product).toContain("≈ 72 د.إ<");
  expect(product).toContain("2,500 تاكا (≈ 72 د.إ)");

  // With no rate, no Gulf amounts anywhere, and still the taka by name.
  await rates.getByLabel("Taka to 1 UAE dirham").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  // The notice of the save before is still shown: this save is done once its change is listed.
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    "Taka to 1 UAE dirham: 34.5 →",
  );
  const plain = await visible("/ar/pricing");
  expect(plain).not.toContain('data-testid="price-approx');
  expect(plain).toContain("2,500 تاكا");
});

test("an editor renames a menu item in Arabic and every Arabic page's menu says it, other languages keep theirs; a link to no page is refused at its address; a link shown only in Bangla is only in the Bangla footer", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const html = async (path: string) =>
    (await request.get(path, { headers: { Connection: "close" } })).text();
  /** The links of the header's main menu (the first of its two copies). */
  const header = (source: string) =>
    [
      ...(
        /<nav aria-label="[^"]+" class="hidden lg:block">([\s\S]*?)<\/nav>/.exec(source)?.[1] ?? ""
      ).matchAll(/>([^<>]+)<\/a>/g),
    ].map((match) => match[1]);
  expect(header(await html("/ar"))).toContain("من نحن");

  await signedIn(page, "Mitu Akter", false, { role: "editor", server: "facts" });
  await page.goto("/admin/site/menus");
  const menu = page.getByRole("group", { name: "Header" });
  const about = menu
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: "/about-us" }) });
  await about.locator("summary").click();
  await about.getByLabel("Label (Arabic)").fill("تعرّف علينا");
  // A link added to the footer's first column, with an address that leads nowhere.
  const footer = page.getByRole("group", { name: "Footer" });
  const added = footer.getByRole("region", { name: "Company" }).locator("details").last();
  await added.locator("summary").click();
  await added.getByLabel("Label (English)").fill("Our pledge");
  await added.getByLabel("Label (Bangla)").fill("আমাদের অঙ্গীকার");
  await added.getByLabel("Address").fill("/our-pledge");
  await added.getByLabel("English", { exact: true }).uncheck();
  await added.getByLabel("Arabic", { exact: true }).uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toContainText("nothing was saved");
  const refused = footer.locator("details[open]").filter({ hasText: "Our pledge" });
  await expect(refused.getByText("No page of the site answers at /our-pledge")).toBeVisible();
  await expect(refused.getByLabel("Address")).toHaveValue("/our-pledge");
  expect(header(await html("/ar"))).toContain("من نحن");

  await refused.getByLabel("Address").fill("/privacy-policy#cookies");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(/Saved/);
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    "Header › 2 › Label › Arabic: من نحن → تعرّف علينا",
  );

  const pages = await everyPage(request);
  const arabic = pages.filter((path) => path === "/ar" || path.startsWith("/ar/"));
  expect(arabic.length).toBeGreaterThan(20);
  for (const path of arabic) {
    const source = await html(path);
    expect(header(source), path).toContain("تعرّف علينا");
    expect(header(source), path).not.toContain("من نحن");
    expect(source, path).not.toContain("আমাদের অঙ্গীকার");
  }
  for (const path of ["/", "/about-us", "/news"]) {
    const source = await html(path);
    expect(header(source), path).toContain("About");
    expect(source, path).not.toContain("Our pledge");
  }
  const bangla = await html("/bn/contact");
  expect(header(bangla)).toContain("আমাদের সম্পর্কে");
  expect(bangla).toMatch(/href="\/bn\/privacy-policy#cookies"[^>]*>আমাদের অঙ্গীকার</);
});

test("an editor sets the Bangla search title and description of About; the Bangla page's head says them, the other languages keep their own", async ({
  page,
  request,
}) => {
  const head = async (path: string) => {
    const source = await (await request.get(path, { headers: { Connection: "close" } })).text();
    return {
      title: /<title>([^<]*)<\/title>/.exec(source)?.[1],
      description: /<meta name="description" content="([^"]*)"/.exec(source)?.[1],
      og: /<meta property="og:title" content="([^"]*)"/.exec(source)?.[1],
    };
  };
  const english = await head("/about-us");
  const arabic = await head("/ar/about-us");
  const before = await head("/bn/about-us");
  expect(before.title).toMatch(/ \| /);

  await signedIn(page, "Mitu Akter", false, { role: "editor", server: "facts" });
  await page.goto("/admin/site/search");
  const about = page
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: "/about-us" }) })
    .first();
  await about.locator("summary").click();
  // An empty field shows the page's own words in grey.
  await expect(about.getByLabel("Search title (English)")).toHaveAttribute(
    "placeholder",
    "About us",
  );
  await about.getByLabel("Search title (Bangla)").fill("ঢাকার সফটওয়্যার এজেন্সি নকশি ল্যাবস");
  await about
    .getByLabel("Description (Bangla)")
    .fill("২০১৬ সাল থেকে ঢাকার ব্যবসার জন্য ওয়েবসাইট, অ্যাপ আর সফটওয়্যার বানাই আমরা।");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(/Saved/);
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    "Bangla › /about-us › Search title: — → ঢাকার সফটওয়্যার এজেন্সি নকশি ল্যাবস",
  );

  const after = await head("/bn/about-us");
  expect(after.title).toMatch(/^ঢাকার সফটওয়্যার এজেন্সি নকশি ল্যাবস \| /);
  expect(after.og).toBe(after.title);
  expect(after.description).toBe(
    "২০১৬ সাল থেকে ঢাকার ব্যবসার জন্য ওয়েবসাইট, অ্যাপ আর সফটওয়্যার বানাই আমরা।",
  );
  expect(await head("/about-us")).toEqual(english);
  expect(await head("/ar/about-us")).toEqual(arabic);
});
