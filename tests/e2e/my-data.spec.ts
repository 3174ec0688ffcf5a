import { readFile } from "node:fs/promises";
import { expect, readDb, test, unique } from "./support";

/** The link in the latest e-mail to an address that holds a data request's token, as a path. */
const dataLinkTo = (email: string) => {
  const mails = readDb<{ text_body: string }>(
    "main",
    "select text_body from outbox where to_address = ? and text_body like '%my-data?token=%' order by id desc",
    email,
  );
  const link = /https?:\/\/\S+?(\/(?:bn\/|ar\/)?my-data\?token=\S+)/.exec(
    mails[0]?.text_body ?? "",
  );
  return link?.[1];
};

test("a visitor asks on the Bangla contact page for a copy of their data and downloads it from the link e-mailed to them; no one else can", async ({
  page,
}) => {
  const email = `${unique("my-data")}@example.com`;
  await page.goto("/bn/contact");
  await page.locator("#contact-form input[name='f-name']").fill("Shirin");
  await page.locator("#contact-form input[name='l-name']").fill("Akter");
  await page.locator("#contact-form input[name='email']").fill(email);
  await page.locator("#contact-form input[name='suject']").fill("বেকারির ওয়েবসাইট");
  await page
    .locator("#contact-form textarea[name='message']")
    .fill("আমাদের বেকারির জন্য একটি ওয়েবসাইট দরকার।");
  await page.locator("#contact-form input[name='terms']").check();
  await page.locator("#contact-form button[type='submit']").click();
  await expect(page.getByTestId("form-success")).toBeVisible();

  // Someone asking about an address the agency does not know gets the same answer, and no e-mail.
  const stranger = `${unique("stranger")}@example.com`;
  for (const address of [stranger, email.toUpperCase()]) {
    await page.goto("/bn/contact");
    await page.locator("#your-data-email").fill(address);
    await page.locator("#your-data-email").press("Enter");
    await expect(page).toHaveURL(/\/bn\/my-data$/);
    await expect(page.getByRole("status")).toContainText(address.toLowerCase());
  }
  expect(dataLinkTo(stranger)).toBeUndefined();
  const link = dataLinkTo(email);
  expect(link).toMatch(/^\/bn\/my-data\?token=/);

  // The page names the address the link is for: kept by no browser or proxy.
  const opened = await page.goto(link!);
  expect(opened!.headers()["cache-control"]).toBe("private, no-store");
  const downloading = page.waitForEvent("download");
  await page.locator("form[method='post'] button[type='submit']").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^nakshi-labs-data-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(copy.about).toBe(email);
  expect(copy.contactMessages).toMatchObject([{ email, subject: "বেকারির ওয়েবসাইট" }]);
  expect(copy.leads).toHaveLength(1);
  expect(copy.emails.length).toBeGreaterThan(0);
  expect(JSON.stringify(copy)).not.toMatch(/unsubscribe_token|confirm_token_hash|claim_token/);

  // A link altered by one character is refused, and the page offers to send a new one.
  const forged = link!.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
  await page.goto(forged);
  await expect(page.getByRole("status")).toBeVisible();
  await expect(page.locator("#my-data-email")).toBeVisible();
  const refused = await page.request.post("/my-data/download", {
    form: { token: forged.split("token=")[1]!, language: "bn" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(303);
  expect(refused.headers().location).toMatch(/^\/bn\/my-data\?token=/);
  expect(await refused.text()).not.toContain(email);
});
