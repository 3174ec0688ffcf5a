import { Link, useRouteLoaderData } from "react-router";
import type { workspaceLoader } from "~/features/staff";
import type { Route } from "./+types/dashboard";
import { panelClass, WorkspaceHeading } from "~/components/workspace/shell";
import { dashboardWords, leadsWords, workspaceCommon } from "~/content/workspace";
import { workspaceMeta } from "~/lib/workspace";
import { mayOpen } from "~/lib/workspace/sections";
import { fill, formatDhakaTime, formatStaffMonth, formatTaka, plural } from "~/lib/format";
import { dashboard } from "../dashboard.server";
import { DueLabel } from "../components/due";
import { factsIn } from "~/content/copy";
import { backendContext, staffContext } from "~/platform/context.server";

const words = { ...dashboardWords, ...leadsWords, ...workspaceCommon };

/** The week's leads for those who work them; an editor, who sees no leads, gets their sections. */
export async function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(staffContext);
  return {
    leads: mayOpen(user.role, "leads")
      ? await dashboard(context.get(backendContext).db, user.id)
      : null,
    /** The office's working days as the site's facts have them, for the "waiting" hint. */
    workingDays: factsIn("en").text("{office.days}"),
  };
}

export const meta: Route.MetaFunction = () => workspaceMeta(words.dashboard.title, words.name);

function Figure({ label, value, href }: { label: string; value: number; href?: string }) {
  const body = (
    <>
      <span className="block text-3xl font-bold text-brand-ink-strong">{value}</span>
      <span className="text-sm text-ink-muted">{label}</span>
    </>
  );
  return href ? (
    <Link to={href} className={`${panelClass} block hover:border-brand-600`}>
      {body}
    </Link>
  ) : (
    <div className={panelClass}>{body}</div>
  );
}

function Breakdown({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: [string, number][];
  empty: string;
}) {
  return (
    <section className={panelClass} aria-label={title}>
      <h2 className="mb-3 font-bold">{title}</h2>
      {rows.length ? (
        <ul className="divide-y divide-line">
          {rows.map(([label, count]) => (
            <li key={label} className="flex justify-between gap-4 py-2">
              <span className="break-all">{label}</span>
              <span className="font-semibold">{count}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">{empty}</p>
      )}
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const d = words.dashboard;
  // Counted once for every workspace page, by the layout that shows it beside "Leads".
  const unread = useRouteLoaderData<typeof workspaceLoader>("workspace")?.counts.leads ?? 0;
  if (!loaderData.leads) {
    return (
      <>
        <WorkspaceHeading title={d.title} />
        <div className={panelClass}>
          <p>{d.withoutLeads}</p>
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            <Link to="/admin/content" className="font-semibold text-brand-ink underline">
              {d.openContent}
            </Link>
            <Link to="/admin/comments" className="font-semibold text-brand-ink underline">
              {d.openComments}
            </Link>
          </p>
        </div>
      </>
    );
  }
  const { today, week, waiting, pipeline, won, mine, day } = loaderData.leads;
  const taka = (value: number) => formatTaka(value, "en-IN");
  return (
    <>
      <WorkspaceHeading title={d.title}>
        <Link to="/admin/leads" className="font-semibold text-brand-ink underline">
          {d.openInbox}
        </Link>
      </WorkspaceHeading>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={d.today} value={today.total} />
        <Figure label={d.week} value={week.total} />
        <Figure label={d.unread} value={unread} href="/admin/leads" />
        <Figure label={d.waiting} value={waiting.length} href="#waiting" />
      </div>
      <section className={`${panelClass} mt-4`} aria-labelledby="mine-title">
        <h2 id="mine-title" className="font-bold">
          {d.mine}
        </h2>
        {mine.length ? (
          <ul className="mt-2 divide-y divide-line">
            {mine.map((lead) => (
              <li key={lead.id} className="py-2.5">
                <Link
                  to={`/admin/leads/${lead.id}#next-step`}
                  className="font-semibold text-brand-ink-strong underline"
                >
                  {lead.next_step}
                </Link>
                <p className="text-sm">
                  <DueLabel due={lead.next_step_due!} today={day} /> ·{" "}
                  <span className="text-ink-muted">{lead.name}</span>
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-ink-muted">{d.mineNone}</p>
        )}
      </section>
      <section className={`${panelClass} mt-4`} aria-labelledby="pipeline-title">
        <h2 id="pipeline-title" className="font-bold">
          {d.pipeline}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{d.pipelineHint}</p>
        <dl className="mt-3 grid gap-3 sm:grid-cols-4">
          {pipeline.map((stage) => (
            <div key={stage.status} className="rounded-lg border border-line bg-surface-muted p-3">
              <dt className="text-sm font-semibold text-ink-muted">
                {words.statuses[stage.status]}
              </dt>
              <dd className="font-bold text-brand-ink-strong">
                {fill(plural(d.stage, stage.count, "en"), { value: taka(stage.value) })}
              </dd>
            </div>
          ))}
          <div className="rounded-lg border border-brand-600/40 bg-surface-muted p-3">
            <dt className="text-sm font-semibold text-ink-muted">
              {fill(d.wonThisMonth, { month: formatStaffMonth(won.month) })}
            </dt>
            <dd className="font-bold text-brand-ink-strong">
              {fill(plural(d.won, won.count, "en"), { value: taka(won.value) })}
            </dd>
          </div>
        </dl>
      </section>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Breakdown
          title={d.byKind}
          rows={week.byKind.map(([kind, count]) => [words.kinds[kind], count])}
          empty={d.noneThisWeek}
        />
        <Breakdown
          title={d.byPage}
          rows={week.byPage.map(([page, count]) => [page || d.noPage, count])}
          empty={d.noneThisWeek}
        />
      </div>
      <section id="waiting" className={`${panelClass} mt-4`} aria-labelledby="waiting-title">
        <h2 id="waiting-title" className="font-bold">
          {d.waiting}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {fill(d.waitingHint, { days: loaderData.workingDays })}
        </p>
        {waiting.length ? (
          <ul className="mt-3 divide-y divide-line">
            {waiting.map((lead) => (
              <li key={lead.id} className="py-2.5">
                <Link
                  to={`/admin/leads/${lead.id}`}
                  className="font-semibold text-brand-ink-strong underline"
                >
                  {lead.name}
                </Link>{" "}
                <span className="text-ink-muted">· {lead.subject}</span>
                <p className="text-sm text-accent-700">
                  {words.statuses[lead.status]} ·{" "}
                  {fill(d.lastActivity, { date: formatDhakaTime(lead.activity_at) })}
                  {lead.assignee_name ? ` · ${lead.assignee_name}` : ""}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-brand-ink-strong">{d.noneWaiting}</p>
        )}
      </section>
    </>
  );
}
