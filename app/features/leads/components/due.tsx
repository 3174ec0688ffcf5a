import { leadsWords } from "~/content/workspace";
import { fill, formatStaffDay } from "~/lib/format";
import { dueState } from "~/lib/working-days";

const words = leadsWords;

const tones = {
  overdue: "font-semibold text-accent-700",
  today: "font-semibold text-brand-ink-strong",
  later: "text-ink-muted",
};

/** When a next step is due, as staff read it: overdue, today, or its day. */
export function DueLabel({ due, today }: { due: string; today: string }) {
  const state = dueState(due, today);
  return (
    <span className={tones[state]}>
      {fill(words.lead.due[state], { day: formatStaffDay(due) })}
    </span>
  );
}
