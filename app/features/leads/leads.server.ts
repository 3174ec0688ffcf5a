import { queueWebhookEvent } from "~/features/webhooks/index.server";
import { sql } from "kysely";
import { inTransaction, now, type Db } from "~/platform/db/db.server";
import { joinContact } from "./contacts.server";
import { phoneAsRead } from "~/platform/phone.server";
import type { Outbox } from "~/platform/mail/outbox.server";
import type { LeadKind } from "~/platform/db/schema.server";
import { planLabel, quoteLabels } from "./lead-options.server";
import { factsIn, loadCopy, type Locale } from "~/content/copy";
import { siteFacts } from "~/content/facts";
import { isPlanId } from "~/content/plans";
import { quoteLabelsIn } from "~/content/quote";
import { serverCopyFor } from "~/content/server-copy.server";
import { whatsappUrl } from "~/lib/facts";
import { agencyEmails } from "~/content/en/agency-emails";
import { fenceVisitorText } from "~/lib/visitor-text";
import { fill } from "~/lib/format";
import type { ContactMessage } from "~/lib/forms/contact";
import type { QuoteInput } from "~/lib/forms/quote";
import type { Utm } from "~/lib/utm";

/**
 * Where a lead came from: the page its form was sent from, the visit's utm_* parameters, and where
 * the visit began (its first page and the site that sent the visitor; unknown for a form sent
 * without scripts and for leads from before they were recorded).
 */
export type LeadSource = {
  path: string | null;
  utm: Utm | null;
  landing?: string | null;
  referrer?: string | null;
};

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
    /** When the visitor sent it (a held or kept submission is stored later). */
    sentAt: string;
  },
) {
  const at = lead.sentAt;
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
      landing_path: lead.source.landing ?? null,
      referrer: lead.source.referrer ?? null,
      ip: lead.ip,
      read_at: null,
      status_changed_at: at,
      value_taka: null,
      close_month: null,
      next_step: null,
      next_step_due: null,
      activity_at: at,
      contact_id: null,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await joinContact(trx, row.id, { ...lead, created_at: at });
  await queueWebhookEvent(trx, "lead.created", {
    lead: row.id,
    kind: lead.kind,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    subject: lead.subject,
    service: lead.service ?? null,
    language: lead.locale,
    page: lead.source.path,
    campaign: lead.source.utm?.utm_campaign ?? null,
    link: `/admin/leads/${row.id}`,
  });
  return row.id;
}

/**
 * A sender hears from the site once a day at most: a form sent again soon after, or someone else's
 * address typed into it, does not make the site send mail to that address over and over.
 */
const ACKNOWLEDGE_ONCE_IN_MS = 24 * 60 * 60 * 1000;

/**
 * Queues the e-mail that tells a contact or quote sender, in the language of the page they used,
 * that it arrived: what they sent, what happens next and when, how to reach the agency now. Replies
 * go to the agency's general address. Nothing when the address had one in the last day.
 */
