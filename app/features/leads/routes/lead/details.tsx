import { LeadForm } from "./lead-form";
import { Link } from "react-router";
import type { FailedChange, LeadPageData } from "../lead";
import { Field, SubmitButton } from "~/components/workspace/form-kit";
import { panelClass } from "~/components/workspace/shell";
import { contactsWords, leadsWords } from "~/content/workspace";
import { fill, formatDhakaTime, formatStaffDay, plural } from "~/lib/format";
import type { ActivityKind } from "~/lib/workspace";
import { dhakaDay } from "~/lib/dhaka-time";

const words = { ...contactsWords, ...leadsWords };

export const linkClass = "font-semibold text-brand-ink underline";

export function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * All the visitor sent, and where the visit came from. A tap on the phone number tells the page
 * (`onContact`), which then offers to log how the call went.
 */
export function LeadDetails({
  data,
  onContact,
}: {
  data: LeadPageData;
  onContact: (kind: ActivityKind) => void;
}) {
  const { lead, details } = data;
  const w = words.lead;
  return (
    <section id="sent" className={`${panelClass} scroll-mt-20`} aria-labelledby="sent-title">
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
            <a
              href={`tel:${lead.phone}`}
              className={`${linkClass} whitespace-nowrap`}
              onClick={() => onContact("call")}
            >
              {lead.phoneAsRead}
            </a>
          ) : (
            <span className="text-ink-muted">{w.notGiven}</span>
          )}
        </Row>
        {details.map((detail) => (
          <Row key={detail.label} label={detail.label}>
            {detail.value}
          </Row>
        ))}
        <Row label={data.messageLabel}>
          <p className="whitespace-pre-line">{lead.message}</p>
        </Row>
        {lead.contact_id !== null ? (
          <Row label={words.contacts.onLead}>
            <Link to={`/admin/contacts/${lead.contact_id}`} className={linkClass}>
              {plural(words.contacts.allLeads, data.contactLeads, "en")}
            </Link>
          </Row>
        ) : null}
        <Row label={w.received}>
          <time dateTime={lead.created_at}>{formatDhakaTime(lead.created_at)}</time>
        </Row>
        <Row label={w.language}>{lead.language}</Row>
        <Row label={w.sourcePage}>{lead.source_path ?? w.notGiven}</Row>
        <Row label={w.firstPage}>{lead.landing_path ?? w.notRecorded}</Row>
        {lead.cameFrom ? (
          <Row label={w.cameFrom}>
            {lead.cameFrom === "direct" ? w.direct : lead.cameFrom}
            {lead.referrer && lead.referrer !== lead.cameFrom ? (
              <span className="text-ink-muted"> ({lead.referrer})</span>
            ) : null}
          </Row>
        ) : null}
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
    </section>
  );
}

/**
 * An order's payment: when it arrived and its reference once marked paid; until then the form
 * that marks it paid, which sends the customer a receipt.
 */
export function OrderPayment({ data, failed }: { data: LeadPageData; failed?: FailedChange }) {
  const { order, lead, today } = data;
  const w = words.lead.payment;
  if (!order) return null;
  const typed = failed?.intent === "paid" ? failed.typed : undefined;
  return (
    <section id="payment" className={panelClass} aria-labelledby="payment-title">
      <h2 id="payment-title" className="mb-2 font-bold">
        {w.title}
      </h2>
      {order.paid_at ? (
        <dl className="divide-y divide-line">
          <Row label={w.paidOn}>{formatStaffDay(order.paid_at)}</Row>
          <Row label={w.reference}>
            <code>{order.paid_reference}</code>
          </Row>
        </dl>
      ) : (
        <LeadForm className="grid gap-3">
          <p className="text-sm text-ink-muted">{w.unpaid}</p>
          <Field
            name="paidOn"
            type="date"
            label={w.paidOn}
            required
            max={today}
            min={dhakaDay(Date.parse(order.created_at))}
            defaultValue={typed?.paidOn ?? today}
          />
          <Field
            name="reference"
            label={w.reference}
            hint={w.referenceHint}
            required
            maxLength={100}
            autoComplete="off"
            defaultValue={typed?.reference ?? ""}
            error={failed?.intent === "paid" ? failed.error : undefined}
          />
          <p className="text-sm text-ink-muted">{fill(w.hint, { language: lead.language })}</p>
          <div>
            <SubmitButton intent="paid" pending={w.submit}>
              {w.submit}
            </SubmitButton>
          </div>
        </LeadForm>
      )}
    </section>
  );
}
