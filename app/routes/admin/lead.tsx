import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useFetcher, useNavigation } from "react-router";
import { phoneAsRead } from "~/server/phone.server";
import type { Route } from "./+types/lead";
import {
  inputClass,
  labelClass,
  Notice,
  panelClass,
  primaryButton,
  smallButton,
  StatusBadge,
  WorkspaceHeading,
} from "~/components/workspace/shell";
import { copyFor, isLocale } from "~/content/copy";
import { workspaceCopy as words } from "~/content/workspace";
import { fill, formatDhakaTime, plural } from "~/lib/format";
import {
  addNote,
  assign,
  changeStatus,
  findLead,
  LeadChangeError,
  markRead,
  staffMembers,
} from "~/server/inbox.server";
import { leadChangeSchema } from "~/lib/forms/lead-change";
import { leadStatuses, MAX_NOTE_LENGTH, type LeadStatus } from "~/lib/workspace";
import { planLabel, quoteLabels, serviceLabel } from "~/server/workspace-options.server";
import { actorOf, formOf, idFrom } from "~/server/workspace-routes.server";
import { backendContext, staffContext } from "~/server/context.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = idFrom(params.id);
  const { db } = context.get(backendContext);
  const found = id ? await findLead(db, id) : undefined;
  if (!found) throw data(null, { status: 404 });
  const { lead, quote, events, mails } = found;
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    lead: {
      ...lead,
      service: lead.service ? serviceLabel(lead.service) : null,
      language: isLocale(lead.locale) ? copyFor(lead.locale).locale.label : lead.locale,
      utm: lead.utm ? (JSON.parse(lead.utm) as Record<string, string>) : null,
      phoneAsRead: lead.phone ? phoneAsRead(lead.phone) : null,
    },
    quote: quote && {
      company: quote.company,
      plan: quote.plan ? planLabel(quote.plan) : null,
      budget: quoteLabels().budget(quote.budget),
      timeline: quoteLabels().timeline(quote.timeline),
    },
    events: events.map((event) => ({
      ...event,
      who: event.current_author_name ?? event.author_name ?? words.lead.someone,
    })),
    mails,
    staff: await staffMembers(db),
    saved: saved && saved in words.lead.saved ? (saved as keyof typeof words.lead.saved) : null,
  };
}

