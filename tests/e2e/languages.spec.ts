import { expect, formTokenOf, readDb, skipLoader, test, unique } from "./support";

/** Pages every language has; posts have the languages they are written in (tested below). */
const PAGES = [
  "/",
  "/news",
  "/service",
  "/services/web-development",
  "/services/seo",
  "/pricing",
  "/about-us",
  "/contact",
  "/request-quote",
  "/newsletter",
  "/privacy-policy",
  "/faqs",
  "/careers",
  "/case-studies",
  "/case-studies/swiftroute-driver-app",
  "/community",
  "/resources",
];

const LANGUAGES = [
  { code: "en", prefix: "", dir: "ltr" },
  { code: "bn", prefix: "/bn", dir: "ltr" },
  { code: "ar", prefix: "/ar", dir: "rtl" },
] as const;

const at = (prefix: string, path: string) => (path === "/" ? prefix || "/" : `${prefix}${path}`);

/** The words of the page's <main>, without markup. */
const mainText = (html: string) =>
  (/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "")
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ");

test.describe("every page in every language", () => {
  for (const language of LANGUAGES) {
    test(`${language.code}: every page answers 200 in its language, with reciprocal hreflang links that exist`, async ({
      request,
    }) => {
      for (const page of PAGES) {
        const path = at(language.prefix, page);
        const answer = await request.get(path);
        expect(answer.status(), path).toBe(200);
        const html = await answer.text();
        expect(html, path).toContain(`<html lang="${language.code}" dir="${language.dir}"`);
        // A page kept out of search results lists no language versions.
        if (html.includes('<meta name="robots" content="noindex"/>')) continue;
        const alternates = [
          ...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"/g),
        ];
        expect(
          alternates.map((match) => match[1]),
          path,
        ).toEqual(["en", "bn", "ar", "x-default"]);
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
        expect(alternates.find((match) => match[1] === language.code)?.[2], path).toBe(canonical);
        for (const [, , href] of alternates) {
          const target = new URL(href!).pathname;
          expect((await request.get(target)).status(), `${path} → ${target}`).toBe(200);
        }
      }
    });
  }

  test("Bangla pages read in Bangla: little Latin script in <main> beyond names", async ({
    request,
  }) => {
    for (const page of PAGES) {
      const text = mainText(await (await request.get(at("/bn", page))).text());
      const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
      const bengali = text.match(/[\u0980-\u09FF]/g)?.length ?? 0;
      expect(bengali, page).toBeGreaterThan(100);
      expect(latin / (latin + bengali), page).toBeLessThan(0.2);
    }
  });

  test("a post names, links and switches to the languages it is written in alone", async ({
    request,
  }) => {
    const alternatesOf = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"/g)].map(
        (match) => [match[1], new URL(match[2]!).pathname],
      );
    const switchIn = (html: string) => (language: string) =>
      new RegExp(`href="([^"]+)" hrefLang="${language}" lang="${language}"`).exec(html)?.[1];
    // A post in all three languages.
    const everywhere = await (await request.get("/news/flutter-vs-react-native")).text();
    expect(alternatesOf(everywhere)).toEqual([
      ["en", "/news/flutter-vs-react-native"],
      ["bn", "/bn/news/flutter-vs-react-native"],
      ["ar", "/ar/news/flutter-vs-react-native"],
      ["x-default", "/news/flutter-vs-react-native"],
    ]);
    expect(switchIn(everywhere)("ar")).toBe("/ar/news/flutter-vs-react-native");
    // A post without an Arabic version: the switch leads to the Arabic blog, which lists it.
    const html = await (await request.get("/news/laravel-best-practices")).text();
    expect(alternatesOf(html)).toEqual([
      ["en", "/news/laravel-best-practices"],
      ["bn", "/bn/news/laravel-best-practices"],
      ["x-default", "/news/laravel-best-practices"],
    ]);
    const switchTo = switchIn(html);
    expect(switchTo("bn")).toBe("/bn/news/laravel-best-practices");
    expect(switchTo("ar")).toBe("/ar/news");
    // An Arabic address of it leads to the English post for good.
    const moved = await request.get("/ar/news/laravel-best-practices", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe("/news/laravel-best-practices");
    // The Arabic menu's latest post is the newest Arabic one, in Arabic.
    const latest = await (await request.get("/ar/news/single-news", { maxRedirects: 0 })).text();
    expect(latest).toContain('<html lang="ar" dir="rtl"');
    expect(latest).not.toContain("هذا المقال مكتوب باللغة الإنجليزية.");
    expect(latest).toMatch(/<div class="prose-article/);
    expect(latest).toMatch(
      /<link rel="canonical" href="https:\/\/www\.nakshilabs\.com\.bd\/ar\/news\/[a-z0-9-]+"\/>/,
    );
  });

  test("the Arabic blog lists its Arabic posts first, then the English ones it has no version of, marked as English, at their English addresses", async ({
    request,
  }) => {
    const cards = async (path: string) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain('<html lang="ar" dir="rtl"');
      expect(html).not.toContain("مقالاتنا مكتوبة باللغة الإنجليزية حاليًا.");
      return [...html.matchAll(/data-testid="post-card"[\s\S]*?<\/article>/g)].map(([card]) => ({
        english: card.includes('data-testid="post-language"') && card.includes("بالإنجليزية"),
        heading: /<h2( lang="en" dir="ltr")?/.exec(card)?.[1] ?? "",
        href: /href="([^"]+)"/.exec(card)?.[1],
      }));
    };
    const listed = [...(await cards("/ar/news")), ...(await cards("/ar/news?page=2"))];
    const firstEnglish = listed.findIndex((card) => card.english);
    expect(firstEnglish).toBeGreaterThanOrEqual(6);
    for (const [index, card] of listed.entries()) {
      const english = index >= firstEnglish;
      expect(card.english, card.href).toBe(english);
      expect(card.heading, card.href).toBe(english ? ' lang="en" dir="ltr"' : "");
      expect(card.href, card.href).toMatch(english ? /^\/news\// : /^\/ar\/news\//);
    }
    expect(listed.map((card) => card.href)).toContain("/ar/news/flutter-vs-react-native");
    expect(listed.map((card) => card.href)).toContain("/news/laravel-best-practices");
    expect(listed.map((card) => card.href)).not.toContain("/news/flutter-vs-react-native");
  });

  test("/home-rtl is the Arabic home page itself", async ({ request }) => {
    const answer = await request.get("/home-rtl", { maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain('<link rel="canonical" href="https://www.nakshilabs.com.bd/ar"/>');
  });

  test("a Bangla form sent with a mistake answers in Bangla, without JavaScript", async ({
    request,
  }) => {
    await formTokenOf(request, "/bn/contact");
    const answer = await request.post("/bn/contact", {
      headers: { Origin: "http://127.0.0.1:4173" },
      form: { "f-name": "রহিম", email: "not-an-address" },
    });
    expect(answer.status()).toBe(400);
    const html = await answer.text();
    expect(html).toContain('<html lang="bn"');
    expect(html).toContain("সঠিক একটি ই-মেইল ঠিকানা লিখুন");
  });

  test("the sitemap lists every language version", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of [
      "/contact",
      "/bn/contact",
      "/ar/contact",
      "/bn",
      "/ar/faqs",
      "/bn/news/seo-trends-2025",
    ]) {
      expect(sitemap).toContain(`<loc>https://www.nakshilabs.com.bd${path}</loc>`);
    }
    // The Arabic blog's own posts, and none it shows in English.
    expect(sitemap).toContain("<loc>https://www.nakshilabs.com.bd/ar/news/seo-trends-2025</loc>");
    expect(sitemap).not.toContain("https://www.nakshilabs.com.bd/ar/news/laravel-best-practices");
  });

  test("an English page downloads no Bangla or Arabic text font, even with the language switch in view", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (/\.(woff2?|ttf)(\?|$)/.test(request.url())) fonts.push(request.url());
    });
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: "বাংলা" }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    // Only the small font holding the two languages' names, not the fonts for Bangla or Arabic text.
    expect(fonts.filter((url) => /noto-sans-(bengali|arabic)/i.test(url))).toEqual([]);
  });

  test("with JavaScript, a Bangla form checks a field as the visitor leaves it, in Bangla", async ({
    page,
  }) => {
    await skipLoader(page);
    await page.goto("/bn/contact");
    const email = page.locator("#contact-form").getByLabel("ই-মেইল");
    await email.fill("not-an-address");
    await email.blur();
    await expect(page.getByText("সঠিক একটি ই-মেইল ঠিকানা লিখুন")).toBeVisible();
  });

  test("right to left, the Arabic tabs and carousel move the way the text reads", async ({
    page,
  }) => {
    await skipLoader(page);
    await page.goto("/ar");
    const tabs = page.getByRole("tablist", { name: "الخدمات" }).getByRole("tab");
    await tabs.first().focus();
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");

    await page.goto("/ar/about-us");
    const carousel = page.getByRole("region", { name: "آراء العملاء" });
    const status = carousel.getByTestId("carousel-status");
    await expect(status).toHaveText("1 من 3");
    const track = carousel.getByTestId("carousel-track");
    const before = await track.evaluate((el) => el.scrollLeft);
    await carousel.getByRole("button", { name: "الرأي التالي" }).click();
    await expect(status).toHaveText("2 من 3");
    // In a right-to-left track the next slide lies to the left: scrolling moves towards negative.
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeLessThan(before);
  });

  test("on a laptop the header's links, language switch and WhatsApp button each keep to one line, in Arabic and Bangla too", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await skipLoader(page);
    for (const path of ["/ar", "/bn", "/"]) {
      await page.goto(path);
      const header = page.getByRole("banner");
      for (const control of await header.locator("nav a, a[href^='https://wa.me']").all()) {
        if (!(await control.isVisible())) continue;
        // Lines of text: runs of Arabic and Latin letters on one line sit a little apart in height,
        // a second line a whole line below.
        const lines = await control.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const gap = parseFloat(getComputedStyle(el).fontSize) * 0.8;
          const centres = [...range.getClientRects()]
            .filter((rect) => rect.width > 0)
            .map((rect) => rect.top + rect.height / 2)
            .sort((a, b) => a - b);
          return centres.filter(
            (centre, index) => index === 0 || centre - centres[index - 1]! > gap,
          ).length;
        });
        expect(lines, `${path}: ${await control.innerText()}`).toBe(1);
      }
    }
  });

  test("a Gulf client sends the Arabic quote and order forms with a +971 number, stored in E.164; a number no country has is refused in Arabic", async ({
    page,
  }) => {
    await skipLoader(page);
    const email = `${unique("gulf")}@example.com`;
    await page.goto("/ar/request-quote");
    const quote = page.locator("#quote-form");
    await expect(quote.getByText("مع رمز الدولة، مثل")).toBeVisible();
    await quote.getByLabel("اسمك").fill("خالد المنصوري");
    await quote.getByLabel("الشركة").fill("مجموعة المنصوري للتجارة");
    await quote.getByLabel("البريد الإلكتروني").fill(email);
    // Twelve digits after the country code: the shape passes, the UAE's numbering plan does not.
    await quote.getByLabel("الهاتف").fill("+971 50 123 45678");
    await quote.getByLabel("الخدمة المطلوبة").selectOption("web-development");
    await quote.getByLabel("الميزانية").selectOption("2l-5l");
    await quote.getByLabel("الإطار الزمني").selectOption("asap");
    await quote
      .getByLabel("تفاصيل المشروع")
      .fill("نحتاج متجرًا إلكترونيًا باللغتين العربية والإنجليزية لفرعنا في دبي.");
    await quote.getByRole("button", { name: "اطلب عرض السعر" }).click();
    await expect(quote.getByText("يُرجى إدخال رقم هاتف صحيح مع رمز الدولة")).toBeVisible();
    expect(readDb("main", "select id from quote_requests where email = ?", email)).toHaveLength(0);

    await quote.getByLabel("الهاتف").fill("+971 50 123 4567");
    await quote.getByRole("button", { name: "اطلب عرض السعر" }).click();
    await expect(page.getByTestId("form-success")).toBeVisible();
    expect(readDb("main", "select phone from quote_requests where email = ?", email)).toEqual([
      { phone: "+971501234567" },
    ]);

    await page.goto("/ar/shops/shop-details");
    const order = page.locator("#order-form");
    await order.getByLabel("اسمك").fill("خالد المنصوري");
    await order.getByLabel("البريد الإلكتروني").fill(email);
    await order.getByLabel("الهاتف").fill("00966 50 000 0001");
    await order.getByLabel("النطاق").fill("almansoori-trading.com");
    await order.locator('input[name="period"]').first().check();
    await order.getByText("bKash").click();
    await order.getByRole("button", { name: "تأكيد الطلب" }).click();
    await expect(page.getByTestId("how-to-pay")).toBeVisible();
    expect(
      readDb(
        "main",
        "select leads.phone from orders join leads on leads.id = orders.lead_id where leads.email = ?",
        email,
      ),
    ).toEqual([{ phone: "+966500000001" }]);
  });

  test("a Bangla post numbers its lists in Bengali digits; the English one in Latin digits", async ({
    page,
  }) => {
    const listStyle = () =>
      page
        .locator(".prose-article ol")
        .first()
        .evaluate((list) => getComputedStyle(list).listStyleType);
    await page.goto("/bn/news/ai-software-dev");
    expect(await listStyle()).toBe("bengali");
    await page.goto("/news/ai-software-dev");
    expect(await listStyle()).toBe("decimal");
  });
});
