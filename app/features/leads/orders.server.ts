import { randomInt } from "node:crypto";
import { inTransaction, now, type Db } from "~/platform/db/db.server";
import {
  campaignLine,
  insertLead,
  leadLink,
  type AgencyInbox,
  type LeadSource,
} from "./leads.server";
import { phoneAsRead } from "~/platform/phone.server";
import type { Outbox } from "~/platform/mail/outbox.server";
import type { Selectable } from "kysely";
import { copyFor, isLocale, type Locale } from "~/content/copy";
import { LeadChangeError, queueDealWon, recordLeadEvent, type Actor } from "./inbox.server";
import { queueWebhookEvent } from "~/features/webhooks/index.server";
import type { Database } from "~/platform/db/schema.server";
import { isCalendarDay } from "~/lib/working-days";
import { dhakaDay } from "~/lib/dhaka-time";
import { agencyEmails } from "~/content/en/agency-emails";
import { fenceVisitorText } from "~/lib/visitor-text";
import {
  orderAmount,
  paymentInstructionsIn,
  productFacts,
  productIn,
  type PaymentMethod,
  type ProductId,
} from "~/content/shop";
import { siteFacts } from "~/content/facts";
import { mainPhone } from "~/lib/facts";
import { fill, formatDate, formatTaka, plural } from "~/lib/format";
import type { OrderInput } from "~/lib/forms/order";
import type { PlacedOrder } from "~/lib/forms/honeypot";

/** Letters and digits that cannot be mistaken for one another when read out over the phone. */
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A fresh order reference, like "NL-4F7KQ2": short enough to type as a bKash reference. */
export function newReference() {
  let code = "";
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `NL-${code}`;
}

/**
 * Stores an order with its lead and queues two e-mails in one transaction: the order to the agency
 * (in English) and the confirmation to the customer (in their language) with the reference and how
 * to pay. No card details are ever asked for or stored.
 */
export async function saveOrder(
  db: Db,
  outbox: Outbox,
  agency: AgencyInbox,
  input: OrderInput,
  ip: string,
  locale: Locale,
  source: LeadSource,
  reference = newReference(),
  sentAt = now(),
) {
  const product = input.product as ProductId;
  const method = input.payment as PaymentMethod;
  const { unit } = productFacts(product);
  const amount = orderAmount(product, input.period);
  const english = copyFor("en");
  const customer = copyFor(locale);
  const periodIn = (locale: Locale) => {
    const copy = copyFor(locale);
    return plural(copy.shop.form.periods[unit], input.period, copy.locale.intl.number);
  };
  const taka = (locale: Locale) => {
    const { intl, taka } = copyFor(locale).locale;
    return formatTaka(amount, intl.number, taka);
  };
  const productName = productIn(english, product).name;
  const words = agencyEmails.order;
  // What was ordered, as the agency reads it in the inbox and in its e-mail; the domain is the
  // visitor's own words, which the e-mail sets apart.
  const chosen = [
    `${words.labels.product}: ${productName}`,
    `${words.labels.period}: ${periodIn("en")}`,
  ];
  const priced = [
    `${words.labels.amount}: ${taka("en")}`,
    `${words.labels.payment}: ${words.payments[method]}`,
  ];
  const domain = `${words.labels.domain}: ${input.domain}`;
  const summary = [...chosen, domain, ...priced];

  const leadId = await inTransaction(db, async (trx) => {
    const leadId = await insertLead(trx, {
      kind: "order",
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: fill(words.subjectLine, { reference, product: productName }),
      message: summary.join("\n"),
      locale,
      ip,
      source,
      sentAt,
    });
    await trx
      .insertInto("orders")
      .values({
        lead_id: leadId,
        reference,
        product,
        period: input.period,
        unit,
        amount,
        domain: input.domain,
        payment_method: method,
        created_at: sentAt,
      })
      .execute();
    await outbox.enqueue(
      {
        to: agency.address,
        replyTo: input.email,
        leadId,
        subject: fill(words.subjectLine, { reference, product: productName }),
        text: [
          words.intro,
          leadLink(agency, leadId),
          ``,
          `${words.labels.reference}: ${reference}`,
          `${agencyEmails.language}: ${agencyEmails.languages[locale]}`,
          ...chosen,
          ...priced,
          ``,
          ...fenceVisitorText(
            [
              `${words.labels.name}: ${input.name}`,
              `${words.labels.email}: ${input.email}`,
              `${words.labels.phone}: ${phoneAsRead(input.phone)}`,
              domain,
              ...campaignLine(source),
            ],
            agencyEmails.visitorText,
          ),
        ].join("\n"),
      },
      trx,
    );
    const mail = customer.shop.email;
    await outbox.enqueue(
      {
        to: input.email,
        replyTo: siteFacts().company.emails.general,
        leadId,
        subject: fill(mail.subject, { reference }),
        text: [
          fill(mail.greeting, { name: input.name }),
          ``,
          mail.intro,
          ``,
          ...orderLines(locale, {
            reference,
            product,
            period: input.period,
            unit,
            domain: input.domain,
            amount,
            payment_method: method,
          }),
          ``,
          `${customer.shop.form.howToPay}:`,
          paymentInstructionsIn(customer, method, { amount: taka(locale), reference }),
          ``,
          fill(mail.next, { phone: mainPhone(siteFacts()).display }),
          ``,
          mail.signature,
        ].join("\n"),
      },
      trx,
    );
    return leadId;
  });
  outbox.kick();
  return { leadId, order: placedOrder(input, reference) };
}

