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
import { factsIn, loadCopy, pathIn, type Locale } from "~/content/copy";
import { agencyEmails } from "~/content/en/agency-emails";
import { serverCopyFor } from "~/content/server-copy.server";
import { siteFacts } from "~/content/facts";
import { inLanguage } from "~/lib/facts";
import { fill, formatDhakaTime, plural } from "~/lib/format";
import { fenceVisitorText } from "~/lib/visitor-text";
import { phoneAsRead } from "~/platform/phone.server";
import type { MeetingKind } from "./booking.server";
import type { Booked, Booker } from "./meetings.server";
import { shownTime, zoneName } from "./times.server";
import { invitation } from "./invitation.server";

/** What happened to a call, as its e-mails say. */
export type CallChange = "booked" | "moved" | "cancelled";

/** A call as its e-mails tell of it. */
export type Call = {
  /** Its id, UID and sequence in calendars, and the secret of its links (none once cancelled). */
  meeting: Pick<Booked, "id" | "uid" | "sequence"> & { token?: string };
  kind: MeetingKind;
  start: number;
  booker: Booker & { locale: Locale };
};

/** The address of a call's page, where it is moved or cancelled (or, with no token, /book). */
export const callAddress = (publicUrl: string, locale: Locale, token?: string) =>
  `${publicUrl}${pathIn(locale, token ? `/book/change/${token}` : "/book")}`;

/**
 * Tells both sides of a call what happened to it, in the commit that did it: the agency in
 * English with the lead's link, the visitor in the page's language with the time in their zone and
 * Dhaka's and the link to move or cancel it; each e-mail carries the call's invitation (or its
 * cancellation), which their calendars file under the call's UID.
 */
export async function tellBothSides(
  trx: Db,
  outbox: Outbox,
  agency: AgencyInbox,
  {
    call,
    change,
    leadId,
    source,
  }: { call: Call; change: CallChange; leadId: number; source?: LeadSource },
) {
  const { booker, kind, meeting } = call;
  const at = new Date(call.start).toISOString();
  const kindName = inLanguage(kind.name, "en");
  const copy = await loadCopy(booker.locale);
  const company = siteFacts().company;
  const facts = factsIn(booker.locale);
  const place =
    kind.place === "office"
      ? `${copy.booking.places.office}: ${facts.text("{address}")}`
      : copy.booking.places[kind.place];
  const calendar = invitation({
    uid: meeting.uid,
    sequence: meeting.sequence,
    host: new URL(agency.publicUrl).host,
    start: call.start,
    end: call.start + kind.minutes * 60_000,
    summary: `${inLanguage(kind.name, booker.locale)}: ${company.name}`,
    description: booker.note,
    location: place,
    organizer: { name: company.name, email: company.emails.general },
    attendee: { name: booker.name, email: booker.email },
    cancelled: change === "cancelled",
  });

  const words = agencyEmails.meeting;
  const when = formatDhakaTime(at);
  await outbox.enqueue(
    {
      to: agency.address,
      replyTo: booker.email,
      leadId,
      subject: fill(words.subjectLine[change], { name: booker.name, when }),
      text: [
        words.intro[change],
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
            ...(source ? campaignLine(source) : []),
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

  const template = serverCopyFor(booker.locale).emails.call;
  const shown = shownTime(copy, booker.timeZone, call.start);
  const link = callAddress(
    agency.publicUrl,
    booker.locale,
    change === "cancelled" ? undefined : meeting.token,
  );
  const values = {
    name: booker.name,
    intro: template.intro[change],
    next: fill(template.next[change], { link }),
    kind: inLanguage(kind.name, booker.locale),
    minutes: plural(copy.booking.minutes, kind.minutes, copy.locale.intl.number),
    day: shown.day,
    time: shown.time,
    zone: zoneName(copy, booker.timeZone),
    dhaka: shown.dhaka,
    place,
  };
  await outbox.enqueue(
    {
      to: booker.email,
      replyTo: company.emails.general,
      leadId,
      subject: fill(facts.text(template.subject[change]), values),
      text: template.body.map((line) => fill(facts.text(line), values)).join("\n"),
      calendar,
    },
    trx,
  );
}

/** A booked call as it is filed: the call, and where its visit came from. */
export type Filing = Call & { meeting: Booked; source: LeadSource; ip: string };

/**
 * Files a booked call, in its booking's commit: on the person's latest open lead when they have
 * one (a new step in its history), else on a new lead of its own, with the visit's first page and
 * campaign; then tells both sides.
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
    .where("id", "=", filing.meeting.id)
    .execute();
  await tellBothSides(trx, outbox, agency, {
    call: filing,
    change: "booked",
    leadId,
    source: filing.source,
  });
  return leadId;
}
