import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/contact-record";
import { Field, SubmitButton, TextAreaField } from "~/components/workspace/form-kit";
import { Notice, panelClass, StatusBadge, WorkspaceHeading } from "~/components/workspace/shell";
import {
  commentsWords,
  contactsWords,
  leadsWords,
  newsletterWords,
  workspaceCommon,
} from "~/content/workspace";
import { fill, formatDhakaTime, formatStaffDay, formatTaka } from "~/lib/format";
import { normalizeBangladeshPhone, phoneFromAbroad } from "~/lib/phone";
import { MAX_CONTACT_NOTES } from "~/lib/workspace";
import { ContactError, findContact, mergeContacts, setContactNotes } from "../contacts.server";
import { phoneAsRead } from "~/platform/phone.server";
import { formOf, idFrom } from "~/features/staff/index.server";
import { backendContext } from "~/platform/context.server";

const words = {
  ...commentsWords,
  ...contactsWords,
  ...leadsWords,
  ...newsletterWords,
  ...workspaceCommon,
};

/**
 * A contact: their addresses and numbers, every lead and order, their comments and newsletter
 * subscription, staff's notes, and merging in a contact who is the same person.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = idFrom(params.id);
  const found = id ? await findContact(context.get(backendContext).db, id) : undefined;
  if (!found) throw data(null, { status: 404 });
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    ...found,
    phones: found.phones.map((phone) => ({ e164: phone, asRead: phoneAsRead(phone) })),
    saved:
      saved && Object.hasOwn(words.contacts.saved, saved)
        ? (saved as keyof typeof words.contacts.saved)
        : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = idFrom(params.id);
  if (!id) throw data(null, { status: 404 });
  const form = await formOf(request);
  const intent = form.get("intent");
  const typed = { notes: String(form.get("notes") ?? ""), other: String(form.get("other") ?? "") };
  const { db } = context.get(backendContext);
  try {
    if (intent === "notes") {
      await setContactNotes(db, id, typed.notes);
      return redirect(`/admin/contacts/${id}?saved=notes`);
    }
    await mergeContacts(
      db,
      id,
      typed.other,
      (phone) => normalizeBangladeshPhone(phone) ?? phoneFromAbroad(phone),
    );
    return redirect(`/admin/contacts/${id}?saved=merged`);
  } catch (error) {
    if (!(error instanceof ContactError)) throw error;
    const reason = error.message as keyof typeof words.contacts.errors;
    return data(
      { error: words.contacts.errors[reason] ?? words.failed, intent: String(intent), typed },
      { status: reason === "missing" ? 404 : 400 },
    );
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.contact.name ?? words.contacts.title} | ${words.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const linkClass = "font-semibold text-brand-ink underline";

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { contact, emails, phones, leads, comments, subscription, saved } = loaderData;
  const c = words.contacts;
  return (
    <>
      <p className="mb-3">
        <Link to="/admin/contacts" className={linkClass}>
          {c.back}
        </Link>
      </p>
      <WorkspaceHeading title={contact.name} />
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      {saved ? <Notice tone="ok">{c.saved[saved]}</Notice> : null}
      <div className="grid gap-4 lg:grid-cols-[1.4fr_1fr]">
        <div className="grid content-start gap-4">
          <section className={panelClass} aria-labelledby="contact-leads">
            <h2 id="contact-leads" className="mb-2 font-bold">
              {c.leadsTitle}
            </h2>
            <ul className="divide-y divide-line">
              {leads.map((lead) => (
                <li key={lead.id} className="py-2.5">
                  <p className="flex flex-wrap items-center gap-2">
                    <StatusBadge status={lead.status} />
                    <span className="text-xs text-ink-muted">{words.kinds[lead.kind]}</span>
                    <span className="ms-auto text-xs text-ink-muted">
                      <time dateTime={lead.created_at}>{formatDhakaTime(lead.created_at)}</time>
                    </span>
                  </p>
                  <Link
                    to={`/admin/leads/${lead.id}`}
                    className={`${linkClass} mt-1 block [overflow-wrap:anywhere]`}
                  >
                    {lead.subject}
                  </Link>
                  <p className="text-sm text-ink-muted">
                    {[
                      lead.value_taka !== null ? formatTaka(lead.value_taka, "en-IN") : null,
                      lead.reference && lead.amount !== null
                        ? `${fill(c.order, {
                            reference: lead.reference,
                            amount: formatTaka(lead.amount, "en-IN"),
                          })} · ${
                            lead.paid_at
                              ? fill(c.paid, { day: formatStaffDay(lead.paid_at) })
                              : c.unpaid
                          }`
                        : null,
                      lead.assignee_name,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </li>
              ))}
            </ul>
          </section>
          <section className={panelClass} aria-labelledby="contact-comments">
            <h2 id="contact-comments" className="mb-2 font-bold">
              {c.comments}
            </h2>
            {comments.length ? (
              <ul className="grid gap-3">
                {comments.map((comment) => (
                  <li key={comment.id} className="border-s-2 border-brand-300 ps-3 text-sm">
                    <p className="text-ink-muted">
                      {comment.post_slug} · {words.comments.tabs[comment.status]} ·{" "}
                      {formatDhakaTime(comment.created_at)}
                    </p>
                    <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">
                      {comment.body}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-ink-muted">{c.noComments}</p>
            )}
          </section>
        </div>
        <div className="grid content-start gap-4">
          <section className={panelClass}>
            <dl className="grid gap-2">
              {emails.map((email) => (
                <div key={email}>
                  <dt className="text-sm font-semibold text-ink-muted">{c.email}</dt>
                  <dd className="[overflow-wrap:anywhere]">
                    <a href={`mailto:${email}`} className={linkClass}>
                      {email}
                    </a>
                  </dd>
                </div>
              ))}
              {phones.map((phone) => (
                <div key={phone.e164}>
                  <dt className="text-sm font-semibold text-ink-muted">{c.phone}</dt>
                  <dd>
                    <a href={`tel:${phone.e164}`} className={`${linkClass} whitespace-nowrap`}>
                      {phone.asRead}
                    </a>
                  </dd>
                </div>
              ))}
              <div>
                <dt className="text-sm font-semibold text-ink-muted">{c.since}</dt>
                <dd>{formatDhakaTime(contact.created_at)}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink-muted">{c.newsletter}</dt>
                <dd>
                  {subscription.length
                    ? subscription.map((row) => (
                        <p key={row.email}>
                          {fill(c.subscription, {
                            email: row.email,
                            state: words.subscribers.tabs[row.status],
                            date: formatDhakaTime(row.subscribed_at),
                          })}
                        </p>
                      ))
                    : c.notSubscribed}
                </dd>
              </div>
            </dl>
          </section>
          <section className={panelClass}>
            <Form method="post" className="grid gap-3" key={contact.notes ?? ""}>
              <TextAreaField
                name="notes"
                label={c.notes}
                hint={c.notesHint}
                rows={4}
                maxLength={MAX_CONTACT_NOTES}
                defaultValue={
                  actionData?.intent === "notes" ? actionData.typed.notes : (contact.notes ?? "")
                }
              />
              <SubmitButton intent="notes" pending={c.saveNotes}>
                {c.saveNotes}
              </SubmitButton>
            </Form>
          </section>
          <section className={panelClass} aria-labelledby="contact-merge">
            <h2 id="contact-merge" className="mb-1 font-bold">
              {c.merge}
            </h2>
            <p className="mb-3 text-sm text-ink-muted">{c.mergeHint}</p>
            <Form method="post" className="grid gap-3">
              <Field
                name="other"
                label={c.mergeField}
                required
                autoComplete="off"
                defaultValue={actionData?.intent === "merge" ? actionData.typed.other : ""}
                error={actionData?.intent === "merge" ? actionData.error : undefined}
              />
              <SubmitButton intent="merge" pending={c.mergeSubmit} variant="secondary">
                {c.mergeSubmit}
              </SubmitButton>
            </Form>
          </section>
        </div>
      </div>
    </>
  );
}
