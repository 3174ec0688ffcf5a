import type { LeadPageData } from "../lead";
import { LeadForm } from "./lead-form";
import { panelClass, primaryButton, smallButton } from "~/components/workspace/shell";
import { DueLabel } from "../../components/due";
import { leadsWords } from "~/content/workspace";
import { fill, formatTaka } from "~/lib/format";
import { OPEN_STATUSES, type ActivityKind } from "~/lib/workspace";
import { linkClass } from "./details";

const words = leadsWords;

/** The stages a lead is moved to with one tap; "lost" asks why, in the pipeline's form. */
const oneTap = ["new", "contacted", "proposal", "won"] as const;

/**
 * What matters first, in one phone screen: the stage (moved with a tap), the value, the next step,
 * who has it, what they asked, and calling, WhatsApp or replying. A tap on the phone or WhatsApp
 * button tells the page (`onContact`), which then offers to log how it went.
 */
export function LeadSummary({
  data,
  onContact,
}: {
  data: LeadPageData;
  onContact: (kind: ActivityKind) => void;
}) {
  const { lead, today } = data;
  const w = words.lead;
  const s = w.glance;
  const digits = lead.phone?.replace(/\D/g, "");
  const assignee = data.staff.find((person) => person.id === lead.assignee_id)?.name;
  return (
    <section className={`${panelClass} mb-4`} aria-label={s.label}>
      <LeadForm aria-label={s.stage}>
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="at" value="summary" />
        <ol className="grid grid-cols-2 gap-1.5 sm:flex sm:flex-wrap">
          {oneTap.map((stage) => (
            <li key={stage} className="sm:flex-1">
              {stage === lead.status ? (
                <span
                  aria-current="step"
                  className="flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-3 text-sm font-semibold text-white"
                >
                  {words.statuses[stage]}
                </span>
              ) : (
                <button
                  type="submit"
                  name="status"
                  value={stage}
                  className={`${smallButton} w-full px-3`}
                >
                  {words.statuses[stage]}
                </button>
              )}
            </li>
          ))}
        </ol>
      </LeadForm>
      {lead.status === "lost" ? (
        <p className="mt-2 text-sm font-semibold text-ink-muted">
          {fill(s.lost, { reason: lead.lost_reason ?? "" })}
        </p>
      ) : (
        <p className="mt-2 text-end text-sm">
          <a href="#pipeline" className={linkClass}>
            {s.markLost}
          </a>
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-line pt-3">
        <div>
          <dt className="text-xs font-semibold text-ink-muted uppercase">{s.value}</dt>
          <dd className="font-bold text-brand-ink-strong">
            {lead.value_taka === null ? (
              <span className="font-normal text-ink-muted">
                {s.noValue} ·{" "}
                <a href="#deal" className={linkClass}>
                  {s.addValue}
                </a>
              </span>
            ) : (
              formatTaka(lead.value_taka, "en-IN")
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-ink-muted uppercase">{w.assignee}</dt>
          <dd>{assignee ?? words.leads.unassigned}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs font-semibold text-ink-muted uppercase">{s.nextStep}</dt>
          <dd>
            {lead.next_step && lead.next_step_due ? (
              <>
                <span className="[overflow-wrap:anywhere]">{lead.next_step}</span> ·{" "}
                <DueLabel due={lead.next_step_due} today={today} />
              </>
            ) : (
              <span className="text-ink-muted">
                {s.noStep}
                {OPEN_STATUSES.includes(lead.status) ? (
                  <>
                    {" · "}
                    <a href="#next-step" className={linkClass}>
                      {s.planStep}
                    </a>
                  </>
                ) : null}
              </span>
            )}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs font-semibold text-ink-muted uppercase">{lead.subject}</dt>
          <dd>
            <p className="line-clamp-3 whitespace-pre-line [overflow-wrap:anywhere]">
              {lead.message}
            </p>
            <a href="#sent" className={`${linkClass} text-sm`}>
              {s.allSent}
            </a>
          </dd>
        </div>
      </dl>
      <p className="mt-4 grid grid-cols-3 gap-2">
        {lead.phone ? (
          <a
            href={`tel:${lead.phone}`}
            className={`${primaryButton} px-3`}
            onClick={() => onContact("call")}
          >
            {w.call}
          </a>
        ) : null}
        {digits ? (
          <a
            href={`https://wa.me/${digits}`}
            className={`${primaryButton} px-3`}
            rel="noopener"
            target="_blank"
            onClick={() => onContact("whatsapp")}
          >
            {w.whatsapp}
          </a>
        ) : null}
        <a href="#reply" aria-label={w.reply} className={`${primaryButton} px-3`}>
          {w.replyShort}
        </a>
      </p>
    </section>
  );
}
