import { LeadForm } from "./lead-form";
import type { FailedChange, LeadPageData } from "../lead";
import { Field, SelectField, SubmitButton } from "~/components/workspace/form-kit";
import { panelClass, smallButton } from "~/components/workspace/shell";
import { DueLabel } from "../../components/due";
import { leadsWords } from "~/content/workspace";
import { fill, formatStaffDay, formatTaka } from "~/lib/format";
import { leadStatuses, OPEN_STATUSES } from "~/lib/workspace";

const words = leadsWords;

/** What was typed into a form that was refused, so that nothing has to be typed again. */
const typedIn = (failed: FailedChange | undefined, intent: string) =>
  failed?.intent === intent ? failed.typed : undefined;

/** The error of a refused form, shown at the form it came from. */
const errorOf = (failed: FailedChange | undefined, intent: string) =>
  failed?.intent === intent ? failed.error : undefined;

/** Where the lead is: its status, deal and assignee; and what is next (see `NextStep`). */
export function LeadPipeline({ data, failed }: { data: LeadPageData; failed?: FailedChange }) {
  const { lead, staff } = data;
  const w = words.lead;
  const deal = typedIn(failed, "deal");
  return (
    <section id="pipeline" className={panelClass} aria-labelledby="pipeline-title">
      <h2 id="pipeline-title" className="mb-3 font-bold">
        {w.pipeline}
      </h2>
      <LeadForm className="grid gap-3">
        <SelectField
          name="status"
          label={w.status}
          defaultValue={lead.status}
          options={leadStatuses.map((status) => ({
            value: status,
            label: words.statuses[status],
          }))}
        />
        <Field
          name="lostReason"
          label={w.lostReason}
          hint={w.lostReasonHint}
          maxLength={300}
          defaultValue={lead.lost_reason ?? ""}
          error={errorOf(failed, "status")}
        />
        <SubmitButton intent="status" pending={w.saveStatus}>
          {w.saveStatus}
        </SubmitButton>
      </LeadForm>
      {/* Saved, the deal shows as stored ("1.5 lakh" becomes 1,50,000): a new form for it. */}
      <LeadForm
        key={`deal-${lead.value_taka}-${lead.close_month}`}
        id="deal"
        className="mt-5 grid gap-3 border-t border-line pt-4"
      >
        <h3 className="font-semibold">{w.deal}</h3>
        <Field
          name="value"
          label={w.value}
          hint={w.valueHint}
          autoComplete="off"
          defaultValue={
            deal?.value ??
            (lead.value_taka === null ? "" : formatTaka(lead.value_taka, "en-IN").slice(1))
          }
          error={errorOf(failed, "deal")}
        />
        <Field
          name="closeMonth"
          type="month"
          label={w.closeMonth}
          defaultValue={deal?.closeMonth ?? lead.close_month ?? ""}
        />
        <SubmitButton intent="deal" pending={w.saveDeal}>
          {w.saveDeal}
        </SubmitButton>
      </LeadForm>
      <LeadForm className="mt-5 grid gap-3 border-t border-line pt-4">
        <SelectField
          name="assignee"
          label={w.assignee}
          defaultValue={lead.assignee_id ?? ""}
          error={errorOf(failed, "assignee")}
          options={[
            { value: "", label: words.leads.unassigned },
            ...staff.map((person) => ({ value: String(person.id), label: person.name })),
          ]}
        />
        <SubmitButton intent="assignee" pending={w.saveAssignee}>
          {w.saveAssignee}
        </SubmitButton>
      </LeadForm>
    </section>
  );
}

/**
 * The lead's next step: what and by which working day, with the usual days one tap away (they
 * are submit buttons, so they work without JavaScript too); "Mark done" clears it.
 */
export function NextStep({ data, failed }: { data: LeadPageData; failed?: FailedChange }) {
  const { lead, today, days, workingDays } = data;
  const w = words.lead;
  const open = OPEN_STATUSES.includes(lead.status);
  const typed = typedIn(failed, "next-step");
  return (
    <section id="next-step" className={panelClass} aria-labelledby="next-step-title">
      <h2 id="next-step-title" className="mb-2 font-bold">
        {w.nextStep}
      </h2>
      {lead.next_step && lead.next_step_due ? (
        <div className="mb-4 rounded-xl border border-line bg-surface-muted p-3">
          <p className="font-semibold">{lead.next_step}</p>
          <p className="text-sm">
            <DueLabel due={lead.next_step_due} today={today} />
          </p>
          <LeadForm className="mt-2">
            <SubmitButton intent="step-done" pending={w.stepDone} variant="secondary">
              {w.stepDone}
            </SubmitButton>
          </LeadForm>
        </div>
      ) : (
        <p className="mb-3 text-sm text-ink-muted">{open ? w.noNextStep : w.closedNoStep}</p>
      )}
      {open ? (
        <LeadForm className="grid gap-3" key={`${lead.next_step}-${lead.next_step_due}`}>
          <input type="hidden" name="intent" value="next-step" />
          <Field
            name="what"
            label={w.nextStepWhat}
            hint={w.nextStepWhatHint}
            required
            maxLength={200}
            defaultValue={typed?.what ?? ""}
            error={errorOf(failed, "next-step")}
          />
          <div className="flex flex-wrap gap-2">
            {(Object.keys(days) as (keyof typeof days)[]).map((key) => (
              <button
                key={key}
                type="submit"
                name="dueQuick"
                value={days[key]}
                className={smallButton}
              >
                {w.quickDays[key]} · {formatStaffDay(days[key])}
              </button>
            ))}
          </div>
          <Field
            name="due"
            type="date"
            label={w.nextStepDue}
            hint={fill(w.nextStepDueHint, { days: workingDays })}
            min={today}
            defaultValue={typed?.due ?? lead.next_step_due ?? ""}
          />
          <SubmitButton pending={w.saveNextStep}>{w.saveNextStep}</SubmitButton>
        </LeadForm>
      ) : null}
    </section>
  );
}
