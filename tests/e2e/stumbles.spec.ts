import { SKIPPED_PARTS } from "~/browser/draw-sections";
import { expect, skipLoader, test } from "./support";

/** The parts of a page its first layouts skipped that the site script has not drawn yet. */
const UNDRAWN = `:is(${SKIPPED_PARTS}):not([data-drawn])`;

/** What visitors on a 360-px phone stumbled on, checked where they stumbled. */
test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.beforeEach(async ({ page }) => skipLoader(page));

  test("the home page's service tabs all show, none hidden past the edge", async ({ page }) => {
    await page.goto("/");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(4);
    const list = page.getByRole("tablist");
    await list.scrollIntoViewIfNeeded();
    // Nothing is tucked away inside the list, to be found only by scrolling it sideways.
    expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      await expect(tab).toBeInViewport({ ratio: 1 });
    }
    // Still a tab list: the arrow keys move between them.
    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  });

  test("a reply to a comment keeps most of the screen's width", async ({ page }) => {
    await page.goto("/news/ai-software-dev");
    const replies = page.locator("#comments ol ol article");
    await expect(replies.first()).toBeVisible();
    for (const reply of await replies.all()) {
      expect((await reply.boundingBox())!.width).toBeGreaterThanOrEqual(300);
    }
  });

  test("a post opened at its comments lands on them and still shows them once the rest is drawn", async ({
    page,
  }) => {
    await page.goto("/bn/news/ai-software-dev#comments");
    const comments = page.locator("#comments");
    await expect(comments).toBeInViewport();
    // The parts the first layouts skipped are all drawn at once on a page opened at a fragment...
    await expect(page.locator(UNDRAWN)).toHaveCount(0);
    // ...and the visitor still sees what the link pointed to.
    await expect(comments).toBeInViewport();
  });

  test("a page's parts below its first screen are drawn one by one after it has loaded", async ({
    page,
  }) => {
    await page.goto("/bn/news/ai-software-dev");
    expect(await page.locator(SKIPPED_PARTS).count()).toBeGreaterThan(10);
    await expect(page.locator(UNDRAWN)).toHaveCount(0);
    // Drawn, the post is as long as it is: the last comment's place no longer counts an estimate.
    const drawnHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(drawnHeight);
  });

  test("the contact page's phone numbers stay on one line", async ({ page }) => {
    await page.goto("/contact");
    const links = page.locator('main a[href^="tel:"]');
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) {
      const lineHeight = await link.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect((await link.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
      const right = (await link.boundingBox())!.x + (await link.boundingBox())!.width;
      expect(right).toBeLessThanOrEqual(360);
    }
  });
});

test.describe("back to top on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.beforeEach(async ({ page }) => skipLoader(page));

  test("steps aside while a form or the testimonials pass under its corner", async ({ page }) => {
    await page.goto("/contact");
    const button = page.getByRole("link", { name: "Back to top" });
    const form = page.locator("#contact-form");
    // The form's bottom (its terms, errors and button) at the bottom of the screen.
    await form.evaluate((el) => {
      const bottom = el.getBoundingClientRect().bottom + window.scrollY;
      window.scrollTo(0, bottom - window.innerHeight + 10);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(740);
    await expect(button).toBeHidden();
    // Past the form, the button is back.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(button).toBeVisible();

    await page.goto("/about-us");
    const carousel = page.getByRole("region", { name: "Testimonials" });
    await carousel.evaluate((el) => {
      const middle = el.getBoundingClientRect().top + window.scrollY + el.clientHeight / 2;
      window.scrollTo(0, middle - window.innerHeight + 40);
    });
    await expect(page.getByRole("link", { name: "Back to top" })).toBeHidden();
  });
});

for (const width of [360, 1440]) {
  test(`at ${width} px a tap on the terms box lands, though leaving the message above shows its error`, async ({
    page,
  }) => {
    await skipLoader(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/contact");
    const form = page.locator("#contact-form");
    await form.getByLabel("Message").fill("Too short");
    const terms = form.locator('input[name="terms"]');
    // A real press: the pointer goes down on the box and up where it was.
    await terms.click();
    await expect(terms).toBeChecked();
    await expect(form.getByText(/^Your message needs at least \d+ characters\.$/)).toBeVisible();
  });
}

test("without JavaScript the reply to a form opens at the form's answer, not at the top of the page", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact#contact-form$/);
  const form = page.locator("#contact-form");
  // The form, with its first message, is on screen: the page opened where the answer is.
  await expect(form.locator('[id$="-error"]').filter({ hasText: /\w/ }).first()).toBeInViewport();
  await expect(page.getByText("Please enter your message.")).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await form.getByLabel("First name").fill("Rahim");
  await form.getByLabel("Last name").fill("Uddin");
  await form.getByLabel("E-mail").fill("rahim@example.com");
  await form.getByLabel("Subject").fill("A shop with bKash");
  await form.getByLabel("Message").fill("We sell saris and need an online shop with bKash.");
  await form.locator('input[name="terms"]').check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("form-success")).toBeInViewport();
  await context.close();
});
