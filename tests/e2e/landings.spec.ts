import type { Locator } from "@playwright/test";
import { expect, FACTS_URL, readDb, signedIn, skipLoader, test, unique } from "./support";

const LANDINGS = ["two", "three", "four", "five", "six", "seven", "eight"].map((n) => `/home-${n}`);
const LANGUAGES = ["", "/bn", "/ar"];

type Lead = {
  kind: string;
  subject: string;
  name: string;
  source_path: string;
  utm: string | null;
  locale: string;
  message: string;
};

const leadOf = (email: string) =>
  readDb<Lead>("main", "select * from leads where email = ?", email);

test("every landing page answers in every language at its own address, with its own h1, title and canonical", async ({
  request,
}) => {
  for (const language of LANGUAGES) {
    const seen = { h1: new Set<string>(), title: new Set<string>() };
    for (const landing of LANDINGS) {
      const path = `${language}${landing}`;
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const h1s = [...html.matchAll(/<h1[^>]*>([^<]+)<\/h1>/g)].map((m) => m[1]!);
      expect(h1s, `${path} has one h1`).toHaveLength(1);
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      seen.h1.add(h1s[0]!);
      seen.title.add(title!);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical && new URL(canonical).pathname, path).toBe(path);
      expect(html.includes('href="#lead"'), `${path} leads to its form`).toBe(true);
      expect(html.includes(`action="${path}#lead-form"`), `${path} posts its form to itself`).toBe(
        true,
      );
      expect(html.includes('id="story-title"'), `${path} tells a client's story`).toBe(true);
    }
    expect(seen.h1.size, `${language || "/"}: each landing has its own h1`).toBe(LANDINGS.length);
    expect(seen.title.size, `${language || "/"}: each landing has its own title`).toBe(
      LANDINGS.length,
    );
  }
});

test("a lead from a landing page records the page and the visit's utm parameters", async ({
  page,
}) => {
  await skipLoader(page);
  const email = `${unique("shop")}@example.com`;
  await page.goto("/home-three?utm_source=facebook&utm_medium=paid&utm_campaign=eid-sale");
  await page.locator('a[href="#lead"]').first().click();
  const form = page.locator("#lead-form");
  await expect(form).toBeInViewport();
  await form.getByLabel("Your name").fill("Rumana Haque");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Phone", { exact: false }).fill("01912-345678");
  await form
    .getByLabel("What do you need?")
    .fill("আমাদের ফেসবুক পেজের জন্য একটা নিজস্ব অনলাইন শপ চাই।");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("form-success")).toBeVisible();
  await expect(page).toHaveURL(/utm_source=facebook/);

  const [lead] = leadOf(email);
  expect(lead).toMatchObject({
    kind: "contact",
    name: "Rumana Haque",
    source_path: "/home-three",
    locale: "en",
  });
  expect(lead!.subject).toMatch(/online shops/i);
  expect(JSON.parse(lead!.utm!)).toEqual({
    utm_source: "facebook",
    utm_medium: "paid",
    utm_campaign: "eid-sale",
  });
  const mail = readDb<{ to: string; subject: string; text: string }>(
    "main",
    'select to_address as "to", subject, text_body as text from outbox where lead_id = (select id from leads where email = ?) order by id',
    email,
  );
  // The agency's e-mail, then the sender's acknowledgement with what they wrote.
  expect(mail).toHaveLength(2);
  expect(mail[0]!.text).toContain("Rumana Haque");
  expect(mail[1]).toMatchObject({ to: email });
  expect(mail[1]!.subject).toMatch(/^We have your message: /);
  expect(mail[1]!.text).toContain("> আমাদের ফেসবুক পেজের জন্য একটা নিজস্ব অনলাইন শপ চাই।");
});