type OrderRow = Pick<
  Selectable<Database["orders"]>,
  "reference" | "product" | "period" | "unit" | "domain" | "amount" | "payment_method"
>;

/** An order's details as its customer reads them, in their language: "Label: value" lines. */
function orderLines(locale: Locale, order: OrderRow) {
  const copy = copyFor(locale);
  const { labels } = copy.shop.email;
  const { intl, taka } = copy.locale;
  return [
    `${labels.reference}: ${order.reference}`,
    `${labels.product}: ${productIn(copy, order.product as ProductId).name}`,
    `${labels.period}: ${plural(copy.shop.form.periods[order.unit], order.period, intl.number)}`,
    `${labels.domain}: ${order.domain}`,
    `${labels.total}: ${formatTaka(order.amount, intl.number, taka)}`,
    `${labels.payment}: ${copy.shop.form.payments[order.payment_method]}`,
  ];
}

/**
 * Marks an order paid on the day its payment arrived, with the payment's own reference (a bKash
 * TrxID, say); its lead is won, and the customer gets a receipt in their language, all in one
 * transaction. An order is marked paid once.
 */
export async function markOrderPaid(
  db: Db,
  outbox: Outbox,
  leadId: number,
  actor: Actor,
  payment: { paidOn: string; reference: string },
  at = Date.now(),
) {
  const reference = payment.reference.trim();
  if (!reference || reference.length > 100) throw new LeadChangeError("paid-reference");
  if (!isCalendarDay(payment.paidOn) || payment.paidOn > dhakaDay(at)) {
    throw new LeadChangeError("paid-on");
  }
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom("orders")
      .innerJoin("leads", "leads.id", "orders.lead_id")
      .select([
        "orders.id",
        "orders.reference",
        "orders.product",
        "orders.period",
        "orders.unit",
        "orders.domain",
        "orders.amount",
        "orders.payment_method",
        "orders.paid_at",
        "orders.created_at",
        "leads.status",
        "leads.name",
        "leads.email",
        "leads.locale",
      ])
      .where("orders.lead_id", "=", leadId)
      .executeTakeFirst();
    if (!order) throw new LeadChangeError("missing");
    if (order.paid_at) throw new LeadChangeError("paid-already");
    if (payment.paidOn < dhakaDay(Date.parse(order.created_at))) {
      throw new LeadChangeError("paid-on");
    }
    await trx
      .updateTable("orders")
      .set({ paid_at: payment.paidOn, paid_reference: reference })
      .where("id", "=", order.id)
      .execute();
    await recordLeadEvent(trx, leadId, actor, {
      kind: "paid",
      from_value: null,
      to_value: payment.paidOn,
      body: reference,
    });
    if (order.status !== "won") {
      await trx
        .updateTable("leads")
        .set({ status: "won", lost_reason: null, status_changed_at: now() })
        .where("id", "=", leadId)
        .execute();
      await recordLeadEvent(trx, leadId, actor, {
        kind: "status",
        from_value: order.status,
        to_value: "won",
        body: null,
      });
      await queueDealWon(trx, leadId, actor);
    }
    await queueWebhookEvent(trx, "payment.received", {
      lead: leadId,
      name: order.name,
      order: order.reference,
      product: order.product,
      amount_taka: order.amount,
      method: order.payment_method,
      paid_on: payment.paidOn,
      reference,
      link: `/admin/leads/${leadId}`,
    });
    const locale = isLocale(order.locale) ? order.locale : "en";
    const copy = copyFor(locale);
    const mail = copy.shop.email;
    const receipt = copy.shop.receipt;
    await outbox.enqueue(
      {
        to: order.email,
        replyTo: siteFacts().company.emails.general,
        leadId,
        subject: fill(receipt.subject, { reference: order.reference }),
        text: [
          fill(mail.greeting, { name: order.name }),
          ``,
          receipt.intro,
          ``,
          ...orderLines(locale, order),
          `${receipt.labels.paidOn}: ${formatDate(payment.paidOn, copy.locale.intl.date)}`,
          `${receipt.labels.paymentReference}: ${reference}`,
          ``,
          fill(receipt.next, { phone: mainPhone(siteFacts()).display }),
          ``,
          mail.signature,
        ].join("\n"),
      },
      trx,
    );
  });
  outbox.kick();
  return true;
}

/** What the customer is told of an order: its reference, how they pay, and how much. */
export function placedOrder(input: OrderInput, reference: string): PlacedOrder {
  return {
    reference,
    payment: input.payment as PaymentMethod,
    amount: orderAmount(input.product as ProductId, input.period),
  };
}
