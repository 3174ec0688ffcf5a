import { expect, readDb, signedIn, skipLoader, test, unique } from "./support";
import { serverWithMail } from "./mail-server";

/**
 * Booking a call as a Gulf client does, against a server of its own (the test sets a holiday
 * under Site) whose outbox delivers to a real SMTP server in the test.
 */
const mail = serverWithMail("booking", 4180);

test.use({ baseURL: mail.base });

/** The days the page offers, by their date, from the day links' addresses. */
async function offeredDays(page: import("@playwright/test").Page) {
  const links = page.getByRole("navigation", { name: "اختر اليوم" }).getByRole("link");
  const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")!));
  return hrefs.map((href) => new URL(href, "http://x").searchParams.get("day")!);
}

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

test("a visitor in Dubai books Sunday's 10:00 Dhaka call at 08:00 their time; weekends and a holiday set under Site offer nothing; the call is on the lead with its campaign", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const visitorContext = await browser.newContext({
    timezoneId: "Asia/Dubai",
    locale: "ar-AE",
    viewport: { width: 360, height: 780 },
  });
  const visitor = await visitorContext.newPage();
  await skipLoader(visitor);

  // The page asks once for the browser's own zone, and keeps the campaign the visit came with.
  await visitor.goto("/ar/book?utm_source=facebook&utm_campaign=gulf-shops");
  await expect(visitor).toHaveURL(/tz=Asia%2FDubai/);
  await expect(visitor).toHaveURL(/utm_campaign=gulf-shops/);
  await expect(visitor.getByRole("heading", { level: 1, name: "احجز مكالمة" })).toBeVisible();
  await expect(visitor.getByText("المواعيد بتوقيت دبي وأبوظبي")).toBeVisible();
  const before = await offeredDays(visitor);
  expect(before.length).toBeGreaterThan(5);

  // An editor makes the second working day offered a holiday.
  const holiday = before[1]!;
  await signedIn(page, "Mitu Akter", false, { role: "editor", server: "booking" });
  await page.goto("/admin/site/company");
  const dates = page.locator('input[name^="company.holidays."][name$=".date"]');
  const empty = await dates.evaluateAll((all) =>
    all.findIndex((input) => (input as HTMLInputElement).value === ""),
  );
  const row = (await dates.nth(empty).getAttribute("name"))!.replace(/\.date$/, "");
  await page.locator(`[name="${row}.date"]`).fill(holiday);
  await page.locator(`[name="${row}.name.en"]`).fill("Office closed for the annual retreat");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(/Saved/);

  // Within seconds the page offers no Friday, no Saturday and not the holiday.
  await expect
    .poll(async () => {
      await visitor.reload();
      return (await offeredDays(visitor)).includes(holiday);
    })
    .toBe(false);
  const days = await offeredDays(visitor);
  for (const date of days) expect([5, 6], date).not.toContain(weekday(date));

  // Sunday's first call, 10:00 in Dhaka, is 08:00 in Dubai (a Sunday after today, past the notice).
  const today = new Date().toISOString().slice(0, 10);
  const sunday = days.find((date) => weekday(date) === 0 && date > today)!;
  await visitor
    .getByRole("navigation", { name: "اختر اليوم" })
    .locator(`a[href*="day=${sunday}"]`)
    .click();
  const times = visitor.locator('label:has(input[name="start"])');
  const choice = times.first();
  await expect(choice).toContainText("08:00");
  await expect(choice).toContainText("10:00 بتوقيت دكا");

  const email = `${unique("fatima")}@example.ae`;
  await choice.locator("input").check();
  await visitor.getByLabel("اسمك").fill("فاطمة المنصوري");
  await visitor.getByLabel("البريد الإلكتروني").fill(email);
  await visitor.getByLabel("الهاتف").fill("+971 50 123 4567");
  await visitor.getByLabel("عمّ يدور مشروعك؟").fill("متجر إلكتروني بالعربية والإنجليزية لعطورنا");
  await visitor.getByRole("button", { name: "احجز هذا الموعد" }).click();
  await expect(visitor.getByTestId("form-success")).toContainText("تم حجز مكالمتك");
  await expect(visitor.getByTestId("form-success")).toContainText("08:00");

  // The invitation at the mail server: the call at 04:00 UTC, the visitor invited.
  await expect.poll(() => mail.mailTo(email, /مكالمتك مع/)).toBeTruthy();
  const received = mail.mailTo(email, /مكالمتك مع/)!;
  expect(received.text).toContain("08:00 بتوقيتك (دبي وأبوظبي)");
  const invite = received.attachments.find((part) => part.contentType === "text/calendar");
  const ics = invite!.content.toString().replace(/\r\n[ \t]/g, "");
  expect(ics).toContain(`DTSTART:${sunday.replaceAll("-", "")}T040000Z`);
  expect(ics).toContain("METHOD:REQUEST");
  expect(ics).toContain(`MAILTO:${email}`);

  // The call is on a lead of its own, with the visit's campaign; the time is taken.
  const [lead] = readDb<{ kind: string; utm: string; id: number }>(
    "booking",
    "select id, kind, utm from leads where email = ?",
    email,
  );
  expect(lead!.kind).toBe("meeting");
  expect(JSON.parse(lead!.utm)).toMatchObject({ utm_campaign: "gulf-shops" });
  await visitor.goto(`/ar/book?tz=Asia/Dubai&day=${sunday}`);
  await expect(times.first()).not.toContainText("08:00");

  // The e-mail's link opens the call's own page: the visitor moves it to another day, then cancels.
  const link = /http:\/\/127\.0\.0\.1:4180\/ar\/book\/change\/[\w-]+/.exec(received.text!)![0];
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { level: 1, name: "مكالمتك" })).toBeVisible();
  await visitor.getByRole("navigation", { name: "اختر اليوم" }).getByRole("link").nth(2).click();
  await times.first().locator("input").check();
  await visitor.getByRole("button", { name: "انقل مكالمتي إلى هذا الموعد" }).click();
  await expect(visitor).toHaveURL(/moved=1/);
  await expect(visitor.getByRole("status")).toContainText("نُقلت مكالمتك");
  await expect.poll(() => mail.mailTo(email, /تغيّر موعد مكالمتك/)).toBeTruthy();
  const movedIcs = mail
    .mailTo(email, /تغيّر موعد مكالمتك/)!
    .attachments.find((part) => part.contentType === "text/calendar")!
    .content.toString()
    .replace(/\r\n[ \t]/g, "");
  expect(movedIcs).toContain(/UID:\S+/.exec(ics)![0]);
  expect(movedIcs).toContain("SEQUENCE:1");
  // The page after the move cancels it; the first link then says the call was moved or cancelled.
  await visitor.getByRole("button", { name: "ألغِ هذه المكالمة" }).click();
  await expect(visitor.getByRole("status")).toContainText("أُلغيت مكالمتك");
  await expect.poll(() => mail.mailTo(email, /أُلغيت مكالمتك/)).toBeTruthy();
  await visitor.goto(link);
  await expect(visitor.getByRole("status")).toContainText("نُقلت هذه المكالمة أو أُلغيت");
  await visitorContext.close();

  // Sales see it on the lead: the call, and the time in Dhaka and in the visitor's zone.
  const salesContext = await browser.newContext();
  const sales = await salesContext.newPage();
  await signedIn(sales, "Nusrat Jahan", false, { server: "booking" });
  await sales.goto(`/admin/leads/${lead!.id}`);
  await expect(
    sales.locator("#sent").getByText("Free consultation", { exact: true }),
  ).toBeVisible();
  await expect(sales.getByText(/\(Asia\/Dubai\)/)).toBeVisible();
  await salesContext.close();
});
