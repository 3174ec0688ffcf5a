import { admin, expect, readDb, signedIn, skipLoader, test, unique } from "./support";
import { serverWithMail } from "./mail-server";
import { dhakaDay } from "~/lib/dhaka-time";

/**
 * Working a lead to a result as a sales person does on a phone, against a server of its own whose
 * outbox delivers to a real SMTP server in the test.
 */
const mail = serverWithMail("follow-up", 4176);
const mailTo = mail.mailTo;

test.use({ baseURL: mail.base });

test("a sales person on a phone values a lead, plans and logs, replies in Bangla and is reminded the next morning", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const subject = unique("অনলাইন শাড়ির দোকান");
  const visitor = `${unique("tahmina")}@example.com`;

  // A visitor writes from the Bangla contact page and is told, in Bangla, that it arrived.
  await skipLoader(page);
  await page.goto("/bn/contact");
  const form = page.locator("#contact-form");
  await form.locator('[name="f-name"]').fill("তাহমিনা");
  await form.locator('[name="l-name"]').fill("আক্তার");
  await form.locator('[name="email"]').fill(visitor);
  await form.locator('[name="phone"]').fill("01812-345678");
  await form.locator('[name="suject"]').fill(subject);
  await form
    .locator('[name="message"]')
    .fill("বিকাশ পেমেন্টসহ আমাদের শাড়ির দোকানের ওয়েবসাইট দরকার।");
  await form.locator('input[name="terms"]').check();
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId("form-success")).toBeVisible();
  await expect.poll(() => mailTo(visitor, `আপনার মেসেজ আমরা পেয়েছি: ${subject}`)).toBeTruthy();

  // Sales, on a 360 px phone.
  await page.setViewportSize({ width: 360, height: 780 });
  const email = await signedIn(page, "Nusrat Jahan", false, { server: "follow-up" });
  await page.goto(`/admin/leads?q=${encodeURIComponent(subject)}`);
  await page.getByRole("link", { name: new RegExp(subject) }).click();
  await expect(page.getByRole("heading", { level: 1, name: "তাহমিনা আক্তার" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Its value, written the way it is said: a wrong one is named at its field.
  await page.getByLabel("Value (taka)").fill("1.5 dozen");
  await page.getByRole("button", { name: "Save deal" }).click();
  await expect(page.getByLabel("Value (taka)")).toHaveAccessibleDescription(
    /Write the value in whole taka/,
  );
  await page.getByLabel("Value (taka)").fill("1.5 lakh");
  await page.getByRole("button", { name: "Save deal" }).click();
  await expect(page.getByRole("status")).toHaveText("Deal saved.");
  // On a phone the notice is where the change was made, in view, not a screen's height above.
  await expect(page.getByRole("status")).toBeInViewport();
  await expect(page.getByLabel("Value (taka)")).toHaveValue("1,50,000");

  // A next step for the next working day, one tap.
  await page.getByLabel("What is next?").fill("Send the proposal");
  await page.getByRole("button", { name: /^Next working day/ }).click();
  await expect(page.getByRole("status")).toHaveText("Next step planned.");
  await expect(page.getByRole("status")).toBeInViewport();
  await expect(page.locator("#next-step")).toContainText("Send the proposal");
  const [{ next_step_due: tomorrow }] = readDb<{ next_step_due: string }>(
    "follow-up",
    "select next_step_due from leads where subject = ?",
    subject,
  ) as [{ next_step_due: string }];
  expect(tomorrow > dhakaDay(Date.now())).toBe(true);

  // Tapping WhatsApp offers to log the conversation.
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ body: "" }));
  const chat = page.context().waitForEvent("page");
  await page.getByRole("link", { name: "WhatsApp", exact: true }).click();
  await (await chat).close();
  await expect(page.getByText("Chatted on WhatsApp? Log how it went.")).toBeVisible();
  await expect(page.getByLabel("Activity")).toHaveValue("whatsapp");
  await page.getByLabel("How did it go?").selectOption("interested");
  await page.getByLabel("Notes (optional)").fill("Wants to see two shops we built.");
  await page.getByRole("button", { name: "Log it" }).click();
  await expect(page.getByText("Logged.", { exact: true })).toBeVisible();
  await expect(page.getByText("Chatted on WhatsApp? Log how it went.")).toHaveCount(0);
  const history = page.locator("#history ol");
  await expect(history).toContainText("Nusrat Jahan logged a WhatsApp conversation: Interested");
  await expect(history).toContainText("Wants to see two shops we built.");

  // A reply from a template in her language, with the signature in Bangla.
  const reply = page.locator("#reply");
  await expect(reply.getByLabel("Language")).toHaveValue("bn");
  await reply.getByLabel("Start from").selectOption({ label: "একটি কলের প্রস্তাব" });
  await reply.getByRole("button", { name: "Use" }).click();
  await expect(reply.getByLabel("Message")).toHaveValue(/^প্রিয় তাহমিনা আক্তার,/);
  await expect(reply.getByLabel("Message")).toHaveValue(/২০ মিনিটের/);
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Reply queued: its delivery shows in the history.",
  );
  await expect.poll(() => mailTo(visitor, `Re: ${subject}`)).toBeTruthy();
  const sent = mailTo(visitor, `Re: ${subject}`)!;
  expect(sent.text).toContain("২০ মিনিটের");
  expect(sent.text).toContain("-- \nNusrat Jahan\n");
  expect(JSON.stringify(sent.replyTo)).toMatch(/@nakshilabs\.com\.bd/);
  await expect(async () => {
    await page.reload();
    await expect(history.locator('[data-delivery="sent"]')).toHaveText(/^Delivered /, {
      timeout: 500,
    });
  }).toPass({ timeout: 15_000 });
  await expect(history).toContainText(`Nusrat Jahan replied by e-mail: Re: ${subject}`);

  // The next working morning at 9:00 Dhaka time, the reminder lists the lead.
  const out = admin("follow-up", "send-reminders", "--at", `${tomorrow}T09:05:00+06:00`);
  expect(out).toContain("Queued 1 reminder e-mail.");
  await expect.poll(() => mailTo(email, "1 next step due today")).toBeTruthy();
  const reminder = mailTo(email, "1 next step due today")!;
  expect(reminder.text).toContain("Send the proposal (due today)");
  expect(reminder.text).toContain("তাহমিনা আক্তার");
  // Asked again that morning, nothing more is sent.
  expect(admin("follow-up", "send-reminders", "--at", `${tomorrow}T10:00:00+06:00`)).toContain(
    "No reminders to send",
  );
});
