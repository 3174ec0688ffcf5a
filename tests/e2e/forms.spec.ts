import type { Page } from "@playwright/test";
import {
  expect,
  formTokenOf,
  readDb,
  skipLoader,
  speedSample,
  STRICT_URL,
  test,
  unique,
} from "./support";

type Row = Record<string, string | number | null>;

async function fillContact(
  page: Page,
  email: string,
  overrides: Partial<Record<string, string>> = {},
  acceptTerms = true,
) {
  const values = {
    "First name": "Rahim",
    "Last name": "Uddin",
    "E-mail": email,
    Phone: "01712-345678",
    Subject: "A new shop website",
    Message: "We sell saris and would like an online shop with bKash payments.",
    ...overrides,
  };
  const form = page.locator("#contact-form");
  for (const [label, value] of Object.entries(values))
    await form.getByLabel(label, { exact: false }).first().fill(value);
  if (acceptTerms) await form.locator('input[name="terms"]').check();
}

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => skipLoader(page));

  test("with JavaScript: stores the message, queues the e-mail and confirms on the page", async ({
    page,
  }) => {
    const email = `${unique("contact")}@example.com`;
    await page.goto("/contact");
    await fillContact(page, email, { Phone: "+880 1712 345678" });
    await page.getByRole("button", { name: "Send Message" }).click();
    const success = page.getByTestId("form-success");
    await expect(success).toContainText("Thank you, your message has been received.");
    await expect(success).toBeFocused();
    const rows = readDb<Row>("main", "select * from contact_messages where email = ?", email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: "Rahim",
      phone: "+8801712345678",
      subject: "A new shop website",
    });
    const mail = readDb<Row>("main", "select * from outbox where reply_to = ?", email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to_address: "hello@nakshilabs.com.bd",
      subject: "Contact form: A new shop website",
    });
  });

  test("with JavaScript: bad input gets a message next to each field, keeps what was typed, stores nothing", async ({
    page,
  }) => {
    const email = `${unique("bad")}@example`;
    await page.goto("/contact");
    await fillContact(page, email, { Phone: "12345", Message: "short" }, false);
    await page.getByRole("button", { name: "Send Message" }).click();
    const emailInput = page.locator('#contact-form input[name="email"]');
    await expect(emailInput).toHaveAttribute("aria-invalid", "true");
    await expect(emailInput).toBeFocused();
    const describedBy = await emailInput.getAttribute("aria-describedby");
    await expect(page.locator(`#${describedBy}`)).toHaveText(
      "Please enter a valid e-mail address, like name@example.com.",
    );
    await expect(
      page.getByText(
        "Please enter a phone number: a Bangladeshi one like 01700-000000, or any other with its country code, like +971 50 000 0000.",
      ),
    ).toBeVisible();
    await expect(
      page.getByText("Please accept the terms and conditions to send your message."),
    ).toBeVisible();
    await expect(page.getByText("Your message needs at least 10 characters.")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Rahim");
    expect(readDb("main", "select * from contact_messages where email = ?", email)).toHaveLength(0);
  });

  test("without JavaScript: the server checks, answers with field messages, then accepts the corrected form", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = `${unique("nojs")}@example.com`;
    await page.goto("http://127.0.0.1:4173/contact");
    await fillContact(page, email, { Phone: "99999" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByText(
        "Please enter a phone number: a Bangladeshi one like 01700-000000, or any other with its country code, like +971 50 000 0000.",
      ),
    ).toBeVisible();
    await expect(page.locator('input[name="phone"]')).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Subject")).toHaveValue("A new shop website");
    expect(readDb("main", "select * from contact_messages where email = ?", email)).toHaveLength(0);

    await page.locator('input[name="phone"]').fill("8801712345678");
    await page.locator('input[name="terms"]').check();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("form-success")).toContainText("Thank you");
    const rows = readDb<Row>("main", "select phone from contact_messages where email = ?", email);
    expect(rows).toEqual([{ phone: "+8801712345678" }]);
    await context.close();
  });
});

