import type { Page } from "@playwright/test";
import { expect, readDb, signedIn, skipLoader, test, unique } from "./support";

/**
 * The deal board as sales people use it: by keyboard alone and by dragging on a desktop, by touch
 * on a phone; each stage's totals follow every move, and the move is stored.
 */

/** A contact message sent on the public site from a campaign's link, as a visitor would. */
async function sendContact(page: Page, subject: string, campaign: string) {
  await page.goto(`/contact?utm_source=facebook&utm_campaign=${campaign}`);
  const form = page.locator("#contact-form");
  await form.getByLabel("First name").fill("Sharmin");
  await form.getByLabel("Last name").fill(subject);
  await form.getByLabel("E-mail").fill("sharmin@example.com");
  await form.getByLabel("Phone", { exact: false }).fill("01712-345678");
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("We need a website for our garment export business.");
  await form.locator('input[name="terms"]').check();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("form-success")).toBeVisible();
}

const statusOf = (subject: string) =>
  readDb<{ status: string }>("main", "select status from leads where subject = ?", subject)[0]
    ?.status;

/** Two leads of a campaign of the test's own, one of them worth 1.5 lakh; the board filtered to it. */
async function boardOfTwo(page: Page) {
  await skipLoader(page);
  const campaign = unique("winter-offer").toLowerCase();
  const [valued, other] = [unique("Export"), unique("Tailor")];
  await sendContact(page, valued, campaign);
  await sendContact(page, other, campaign);
  await signedIn(page, "Sadia Islam");
  const [lead] = readDb<{ id: number }>("main", "select id from leads where subject = ?", valued);
  await page.goto(`/admin/leads/${lead!.id}`);
  await page.getByLabel("Value (taka)").fill("1.5 lakh");
  await page.getByRole("button", { name: "Save deal" }).click();
  await expect(page.getByRole("status")).toHaveText("Deal saved.");
  await page.goto(`/admin/board?campaign=${campaign}`);
  await expect(page.getByRole("heading", { level: 1, name: "Deals" })).toBeVisible();
  return { valued, other };
}

const totals = (page: Page, stage: string) => page.getByTestId(`totals-${stage}`);
const column = (page: Page, stage: string) => page.locator(`section[data-stage="${stage}"]`);

test("a sales person moves a deal by keyboard alone, and by dragging; the totals follow", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { valued, other } = await boardOfTwo(page);
  await expect(totals(page, "new")).toHaveText("2 deals · ৳1,50,000");
  await expect(totals(page, "contacted")).toHaveText("0 deals · ৳0");

  // Keyboard alone: from the deal's name, Tab to its Move button, open it, Tab to a stage, Enter.
  const name = `Sharmin ${valued}`;
  await column(page, "new").getByRole("link", { name }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByText("Move", { exact: true }).and(page.locator(":focus"))).toHaveCount(1);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveText("Move to Proposal sent");
  await page.keyboard.press("Enter");
  await expect(totals(page, "proposal")).toHaveText("1 deal · ৳1,50,000");
  await expect(totals(page, "new")).toHaveText("1 deal · ৳0");
  // The deal keeps the focus in its new stage, and a screen reader is told where it went.
  await expect(column(page, "proposal").getByRole("link", { name })).toBeFocused();
  await expect(page.getByRole("status")).toHaveText(`${name} moved to Proposal sent.`);
  await expect.poll(() => statusOf(valued)).toBe("proposal");

  // Dragged on a desktop to Won.
  await column(page, "proposal")
    .getByRole("listitem")
    .filter({ hasText: valued })
    .dragTo(column(page, "won"));
  await expect(totals(page, "won")).toHaveText("1 deal · ৳1,50,000");
  await expect(totals(page, "proposal")).toHaveText("0 deals · ৳0");
  await expect.poll(() => statusOf(valued)).toBe("won");

  // Dropped on Lost, it asks why first.
  await column(page, "new")
    .getByRole("listitem")
    .filter({ hasText: other })
    .dragTo(column(page, "lost"));
  const reason = page.getByLabel("Why was it lost?").and(page.locator(":focus"));
  await expect(reason).toBeVisible();
  expect(statusOf(other)).toBe("new");
  await reason.fill("Chose a cheaper freelancer");
  await page.keyboard.press("Enter");
  await expect(totals(page, "lost")).toHaveText("1 deal · ৳0");
  await expect(totals(page, "new")).toHaveText("0 deals · ৳0");
  await expect.poll(() => statusOf(other)).toBe("lost");

  // What was moved is stored: the board says the same after a reload.
  await page.reload();
  await expect(totals(page, "won")).toHaveText("1 deal · ৳1,50,000");
  await expect(totals(page, "lost")).toHaveText("1 deal · ৳0");
});

