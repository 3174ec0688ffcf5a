import type { AddOnId, PaymentMethod } from "../shop";
import type { PluralForms } from "~/lib/format";

/** A period's words by plural category; each language lists the categories its grammar has. */
type Periods = Record<"month" | "year", PluralForms>;

/** The hosting and domain shop's words; its products' prices and periods are in ../shop.ts. */
export const shop = {
  title: "Hosting and domain shop",
  metaDescription:
    "Order managed hosting, .com.bd and .com domains, SSL, business e-mail and website care from {company.name}, priced in taka with VAT included.",
  intro: {
    eyebrow: "Order online",
    title: "Everything your website needs to stay online",
    text: "Hosting plans, domains and the services around them, priced in taka with VAT included. Order here, pay by bKash, Nagad, bank transfer or card, and our Dhaka team sets everything up within one working day of your payment.",
  },
  plansTitle: "Hosting plans",
  addOnsTitle: "Domains and add-ons",
  vatNote: "All prices are in taka and include {vat.rate} VAT.",
  units: { month: "/month", year: "/year" },
  choose: "Order {name}",
  planName: "{name} hosting",
  addOns: {
    "domain-com-bd": {
      name: ".com.bd domain",
      tagline: "The address customers in Bangladesh recognise and trust",
      features: [
        "Registered in your company's name",
        "We handle the trade licence and paperwork",
        "DNS managed by our team",
        "Renewal reminders a month ahead",
      ],
    },
    "domain-com": {
      name: ".com domain",
      tagline: "The international address for your brand",
      features: [
        "Registered in your company's name",
        "Free WHOIS privacy",
        "DNS managed by our team",
        "Renewal reminders a month ahead",
      ],
    },
    ssl: {
      name: "SSL certificate",
      tagline: "An organisation-validated certificate for shops and portals",
      features: [
        "Your company's name in the certificate",
        "Installed and renewed by our team",
        "Works on every browser and phone",
        "Needed for card payments and logins",
      ],
    },
    "business-email": {
      name: "Business e-mail, 5 mailboxes",
      tagline: "Five addresses at your own domain, on phone and desktop",
      features: [
        "10 GB per mailbox",
        "Spam and virus filtering",
        "Works with Gmail, Outlook and phone apps",
        "Set up on your team's phones by us",
      ],
    },
    maintenance: {
      name: "Website care",
      tagline: "Updates, backups and small changes every month",
      features: [
        "Weekly software and plugin updates",
        "Daily backups kept for 30 days",
        "Uptime and security monitoring",
        "Up to 3 hours of changes a month",
      ],
    },
  } satisfies Record<AddOnId, { name: string; tagline: string; features: string[] }>,
  details: {
    title: "Order details",
    back: "Back to the shop",
    featuresTitle: "What is included",
    from: "{price}{unit}",
    otherTitle: "Also in the shop",
  },
  form: {
    title: "Place your order",
    intro:
      "Fill in your details and choose how you prefer to pay. Payment instructions follow by e-mail; this site never asks for card details.",
    fields: {
      name: { label: "Your name", autoComplete: "name" },
      email: { label: "E-mail", autoComplete: "email" },
      phone: { label: "Phone", autoComplete: "tel", hint: "For example 01700-000000" },
      domain: {
        label: "Domain",
        hint: "The domain you want to register, or the one your website uses, like yourshop.com.bd",
      },
      period: { label: "Billing period" },
      payment: { label: "How would you like to pay?" },
    },
    periods: {
      month: { one: "{count} month", other: "{count} months" },
      year: { one: "{count} year", other: "{count} years" },
    } satisfies Periods as Periods,
    payments: {
      bkash: "bKash",
      nagad: "Nagad",
      bank: "Bank transfer",
      card: "Card, by a secure payment link",
    } satisfies Record<PaymentMethod, string>,
    submit: "Place order",
    success: {
      title: "Thank you, your order {reference} is placed.",
      text: "We have e-mailed you its details and how to pay. Our team sets everything up within one working day of your payment.",
      again: "Back to the shop",
    },
    howToPay: "How to pay",
  },
  /** How to pay by each method; {amount}, {reference} and the agency's account details filled in. */
  instructions: {
    bkash:
      "In the bKash app choose “Make Payment”, enter our merchant number {number}, pay {amount} and write {reference} as the reference.",
    nagad:
      "In the Nagad app choose “Merchant Pay”, enter our merchant number {number}, pay {amount} and write {reference} as the reference.",
    bank: "Transfer {amount} to {accountName}, account {accountNumber}, {bank}, {branch} branch (routing number {routing}), with {reference} as the reference.",
    card: "Within one working day we e-mail you a secure payment link from our payment gateway for {amount}. Never send card details by e-mail, phone or WhatsApp: we will never ask for them.",
  } satisfies Record<PaymentMethod, string>,
  email: {
    subject: "Your {company.name} order {reference}",
    greeting: "Dear {name},",
    intro: "Thank you for your order. Here are its details:",
    labels: {
      reference: "Order",
      product: "Product",
      period: "Billing period",
      domain: "Domain",
      total: "Total (VAT included)",
      payment: "Payment",
    },
    next: "Once your payment arrives, we set everything up and e-mail you within one working day. If you have a question, reply to this e-mail or call us on {phone}.",
    signature: "{company.name}, Banani, Dhaka",
  },
  /** When staff mark an order paid: the customer's receipt, with the order's details above. */
  receipt: {
    subject: "Payment received: {company.name} order {reference}",
    intro: "Thank you: your payment has arrived. This e-mail is your receipt.",
    labels: { paidOn: "Paid on", paymentReference: "Payment reference" },
    next: "We are setting everything up now and will e-mail you within one working day when it is ready. If you have a question, reply to this e-mail or call us on {phone}.",
  },
};