test.describe("request a quote", () => {
  test.beforeEach(async ({ page }) => skipLoader(page));

  test("a plan button pre-selects the plan; the request is stored and e-mailed", async ({
    page,
  }) => {
    const email = `${unique("quote")}@example.com`;
    await page.goto("/pricing");
    await page.getByRole("link", { name: "Choose Power" }).click();
    await expect(page.getByLabel("Hosting plan")).toHaveValue("power");
    await expect(page.getByLabel("Service you need")).toHaveValue("hosting");
    const form = page.locator("#quote-form");
    await form.getByLabel("Your name").fill("Karim Ahmed");
    await form.getByLabel("Company").fill("Padma Traders");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Phone").fill("01812 345678");
    await form.getByLabel("Budget").selectOption("under-50k");
    await form.getByLabel("Timeline").selectOption("asap");
    await form
      .getByLabel("Project details")
      .fill("Please move our company site to faster hosting.");
    await page.getByRole("button", { name: "Request Quote" }).click();
    await expect(page.getByTestId("form-success")).toContainText("your request has been received");
    const rows = readDb<Row>("main", "select * from quote_requests where email = ?", email);
    expect(rows[0]).toMatchObject({
      plan: "power",
      service: "hosting",
      phone: "+8801812345678",
      company: "Padma Traders",
    });
    expect(readDb<Row>("main", "select subject from outbox where reply_to = ?", email)).toEqual([
      { subject: "Quote request: Hosting plan for Padma Traders" },
    ]);
  });

  test("required choices are explained when missing", async ({ page }) => {
    await page.goto("/request-quote");
    await page.getByRole("button", { name: "Request Quote" }).click();
    await expect(page.getByText("Please choose the service you need.")).toBeVisible();
    await expect(page.getByText("Please choose a budget range.")).toBeVisible();
    await expect(page.getByText("Please enter your phone number.")).toBeVisible();
  });
});

test.describe("newsletter", () => {
  test.beforeEach(async ({ page }) => skipLoader(page));

  test("double opt-in: pending, confirmed from the e-mailed link's page with time and IP, unsubscribed by the later link", async ({
    page,
  }) => {
    const email = `${unique("reader")}@example.com`;
    await page.goto("/");
    const strip = page.locator("#newsletter");
    await strip.getByLabel("Your e-mail address").fill(email);
    await strip.getByRole("button", { name: "Subscribe" }).click();
    await expect(strip.getByTestId("form-success")).toContainText("check your inbox");
    expect(
      readDb<Row>("main", "select status from newsletter_subscribers where email = ?", email),
    ).toEqual([{ status: "pending" }]);

    const [confirmation] = readDb<Row>(
      "main",
      "select text_body from outbox where to_address = ? order by id",
      email,
    );
    const confirmUrl = /http:\/\/127\.0\.0\.1:4173\/newsletter\/confirm\?token=[\w-]+/.exec(
      String(confirmation!.text_body),
    )![0];
    await page.goto(confirmUrl);
    // Opening the link (as a mail scanner would) confirms nothing; the button does.
    expect(
      readDb<Row>("main", "select status from newsletter_subscribers where email = ?", email),
    ).toEqual([{ status: "pending" }]);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("status")).toHaveText("Thank you, your subscription is confirmed.");
    const [row] = readDb<Row>(
      "main",
      "select * from newsletter_subscribers where email = ?",
      email,
    );
    expect(row).toMatchObject({
      status: "confirmed",
      confirmed_ip: expect.stringContaining("127.0.0.1"),
    });
    expect(row!.confirmed_at).toBeTruthy();

    await page.goto(confirmUrl);
    await expect(page.getByRole("status")).toHaveText(
      "This confirmation link is not valid or has already been used.",
    );

    const welcome = readDb<Row>(
      "main",
      "select text_body from outbox where to_address = ? order by id",
      email,
    )[1];
    const unsubscribeUrl = /http:\/\/127\.0\.0\.1:4173\/newsletter\/unsubscribe\?token=[\w-]+/.exec(
      String(welcome!.text_body),
    )![0];
    await page.goto(unsubscribeUrl);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("status")).toContainText("You have been unsubscribed");
    expect(
      readDb<Row>("main", "select status from newsletter_subscribers where email = ?", email),
    ).toEqual([{ status: "unsubscribed" }]);
  });

  test("subscribing twice is harmless and the answer does not reveal whether the address is known", async ({
    page,
  }) => {
    const email = `${unique("twice")}@example.com`;
    const answers: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await page.goto("/");
      await page.locator("#newsletter").getByLabel("Your e-mail address").fill(email);
      await page.locator("#newsletter").getByRole("button", { name: "Subscribe" }).click();
      answers.push(await page.locator("#newsletter").getByTestId("form-success").innerText());
    }
    expect(answers[0]).toBe(answers[1]);
    expect(
      readDb("main", "select id from newsletter_subscribers where email = ?", email),
    ).toHaveLength(1);
  });

  test("the sign-up answers in place in the visitor's language, without React: the server's refusal, then the thank-you", async ({
    page,
  }) => {
    await speedSample(page, false);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto("/bn");
    await page.waitForSelector("html[data-ready]", { state: "attached" });
    const strip = page.locator("#newsletter");
    const field = strip.getByRole("textbox");
    // The browser lets this address through; the server refuses it.
    await field.fill("reader@localhost");
    await strip.getByRole("button").click();
    await expect(
      strip.getByText("সঠিক একটি ই-মেইল ঠিকানা লিখুন, যেমন name@example.com"),
    ).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("reader@localhost");

    const email = `${unique("bn-reader")}@example.com`;
    await field.fill(email);
    await strip.getByRole("button").click();
    const thanks = strip.getByTestId("form-success");
    await expect(thanks).toContainText("আপনার ই-মেইল ঠিকানা নিশ্চিত করুন");
    await expect(thanks).toBeFocused();
    expect(new URL(page.url()).pathname).toBe("/bn");
    expect(
      readDb<Row>("main", "select status from newsletter_subscribers where email = ?", email),
    ).toEqual([{ status: "pending" }]);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/site-script-[\w-]+\.js$/)]);
  });

  test("without JavaScript the sign-up lands on the newsletter page with the same answer", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = `${unique("nojs-reader")}@example.com`;
    await page.goto("http://127.0.0.1:4173/");
    await page.locator("#newsletter").getByLabel("Your e-mail address").fill(email);
    await page.locator("#newsletter").getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByTestId("form-success")).toContainText("check your inbox");
    expect(
      readDb("main", "select id from newsletter_subscribers where email = ?", email),
    ).toHaveLength(1);
    await page.goto("http://127.0.0.1:4173/newsletter");
    await page.getByLabel("Your e-mail address").fill("reader@localhost");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      page.getByText("Please enter a valid e-mail address, like name@example.com."),
    ).toBeVisible();
    await context.close();
  });
});

