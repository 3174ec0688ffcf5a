import type { Locator } from "@playwright/test";
import { expect, skipLoader, test } from "./support";

test.describe("header", () => {
  test.beforeEach(async ({ page }) => skipLoader(page));

  test("has the six menu links and a WhatsApp button opening a chat in a new tab", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    const links = nav.getByRole("link");
    await expect(links).toHaveText([
      "Home",
      "About",
      "Services",
      "Pricing Plan",
      "Blogs",
      "Contact",
    ]);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(hrefs).toEqual(["/", "/about-us", "/service", "/pricing", "/news", "/contact"]);
    const whatsapp = page.getByRole("link", { name: "WhatsApp Us" });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/8801712345678\?text=/);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
  });

  test("takes its sticky look only beyond 100 px of scroll", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-sticky", "false");
    await page.evaluate(() => window.scrollTo(0, 90));
    await expect(header).toHaveAttribute("data-sticky", "false");
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(header).toHaveAttribute("data-sticky", "true");
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-sticky", "false");
  });
});

test.describe("drawer on small screens", () => {
  test.use({ viewport: { width: 360, height: 760 } });
  test.beforeEach(async ({ page }) => skipLoader(page));

  test("opens and closes by mouse, with the overlay, and follows a link", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open navigation" });
    const drawer = page.locator("#mobile-drawer");
    // The button opens the drawer as a modal dialog by invoker command (which also gives its state).
    await expect(toggle).toHaveAttribute("command", "show-modal");
    await expect(drawer).not.toHaveAttribute("open");
    await toggle.click();
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute("open", "");
    await drawer.getByRole("button", { name: "Close navigation" }).click();
    await expect(drawer).toBeHidden();
    await expect(drawer).not.toHaveAttribute("open");

    await toggle.click();
    await page.mouse.click(10, 400); // the overlay, outside the panel at the end side
    await expect(drawer).toBeHidden();

    await toggle.click();
    await drawer.getByRole("link", { name: "Pricing Plan" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(drawer).toBeHidden();
  });

  test("works by keyboard: focus stays inside, Escape closes and focus returns to the toggle", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open navigation" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const drawer = page.locator("#mobile-drawer");
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest("#mobile-drawer"))),
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(drawer).not.toHaveAttribute("open");
  });
});

/** The spec's slide-out menu in a language: its Home, Pages and News sections, then Contact. */
function specMenu(language: "en" | "bn" | "ar") {
  const at = (path: string) =>
    language === "en" ? path : `/${language}${path === "/" ? "" : path}`;
  const landings = ["two", "three", "four", "five", "six", "seven", "eight"].map(
    (n) => `/home-${n}`,
  );
  return [
    ...["/", ...landings, "/home-dark"].map(at),
    "/home-rtl",
    ...["/service", "/about-us"].map(at),
    // The spec's Arabic menu leaves out the English-only pages.
    ...(language === "ar" ? [] : ["/about-us-another", "/shops", "/shops/shop-details"].map(at)),
    ...["/error", "/news", "/news/single-news", "/contact"].map(at),
  ];
}

const menuLinks = (menu: Locator) =>
  menu
    .locator("nav:has(details) a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));

test("every item of the slide-out menu answers at its own address in every language", async ({
  request,
}) => {
  for (const language of ["en", "bn", "ar"] as const) {
    for (const path of specMenu(language)) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(path.endsWith("/error") ? 404 : 200);
    }
  }
});

