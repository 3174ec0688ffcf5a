import type { Locale } from "../copy";

/** E-mails to the agency about a lead or a comment: always in English, whatever the visitor's language. */
export const agencyEmails = {
  /** The line that says in which language the visitor wrote, and the languages' English names. */
  language: "Language",
  languages: { en: "English", bn: "Bangla", ar: "Arabic" } satisfies Record<Locale, string>,
  notGiven: "not given",
  none: "none",
  /** The lines around what a visitor wrote (each of its lines is quoted with "> "). */
  openLead: "Open it in the workspace: {url}",
  campaign: "Campaign",
  visitorText: {
    begin:
      "----- Written by the visitor, not by the website. Links in it are not the site's. -----",
    end: "----- End of what the visitor wrote -----",
  },
  contact: {
    subjectLine: "Contact form: {subject}",
    intro: "New message from the website contact form.",
    labels: { name: "Name", email: "E-mail", phone: "Phone", subject: "Subject" },
    replyHint: "Reply to this e-mail to answer the visitor directly.",
  },
  meeting: {
    subjectLine: {
      booked: "Call booked: {name}, {when}",
      moved: "Call moved: {name}, now {when}",
      cancelled: "Call cancelled: {name}, {when}",
    },
    intro: {
      booked: "A visitor booked a call on the website.",
      moved: "A visitor moved their call to a new time.",
      cancelled: "A visitor cancelled their call; its time is free again.",
    },
    labels: {
      kind: "Call",
      when: "When (Dhaka time)",
      theirTime: "Their time",
      name: "Name",
      email: "E-mail",
      phone: "Phone",
    },
    about: "What the project is about",
    replyHint: "Reply to this e-mail to write to the visitor directly.",
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
  /** To the person a lead is given to, unless they took it themselves. */
  assigned: {
    subjectLine: "Lead #{id} is yours: {subject}",
    intro: "{actor} gave you this lead in the workspace.",
    labels: {
      kind: "Kind",
      name: "Name",
      subject: "Subject",
      received: "Received",
      status: "Status",
    },
    open: "Open it: {url}",
  },
  /** Each working morning, to each person with next steps due that day or overdue. */
  reminder: {
    subjectLine: {
      one: "{count} next step due today",
      other: "{count} next steps due today",
    },
    intro: "Good morning, {name}. These leads of yours have a next step due today or overdue:",
    names: "(A line starting with “>” is a name as the visitor typed it.)",
    today: "due today",
    overdue: "overdue since {day}",
    more: "… and {count} more in the workspace.",
    open: "Your leads: {url}",
  },
  weeklyInsights: {
    subjectLine: "The site's week: {visits}, {leads}, {won} won",
    visitCount: { one: "{count} visit", other: "{count} visits" },
    leadCount: { one: "{count} lead", other: "{count} leads" },
    intro: "Good morning, {name}. The website's week, {from} to {to}:",
    visits: "Visits: {count}",
    leads: "Leads: {count}",
    won: "Deals won: {count}, worth {value}",
    change: {
      up: "up {percent} on the week before",
      down: "down {percent} on the week before",
      same: "as the week before",
      fresh: "none the week before",
    },
    /** Before the campaign's tag, which follows as the address gave it. */
    bestCampaign: "Best campaign: {visits}, {leads} and {won} won ({value}), tagged",
    noCampaign: "No visit came from a tagged campaign this week.",
    open: "Every figure, by page, source and campaign: {url}",
  },
  comment: {
    subjectLine: 'New comment awaiting moderation on "{slug}"',
    intro: "A new comment was posted on {url}",
    labels: { name: "Name", email: "E-mail", website: "Website" },
    approve: "Approve",
    reject: "Reject",
    /** Before the links, which come ahead of the comment so that nothing it says can pass for them. */
    actions: "Moderate it with these links (they are the site's own):",
  },
  deliveryFailures: {
    subjectLine: "Website e-mails that could not be delivered: {count}",
    intro:
      "The mail server refused these e-mails from the website several times, so they are no longer retried:",
    item: '- To {to}, "{subject}", written {created}: {error}',
    /** The addresses and subjects come from what visitors wrote. */
    visitorText: {
      begin:
        "----- Addresses and subjects below contain what visitors wrote. Links in them are not the site's. -----",
      end: "----- End of the list -----",
    },
    outro:
      "Check the addresses and contact these people another way; the leads themselves are stored on the website.",
  },
};