test.describe("comments", () => {
  test.beforeEach(async ({ page }) => skipLoader(page));

  test("a comment is held for moderation, then shown nested under its parent once approved", async ({
    page,
  }) => {
    const name = unique("Tania");
    await page.goto("/news/flutter-vs-react-native");
    await expect(page.getByRole("heading", { name: /^Comment \(\d+\)$/ })).toBeVisible();
    const before = Number(
      (await page.getByRole("heading", { name: /^Comment \(/ }).innerText()).replace(/\D/g, ""),
    );

    await page.locator('textarea[name="comment"]').fill("Very clear comparison, thank you!");
    await page.locator('#comment-form [name="name"]').fill(name);
    await page.locator('#comment-form [name="email"]').fill("tania@example.com");
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.getByTestId("form-success")).toContainText(
      "once a moderator has approved it",
    );
    await expect(page.getByText(name)).toHaveCount(0);

    const [mail] = readDb<Row>(
      "main",
      "select text_body from outbox where subject like ? and text_body like ?",
      "%awaiting moderation%",
      `%${name}%`,
    );
    const links = String(mail!.text_body).match(
      /http:\/\/127\.0\.0\.1:4173\/comments\/moderate\?id=\d+&decision=(approve|reject)&exp=\d+&sig=[\w-]+/g,
    )!;
    const [approve, reject] = links;
    await page.goto(approve!);
    await page.getByRole("button", { name: "Approve comment" }).click();
    await expect(page.getByRole("status")).toContainText("approved");
    // The pair acts once: neither link changes the decision afterwards.
    for (const link of [approve!, reject!]) {
      await page.goto(link);
      await expect(page.getByRole("status")).toContainText("each moderation link acts only once");
      await expect(page.getByRole("button", { name: /comment$/ })).toHaveCount(0);
    }

    await page.goto("/news/flutter-vs-react-native");
    await expect(page.getByRole("heading", { name: `Comment (${before + 1})` })).toBeVisible();
    const comment = page.getByTestId("comment").filter({ hasText: name });
    await comment.getByRole("link", { name: `Reply to ${name}` }).click();
    await expect(page.getByText(`Replying to ${name}`)).toBeVisible();
    const reply = unique("Reply");
    await page.locator('textarea[name="comment"]').fill(`${reply}: glad it helped.`);
    await page.locator('#comment-form [name="name"]').fill("Farhana");
    await page.locator('#comment-form [name="email"]').fill("farhana@example.com");
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.getByTestId("form-success")).toBeVisible();
    const stored = readDb<Row>(
      "main",
      "select c.status, p.author_name as parent from comments c join comments p on p.id = c.parent_id where c.body like ?",
      `${reply}%`,
    );
    expect(stored).toEqual([{ status: "pending", parent: name }]);
  });

  test("'save my details' remembers name, email and website in this browser only, and forgets them when unticked", async ({
    page,
  }) => {
    await page.goto("/news/seo-ranking-2025");
    await page.locator('textarea[name="comment"]').fill("Useful checklist.");
    await page.locator('#comment-form [name="name"]').fill("Nadia");
    await page.locator('#comment-form [name="email"]').fill("nadia@example.com");
    await page.locator('#comment-form [name="website"]').fill("https://nadia.example.com");
    await page.getByLabel("Save my name").check();
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.getByTestId("form-success")).toBeVisible();

    await page.goto("/news/php-trends-2025");
    await expect(page.locator('#comment-form [name="name"]')).toHaveValue("Nadia");
    await expect(page.locator('#comment-form [name="email"]')).toHaveValue("nadia@example.com");
    await expect(page.locator('#comment-form [name="website"]')).toHaveValue(
      "https://nadia.example.com",
    );
    await expect(page.getByLabel("Save my name")).toBeChecked();
    await page.getByLabel("Save my name").uncheck();
    expect(await page.evaluate(() => window.localStorage.getItem("comment-author"))).toBeNull();

    await page.goto("/news/php-trends-2025");
    await expect(page.locator('#comment-form [name="name"]')).toHaveValue("");
  });
});

