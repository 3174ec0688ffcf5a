import { expect, skipLoader, speedSample, test } from "./support";
import type { Page } from "@playwright/test";

test.beforeEach(async ({ page }) => {
  await skipLoader(page);
  await page.goto("/");
});

/**
 * Scrolls as a visitor does until the element's top is `px` from the top of the screen: the parts
 * of the page between are drawn as they come near, and may then be taller than they were counted.
 */
async function scrollUntilNear(page: Page, selector: string, px: number) {
  await expect
    .poll(() =>
      page.locator(selector).evaluate((el, near) => {
        const top = el.getBoundingClientRect().top;
        if (top > near) window.scrollBy(0, Math.ceil(top - near));
        return Math.round(el.getBoundingClientRect().top);
      }, px),
    )
    .toBeLessThanOrEqual(px);
}

test("hero has the heading and its two calls to action", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Transforming Ideas into Digital Reality",
  );
  await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "View Services" })).toHaveAttribute(
    "href",
    "/service",
  );
  const hero = page.locator('img[src="/images/hero.svg"]');
  await expect(hero).not.toHaveAttribute("loading", "lazy");
  await expect(hero).toHaveAttribute("width", "640");
});

test("shows the icon row, four service cards and the technology stack", async ({ page }) => {
  // Each chip is a link to what it names, not a look-alike that leads nowhere.
  for (const [label, href] of [
    ["Web Dev", "/services/web-development"],
    ["App Dev", "/services/mobile-app"],
    ["Software", "/services/software"],
    ["Marketing", "/services/digital-marketing"],
    ["SEO", "/services/seo"],
  ]) {
    const chip = page.getByTestId("icon-row").getByRole("link", { name: label, exact: true });
    await expect(chip).toBeVisible();
    await expect(chip).toHaveAttribute("href", href!);
  }
  const cards = page.locator("#services li");
  await expect(cards).toHaveCount(4);
  await expect(cards.locator("h3")).toHaveText([
    "Web Development",
    "Mobile App Development",
    "Digital Marketing",
    "SEO Optimization",
  ]);
  await expect(page.locator("#why-us h2")).toBeVisible();
  const tech = page.locator("#technologies li");
  await expect(tech).toHaveText([
    "HTML5",
    "CSS3",
    "JavaScript",
    "React.js",
    "Node.js",
    "Laravel",
    "PHP",
    "Wordpress",
    "MySQL",
    "Flutter",
    "Tailwind",
  ]);
});

test("counters count up from 0 to their values once scrolled near, and screen readers get the final values", async ({
  page,
}) => {
  const counters = page.getByTestId("counter");
  await expect(counters.locator(".sr-only")).toHaveText(["100+", "50+", "300+", "725k+"]);
  const visible = counters.locator('[aria-hidden="true"]');
  await expect(visible.first()).toHaveText("0+");
  await scrollUntilNear(page, "#numbers", 450);
  await expect
    .poll(async () => Number((await visible.nth(3).textContent())?.replace(/\D/g, "")), {
      timeout: 2500,
    })
    .toBeGreaterThan(0);
  expect(Number((await visible.nth(3).textContent())?.replace(/\D/g, ""))).toBeLessThan(725);
  await expect(visible).toHaveText(["100+", "50+", "300+", "725k+"], { timeout: 5000 });

  const tabs = page.getByRole("tablist", { name: "Services" }).getByRole("tab");
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(2)).toBeFocused();
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
});

test("counters show their values at once under reduced motion", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByTestId("counter").locator('[aria-hidden="true"]')).toHaveText([
    "100+",
    "50+",
    "300+",
    "725k+",
  ]);
  await context.close();
});

test("service tabs work by mouse and keyboard", async ({ page }) => {
  const tabs = page.getByRole("tablist", { name: "Services" }).getByRole("tab");
  await expect(tabs).toHaveText([
    "Web Development",
    "App Development",
    "Digital Marketing",
    "SEO Optimization",
  ]);
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole("link", { name: /Learn More/ })).toHaveAttribute(
    "href",
    "/services/web-development",
  );
  await expect(panel.locator("img")).toHaveAttribute("src", "/images/services/web-development.svg");

  await tabs.nth(2).click();
  await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
  await expect(
    page.getByRole("tabpanel").getByRole("link", { name: /Learn More/ }),
  ).toHaveAttribute("href", "/services/digital-marketing");

  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(3)).toBeFocused();
  await expect(tabs.nth(3)).toHaveAttribute("aria-selected", "true");
  await expect(
    page.getByRole("tabpanel").getByRole("link", { name: /Learn More/ }),
  ).toHaveAttribute("href", "/services/seo");
  await page.keyboard.press("ArrowRight");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(tabs.nth(3)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
  await expect(
    page.getByRole("tabpanel").getByRole("link", { name: /Learn More/ }),
  ).toHaveAttribute("href", "/services/digital-marketing");
  await expect(page.getByRole("tab", { selected: true })).toHaveCount(1);
});