test.describe("on a phone", () => {
  test.use({ hasTouch: true, viewport: { width: 360, height: 780 } });

  test("a sales person moves a deal by touch, and the totals follow", async ({ page }) => {
    test.setTimeout(90_000);
    const { valued } = await boardOfTwo(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    const card = column(page, "new").getByRole("listitem").filter({ hasText: valued });
    await card.getByText("Move", { exact: true }).tap();
    await card.getByRole("button", { name: "Move to Contacted" }).tap();
    await expect(totals(page, "contacted")).toHaveText("1 deal · ৳1,50,000");
    await expect(totals(page, "new")).toHaveText("1 deal · ৳0");
    await expect.poll(() => statusOf(valued)).toBe("contacted");
  });
});

test("without JavaScript the Move button still moves a deal, and the board comes back saying so", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { valued } = await boardOfTwo(page);
  const campaign = new URL(page.url()).searchParams.get("campaign")!;
  const [lead] = readDb<{ id: number }>("main", "select id from leads where subject = ?", valued);
  // The form as a browser without scripts sends it: no "inPlace", so the board comes back.
  const moved = await page.request.post(`/admin/board?campaign=${campaign}`, {
    form: { intent: "status", lead: String(lead!.id), status: "proposal" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(moved.status()).toBe(302);
  const back = moved.headers().location!;
  expect(back).toBe(`/admin/board?campaign=${campaign}&moved=${lead!.id}#card-${lead!.id}`);
  expect(statusOf(valued)).toBe("proposal");
  await page.goto(back);
  await expect(page.getByRole("status").first()).toHaveText(
    `Sharmin ${valued} moved to Proposal sent.`,
  );
  // Lost without a reason is refused, and nothing moves.
  const refused = await page.request.post(`/admin/board?campaign=${campaign}`, {
    form: { intent: "status", lead: String(lead!.id), status: "lost" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Say why the lead was lost.");
  expect(statusOf(valued)).toBe("proposal");
});

test.describe("a lead's page on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("shows what matters first in one screen, and saves a change of stage in place", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { valued } = await boardOfTwo(page);
    const [lead] = readDb<{ id: number }>("main", "select id from leads where subject = ?", valued);
    await page.goto(`/admin/leads/${lead!.id}`);
    const glance = page.getByRole("region", { name: "At a glance" });
    for (const what of [
      glance.getByRole("button", { name: "Contacted" }),
      glance.getByText("৳1,50,000"),
      glance.getByText("None planned"),
      glance.getByRole("link", { name: "Call" }),
      glance.getByRole("link", { name: "WhatsApp" }),
      glance.getByRole("link", { name: "Reply by e-mail" }),
    ])
      await expect(what).toBeInViewport({ ratio: 1 });
    // One tap moves it on; the page stays where it is, the notice beside the tap.
    const address = page.url();
    await glance.getByRole("button", { name: "Contacted" }).click();
    await expect(page.getByRole("status")).toHaveText("Status updated.");
    await expect(page.getByRole("status")).toBeInViewport();
    await expect(glance.locator('[aria-current="step"]')).toHaveText("Contacted");
    expect(page.url()).toBe(address);
    await expect.poll(() => statusOf(valued)).toBe("contacted");
  });
});
