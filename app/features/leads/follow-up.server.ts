import { now, type Db } from "~/platform/db/db.server";
import type { Outbox } from "~/platform/mail/outbox.server";
import { LeadChangeError, recordLeadEvent, type Actor } from "./inbox.server";
import { OPEN_STATUSES } from "~/lib/workspace";
import { serverCopyFor } from "~/content/server-copy.server";
import { factsIn, loadCopy, type Locale } from "~/content/copy";
import { siteFacts } from "~/content/facts";
import { agencyEmails } from "~/content/en/agency-emails";
import { fill, formatStaffDay, plural } from "~/lib/format";
import { fenceVisitorText } from "~/lib/visitor-text";
import {
  addWorkingDays,
  dhakaHour,
  isCalendarDay,
  isWorkingDay,
  type WorkingWeek,
} from "~/lib/working-days";
import { dhakaDay } from "~/lib/dhaka-time";
import { type ActivityKind, type ActivityOutcome, MAX_NEXT_STEP_LENGTH } from "~/lib/workspace";

/** The agency's working week and holidays, as the site's facts have them. */
export function workingWeek(): WorkingWeek {
  const { hours, holidays } = siteFacts().company;
  return { days: hours.days, holidays: holidays.map((holiday) => holiday.date) };
}

/** The Dhaka hour at which each working day's reminders go out. */
export const REMINDER_HOUR = 9;
/** The most next steps one reminder lists; the rest are counted. */
const REMINDER_MOST = 40;

