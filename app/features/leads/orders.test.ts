import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { salesPerson } from "../../../tests/support/leads";
import { startSmtp } from "../../../tests/support/smtp";
import { describeEachStore, silentLog } from "../../../tests/support/stores";
import { expectFenced } from "../../../tests/support/fenced";
import { loadAllCopies } from "~/content/copy";
import { siteFacts } from "~/content/facts";
import { markOrderPaid, saveOrder } from "./orders.server";
import { findLead } from "./inbox.server";
import { addDays } from "~/lib/working-days";
import { dhakaDay } from "~/lib/dhaka-time";
import { Outbox } from "~/platform/mail/outbox.server";

const AGENCY = "hello@nakshilabs.com.bd";

describeEachStore("shop orders", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(loadAllCopies);
  beforeEach(async () => {
    handle = await store.open();
  });
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
    await handle.dispose();
  });

  it("stores an order as a lead with a reference and e-mails the agency and, in their language, the customer how to pay", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const outbox = new Outbox(handle.db, {
      smtpUrl: smtp.url,
      from: "Site <no-reply@nakshilabs.com.bd>",
      retryBaseMs: 60_000,
      log: silentLog,
    });
    cleanups.push(() => outbox.stop());

    const { leadId, order } = await saveOrder(
      handle.db,
      outbox,
      { address: AGENCY, publicUrl: "https://site.test" },
      {
        product: "domain-com-bd",
        name: "Shirin Akhter",
        email: "shirin@example.com",
        phone: "+8801812345678",
        domain: "shirinsbakery.com.bd",
        period: 2,
        payment: "bkash",
      },
      "203.0.113.9",
      "bn",
      { path: "/bn/shops/shop-details", utm: null },
    );
    await outbox.deliverDue();

    expect(order.reference).toMatch(/^NL-[A-HJ-NP-Z2-9]{6}$/);
    expect(order).toMatchObject({ payment: "bkash", amount: 3000 });
    const lead = await handle.db
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      kind: "order",
      status: "new",
      name: "Shirin Akhter",
      locale: "bn",
      source_path: "/bn/shops/shop-details",
      subject: `Order ${order.reference}: .com.bd domain`,
    });
    const row = await handle.db.selectFrom("orders").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      lead_id: leadId,
      reference: order.reference,
      product: "domain-com-bd",
      period: 2,
      unit: "year",
      amount: 3000,
      domain: "shirinsbakery.com.bd",
      payment_method: "bkash",
    });

    expect(smtp.received).toHaveLength(2);
    const to = (mail: (typeof smtp.received)[number]) =>
      mail.to && "text" in mail.to ? mail.to.text : "";
    const agency = smtp.received.find((mail) => to(mail) === AGENCY)!;
    const customer = smtp.received.find((mail) => to(mail) === "shirin@example.com")!;
    expect(agency.subject).toBe(`Order ${order.reference}: .com.bd domain`);
    expect(agency.replyTo?.text).toBe("shirin@example.com");
    expect(agency.text).toContain("Billing period: 2 years");
    expect(agency.text).toContain("Total (VAT included): ৳3,000");
    expect(agency.text).toContain("Payment: bKash");
    expect(agency.text).toContain("Language: Bangla");
    expectFenced(agency.text ?? "", [
      "Shirin Akhter",
      "shirin@example.com",
      "Domain: shirinsbakery.com.bd",
    ]);

    expect(customer.subject).toContain(order.reference);
    expect(customer.replyTo?.text).toBe(siteFacts().company.emails.general);
    expect(customer.text).toContain(order.reference);
    expect(customer.text).toContain("01713-456789");
    expect(customer.text).toContain("৳৩,০০০");
    expect(customer.text).not.toMatch(/card number|CVV/i);
  });

  it("marks an order paid once: the lead is won and the customer gets a receipt in their language", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const outbox = new Outbox(handle.db, {
      smtpUrl: smtp.url,
      from: "Site <no-reply@nakshilabs.com.bd>",
      retryBaseMs: 60_000,
      log: silentLog,
    });
    cleanups.push(() => outbox.stop());
    const rina = await salesPerson(handle.db, "rina@nakshilabs.com.bd", "Rina Das");
    const { leadId, order } = await saveOrder(
      handle.db,
      outbox,
      { address: AGENCY, publicUrl: "https://site.test" },
      {
        product: "power",
        name: "Kamrul Islam",
        email: "kamrul@example.com",
        phone: "+8801712000111",
        domain: "kamrul-traders.com.bd",
        period: 1,
        payment: "bkash",
      },
      "203.0.113.9",
      "bn",
      { path: "/bn/shops/shop-details", utm: null },
    );
    const today = dhakaDay(Date.now());
    const pay = (paidOn: string, reference = "9KD7XW2QPA") =>
      markOrderPaid(handle.db, outbox, leadId, rina, { paidOn, reference });
    // Not a day to come, not before the order, and with a reference.
    await expect(pay(addDays(today, 1))).rejects.toThrow("paid-on");
    await expect(pay(addDays(today, -30))).rejects.toThrow("paid-on");
    await expect(pay(today, " ")).rejects.toThrow("paid-reference");
    expect(await pay(today)).toBe(true);
    await expect(pay(today)).rejects.toThrow("paid-already");
    await outbox.deliverDue();

    const found = await findLead(handle.db, leadId);
    expect(found?.order).toMatchObject({ paid_at: today, paid_reference: "9KD7XW2QPA" });
    expect(found?.lead.status).toBe("won");
    expect(found?.details).toEqual([
      { label: "Reference", value: order.reference },
      { label: "Product", value: "Power hosting" },
      { label: "Billing period", value: "1 month" },
      { label: "Domain", value: "kamrul-traders.com.bd" },
      { label: "Total (VAT included)", value: expect.stringMatching(/^৳[\d,]+$/) },
      { label: "Payment", value: "bKash" },
    ]);
    expect(found?.events.map((event) => event.kind)).toEqual(["paid", "status"]);
    const receipt = smtp.received.find(
      (mail) => mail.subject?.includes(order.reference) && /9KD7XW2QPA/.test(mail.text ?? ""),
    );
    expect(receipt?.to).toMatchObject({ value: [{ address: "kamrul@example.com" }] });
    expect(receipt?.text).toContain("9KD7XW2QPA");
    expect(receipt?.text).toContain(order.reference);
    expect(receipt?.text).toMatch(/[\u0980-\u09FF]/);
    expect(receipt?.text).not.toMatch(/\{[a-z.]+\}/);
  });
});
