import { now, type Db } from "./db.server";
import type { Outbox } from "./outbox.server";
import { quoteOptions } from "~/content/forms";
import { plans } from "~/content/plans";
import type { ContactInput } from "~/lib/forms/contact";
import type { QuoteInput } from "~/lib/forms/quote";

const labelOf = (options: { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** Stores a contact message and queues the e-mail to the agency in one transaction. */
export async function saveContactMessage(
  db: Db,
  outbox: Outbox,
  agencyInbox: string,
  input: ContactInput,
  ip: string,
) {
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
        subject: `Contact form: ${input.suject}`,
        text: [
          `New message from the website contact form.`,
          ``,
          `Name: ${input["f-name"]} ${input["l-name"]}`,
          `E-mail: ${input.email}`,
          `Phone: ${input.phone ?? "not given"}`,
          `Subject: ${input.suject}`,
          ``,
          input.message,
          ``,
          `Reply to this e-mail to answer ${input["f-name"]} directly.`,
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
) {
  const service = labelOf(quoteOptions.services, input.service);
  const plan = input.plan ? plans.find((p) => p.id === input.plan)?.name : undefined;
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
        subject: `Quote request: ${service}${input.company ? ` for ${input.company}` : ""}`,
        text: [
          `New quote request from the website.`,
          ``,
          `Name: ${input.name}`,
          `E-mail: ${input.email}`,
          `Phone: ${input.phone}`,
          `Company: ${input.company ?? "not given"}`,
          `Service: ${service}`,
          `Hosting plan: ${plan ?? "none"}`,
          `Budget: ${labelOf(quoteOptions.budgets, input.budget)}`,
          `Timeline: ${labelOf(quoteOptions.timelines, input.timeline)}`,
          ``,
          input.details,
        ].join("\n"),
      },
      trx,
    );
  });
  outbox.kick();
}
