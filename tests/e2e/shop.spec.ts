import { expect, readDb, skipLoader, test, unique } from "./support";

type Order = { reference: string; product: string; period: number; amount: number; domain: string };

test("the shop lists the plans and add-ons in taka with VAT, and each leads to its order page", async ({
  page,
}) => {
  await skipLoader(page);
  await page.goto("/shops");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hosting and domain shop");
  await expect(page.locator("[data-product]")).toHaveCount(8);
  await expect(page.getByText("All prices are in taka and include 15% VAT.")).toBeVisible();
  await expect(page.locator('[data-product="power"]')).toContainText("৳2,500/month");
  await page.locator('[data-product="domain-com-bd"]').getByRole("link").click();
  await expect(page).toHaveURL(/\/shops\/shop-details\?product=domain-com-bd$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(".com.bd domain");
  await expect(page.getByTestId("product-price")).toHaveText("৳1,500");

  // Without a product the page offers the Power plan; an unknown product is not found.
  await page.goto("/shops/shop-details");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Power hosting");
  const missing = await page.request.get("/shops/shop-details?product=vps");
  expect(missing.status()).toBe(404);
});

test("an order is placed as a customer would: checked, stored with a reference, both e-mails queued, and how to pay shown", async ({
  page,
}) => {
  await skipLoader(page);
  const email = `${unique("order")}@example.com`;
  await page.goto("/shops/shop-details?product=business-email");
  const form = page.locator("#order-form");
  await form.getByLabel("Your name").fill("Kamrul Islam");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Phone").fill("01712-000111");
  await form.getByLabel("Domain").fill("not a domain");
  await form.getByText("6 months: ৳3,600").click();
  await form.getByText("Nagad").click();
  await form.getByRole("button", { name: "Place order" }).click();
  await expect(form).toContainText("Please enter a domain name like yourshop.com.bd");

  await form.getByLabel("Domain").fill("https://www.Kamrul-Traders.com.bd/");
  await form.getByRole("button", { name: "Place order" }).click();
  const success = page.getByTestId("form-success");
  await expect(success).toBeVisible();
  const reference = /NL-[A-Z2-9]{6}/.exec((await success.textContent()) ?? "")?.[0];
  expect(reference).toBeTruthy();
  await expect(page.getByTestId("how-to-pay")).toContainText(`${reference} as the reference`);
  await expect(page.getByTestId("how-to-pay")).toContainText("৳3,600");

  const [order] = readDb<Order>(
    "main",
    "select o.* from orders o join leads l on l.id = o.lead_id where l.email = ?",
    email,
  );
  expect(order).toMatchObject({
    reference,
    product: "business-email",
    period: 6,
    amount: 3600,
    domain: "kamrul-traders.com.bd",
  });
  const mails = readDb<{ to_address: string; subject: string; text_body: string }>(
    "main",
    "select to_address, subject, text_body from outbox where lead_id = (select id from leads where email = ?) order by id",
    email,
  );
  expect(mails.map((mail) => mail.to_address)).toEqual([expect.any(String), email]);
  expect(mails[0]!.subject).toBe(`Order ${reference}: Business e-mail, 5 mailboxes`);
  expect(mails[1]!.subject).toBe(`Your Nakshi Labs order ${reference}`);
  expect(mails[1]!.text_body).toContain("Merchant Pay");
});

test("without JavaScript an order is placed in Bangla and its reference shown", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `${unique("order-bn")}@example.com`;
  await page.goto("/bn/shops/shop-details");
  const form = page.locator("#order-form");
  await form.locator('input[name="name"]').fill("নাসরিন সুলতানা");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="phone"]').fill("০১৯১২-৩৪৫৬৭৮");
  await form.locator('input[name="domain"]').fill("nasrinfashion.com");
  await form.locator('input[name="payment"][value="bank"]').check();
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId("form-success")).toBeVisible();
  const [order] = readDb<Order>(
    "main",
    "select o.* from orders o join leads l on l.id = o.lead_id where l.email = ?",
    email,
  );
  expect(order).toMatchObject({ product: "power", period: 1, amount: 2500 });
  await expect(page.getByTestId("form-success")).toContainText(order!.reference);
  await context.close();
});
