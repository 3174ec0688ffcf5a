import { sql } from "kysely";
import { now, type Db } from "~/platform/db/db.server";
import type { Outbox } from "~/platform/mail/outbox.server";
import {
  campaignLine,
  insertLead,
  leadLink,
  recordLeadEvent,
  type AgencyInbox,
  type LeadSource,
} from "~/features/leads/index.server";
import { factsIn, loadCopy, type Locale } from "~/content/copy";
import { agencyEmails } from "~/content/en/agency-emails";
import { serverCopyFor } from "~/content/server-copy.server";
import { siteFacts } from "~/content/facts";
import { inLanguage } from "~/lib/facts";
import { fill, formatDhakaTime, plural } from "~/lib/format";
import { fenceVisitorText } from "~/lib/visitor-text";
import { phoneAsRead } from "~/platform/phone.server";
import type { MeetingKind } from "./booking.server";
import type { Booker } from "./meetings.server";
import { shownTime, zoneName } from "./times.server";
import { invitation } from "./invitation.server";

/** A booked call as it is filed: the meeting, who booked it, from where. */
export type Filing = {
  meetingId: number;
  kind: MeetingKind;
  start: number;
  booker: Booker & { locale: Locale };
  source: LeadSource;
  ip: string;
};

/**
 * Files a booked call, in its booking's commit: on the person's latest open lead when they have
 * one (a new step in its history), else on a new lead of its own, with the visit's first page and
 * campaign; then the e-mails, to the agency (in English, with the lead's link) and to the visitor
 * (in the page's language, with the time in their zone and in Dhaka's).
 */
export async function fileBooking(trx: Db, outbox: Outbox, agency: AgencyInbox, filing: Filing) {
  const { booker, kind } = filing;
  const at = new Date(filing.start).toISOString();
  const kindName = inLanguage(kind.name, "en");
  const open = await trx
    .selectFrom("leads")
    .select("id")
    .where(sql<string>`lower(email)`, "=", booker.email.toLowerCase())
    .where("status", "not in", ["won", "lost"])
    .orderBy("id", "desc")
    .executeTakeFirst();
  const leadId =
    open?.id ??
    (await insertLead(trx, {
      kind: "meeting",
      name: booker.name,
      email: booker.email,
      phone: booker.phone,
      subject: `${kindName}, ${formatDhakaTime(at)}`,
      message: booker.note,
      locale: booker.locale,
      ip: filing.ip,
      source: filing.source,
      sentAt: now(),
    }));
  if (open) {
    await recordLeadEvent(
      trx,
      leadId,
      { id: null, name: booker.name },
      { kind: "booked", from_value: null, to_value: at, body: kindName },
    );
  }
  await trx
    .updateTable("meetings")
    .set({ lead_id: leadId })
    .where("id", "=", filing.meetingId)
    .execute();

  const copy = await loadCopy(booker.locale);
  const company = siteFacts().company;
  const place =
    kind.place === "office"
      ? `${copy.booking.places.office}: ${factsIn(booker.locale).text("{address}")}`
      : copy.booking.places[kind.place];
  const calendar = invitation({
    id: filing.meetingId,
    host: new URL(agency.publicUrl).host,
    start: filing.start,
    end: filing.start + kind.minutes * 60_000,
    summary: `${inLanguage(kind.name, booker.locale)}: ${company.name}`,
    description: booker.note,
    location: place,
    organizer: { name: company.name, email: company.emails.general },
    attendee: { name: booker.name, email: booker.email },
  });

  const words = agencyEmails.meeting;
  const when = formatDhakaTime(at);
  await outbox.enqueue(
    {
      to: agency.address,
      replyTo: booker.email,
      leadId,
      subject: fill(words.subjectLine, { name: booker.name, when }),
      text: [
        words.intro,
        leadLink(agency, leadId),
        `${agencyEmails.language}: ${agencyEmails.languages[booker.locale]}`,
        words.replyHint,
        ``,
        `${words.labels.kind}: ${kindName}`,
        `${words.labels.when}: ${when}`,
        ...fenceVisitorText(
          [
            `${words.labels.theirTime}: ${booker.timeZone}`,
            `${words.labels.name}: ${booker.name}`,
            `${words.labels.email}: ${booker.email}`,
            `${words.labels.phone}: ${booker.phone ? phoneAsRead(booker.phone) : agencyEmails.notGiven}`,
            ...campaignLine(filing.source),
            ``,
            `${words.about}:`,
            booker.note,
          ],
          agencyEmails.visitorText,
        ),
      ].join("\n"),
      calendar,
    },
    trx,
  );

  const template = serverCopyFor(booker.locale).emails.callBooked;
  const facts = factsIn(booker.locale);
  const shown = shownTime(copy, booker.timeZone, filing.start);
  const values = {
    name: booker.name,
    kind: inLanguage(kind.name, booker.locale),
    minutes: plural(copy.booking.minutes, kind.minutes, copy.locale.intl.number),
    day: shown.day,
    time: shown.time,
    zone: zoneName(copy, booker.timeZone),
    dhaka: shown.dhaka,
    place,
    note: booker.note,
  };
  await outbox.enqueue(
    {
      to: booker.email,
      replyTo: siteFacts().company.emails.general,
      leadId,
      subject: fill(facts.text(template.subject), values),
      text: template.body.map((line) => fill(facts.text(line), values)).join("\n"),
      calendar,
    },
    trx,
  );
  return leadId;
}