async function acknowledge(
  trx: Db,
  outbox: Outbox,
  lead: {
    id: number;
    email: string;
    name: string;
    locale: Locale;
    template: "contactReceived" | "quoteReceived";
    subject?: string;
    /** What they sent: "Label: value" lines, then what they wrote in their own words. */
    fields: [label: string, value: string][];
    text: { label: string; value: string };
  },
) {
  const since = new Date(Date.now() - ACKNOWLEDGE_ONCE_IN_MS).toISOString();
  const earlier = await trx
    .selectFrom("leads")
    .select("id")
    .where(sql<string>`lower(email)`, "=", lead.email.toLowerCase())
    .where("kind", "in", ["contact", "quote"])
    .where("id", "<>", lead.id)
    .where("created_at", ">=", since)
    .executeTakeFirst();
  if (earlier) return;
  const template = serverCopyFor(lead.locale).emails[lead.template];
  const facts = factsIn(lead.locale);
  const sent = [
    ...lead.fields.map(([label, value]) => `${label}: ${value}`),
    `${lead.text.label}:`,
    ...lead.text.value.split(/\r?\n/).map((line) => `> ${line}`),
  ].join("\n");
  const values = {
    name: lead.name,
    subject: lead.subject ?? "",
    sent,
    whatsapp: whatsappUrl(siteFacts()),
  };
  await outbox.enqueue(
    {
      to: lead.email,
      replyTo: siteFacts().company.emails.general,
      leadId: lead.id,
      subject: fill(facts.text(template.subject), values),
      text: template.body.map((line) => fill(facts.text(line), values)).join("\n"),
    },
    trx,
  );
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

/** Where the agency's e-mail about a new lead goes, and the site's address for its link. */
export type AgencyInbox = { address: string; publicUrl: string };

/**
 * The lines of the agency's e-mail about a new lead that are the site's own: its page in the
 * workspace. The visit's campaign is visitor text (`campaignLine`), set inside the fence.
 */
export const leadLink = (agency: AgencyInbox, leadId: number) =>
  fill(agencyEmails.openLead, { url: `${agency.publicUrl}/admin/leads/${leadId}` });

export const campaignLine = (source: LeadSource) =>
  source.utm?.utm_campaign ? [`${agencyEmails.campaign}: ${source.utm.utm_campaign}`] : [];

/** Stores a contact message and its lead and queues the e-mail to the agency in one transaction. */
export async function saveContactMessage(
  db: Db,
  outbox: Outbox,
  agency: AgencyInbox,
  input: ContactMessage,
  ip: string,
  locale: Locale = "en",
  source: LeadSource = noSource,
  sentAt = now(),
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
      sentAt,
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
        created_at: sentAt,
      })
      .execute();
    await outbox.enqueue(
      {
        to: agency.address,
        replyTo: input.email,
        leadId,
        subject: fill(words.contact.subjectLine, { subject: input.suject }),
        text: [
          words.contact.intro,
          leadLink(agency, leadId),
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
              ...campaignLine(source),
              ``,
              input.message,
            ],
            words.visitorText,
          ),
        ].join("\n"),
      },
      trx,
    );
    const fields = (await loadCopy(locale)).forms.contact.fields;
    await acknowledge(trx, outbox, {
      id: leadId,
      email: input.email,
      name: fullName(input),
      locale,
      template: "contactReceived",
      subject: input.suject,
      fields: [[fields.suject.label, input.suject]],
      text: { label: fields.message.label, value: input.message },
    });
    return leadId;
  });
  outbox.kick();
  return leadId;
}

/** Stores a quote request and its lead and queues the e-mail to the agency in one transaction. */
export async function saveQuoteRequest(
  db: Db,
  outbox: Outbox,
  agency: AgencyInbox,
  input: QuoteInput,
  ip: string,
  locale: Locale = "en",
  source: LeadSource = noSource,
  sentAt = now(),
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
      sentAt,
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
        created_at: sentAt,
      })
      .execute();
    await outbox.enqueue(
      {
        to: agency.address,
        replyTo: input.email,
        leadId,
        subject: input.company
          ? fill(words.quote.subjectLineWithCompany, { service, company: input.company })
          : fill(words.quote.subjectLine, { service }),
        text: [
          words.quote.intro,
          leadLink(agency, leadId),
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
              ...campaignLine(source),
              ``,
              input.details,
            ],
            words.visitorText,
          ),
        ].join("\n"),
      },
      trx,
    );
    const copy = await loadCopy(locale);
    const asked = copy.forms.quote.fields;
    const theirs = quoteLabelsIn(copy);
    await acknowledge(trx, outbox, {
      id: leadId,
      email: input.email,
      name: input.name,
      locale,
      template: "quoteReceived",
      fields: [
        [asked.service.label, theirs.service(input.service)],
        ...(isPlanId(input.plan)
          ? [[asked.plan.label, copy.pricing.plans[input.plan].name] as [string, string]]
          : []),
        [asked.budget.label, theirs.budget(input.budget)],
        [asked.timeline.label, theirs.timeline(input.timeline)],
        ...(input.company ? [[asked.company.label, input.company] as [string, string]] : []),
      ],
      text: { label: asked.details.label, value: input.details },
    });
    return leadId;
  });
  outbox.kick();
  return leadId;
}