async function leadFor(trx: Db, id: number) {
  const lead = await trx
    .selectFrom("leads")
    .select([
      "id",
      "status",
      "assignee_id",
      "value_taka",
      "close_month",
      "next_step",
      "next_step_due",
      "name",
      "email",
      "subject",
      "locale",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!lead) throw new LeadChangeError("missing");
  return lead;
}

/**
 * Puts a value in taka and an expected close month on a lead (either may be null); the history
 * records the new deal (`to_value` the value, `body` the month). False when nothing changed.
 */
export async function setDeal(
  db: Db,
  id: number,
  actor: Actor,
  deal: { value: number | null; closeMonth: string | null },
) {
  return db.transaction().execute(async (trx) => {
    const lead = await leadFor(trx, id);
    if (lead.value_taka === deal.value && lead.close_month === deal.closeMonth) return false;
    await trx
      .updateTable("leads")
      .set({ value_taka: deal.value, close_month: deal.closeMonth })
      .where("id", "=", id)
      .execute();
    await recordLeadEvent(trx, id, actor, {
      kind: "deal",
      from_value: lead.value_taka === null ? null : String(lead.value_taka),
      to_value: deal.value === null ? null : String(deal.value),
      body: deal.closeMonth,
    });
    return true;
  });
}

/**
 * Sets what is to be done next on an open lead and by which working day (`step`), or marks the
 * current one done (null). A lead nobody has is given to the person who plans its next step, so
 * that someone is reminded of it. The history keeps each step (`to_value` its day, `body` what).
 */
export async function setNextStep(
  db: Db,
  id: number,
  actor: Actor,
  step: { what: string; due: string } | null,
  { week = workingWeek(), at = Date.now() }: { week?: WorkingWeek; at?: number } = {},
) {
  const what = step?.what.trim();
  if (step) {
    if (!what || what.length > MAX_NEXT_STEP_LENGTH) throw new LeadChangeError("next-step");
    if (!isCalendarDay(step.due)) throw new LeadChangeError("next-step-day");
    if (step.due < dhakaDay(at)) throw new LeadChangeError("next-step-past");
    if (!isWorkingDay(step.due, week)) throw new LeadChangeError("next-step-closed");
  }
  return db.transaction().execute(async (trx) => {
    const lead = await leadFor(trx, id);
    if (!OPEN_STATUSES.includes(lead.status)) throw new LeadChangeError("closed");
    if (!step) {
      if (lead.next_step === null) return false;
      await trx
        .updateTable("leads")
        .set({ next_step: null, next_step_due: null })
        .where("id", "=", id)
        .execute();
      await recordLeadEvent(trx, id, actor, {
        kind: "next-step",
        from_value: lead.next_step_due,
        to_value: null,
        body: lead.next_step,
      });
      return true;
    }
    if (lead.next_step === what && lead.next_step_due === step.due) return false;
    await trx
      .updateTable("leads")
      .set({
        next_step: what!,
        next_step_due: step.due,
        assignee_id: lead.assignee_id ?? actor.id,
      })
      .where("id", "=", id)
      .execute();
    if (lead.assignee_id === null) {
      await recordLeadEvent(trx, id, actor, {
        kind: "assignee",
        from_value: null,
        to_value: actor.name,
        body: null,
      });
    }
    await recordLeadEvent(trx, id, actor, {
      kind: "next-step",
      from_value: lead.next_step_due,
      to_value: step.due,
      body: what!,
    });
    return true;
  });
}

/** The days a next step is usually planned for, from a day: the next working day, in three, in a week. */
export function suggestedDays(today: string, week: WorkingWeek = workingWeek()) {
  return {
    tomorrow: addWorkingDays(today, 1, week),
    inThree: addWorkingDays(today, 3, week),
    nextWeek: addWorkingDays(today, week.days.length || 5, week),
  };
}

/** Records a call, WhatsApp conversation or meeting as it happened, with how it went. */
export async function logActivity(
  db: Db,
  id: number,
  actor: Actor,
  activity: { kind: ActivityKind; outcome: ActivityOutcome; note?: string },
) {
  await db.transaction().execute(async (trx) => {
    await leadFor(trx, id);
    await recordLeadEvent(trx, id, actor, {
      kind: activity.kind,
      from_value: null,
      to_value: activity.outcome,
      body: activity.note?.trim() || null,
    });
  });
  return true;
}

/** The lines under a reply: who sent it and how to reach the agency, in the reply's language. */
export async function replySignature(locale: Locale, staffName: string, publicUrl: string) {
  const facts = factsIn(locale, await loadCopy(locale));
  return serverCopyFor(locale)
    .emails.replies.signature.map((line) =>
      fill(facts.text(line), { staff: staffName, site: publicUrl.replace(/^https?:\/\//, "") }),
    )
    .join("\n");
}

export const replyTemplateIds = ["questions", "call", "followUp"] as const;
export type ReplyTemplateId = (typeof replyTemplateIds)[number];

/** A reply template filled in for a lead, in a language, ready to edit. */
export async function replyDraft(
  locale: Locale,
  template: ReplyTemplateId,
  lead: { name: string; subject: string },
) {
  const facts = factsIn(locale, await loadCopy(locale));
  const { subject, body } = serverCopyFor(locale).emails.replies[template];
  const values = { name: lead.name, subject: lead.subject };
  return {
    subject: fill(facts.text(subject), values),
    body: body.map((line) => fill(facts.text(line), values)).join("\n"),
  };
}

/** The templates' names in a language, for the list to choose from. */
export const replyTemplates = (locale: Locale) =>
  replyTemplateIds.map((id) => ({ id, label: serverCopyFor(locale).emails.replies[id].label }));

/**
 * E-mails the visitor a reply written on the lead's page, with the signature in its language and
 * the agency's general address to answer to; the history keeps it with its e-mail's delivery.
 */
export async function sendReply(
  db: Db,
  outbox: Outbox,
  id: number,
  actor: Actor,
  reply: { locale: Locale; subject: string; body: string },
  publicUrl: string,
) {
  const signature = await replySignature(reply.locale, actor.name, publicUrl);
  const text = `${reply.body.trim()}\n\n-- \n${signature}`;
  await db.transaction().execute(async (trx) => {
    const lead = await leadFor(trx, id);
    const mailId = await outbox.enqueue(
      {
        to: lead.email,
        replyTo: siteFacts().company.emails.general,
        leadId: id,
        subject: reply.subject.trim(),
        text,
      },
      trx,
    );
    await recordLeadEvent(trx, id, actor, {
      kind: "reply",
      from_value: reply.locale,
      to_value: reply.subject.trim().slice(0, 300),
      body: text,
      mail_id: mailId,
    });
  });
  outbox.kick();
  return true;
}

/**
 * Each working morning from 9:00 Dhaka time, e-mails each person the open leads of theirs whose
 * next step is due that day or overdue, once a day however many instances ask: the row that says
 * it was sent is written in the transaction that queues it. Returns how many e-mails were queued.
 */
export async function sendReminders(
  db: Db,
  outbox: Outbox,
  publicUrl: string,
  { at = Date.now(), week = workingWeek() }: { at?: number; week?: WorkingWeek } = {},
) {
  const today = dhakaDay(at);
  if (dhakaHour(at) < REMINDER_HOUR || !isWorkingDay(today, week)) return 0;
  const due = await db
    .selectFrom("leads")
    .innerJoin("staff_users", "staff_users.id", "leads.assignee_id")
    .leftJoin("next_step_reminders", (join) =>
      join
        .onRef("next_step_reminders.staff_id", "=", "staff_users.id")
        .on("next_step_reminders.day", "=", today),
    )
    .select([
      "leads.id",
      "leads.name as lead_name",
      "leads.next_step",
      "leads.next_step_due",
      "staff_users.id as staff_id",
      "staff_users.name as staff_name",
      "staff_users.email as staff_email",
    ])
    .where("leads.status", "in", OPEN_STATUSES)
    .where("leads.next_step_due", "<=", today)
    .where("next_step_reminders.staff_id", "is", null)
    .orderBy("leads.next_step_due", "asc")
    .orderBy("leads.id", "asc")
    .execute();
  const byPerson = new Map<number, typeof due>();
  for (const row of due) byPerson.set(row.staff_id, [...(byPerson.get(row.staff_id) ?? []), row]);
  const mail = agencyEmails.reminder;
  let sent = 0;
  for (const rows of byPerson.values()) {
    const { staff_id, staff_name, staff_email } = rows[0]!;
    const lines = rows.slice(0, REMINDER_MOST).flatMap((row) => [
      ``,
      `${row.next_step} (${
        row.next_step_due === today
          ? mail.today
          : fill(mail.overdue, { day: formatStaffDay(row.next_step_due!) })
      })`,
      // The name as the visitor typed it, quoted ("> "), without a marker line around each.
      ...fenceVisitorText([row.lead_name], agencyEmails.visitorText).slice(1, -1),
      `${publicUrl}/admin/leads/${row.id}`,
    ]);
    const more = rows.length - REMINDER_MOST;
    const queued = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("next_step_reminders")
        .values({ staff_id, day: today, sent_at: now() })
        .onConflict((conflict) => conflict.doNothing())
        .returning("staff_id")
        .executeTakeFirst();
      if (!claimed) return false;
      await outbox.enqueue(
        {
          to: staff_email,
          subject: plural(mail.subjectLine, rows.length, "en"),
          text: [
            fill(mail.intro, { name: staff_name }),
            mail.names,
            ...lines,
            ...(more > 0 ? [``, fill(mail.more, { count: more })] : []),
            ``,
            fill(mail.open, { url: `${publicUrl}/admin/leads?assignee=${staff_id}` }),
          ].join("\n"),
        },
        trx,
      );
      return true;
    });
    if (queued) sent += 1;
  }
  if (sent) outbox.kick();
  return sent;
}
