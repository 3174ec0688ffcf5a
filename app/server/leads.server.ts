import { now, type Db } from "./db.server";
import type { Outbox } from "./outbox.server";
import { copyFor, type Locale } from "~/content/copy";
import { agencyEmails } from "~/content/en/agency-emails";
import { plansIn } from "~/content/plans";
import { quoteLabelsIn } from "~/content/quote";
import { fill } from "~/lib/format";
import type { ContactInput } from "~/lib/forms/contact";
import type { QuoteInput } from "~/lib/forms/quote";

/** E-mails to the agency are written in English, whatever the language of the page. */
const agencyCopy = copyFor("en");

/** "Label: value" lines of an e-mail to the agency. */
const lines = (labels: Record<string, string>, values: Record<string, string>) =>
  Object.entries(values).map(
    ([key, value]) =>
      `${key === "language" ? agencyEmails.language : (labels[key] ?? key)}: ${value}`,
  );

/** Stores a contact message and queues the e-mail to the agency in one transaction. */
export async function saveContactMessage(
  db: Db,
  outbox: Outbox,
  agencyInbox: string,
  input: ContactInput,
  ip: string,
  locale: Locale = "en",
) {
  const words = agencyEmails;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("contact_messages")
      .values({
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
        subject: fill(words.contact.subjectLine, { subject: input.suject }),
        text: [
          words.contact.intro,
          ``,
          ...lines(words.contact.labels, {
            name: `${input["f-name"]} ${input["l-name"]}`,
            email: input.email,
            phone: input.phone ?? words.notGiven,
            subject: input.suject,
            language: agencyEmails.languages[locale],
          }),
          ``,
          input.message,
          ``,
          fill(words.contact.replyHint, { name: input["f-name"] }),
        ].join("\n"),
      },
      trx,
    );
  });
  outbox.kick();
}

/** Stores a quote request and queues the e-mail to the agency in one transaction. */
export async function saveQuoteRequest(
  db: Db,
  outbox: Outbox,
  agencyInbox: string,
  input: QuoteInput,
  ip: string,
  locale: Locale = "en",
) {
  const words = agencyEmails;
  const labels = quoteLabelsIn(agencyCopy);
  const service = labels.service(input.service);
  const plan = input.plan ? plansIn(agencyCopy).find((p) => p.id === input.plan)?.name : undefined;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("quote_requests")
      .values({
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
        subject: input.company
          ? fill(words.quote.subjectLineWithCompany, { service, company: input.company })
          : fill(words.quote.subjectLine, { service }),
        text: [
          words.quote.intro,
          ``,
          ...lines(words.quote.labels, {
            name: input.name,
            email: input.email,
            phone: input.phone,
            company: input.company ?? words.notGiven,
            service,
            plan: plan ?? words.none,
            budget: labels.budget(input.budget),
            timeline: labels.timeline(input.timeline),
            language: agencyEmails.languages[locale],
          }),
          ``,
          input.details,
        ].join("\n"),
      },
      trx,
    );
  });
  outbox.kick();
}