test.describe("abuse protection", () => {
  test("a filled honeypot is answered as accepted; nothing is stored as a lead or sent, but it is held as suspected spam", async ({
    page,
  }) => {
    await skipLoader(page);
    const email = `${unique("bot")}@example.com`;
    await page.goto("/contact");
    await fillContact(page, email);
    await page
      .locator('input[name="leave_this_empty"]')
      .evaluate((el: HTMLInputElement) => (el.value = "http://spam.example"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("form-success")).toBeVisible();
    expect(readDb("main", "select id from contact_messages where email = ?", email)).toHaveLength(
      0,
    );
    expect(readDb("main", "select id from outbox where reply_to = ?", email)).toHaveLength(0);
    expect(
      readDb("main", "select form, reason from suspected_spam where payload like ?", `%${email}%`),
    ).toEqual([{ form: "contact", reason: "honeypot" }]);
  });

  test("a form sent faster than a person could fill it is answered as accepted and held as suspected spam, not subscribed", async ({
    request,
  }) => {
    const email = `${unique("fast")}@example.com`;
    await formTokenOf(request, `${STRICT_URL}/`);
    const response = await request.post(`${STRICT_URL}/newsletter`, {
      form: { email, leave_this_empty: "" },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("check your inbox");
    expect(
      readDb("strict", "select id from newsletter_subscribers where email = ?", email),
    ).toHaveLength(0);
    expect(
      readDb(
        "strict",
        "select form, reason from suspected_spam where payload like ?",
        `%${email}%`,
      ),
    ).toEqual([{ form: "newsletter", reason: "too-fast" }]);
  });

  test("too many submissions from one address are refused with a clear message", async ({
    page,
  }) => {
    await skipLoader(page);
    const emails: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const email = `${unique(`limit${i}`)}@example.com`;
      emails.push(email);
      await page.goto(`${STRICT_URL}/contact`);
      await fillContact(page, email);
      await page.waitForTimeout(1600); // the strict server's minimum fill time
      await page.getByRole("button", { name: "Send Message" }).click();
      if (i < 2) await expect(page.getByTestId("form-success")).toBeVisible();
    }
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("You have sent several messages in a short time");
    await expect(alert).toBeFocused();
    await expect(page.getByLabel("First name")).toHaveValue("Rahim");
    expect(
      readDb("strict", `select id from contact_messages where email in (?, ?, ?)`, ...emails),
    ).toHaveLength(2);
  });

  test("oversized, length-less, malformed and cross-site posts get a readable 4xx, never a 500", async ({
    request,
    playwright,
  }) => {
    const huge = await request.post("/contact", {
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "http://127.0.0.1:4173",
      },
      data: `message=${"x".repeat(200_000)}`,
    });
    expect(huge.status()).toBe(413);
    expect(await huge.text()).toContain("larger than our forms accept");

    const crossSite = await request.post("/contact", {
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://evil.example",
      },
      data: "f-name=a",
    });
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.text()).toContain("can only be sent from our own website");

    const malformed = await request.post("/contact", {
      headers: {
        "Content-Type": "multipart/form-data; boundary=nothing-here",
        Origin: "http://127.0.0.1:4173",
      },
      data: "this is not multipart",
    });
    expect(malformed.status()).toBe(400);
    expect(await malformed.text()).toContain("We could not read that submission");

    const field = await request.post("/contact", {
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "http://127.0.0.1:4173",
      },
      form: { "f-name": "x".repeat(500), email: "a@b.co" },
    });
    expect(field.status()).toBe(400);
    expect(await field.text()).toContain("Please keep your first name under 80 characters.");

    const api = await playwright.request.newContext();
    const chunked = await new Promise<number>((resolve, reject) => {
      import("node:http").then(({ request: raw }) => {
        const req = raw(
          {
            host: "127.0.0.1",
            port: 4173,
            path: "/contact",
            method: "POST",
            headers: {
              "Transfer-Encoding": "chunked",
              "Content-Type": "application/x-www-form-urlencoded",
            },
          },
          (res) => resolve(res.statusCode ?? 0),
        );
        req.on("error", reject);
        req.write("f-name=a");
        req.end();
      }, reject);
    });
    expect(chunked).toBe(411);
    await api.dispose();
  });
});