test("on a phone the navigation drawer and the slide-out menu are told apart by their names", async ({
  page,
}) => {
  await skipLoader(page);
  await page.setViewportSize({ width: 360, height: 800 });
  for (const [path, drawer, more] of [
    ["/", "Menu", "More"],
    ["/bn", "মেনু", "আরও"],
    ["/ar", "القائمة", "المزيد"],
  ] as const) {
    await page.goto(path);
    const header = page.locator("header").first();
    const drawerButton = header.locator('button[aria-controls="mobile-drawer"]');
    const menuButton = header.locator('button[aria-controls="slide-menu"]');
    await expect(drawerButton).toHaveText(drawer);
    await expect(menuButton).toHaveText(more);
    for (const button of [drawerButton, menuButton]) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    // The brand's name stays on one line beside them.
    const name = header
      .getByRole("link", { name: /Nakshi Labs/ })
      .first()
      .locator("span");
    expect((await name.boundingBox())!.height).toBeLessThan(32);
  }
});

test.describe("slide-out menu", () => {
  test.beforeEach(async ({ page }) => skipLoader(page));

  test("opens, expands one section at a time at 43 px per item, and closes by keyboard", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open site menu" });
    await toggle.click();
    const menu = page.locator("#slide-menu");
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute("open", "");

    // The sections of the menu the site starts with: Home, then Pages.
    const home = menu.locator('[data-section="1"]');
    const pages = menu.locator('[data-section="2"]');
    await expect(home).toHaveAttribute("open", "");
    const homeItems = await home.locator("li").count();
    expect((await home.locator("ul").boundingBox())!.height).toBeCloseTo(homeItems * 43 + 8, 0);

    await pages.locator("summary").click();
    await expect(pages).toHaveAttribute("open", "");
    await expect(home).not.toHaveAttribute("open", "");
    const pageItems = await pages.locator("li").count();
    const list = await pages
      .locator("ul")
      .evaluate((el) => el.clientHeight - parseFloat(getComputedStyle(el).paddingBottom));
    expect(list).toBe(pageItems * 43);
    for (const item of await pages.locator("li").all()) {
      expect((await item.boundingBox())!.height).toBe(43);
    }

    await expect(menu.getByText("hello@nakshilabs.com.bd")).toBeVisible();
    await expect(
      menu.locator(
        'a[href^="https://www.facebook.com"], a[href^="https://www.instagram.com"], a[href^="https://www.youtube.com"], a[href^="https://x.com"]',
      ),
    ).toHaveCount(4);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("closes when the overlay is clicked", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open site menu" }).click();
    await expect(page.locator("#slide-menu")).toBeVisible();
    await page.mouse.click(20, 450);
    await expect(page.locator("#slide-menu")).toBeHidden();
  });

  test("is in the page's language, offers the same page in the other languages, and in Arabic opens right to left without the spec's English-only links", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Open site menu" }).click();
    const menu = page.locator("#slide-menu");
    await expect(menu).toHaveAttribute("lang", "en");
    await expect(menu).toHaveAttribute("dir", "ltr");
    expect(await menuLinks(menu)).toEqual(specMenu("en"));
    const languages = menu.getByRole("navigation", { name: "Language" });
    await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await languages.getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/pricing$/);
    await page.getByRole("button", { name: "فتح قائمة الموقع" }).click();
    await expect(menu).toHaveAttribute("lang", "ar");
    await expect(menu).toHaveAttribute("dir", "rtl");
    await expect(menu.getByText("الرئيسية").first()).toBeVisible();
    expect(await menuLinks(menu)).toEqual(specMenu("ar"));
    const box = (await menu.boundingBox())!;
    expect(box.x, "the panel opens from the left under RTL").toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem("preferred-language"))).toBe("ar");

    await menu.getByRole("link", { name: "বাংলা" }).click();
    await expect(page).toHaveURL(/\/bn\/pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  });
});

