import { expect, skipLoader, test } from "./support";

test.beforeEach(async ({ page }) => skipLoader(page));

test("services page: breadcrumb and the two service sections", async ({ page }) => {
  await page.goto("/service");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByText("Services")).toHaveAttribute("aria-current", "page");
  const text = await page.locator("main").innerText();
  for (const service of [
    "Web Development",
    "Mobile App Development",
    "Digital Marketing",
    "SEO Optimization",
    "UI/UX Design",
    "Secure Hosting",
    "IT Consultancy",
  ]) {
    expect(text).toContain(service);
  }
  await page
    .getByRole("link", { name: /Learn more.*SEO Optimization/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/services\/seo$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("SEO Optimization");
});

test("about page: six service cards and a testimonial carousel with arrows and dots", async ({
  page,
}) => {
  await page.goto("/about-us");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("About us");
  await expect(page.getByTestId("about-services").locator("li")).toHaveCount(6);

  const carousel = page.getByRole("region", { name: "Testimonials" });
  await expect(carousel.getByRole("group")).toHaveCount(3);
  await expect(carousel.getByTestId("stars").first()).toHaveAttribute(
    "aria-label",
    "Rated 5 out of 5",
  );
  for (const stars of await carousel.getByTestId("stars").all())
    await expect(stars.locator("svg")).toHaveCount(5);
  const status = carousel.getByTestId("carousel-status");
  await expect(status).toHaveText("1 of 3");
  const dots = carousel.getByRole("button", { name: /Show testimonial/ });
  await expect(dots).toHaveCount(3);
  await expect(dots.first()).toHaveAttribute("aria-current", "true");

  await carousel.getByRole("button", { name: "Next testimonial" }).click();
  await expect(status).toHaveText("2 of 3");
  await expect(carousel.getByRole("group").nth(1)).toBeInViewport({ ratio: 0.9 });
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");

  await dots.nth(2).click();
  await expect(status).toHaveText("3 of 3");
  await expect(carousel.getByRole("group").nth(2)).toBeInViewport({ ratio: 0.9 });

  await carousel.getByRole("button", { name: "Previous testimonial" }).click();
  await expect(status).toHaveText("2 of 3");
  await carousel.getByRole("button", { name: "Next testimonial" }).click();
  await carousel.getByRole("button", { name: "Next testimonial" }).click();
  await expect(status).toHaveText("1 of 3");
});

test("pricing page: title, breadcrumb and plans", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing Plan");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Pricing Plan");
  await expect(page.getByTestId("plan-price")).toHaveText(["৳800", "৳2,500", "৳3,500"]);
  await page.getByRole("link", { name: "Choose Plus" }).click();
  await expect(page).toHaveURL(/\/request-quote\?plan=plus$/);
  await expect(page.getByLabel("Hosting plan")).toHaveValue("plus");
});

test("contact page: details, tel links, every form field with its name and label, and a lazy map", async ({
  page,
}) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) foreign.push(request.url());
  });
  await page.goto("/contact");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Contact");
  const main = page.locator("main");
  await expect(main.getByText(/9th Floor, Nakshi Tower/).first()).toBeVisible();
  await expect(main.locator('a[href^="tel:"]')).toHaveCount(2);
  await expect(main.locator('a[href="mailto:support@nakshilabs.com.bd"]')).toBeVisible();
  await expect(main.getByRole("link", { name: "Facebook" })).toBeVisible();

  const form = page.locator("#contact-form");
  const fields: [string, string, string][] = [
    ["f-name", "First name", "text"],
    ["l-name", "Last name", "text"],
    ["email", "E-mail", "email"],
    ["phone", "Phone", "tel"],
    ["suject", "Subject", "text"],
  ];
  for (const [name, label, type] of fields) {
    const input = form.getByLabel(label, { exact: false }).and(form.locator(`[name="${name}"]`));
    await expect(input).toHaveAttribute("type", type);
  }
  await expect(form.getByLabel("Message")).toHaveAttribute("name", "message");
  await expect(form.locator('input[name="terms"][type="checkbox"]')).toBeVisible();
  await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();

  expect(foreign, "the map is not loaded before it is in view").toEqual([]);
  await page.getByTestId("map").scrollIntoViewIfNeeded();
  const frame = page.locator('iframe[title="Map showing the Nakshi Labs office in Banani, Dhaka"]');
  await expect(frame).toHaveAttribute("src", /maps\.google\.com\/maps\?q=Nakshi%20Labs/);
  await expect(page.getByRole("link", { name: "Open in Maps" }).first()).toHaveAttribute(
    "href",
    /google\.com\/maps\/search/,
  );
});

test("not-found page: Go Back steps back one history entry, or goes home without history", async ({
  page,
}) => {
  await page.goto("/pricing");
  await page.goto("/no-such-page");
  await expect(page.locator('img[src="/images/not-found.svg"]')).toBeVisible();
  // With nothing to go back to (or no scripts), the link leads home.
  await expect(page.getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/");
  await page.getByRole("link", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const fresh = await context.newPage();
  await fresh.goto("http://127.0.0.1:4173/error");
  await fresh.getByRole("link", { name: "Go Back" }).click();
  await expect(fresh).toHaveURL("http://127.0.0.1:4173/");
  await context.close();
});