test("without JavaScript a landing page's lead keeps its page and utm parameters, and bad input is explained", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `${unique("clinic")}@example.com`;
  await page.goto("/bn/home-five?utm_source=google&utm_campaign=clinic-search");
  const form = page.locator("#lead-form");
  await form.getByLabel("আপনার নাম").fill("সাবরিনা ইসলাম");
  await form.getByLabel("ই-মেইল").fill(email);
  await form.getByLabel("আপনার কী দরকার?").fill("ছোট");
  await form.getByRole("button", { name: "পাঠান" }).click();
  // The reply opens at the form, with the problem said in Bangla.
  await expect(page).toHaveURL(/\/bn\/home-five(\?[^#]*)?#lead-form$/);
  await expect(page.locator("#lead-form")).toContainText("অন্তত");
  expect(leadOf(email)).toHaveLength(0);

  await page
    .locator("#lead-form")
    .getByLabel("আপনার কী দরকার?")
    .fill("আমাদের ক্লিনিকের জন্য অনলাইন অ্যাপয়েন্টমেন্ট বুকিং দরকার।");
  await page.locator("#lead-form").getByRole("button", { name: "পাঠান" }).click();
  await expect(page.getByTestId("form-success")).toBeVisible();
  const [lead] = leadOf(email);
  expect(lead).toMatchObject({ source_path: "/bn/home-five", locale: "bn" });
  expect(lead!.subject).toMatch(/clinic|health/i);
  // The second try came from the reply page, which kept the visit's parameters in its form.
  expect(JSON.parse(lead!.utm!)).toEqual({ utm_source: "google", utm_campaign: "clinic-search" });
  await context.close();
});

/** Opens a main page's section in its editor, unless it is open already. */
async function opened(section: Locator, name: string) {
  const folded = section.locator("details").first();
  if (!(await folded.evaluate((details: HTMLDetailsElement) => details.open))) {
    await section.getByText(name, { exact: true }).click();
  }
  return section;
}

test("an editor rewrites a Bangla landing page's hero and leaves out its prices; the page shows it, English keeps its own, and its form still files a lead titled after it", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const HEADING = "স্কুলের ভর্তি, ফি আর নোটিশ — এক ওয়েবসাইটে";
  // Its own words each run, so that a retry on the same server finds only its own question.
  const QUESTION = `অভিভাবকেরা কি মোবাইল থেকে বেতন দিতে পারবেন? (${unique("q").slice(-5)})`;
  const ANSWER = "হ্যাঁ। বিকাশ, নগদ বা কার্ডে বেতন দিলে রসিদ সঙ্গে সঙ্গে অভিভাবকের ফোনে চলে যায়।";
  // A server no other test's landing pages are read from.
  const staff = await browser.newContext({ baseURL: FACTS_URL });
  const page = await staff.newPage();
  await signedIn(page, "Mitu Akter", false, { role: "editor", server: "facts" });
  await page.goto("/admin/content?kind=sections");
  await page.getByRole("link", { name: "For schools and colleges", exact: true }).click();
  await page.getByRole("link", { name: /^Bangla/ }).click();
  await expect(page.getByText("Writing in Bangla")).toBeVisible();
  const hero = page.locator('li[data-section-type="hero"]');
  await hero.getByText("Hero", { exact: true }).click();
  await expect(hero.getByText(/^English: /).first()).toBeVisible();
  await hero.getByLabel("Heading", { exact: true }).fill(HEADING);
  const pricing = page.locator('li[data-section-type="pricing"]');
  await pricing.getByText("Hosting plans", { exact: true }).click();
  await pricing.getByLabel("Show on the page").uncheck();
  // The questions: the second goes, a new one is added in its words.
  const faq = page.locator('li[data-section-type="faq"]');
  await faq.getByText("Questions", { exact: true }).click();
  const questions = faq.getByRole("group", { name: /^Question \d+$/ });
  const count = await questions.count();
  const removed = await faq.getByLabel("Question", { exact: true }).nth(1).inputValue();
  await faq.getByRole("button", { name: "Remove question 2" }).click();
  await expect(questions).toHaveCount(count - 1);
  await faq.getByRole("button", { name: `Add question ${count}` }).click();
  const added = faq.getByRole("group", { name: `Question ${count}` });
  await added.getByLabel("Question", { exact: true }).fill(QUESTION);
  await added.getByLabel("Answer", { exact: true }).fill(ANSWER);
  await page.getByRole("button", { name: "Preview at phone width" }).click();
  const frame = page.frameLocator('iframe[name="page-preview"]');
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(HEADING);
  await expect(frame.locator("#lead-form")).toBeVisible();
  await expect(frame.getByText(QUESTION)).toBeVisible();
  await page.getByRole("button", { name: "Update" }).click();
  await expect(
    page.getByText("Updated. The site shows the change within a few seconds."),
  ).toBeVisible();
  // Saved, the questions read as saved: as many, the new one last, none hidden or added twice.
  await opened(faq, "Questions");
  await expect(questions).toHaveCount(count);
  await expect(
    faq.getByRole("group", { name: `Question ${count}` }).getByLabel("Question", { exact: true }),
  ).toHaveValue(QUESTION);
  await staff.close();

  const visitor = await browser.newContext({ baseURL: FACTS_URL });
  const site = await visitor.newPage();
  await skipLoader(site);
  await expect
    .poll(async () => {
      await site.goto("/bn/home-six?utm_source=facebook&utm_campaign=admission");
      return site.getByRole("heading", { level: 1 }).textContent();
    })
    .toBe(HEADING);
  await expect(site.locator("#pricing-title")).toHaveCount(0);
  await expect(site.getByText(QUESTION)).toHaveCount(1);
  await expect(site.getByText(removed, { exact: true })).toHaveCount(0);
  await expect(site.locator("#story-title")).toHaveCount(1);
  const english = await visitor.request.get("/home-six");
  expect(await english.text()).not.toContain(HEADING);
  expect(await english.text()).toContain('id="pricing-title"');

  const email = `${unique("school")}@example.com`;
  await site.locator('a[href="#lead"]').first().click();
  const form = site.locator("#lead-form");
  await form.getByLabel("আপনার নাম").fill("ফারহানা ইয়াসমিন");
  await form.getByLabel("ই-মেইল").fill(email);
  await form.getByLabel("আপনার কী দরকার?").fill("আমাদের স্কুলের ভর্তির আবেদন অনলাইনে নিতে চাই।");
  await form.getByRole("button", { name: "পাঠান" }).click();
  await expect(site.getByTestId("form-success")).toBeVisible();
  // The page the form's script took over still shows the editor's words.
  await expect(site.getByRole("heading", { level: 1 })).toHaveText(HEADING);
  const [lead] = readDb<Lead>("facts", "select * from leads where email = ?", email);
  expect(lead).toMatchObject({ source_path: "/bn/home-six", locale: "bn" });
  expect(lead!.subject).toBe("Enquiry from the schools page");
  expect(JSON.parse(lead!.utm!)).toEqual({ utm_source: "facebook", utm_campaign: "admission" });
  await visitor.close();
});

test("an editor makes a landing page for a new campaign from the clinics page, in English and Bangla: live at its own address with hreflang and in the sitemap, and its form files a lead titled after it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const slug = unique("for-pharmacies")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  const HEADING = "Medicines ordered online, delivered by your own pharmacy";
  const BANGLA = "অনলাইনে ওষুধের অর্ডার, পৌঁছে দেবে আপনার নিজের ফার্মেসি";
  const staff = await browser.newContext({ baseURL: FACTS_URL });
  const page = await staff.newPage();
  await signedIn(page, "Mitu Akter", false, { role: "editor", server: "facts" });
  await page.goto("/admin/content?kind=sections");
  await page.getByRole("link", { name: "New landing page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New landing page" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill("For pharmacies");
  await page.getByLabel("Start from").selectOption({ label: "For clinics and healthcare" });
  // One of the site's own addresses is refused, with the reason at the field.
  await page.getByLabel("Address").fill("contact");
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByLabel("Address")).toHaveAccessibleDescription(/one of the site's own/);
  // Refused, the form keeps the page it starts from.
  await expect(page.getByLabel("Start from")).toHaveValue("home-five");
  await page.getByLabel("Address").fill(slug);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published. It is on the site within a few seconds.")).toBeVisible();
  // Live without a search description of its own, it is warned that it shares its template's.
  await expect(page.getByLabel("Description in search results")).toHaveAccessibleDescription(
    /description of the page this one was copied from/,
  );
  // It holds the clinics page's sections; its hero is rewritten for the campaign.
  const hero = page.locator('li[data-section-type="hero"]');
  await hero.getByText("Hero", { exact: true }).click();
  await hero.getByLabel("Heading", { exact: true }).fill(HEADING);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(
    page.getByText("Updated. The site shows the change within a few seconds."),
  ).toBeVisible();

  await page.getByRole("link", { name: /^Bangla/ }).click();
  await expect(page.getByText("Writing in Bangla")).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill("ফার্মেসির জন্য");
  const bnHero = await opened(page.locator('li[data-section-type="hero"]'), "Hero");
  await expect(bnHero.getByText(`English: ${HEADING}`)).toBeVisible();
  await bnHero.getByLabel("Heading", { exact: true }).fill(BANGLA);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published. It is on the site within a few seconds.")).toBeVisible();
  await staff.close();

  const visitor = await browser.newContext({ baseURL: FACTS_URL });
  const english = await visitor.request.get(`/${slug}`);
  expect(english.status()).toBe(200);
  const html = await english.text();
  expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(HEADING);
  expect(html).toContain(`<title>${HEADING}`);
  // Its languages are the two it is written in.
  const alternates = [...html.matchAll(/hrefLang="([a-z-]+)" href="([^"]+)"/g)].map(
    ([, language, href]) => `${language} ${new URL(href!).pathname}`,
  );
  expect(alternates).toEqual(
    expect.arrayContaining([`en /${slug}`, `bn /bn/${slug}`, `x-default /${slug}`]),
  );
  expect(alternates.some((each) => each.startsWith("ar "))).toBe(false);
  const arabic = await visitor.request.get(`/ar/${slug}`, { maxRedirects: 0 });
  expect(arabic.status()).toBe(302);
  expect(arabic.headers().location).toBe(`/${slug}`);
  const sitemap = await (await visitor.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/${slug}</loc>`);
  expect(sitemap).toContain(`/bn/${slug}</loc>`);

  const site = await visitor.newPage();
  await skipLoader(site);
  await site.goto(`/bn/${slug}?utm_source=facebook&utm_campaign=pharmacy-launch`);
  await expect(site.getByRole("heading", { level: 1 })).toHaveText(BANGLA);
  const email = `${unique("pharmacy")}@example.com`;
  await site.locator('a[href="#lead"]').first().click();
  const form = site.locator("#lead-form");
  await form.getByLabel("আপনার নাম").fill("তানভীর আহমেদ");
  await form.getByLabel("ই-মেইল").fill(email);
  await form
    .getByLabel("আপনার কী দরকার?")
    .fill("আমাদের তিনটি ফার্মেসির জন্য অনলাইন অর্ডারের ওয়েবসাইট চাই।");
  await form.getByRole("button", { name: "পাঠান" }).click();
  await expect(site.getByTestId("form-success")).toBeVisible();
  await expect(site.getByRole("heading", { level: 1 })).toHaveText(BANGLA);
  const [lead] = readDb<Lead>("facts", "select * from leads where email = ?", email);
  expect(lead).toMatchObject({ source_path: `/bn/${slug}`, locale: "bn" });
  expect(lead!.subject).toBe("Enquiry from the landing page “For pharmacies”");
  expect(JSON.parse(lead!.utm!)).toEqual({
    utm_source: "facebook",
    utm_campaign: "pharmacy-launch",
  });
  await visitor.close();
});
