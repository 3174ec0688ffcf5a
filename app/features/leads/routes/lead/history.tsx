import { LeadForm } from "./lead-form";
import { useEffect, useRef } from "react";
import type { FailedChange, LeadPageData } from "../lead";
import { SelectField, SubmitButton, TextAreaField } from "~/components/workspace/form-kit";
import { panelClass } from "~/components/workspace/shell";
import { leadsWords } from "~/content/workspace";
import {
  fill,
  formatDhakaTime,
  formatStaffDay,
  formatStaffMonth,
  formatTaka,
  plural,
} from "~/lib/format";
import {
  activityKinds,
  activityOutcomes,
  MAX_NOTE_LENGTH,
  type ActivityKind,
  type ActivityOutcome,
  type LeadStatus,
} from "~/lib/workspace";

const words = leadsWords;

type LeadEvent = LeadPageData["events"][number];

const w = words.lead;

/** One history entry as a sentence: who did what. */
function eventText(event: LeadEvent) {
  const who = event.who;
  const outcome = w.outcomes[event.to_value as ActivityOutcome] ?? "";
  switch (event.kind) {
    case "status":
      return fill(w.events.status, {
        who,
        from: words.statuses[event.from_value as LeadStatus] ?? "",
        to: words.statuses[event.to_value as LeadStatus] ?? "",
      });
    case "assignee":
      return event.to_value
        ? fill(w.events.assignee, { who, to: event.to_value })
        : fill(w.events.unassigned, { who, from: event.from_value ?? "" });
    case "deal": {
      const value = event.to_value === null ? "" : formatTaka(Number(event.to_value), "en-IN");
      const month = event.body ? formatStaffMonth(event.body) : "";
      if (value && month) return fill(w.events.dealMonth, { who, value, month });
      if (value) return fill(w.events.deal, { who, value });
      return month
        ? fill(w.events.dealNoValue, { who, month })
        : fill(w.events.dealCleared, { who });
    }
    case "next-step":
      return event.to_value
        ? fill(w.events.nextStep, { who, day: formatStaffDay(event.to_value) })
        : fill(w.events.stepDone, { who });
    case "call":
    case "whatsapp":
    case "meeting":
      return fill(w.events[event.kind], { who, outcome });
    case "reply":
      return fill(w.events.reply, { who, subject: event.to_value ?? "" });
    case "paid":
      return fill(w.events.paid, { who, day: formatStaffDay(event.to_value ?? "") });
    case "booked":
    case "call-moved":
    case "call-cancelled":
      return fill(w.events[event.kind], {
        who,
        kind: event.body ?? "",
        from: event.from_value ? formatDhakaTime(event.from_value) : "",
        when: event.to_value ? formatDhakaTime(event.to_value) : "",
      });
    default:
      return fill(w.events[event.kind], { who });
  }
}

/** Events whose body is a value their line already says (a deal's month, a call's kind). */
const LINE_ONLY = new Set<LeadEvent["kind"]>(["deal", "booked", "call-moved", "call-cancelled"]);

/** A reply's delivery, as the outbox has it. */
function ReplyState({ event }: { event: LeadEvent }) {
  if (!event.mail_status) return null;
  const tone = {
    pending: "text-ink-muted",
    sent: "text-brand-ink-strong",
    failed: "text-accent-700",
  }[event.mail_status];
  return (
    <p className={`text-sm font-semibold ${tone}`} data-delivery={event.mail_status}>
      {fill(w.replyState[event.mail_status], {
        time: event.mail_sent_at ? formatDhakaTime(event.mail_sent_at) : "",
        error: event.mail_error ?? "",
      })}
    </p>
  );
}

