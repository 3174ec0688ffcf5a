import { inTransaction, now, type Db } from "./db.server";
import { phoneAsRead } from "./phone.server";
import type { Outbox } from "./outbox.server";
import type { LeadKind } from "./schema.server";
import { planLabel, quoteLabels } from "./workspace-options.server";
import type { Locale } from "~/content/copy";
import { agencyEmails } from "~/content/en/agency-emails";
import { fenceVisitorText } from "~/lib/visitor-text";
import { fill } from "~/lib/format";
import type { ContactMessage } from "~/lib/forms/contact";
import type { QuoteInput } from "~/lib/forms/quote";
import type { Utm } from "~/lib/utm";

/** Where a lead came from: the page its form was sent from, and the visit's utm_* parameters. */
export type LeadSource = { path: string | null; utm: Utm | null };

const noSource: LeadSource = { path: null, utm: null };

/** The lead a form's row belongs to: its pipeline record, stored in the same transaction. */
export async function insertLead(
  trx: Db,
  lead: {
    kind: LeadKind;
    name: string;
    email: string;
    phone: string | null;
    subject: string;
    message: string;
    service?: string;
    locale: Locale;
    ip: string;
    source: LeadSource;
  },
) {
  const at = now();
  const row = await trx
    .insertInto("leads")
    .values({
      kind: lead.kind,
      status: "new",
      lost_reason: null,
      assignee_id: null,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      subject: lead.subject,
      message: lead.message,
      service: lead.service ?? null,
      locale: lead.locale,
      source_path: lead.source.path,
      utm: lead.source.utm ? JSON.stringify(lead.source.utm) : null,
      ip: lead.ip,
      read_at: null,
      status_changed_at: at,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/* E-mails to the agency are written in English, whatever the language of the page: the labels
 * come from the English copy (agencyEmails, and the quote form's English options). */

/** "Label: value" lines of an e-mail to the agency. */
const lines = (labels: Record<string, string>, values: Record<string, string>) =>
  Object.entries(values).map(
    ([key, value]) =>
      `${key === "language" ? agencyEmails.language : (labels[key] ?? key)}: ${value}`,
  );

/** The sender's name; a landing page's short form asks for it in one field, as the first name. */
const fullName = (input: ContactMessage) => `${input["f-name"]} ${input["l-name"]}`.trim();

/** Stores a contact message and its lead and queues the e-mail to the agency in one transaction. */
export async function saveContactMessage(
  db: Db,
  outbox: Outbox,
  agencyInbox: string,
  input: ContactMessage,
  ip: string,
  locale: Locale = "en",
  source: LeadSource = noSource,
) {
  const words = agencyEmails;
  const leadId = await inTransaction(db, async (trx) => {
    const leadId = await insertLead(trx, {
      kind: "contact",
      name: fullName(input),
      email: input.email,
      phone: input.phone ?? null,
      subject: input.suject,
      message: input.message,
      locale,
      ip,
      source,
    });
    await trx
      .insertInto("contact_messages")
      .values({
        lead_id: leadId,
        first_name: input["f-name"],
        last_name: input["l-name"],
        email: input.email,
        phone: input.phone ?? null,
        subject: input.suject,
        message: input.message,
        ip,
        created_at: now(),
      })
      .execute();
    await outbox.enqueue(
      {
        to: agencyInbox,
        replyTo: input.email,
        leadId,
        subject: fill(words.contact.subjectLine, { subject: input.suject }),
        text: [
          words.contact.intro,
          `${agencyEmails.language}: ${agencyEmails.languages[locale]}`,
          words.contact.replyHint,
          ``,
          ...fenceVisitorText(
            [
              ...lines(words.contact.labels, {
                name: fullName(input),
                email: input.email,
                phone: input.phone ? phoneAsRead(input.phone) : words.notGiven,
                subject: input.suject,
              }),
              ``,
              input.message,
            ],
            words.visitorText,
          ),
        ].join("\n"),
      },
      trx,
    );
    return leadId;
  });
  outbox.kick();
  return leadId;
}

/** Stores a quote request and its lead and queues the e-mail to the agency in one transaction. */
export async function saveQuoteRequest(
  db: Db,
  outbox: Outbox,
  agencyInbox: string,
  input: QuoteInput,
  ip: string,
  locale: Locale = "en",
  source: LeadSource = noSource,
) {
  const words = agencyEmails;
  const labels = quoteLabels();
  const service = labels.service(input.service);
  const plan = input.plan ? planLabel(input.plan) : undefined;
  const leadId = await inTransaction(db, async (trx) => {
    const leadId = await insertLead(trx, {
      kind: "quote",
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.company ?? service,
      message: input.details,
      service: input.service,
      locale,
      ip,
      source,
    });
    await trx
      .insertInto("quote_requests")
      .values({
        lead_id: leadId,
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company ?? null,
        service: input.service,
        plan: input.plan ?? null,
        budget: input.budget,
        timeline: input.timeline,
        details: input.details,
        ip,
        created_at: now(),
      })
      .execute();
    await outbox.enqueue(
      {
        to: agencyInbox,
        replyTo: input.email,
        leadId,
        subject: input.company
          ? fill(words.quote.subjectLineWithCompany, { service, company: input.company })
          : fill(words.quote.subjectLine, { service }),
        text: [
          words.quote.intro,
          ``,
          ...lines(words.quote.labels, {
            service,
            plan: plan ?? words.none,
            budget: labels.budget(input.budget),
            timeline: labels.timeline(input.timeline),
            language: agencyEmails.languages[locale],
          }),
          ``,
          ...fenceVisitorText(
            [
              ...lines(words.quote.labels, {
                name: input.name,
                email: input.email,
                phone: phoneAsRead(input.phone),
                company: input.company ?? words.notGiven,
              }),
              ``,
              input.details,
            ],
            words.visitorText,
          ),
        ].join("\n"),
      },
      trx,
    );
    return leadId;
  });
  outbox.kick();
  return leadId;
}