/**
 * Status, assignee, notes and "read": each a form that works without JavaScript (then it redirects
 * back). A lead is marked read only by a POST, never by opening its page, so that a link
 * prefetcher or a mail scanner fetching the address leaves it unread; any change a person makes
 * on it marks it read too.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const id = idFrom(params.id);
  if (!id) throw data(null, { status: 404 });
  const form = await formOf(request);
  const note = String(form.get("note") ?? "");
  const refuse = (reason: string, status = 400) =>
    data(
      { error: words.lead.errors[reason as keyof typeof words.lead.errors] ?? words.failed, note },
      { status },
    );
  const parsed = leadChangeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? "");
  const change = parsed.data;
  const actor = actorOf(staff);
  const { db, outbox, publicUrl } = context.get(backendContext);
  if (change.intent === "read") {
    if (!(await markRead(db, id))) return refuse("missing", 404);
    // The page's own script asks as the lead is shown: the page it is on stays as it is.
    if (change.shown) return data(null);
    return redirect(`/admin/leads/${id}?saved=read`);
  }
  try {
    const changed =
      change.intent === "status"
        ? await changeStatus(db, id, actor, change.status, change.lostReason)
        : change.intent === "assignee"
          ? await assign(db, id, actor, change.assignee, { outbox, publicUrl })
          : await addNote(db, id, actor, change.note);
    await markRead(db, id);
    const saved = changed ? change.intent : "unchanged";
    const section = change.intent === "note" ? "history" : "pipeline";
    return redirect(`/admin/leads/${id}?saved=${saved}#${section}`);
  } catch (error) {
    if (!(error instanceof LeadChangeError)) throw error;
    return refuse(error.message, error.message === "missing" ? 404 : 400);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.lead.name ?? words.lead.notFound} | ${words.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

const linkClass = "font-semibold text-brand-700 underline";

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, quote, events, mails, staff, saved } = loaderData;
  const w = words.lead;
  const busy = useNavigation().state === "submitting";
  const digits = lead.phone?.replace(/\D/g, "");
  const reader = useFetcher();
  const sentFor = useRef<number | null>(null);
  useEffect(() => {
    if (lead.read_at !== null || sentFor.current === lead.id) return;
    sentFor.current = lead.id;
    void reader.submit({ intent: "read", shown: "1" }, { method: "post" });
  }, [lead.id, lead.read_at, reader]);
  // Shown as read as soon as the script has asked: the page's data comes back read.
  const unread = lead.read_at === null && reader.state === "idle";
  return (
    <>
      <p className="mb-3">
        <Link to="/admin/leads" className={linkClass}>
          {w.back}
        </Link>
      </p>
      <WorkspaceHeading title={lead.name}>
        <p className="flex items-center gap-2">
          <StatusBadge status={lead.status} />
          <span className="text-sm text-ink-muted">{words.kinds[lead.kind]}</span>
        </p>
      </WorkspaceHeading>
      {unread ? (
        <Form method="post" className="mb-4 flex flex-wrap items-center gap-3">
          <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
            {words.leads.unread}
          </span>
          <input type="hidden" name="intent" value="read" />
          <button type="submit" className={smallButton}>
            {w.markRead}
          </button>
        </Form>
      ) : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      {saved ? <Notice tone="ok">{w.saved[saved]}</Notice> : null}

      <div className="grid gap-4 lg:grid-cols-[1.4fr_1fr]">
        <section className={panelClass} aria-labelledby="sent-title">
          <h2 id="sent-title" className="mb-2 font-bold">
            {w.sent}
          </h2>
          <dl className="divide-y divide-line">
            <Row label={w.email}>
              <a href={`mailto:${lead.email}`} className={linkClass}>
                {lead.email}
              </a>
            </Row>
            <Row label={w.phone}>
              {lead.phone ? (
                <span className="flex flex-wrap gap-x-4 gap-y-1">
                  <a href={`tel:${lead.phone}`} className={`${linkClass} whitespace-nowrap`}>
                    {lead.phoneAsRead}
                  </a>
                  {digits ? (
                    <a
                      href={`https://wa.me/${digits}`}
                      className={linkClass}
                      rel="noopener"
                      target="_blank"
                    >
                      {w.whatsapp}
                    </a>
                  ) : null}
                </span>
              ) : (
                <span className="text-ink-muted">{w.notGiven}</span>
              )}
            </Row>
            {quote?.company ? <Row label={w.company}>{quote.company}</Row> : null}
            {lead.kind !== "quote" ? <Row label={words.leads.subject}>{lead.subject}</Row> : null}
            {lead.service ? <Row label={w.service}>{lead.service}</Row> : null}
            {quote?.plan ? <Row label={w.plan}>{quote.plan}</Row> : null}
            {quote ? <Row label={w.budget}>{quote.budget}</Row> : null}
            {quote ? <Row label={w.timeline}>{quote.timeline}</Row> : null}
            <Row label={quote ? w.details : w.message}>
              <p className="whitespace-pre-line">{lead.message}</p>
            </Row>
            <Row label={w.received}>
              <time dateTime={lead.created_at}>{formatDhakaTime(lead.created_at)}</time>
            </Row>
            <Row label={w.language}>{lead.language}</Row>
            <Row label={w.sourcePage}>{lead.source_path ?? w.notGiven}</Row>
            {lead.utm ? (
              <Row label={w.campaign}>
                <ul>
                  {Object.entries(lead.utm).map(([key, value]) => (
                    <li key={key}>
                      <code className="text-sm">{key}</code> {value}
                    </li>
                  ))}
                </ul>
              </Row>
            ) : null}
          </dl>
          <p className="mt-4 flex flex-wrap gap-2">
            <a
              href={`mailto:${lead.email}?subject=${encodeURIComponent(`Re: ${lead.subject}`)}`}
              className={primaryButton}
            >
              {w.reply}
            </a>
            {lead.phone ? (
              <a href={`tel:${lead.phone}`} className={primaryButton}>
                {w.call}
              </a>
            ) : null}
          </p>
        </section>

        <div className="grid content-start gap-4">
          <section id="pipeline" className={panelClass} aria-labelledby="pipeline-title">
            <h2 id="pipeline-title" className="mb-3 font-bold">
              {w.pipeline}
            </h2>
            <Form method="post" className="grid gap-3">
              <input type="hidden" name="intent" value="status" />
              <div>
                <label htmlFor="status" className={labelClass}>
                  {w.status}
                </label>
                <select id="status" name="status" defaultValue={lead.status} className={inputClass}>
                  {leadStatuses.map((status) => (
                    <option key={status} value={status}>
                      {words.statuses[status]}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="lostReason" className={labelClass}>
                  {w.lostReason}
                </label>
                <input
                  id="lostReason"
                  name="lostReason"
                  maxLength={300}
                  defaultValue={lead.lost_reason ?? ""}
                  aria-describedby="lostReason-hint"
                  className={inputClass}
                />
                <p id="lostReason-hint" className="mt-1 text-xs text-ink-muted">
                  {w.lostReasonHint}
                </p>
              </div>
              <button type="submit" className={primaryButton} disabled={busy}>
                {w.saveStatus}
              </button>
            </Form>
            <Form method="post" className="mt-5 grid gap-3 border-t border-line pt-4">
              <input type="hidden" name="intent" value="assignee" />
              <div>
                <label htmlFor="assignee" className={labelClass}>
                  {w.assignee}
                </label>
                <select
                  id="assignee"
                  name="assignee"
                  defaultValue={lead.assignee_id ?? ""}
                  className={inputClass}
                >
                  <option value="">{words.leads.unassigned}</option>
                  {staff.map((person) => (
                    <option key={person.id} value={person.id}>
                      {person.name}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className={primaryButton} disabled={busy}>
                {w.saveAssignee}
              </button>
            </Form>
          </section>

          <section id="history" className={panelClass} aria-labelledby="history-title">
            <h2 id="history-title" className="mb-3 font-bold">
              {w.history}
            </h2>
            {events.length ? (
              <ol className="grid gap-3">
                {events.map((event) => (
                  <li key={event.id} className="border-s-2 border-brand-300 ps-3">
                    <p className="text-sm">
                      {event.kind === "status"
                        ? fill(w.events.status, {
                            who: event.who,
                            from: words.statuses[event.from_value as LeadStatus] ?? "",
                            to: words.statuses[event.to_value as LeadStatus] ?? "",
                          })
                        : event.kind === "assignee"
                          ? event.to_value
                            ? fill(w.events.assignee, { who: event.who, to: event.to_value })
                            : fill(w.events.unassigned, {
                                who: event.who,
                                from: event.from_value ?? "",
                              })
                          : fill(w.events[event.kind], { who: event.who })}
                    </p>
                    {event.body ? (
                      <p
                        className={`mt-1 whitespace-pre-line ${
                          event.kind === "note"
                            ? "rounded-lg bg-sand-100 p-2 text-ink"
                            : "text-ink-muted"
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
            <Form method="post" className="mt-4 grid gap-2 border-t border-line pt-4">
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="note" className={labelClass}>
                {w.note}
              </label>
              <textarea
                id="note"
                name="note"
                rows={3}
                required
                maxLength={MAX_NOTE_LENGTH}
                defaultValue={actionData?.note}
                aria-describedby="note-hint"
                className={inputClass}
              />
              <p id="note-hint" className="text-xs text-ink-muted">
                {w.noteHint}
              </p>
              <button type="submit" className={primaryButton} disabled={busy}>
                {w.saveNote}
              </button>
            </Form>
          </section>

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
                      {mail.status !== "sent"
                        ? ` · ${plural(w.attempts, mail.attempts, "en")}`
                        : ""}
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
        </div>
      </div>
    </>
  );
}
