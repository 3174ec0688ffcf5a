import { Badge } from "~/components/workspace/shell";
import { newsletterWords } from "~/content/workspace";
import { fill } from "~/lib/format";

const words = newsletterWords;

const c = words.campaigns;

const statusTone: Record<keyof typeof c.statuses, string> = {
  draft: "bg-slate-200 text-slate-800",
  scheduled: "bg-sky-50 text-sky-800",
  sending: "bg-sand-100 text-amber-900",
  sent: "bg-brand-100 text-brand-900",
};

/** Where a campaign is: draft, scheduled, sending or sent. */
export function CampaignStatus({ status }: { status: keyof typeof c.statuses }) {
  return <Badge tone={statusTone[status]}>{c.statuses[status]}</Badge>;
}

export type Figures = { sent: number; waiting: number; failed: number; unsubscribed: number };

/** A campaign's figures: sent, waiting, refused and unsubscribed. */
export function CampaignFigures({ figures, compact }: { figures: Figures; compact?: boolean }) {
  const shown = (Object.keys(c.figures) as (keyof Figures)[]).filter(
    (key) => !compact || key !== "waiting" || figures.waiting > 0,
  );
  return (
    <dl className={`grid grid-cols-2 gap-x-6 gap-y-1 ${compact ? "text-sm" : "sm:grid-cols-4"}`}>
      {shown.map((key) => (
        <div key={key} className={compact ? "flex gap-1.5" : "flex flex-col-reverse"}>
          <dt className="text-ink-muted">{c.figures[key]}</dt>
          <dd className={compact ? "font-semibold" : "text-2xl font-bold tabular-nums"}>
            {figures[key].toLocaleString("en-IN")}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** How far a campaign that is sending has got, as a bar and in words. */
export function CampaignProgress({ figures, total }: { figures: Figures; total: number }) {
  const done = figures.sent + figures.failed;
  return (
    <div>
      <progress
        className="h-3 w-full overflow-hidden rounded-full accent-brand-700"
        max={Math.max(total, 1)}
        value={done}
        aria-describedby="campaign-progress"
      />
      <p id="campaign-progress" className="mt-1 text-sm text-ink-muted" aria-live="polite">
        {fill(c.progress, {
          done: done.toLocaleString("en-IN"),
          total: total.toLocaleString("en-IN"),
        })}
      </p>
    </div>
  );
}