test.describe("back to top", () => {
  test.beforeEach(async ({ page }) => skipLoader(page));

  test("appears beyond one viewport height and scrolls back up", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("link", { name: "Back to top" });
    await expect(button).toBeHidden();
    const height = await page.evaluate(() => window.innerHeight);
    await page.evaluate((y) => window.scrollTo(0, y - 20), height);
    await expect(button).toBeHidden();
    await page.evaluate((y) => window.scrollTo(0, y + 50), height);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe("start-up loader", () => {
  test("covers the first load for about two seconds, then is gone and hidden from assistive technology", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "commit" });
    const loader = page.getByTestId("site-loader");
    await expect(loader).toBeVisible();
    await expect(loader).toHaveAttribute("aria-hidden", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Transforming Ideas into Digital Reality",
    );
    // The overlay leaves by a CSS animation that starts after the configured two seconds.
    const leave = await loader.evaluate((el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, delay: style.animationDelay };
    });
    expect(leave).toEqual({ name: "loader-leave", delay: "2s" });
    // Frosted glass: the page shows through it, out of focus.
    expect(await loader.evaluate((el) => getComputedStyle(el).backdropFilter)).toBe("blur(18px)");
    const rings = await page
      .locator(".site-loader__rings")
      .evaluate((el) => getComputedStyle(el, "::before").animationDuration);
    expect(rings, "one pulse per second").toBe("1s");
    await expect(loader).toBeHidden({ timeout: 5000 });
    // Gone for good: its rings no longer pulse (which would keep a phone drawing frames).
    await expect
      .poll(() =>
        page.evaluate(() =>
          document
            .getAnimations()
            .filter((a) => (a as CSSAnimation).animationName === "loader-pulse")
            .map((a) => a.playState),
        ),
      )
      .toEqual([]);
  });

  test("does not return on in-app navigation or on later page loads", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("site-loader")).toBeHidden({ timeout: 4000 });
    await page
      .getByRole("navigation", { name: "Main" })
      .first()
      .getByRole("link", { name: "About" })
      .click();
    await expect(page).toHaveURL(/about-us/);
    await expect(page.getByTestId("site-loader")).toBeHidden();
    await page.goto("/pricing");
    await expect(page.getByTestId("site-loader")).toBeHidden();
  });

  test("without JavaScript, which cannot tell a first page from a later one, no page waits behind it", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ["/", "/contact", "/news"]) {
      await page.goto(path, { waitUntil: "commit" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("site-loader"), path).toBeHidden();
    }
    // Nor does the reply to a form sent without JavaScript.
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter your message.")).toBeAttached();
    await expect(page.getByTestId("site-loader")).toBeHidden();
    await context.close();
  });

  test("does not pulse when reduced motion is preferred", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "commit" });
    const animation = await page
      .locator(".site-loader__rings")
      .evaluate((el) => getComputedStyle(el, "::before").animationName);
    expect(animation).toBe("none");
    await context.close();
  });
});

test.describe("navigation", () => {
  test.beforeEach(async ({ page }) => skipLoader(page));

  test("every route change scrolls to the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/pricing");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("footer", () => {
  test.beforeEach(async ({ page }) => skipLoader(page));

  test("has its links, contact details, social links and the current year", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    for (const href of [
      "/about-us",
      "/service",
      "/case-studies",
      "/news",
      "/contact",
      "/community",
      "/resources",
      "/faqs",
      "/privacy-policy",
      "/careers",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.locator('a[href="mailto:hello@nakshilabs.com.bd"]')).toBeVisible();
    await expect(footer.locator('a[href="tel:+8801712345678"]')).toBeVisible();
    await expect(footer.locator('a[href^="https://www.google.com/maps/search/"]')).toBeVisible();
    await expect(footer.getByText(/9th Floor.*Dhaka/)).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Nakshi Labs Ltd.`)).toBeVisible();
    await expect(footer.getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "href",
      "https://www.facebook.com/nakshilabs",
    );
  });

  test("every footer page exists", async ({ page }) => {
    for (const [href, h1] of [
      ["/faqs", "Frequently Asked Questions"],
      ["/privacy-policy", "Privacy Policy"],
      ["/careers", /Careers/],
      ["/case-studies", /Case Studies/],
      ["/community", /Community/],
      ["/resources", /Resources/],
    ] as const) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page.locator("h1")).toHaveText(h1);
    }
  });
});