/** What happened to the lead, oldest first, and a note to add to it. */
export function LeadHistory({ data, failed }: { data: LeadPageData; failed?: FailedChange }) {
  const { events } = data;
  return (
    <section id="history" className={panelClass} aria-labelledby="history-title">
      <h2 id="history-title" className="mb-3 font-bold">
        {w.history}
      </h2>
      {events.length ? (
        <ol className="grid gap-3">
          {events.map((event) => (
            <li key={event.id} className="border-s-2 border-brand-300 ps-3">
              <p className="text-sm">{eventText(event)}</p>
              {event.kind === "reply" ? <ReplyState event={event} /> : null}
              {event.body && event.kind === "reply" ? (
                <details className="mt-1">
                  <summary className="cursor-pointer text-sm text-brand-ink">{w.replyBody}</summary>
                  <p className="mt-1 whitespace-pre-line rounded-lg bg-surface-muted p-2 text-sm">
                    {event.body}
                  </p>
                </details>
              ) : event.body && !LINE_ONLY.has(event.kind) ? (
                <p
                  className={`mt-1 whitespace-pre-line ${
                    event.kind === "status"
                      ? "text-ink-muted"
                      : "rounded-lg bg-surface-muted p-2 text-ink"
                  }`}
                >
                  {event.body}
                </p>
              ) : null}
              <p className="text-xs text-ink-muted">
                <time dateTime={event.created_at}>{formatDhakaTime(event.created_at)}</time>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-ink-muted">{w.noHistory}</p>
      )}
      {/* Emptied by a note added, not by another change (a status) that lands while typing. */}
      <LeadForm
        className="mt-4 grid gap-2 border-t border-line pt-4"
        key={events.filter((event) => event.kind === "note").length}
      >
        <TextAreaField
          name="note"
          label={w.note}
          hint={w.noteHint}
          rows={3}
          required
          maxLength={MAX_NOTE_LENGTH}
          defaultValue={failed?.intent === "note" ? failed.typed.note : undefined}
          error={failed?.intent === "note" ? failed.error : undefined}
        />
        <SubmitButton intent="note" pending={w.saveNote}>
          {w.saveNote}
        </SubmitButton>
      </LeadForm>
    </section>
  );
}

/**
 * Logs a call, WhatsApp conversation or meeting in one go. After a tap on the phone or WhatsApp
 * button (`offer`), it asks how it went, with that kind chosen.
 */
export function LogActivity({
  offer,
  failed,
  logged,
}: {
  offer: ActivityKind | null;
  failed?: FailedChange;
  /** How many calls, WhatsApp conversations and meetings are logged: a new one empties the form. */
  logged: number;
}) {
  const typed = failed?.intent === "log" ? failed.typed : undefined;
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (offer)
      section.current?.querySelector<HTMLSelectElement>("select")?.focus({ preventScroll: true });
  }, [offer]);
  return (
    <section
      ref={section}
      id="log"
      className={`${panelClass} ${offer ? "border-brand-600 ring-2 ring-brand-300" : ""}`}
      aria-labelledby="log-title"
    >
      <h2 id="log-title" className="mb-2 font-bold">
        {w.log}
      </h2>
      {offer ? (
        <p role="status" className="mb-3 text-sm font-semibold text-brand-ink-strong">
          {offer === "meeting" ? null : w.logOffer[offer]}
        </p>
      ) : null}
      <LeadForm className="grid gap-3 sm:grid-cols-2" key={`${offer ?? "none"}-${logged}`}>
        <SelectField
          name="kind"
          label={w.logKind}
          defaultValue={typed?.kind ?? offer ?? "call"}
          options={activityKinds.map((kind) => ({ value: kind, label: w.activities[kind] }))}
        />
        <SelectField
          name="outcome"
          label={w.outcome}
          defaultValue={typed?.outcome ?? "interested"}
          options={activityOutcomes.map((outcome) => ({
            value: outcome,
            label: w.outcomes[outcome],
          }))}
        />
        <TextAreaField
          name="summary"
          label={w.summary}
          rows={2}
          maxLength={MAX_NOTE_LENGTH}
          className="sm:col-span-2"
          defaultValue={typed?.summary}
          error={failed?.intent === "log" ? failed.error : undefined}
        />
        <div className="sm:col-span-2">
          <SubmitButton intent="log" pending={w.saveLog}>
            {w.saveLog}
          </SubmitButton>
        </div>
      </LeadForm>
    </section>
  );
}

/** The e-mails about the lead that are not replies (those show in the history). */
export function OtherMails({ mails }: { mails: LeadPageData["mails"] }) {
  return (
    <section className={panelClass} aria-labelledby="mails-title">
      <h2 id="mails-title" className="mb-3 font-bold">
        {w.mails}
      </h2>
      {mails.length ? (
        <ul className="grid gap-2">
          {mails.map((mail) => (
            <li key={mail.id} className="text-sm">
              <p className="font-semibold">{mail.subject}</p>
              <p className="text-ink-muted">
                {mail.to_address} · {w.mailStatus[mail.status]}
                {mail.sent_at ? ` · ${formatDhakaTime(mail.sent_at)}` : ""}
                {mail.status !== "sent" ? ` · ${plural(w.attempts, mail.attempts, "en")}` : ""}
              </p>
              {mail.last_error && mail.status !== "sent" ? (
                <p className="break-words text-accent-700">{mail.last_error}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">{w.noMails}</p>
      )}
    </section>
  );
}