test("the blog teasers show the three latest posts and lead to them", async ({ page }) => {
  const cards = page.locator("#latest-posts").getByTestId("post-card");
  await expect(cards).toHaveCount(3);
  await expect(cards.locator("time")).toHaveText([
    "April 10, 2025",
    "April 03, 2025",
    "March 28, 2025",
  ]);
  await expect(cards.getByTestId("post-topic")).toHaveText([
    "AI & Dev",
    "Mobile Dev",
    "Digital Strategy",
  ]);
  await cards
    .nth(1)
    .getByRole("link", { name: /Learn More/ })
    .click();
  await expect(page).toHaveURL(/\/news\/mobile-app-trends-2025$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Mobile App Trends");
});

test("the pricing toggle switches between monthly plans and the annual notice, by mouse and keyboard", async ({
  page,
}) => {
  const pricing = page.locator("#pricing");
  const monthly = pricing.getByRole("radio", { name: "Monthly" });
  const annually = pricing.getByRole("radio", { name: "Annually" });
  await expect(monthly).toBeChecked();
  const plans = pricing.locator("[data-plan]");
  await expect(plans).toHaveCount(3);
  await expect(plans.locator("h3")).toHaveText(["Professional", "Power (Best Deal)", "Plus"]);
  await expect(pricing.getByTestId("plan-price")).toHaveText(["৳800", "৳2,500", "৳3,500"]);
  await expect(plans.nth(1).getByText("Most Popular")).toBeVisible();
  for (const plan of await plans.all()) await expect(plan.locator("ul li")).toHaveCount(5);
  await expect(plans.nth(0).locator("ul li")).toHaveText([
    "50 GB NVMe storage",
    "Unlimited bandwidth",
    "About 50,000 monthly visits",
    "100 email accounts",
    "Free SSL and migration",
  ]);
  await expect(plans.nth(1).getByRole("link")).toHaveAttribute("href", "/request-quote?plan=power");

  await pricing.getByText("Annually").click();
  await expect(annually).toBeChecked();
  await expect(
    pricing.getByText("Annual packages will be available soon. Stay tuned!"),
  ).toBeVisible();
  await expect(plans.first()).toBeHidden();

  await annually.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(monthly).toBeChecked();
  await expect(plans.first()).toBeVisible();
  await expect(
    pricing.getByText("Annual packages will be available soon. Stay tuned!"),
  ).toBeHidden();
});

test("the newsletter strip has its field, button and note", async ({ page }) => {
  const strip = page.locator("#newsletter");
  await expect(strip.getByLabel("Your e-mail address")).toHaveAttribute("type", "email");
  await expect(strip.getByRole("button", { name: "Subscribe" })).toHaveAttribute("type", "submit");
  await expect(strip.getByText("We will email you only about this product.")).toBeVisible();
});

test("without the React runtime the home page's counters, tabs, sticky header and back-to-top work", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 760 } });
  const page = await context.newPage();
  await skipLoader(page);
  await speedSample(page, false);
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  await page.waitForSelector("html[data-ready]", { state: "attached" });

  const header = page.locator("header").first();
  const visible = page.getByTestId("counter").locator('[aria-hidden="true"]');
  await expect(visible.first()).toHaveText("0+");
  await scrollUntilNear(page, "#numbers", 450);
  await expect(header).toHaveAttribute("data-sticky", "true");
  await expect(visible).toHaveText(["100+", "50+", "300+", "725k+"], { timeout: 5000 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const backToTop = page.getByRole("link", { name: "Back to top" });
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/site-script-[\w-]+\.js$/)]);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
  await context.close();
});

test("cards below the first screen fade up as they come into view; those in view are never hidden", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    reducedMotion: "no-preference",
  });
  const page = await context.newPage();
  await skipLoader(page);
  await page.goto("/shops");
  await page.waitForSelector("html[data-ready]", { state: "attached" });
  const cards = page.locator(".reveal");
  const opacity = (index: number) =>
    cards.nth(index).evaluate((card) => Number(getComputedStyle(card).opacity));

  // The first row of cards starts in the first screen: shown as it is. The last card waits, hidden.
  await expect(cards.first()).not.toHaveAttribute("data-reveal");
  expect(await opacity(0)).toBe(1);
  const last = (await cards.count()) - 1;
  await expect(cards.nth(last)).toHaveAttribute("data-reveal", "waiting");
  expect(await opacity(last)).toBe(0);

  // Scrolled to, it fades up and ends fully opaque, even left at the edge of the screen.
  await cards
    .nth(last)
    .evaluate((card) => window.scrollBy(0, card.getBoundingClientRect().top - innerHeight + 40));
  await expect(cards.nth(last)).toHaveAttribute("data-reveal", "in");
  await expect.poll(() => opacity(last)).toBe(1);
  await context.close();
});
