import type { Page } from "@playwright/test";
import { expect, readDb, signedIn, skipLoader, test, unique } from "./support";
import { serverWithMail } from "./mail-server";

/**
 * A newsletter campaign as the agency sends one: readers sign up on the English, Bangla and
 * Arabic pages, an editor sends them a post, and each gets it in their language with a working
 * one-click unsubscribe.
 */
const mail = serverWithMail("campaigns", 4177);

test.use({ baseURL: mail.base });

type Row = Record<string, unknown>;

/** Signs up on a language's home page and confirms from the e-mailed link, as a reader does. */
async function subscribeAs(page: Page, email: string, home: string, button: string) {
  await page.goto(home);
  const strip = page.locator("#newsletter");
  await strip.locator('input[type="email"]').fill(email);
  await strip.locator('button[type="submit"]').click();
  await expect(strip.getByTestId("form-success")).toBeVisible();
  await expect
    .poll(() => mail.received().some((m) => JSON.stringify(m.to).includes(email)))
    .toBe(true);
  const confirmation = mail.received().find((m) => JSON.stringify(m.to).includes(email))!;
  const link = /http:\/\/127\.0\.0\.1:4177\/[\w/-]*newsletter\/confirm\?token=[\w-]+/.exec(
    confirmation.text ?? "",
  )![0];
  await page.goto(link);
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("status")).toBeVisible();
}

test("an editor sends a post to readers in English, Bangla and Arabic, each in their language, with one-click unsubscribe", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await skipLoader(page);
  const readers = {
    en: `${unique("en-reader")}@example.com`,
    bn: `${unique("bn-reader")}@example.com`,
    ar: `${unique("ar-reader")}@example.com`,
  };
  await subscribeAs(page, readers.en, "/", "Confirm subscription");
  await subscribeAs(page, readers.bn, "/bn", "সাবস্ক্রিপশন নিশ্চিত করুন");
  await subscribeAs(page, readers.ar, "/ar", "تأكيد الاشتراك");
  expect(
    readDb<Row>(
      "campaigns",
      "select locale from newsletter_subscribers where email in (?, ?, ?) order by locale",
      readers.ar,
      readers.bn,
      readers.en,
    ).map((row) => row.locale),
  ).toEqual(["ar", "bn", "en"]);

  const editor = await signedIn(page, "Mitu Akter", false, { role: "editor", server: "campaigns" });
  await page
    .getByRole("navigation", { name: "Workspace" })
    .getByRole("link", { name: "Newsletter" })
    .click();
  await page.getByRole("link", { name: "New campaign" }).click();
  const name = unique("December post");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("A published post").check();
  await page.getByLabel("Post", { exact: true }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("The draft is saved");

  // The preview shows each language's e-mail and its subject.
  const subjects: Record<string, string> = {};
  for (const [locale, language] of [
    ["en", "English"],
    ["bn", "Bangla"],
    ["ar", "Arabic"],
  ] as const) {
    const letter = page.getByRole("article", { name: new RegExp(`^${language}`) });
    await expect(letter).toBeVisible();
    subjects[locale] = (
      await letter.locator("p", { hasText: "Subject:" }).locator("span").last().innerText()
    ).trim();
  }

  // A test to the editor first: one e-mail per language, marked, and no subscriber gets anything.
  await page.getByRole("button", { name: "Send me the test" }).click();
  await expect(page.getByRole("status")).toContainText(editor);
  await expect
    .poll(() => mail.received().filter((m) => JSON.stringify(m.to).includes(editor)).length)
    .toBe(3);
  expect(mail.mailTo(editor, `[Test] ${subjects.en}`)).toBeTruthy();
  expect(mail.mailTo(editor, `[টেস্ট] ${subjects.bn}`)).toBeTruthy();

  await page.getByLabel(/Send it now to all/).check();
  await page.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByRole("status")).toContainText("Sending has started");
  // The page follows the sending, without a reload, until it is done.
  const figure = (label: string) =>
    page
      .locator("dl > div")
      .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
      .locator("dd");
  await expect(figure("Sent")).toHaveText("3", { timeout: 30_000 });
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  expect(readDb<Row>("campaigns", "select status from campaigns where name = ?", name)).toEqual([
    { status: "sent" },
  ]);

  for (const locale of ["en", "bn", "ar"] as const) {
    const letter = mail.mailTo(readers[locale], subjects[locale]!);
    expect(letter, `${locale} reader's e-mail`).toBeTruthy();
    expect(letter!.html).toContain(`<html lang="${locale}"`);
    expect(letter!.text).toContain(subjects[locale]);
  }

  // The Arabic reader's mail program unsubscribes with one click (RFC 8058).
  const arabic = mail.mailTo(readers.ar, subjects.ar!)!;
  const header = arabic.headerLines.find((line) => line.key === "list-unsubscribe")!.line;
  const oneClick = /<(http[^>]+)>/.exec(header.replace(/\r?\n\s+/g, ""))![1]!;
  expect(oneClick).toContain("/ar/newsletter/unsubscribe?token=");
  expect(arabic.headerLines.find((line) => line.key === "list-unsubscribe-post")?.line).toContain(
    "List-Unsubscribe=One-Click",
  );
  const answer = await request.post(oneClick, {
    form: { "List-Unsubscribe": "One-Click" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(200);
  expect(
    readDb<Row>(
      "campaigns",
      "select status from newsletter_subscribers where email = ?",
      readers.ar,
    ),
  ).toEqual([{ status: "unsubscribed" }]);
  await page.reload();
  await expect(figure("Unsubscribed")).toHaveText("1");

  // The Bangla reader chooses English from the link in the e-mail.
  const bangla = mail.mailTo(readers.bn, subjects.bn!)!;
  const manage =
    /http:\/\/127\.0\.0\.1:4177\/bn\/newsletter\/unsubscribe\?token=[\w-]+&campaign=\d+/.exec(
      bangla.text ?? "",
    )![0];
  await page.goto(manage);
  await page.getByLabel("English").check();
  await page.getByRole("button", { name: "ভাষা সংরক্ষণ করুন" }).click();
  await expect(page.getByRole("status")).toContainText("English");
  expect(
    readDb<Row>(
      "campaigns",
      "select locale, status from newsletter_subscribers where email = ?",
      readers.bn,
    ),
  ).toEqual([{ locale: "en", status: "confirmed" }]);
});
