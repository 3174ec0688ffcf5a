import type { Locale } from "../copy";

/** E-mails to the agency about a lead or a comment: always in English, whatever the visitor's language. */
export const agencyEmails = {
  /** The line that says in which language the visitor wrote, and the languages' English names. */
  language: "Language",
  languages: { en: "English", bn: "Bangla", ar: "Arabic" } satisfies Record<Locale, string>,
  notGiven: "not given",
  none: "none",
  contact: {
    subjectLine: "Contact form: {subject}",
    intro: "New message from the website contact form.",
    labels: { name: "Name", email: "E-mail", phone: "Phone", subject: "Subject" },
    replyHint: "Reply to this e-mail to answer {name} directly.",
  },
  quote: {
    subjectLine: "Quote request: {service}",
    subjectLineWithCompany: "Quote request: {service} for {company}",
    intro: "New quote request from the website.",
    labels: {
      name: "Name",
      email: "E-mail",
      phone: "Phone",
      company: "Company",
      service: "Service",
      plan: "Hosting plan",
      budget: "Budget",
      timeline: "Timeline",
    },
  },
  order: {
    subjectLine: "Order {reference}: {product}",
    intro:
      "New order from the website shop. The customer has been e-mailed these details and how to pay.",
    labels: {
      reference: "Reference",
      name: "Name",
      email: "E-mail",
      phone: "Phone",
      product: "Product",
      period: "Billing period",
      domain: "Domain",
      amount: "Total (VAT included)",
      payment: "Payment",
    },
    payments: {
      bkash: "bKash",
      nagad: "Nagad",
      bank: "Bank transfer",
      card: "Card (send a payment link)",
    },
  },
  comment: {
    subjectLine: 'New comment awaiting moderation on "{slug}"',
    intro: "A new comment was posted on {url}",
    labels: { name: "Name", email: "E-mail", website: "Website" },
    approve: "Approve",
    reject: "Reject",
  },
  deliveryFailures: {
    subjectLine: "Website e-mails that could not be delivered: {count}",
    intro:
      "The mail server refused these e-mails from the website several times, so they are no longer retried:",
    item: '- To {to}, "{subject}", written {created}: {error}',
    outro:
      "Check the addresses and contact these people another way; the leads themselves are stored on the website.",
  },
};
