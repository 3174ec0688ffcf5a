import type { Route } from "./+types/insights";
import { DailyChart, Figure, InsightsTable, SpeedPanel } from "../components/insights-parts";
import {
  inputClass,
  labelClass,
  Notice,
  primaryButton,
  StateTabs,
  WorkspaceHeading,
} from "~/components/workspace/shell";
import { insightsWords, workspaceCommon } from "~/content/workspace";
import { fill, formatStaffDay } from "~/lib/format";
import { workspaceMeta } from "~/lib/workspace";
import { dhakaDay } from "~/lib/dhaka-time";
import { backendContext } from "~/platform/context.server";
import { insightsReport, lastDays, periodOf, SPEED_THRESHOLDS } from "../insights-report.server";
import { insightsTables } from "../insights-tables.server";

const words = { ...insightsWords, ...workspaceCommon };

const w = words.insights;

export async function loader({ request, context }: Route.LoaderArgs) {
  const today = dhakaDay(Date.now());
  const { period, unreadable } = periodOf(new URL(request.url).searchParams, today);
  const { db, content } = context.get(backendContext);
  const made = (await content.madeLandings()).map((version) => `/${version.slug}`);
  const report = await insightsReport(db, period, made);
  return {
    period,
    before: report.before,
    summary: report.summary,
    summaryBefore: report.summaryBefore,
    series: report.series,
    speed: report.speed,
    thresholds: SPEED_THRESHOLDS,
    tables: insightsTables(report, w),
    unreadable: Boolean(unreadable),
    presets: w.presets.map(([days, label]) => ({
      days: String(days),
      label,
      ...lastDays(days, today),
    })),
    today,
  };
}

export const meta: Route.MetaFunction = () => workspaceMeta(w.title, words.name);

const query = ({ from, to }: { from: string; to: string }) => `from=${from}&to=${to}`;

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { period, before, summary, summaryBefore, series, tables, presets, today } = loaderData;
  const range = (p: { from: string; to: string }) =>
    fill(w.period, { from: formatStaffDay(p.from), to: formatStaffDay(p.to) });
  const csv = (table: string) => `/admin/insights/export.csv?table=${table}&${query(period)}`;
  const f = w.figures;
  return (
    <>
      <WorkspaceHeading title={w.title}>
        <p className="text-sm text-ink-muted">
          <span className="font-semibold text-ink">{range(period)}</span>
          <br />
          {fill(w.comparedWith, {
            from: formatStaffDay(before.from),
            to: formatStaffDay(before.to),
          })}
        </p>
      </WorkspaceHeading>
      <p className="-mt-3 mb-4 max-w-prose text-ink-muted">{w.intro}</p>
      {loaderData.unreadable ? <Notice tone="error">{w.badPeriod}</Notice> : null}
      <div className="mb-5 flex flex-wrap items-end gap-x-4 gap-y-3">
        <StateTabs
          label={w.title}
          className=""
          tabs={Object.fromEntries(presets.map((preset) => [preset.days, preset.label]))}
          current={
            presets.find((preset) => preset.from === period.from && preset.to === period.to)?.days
          }
          href={(days) => `/admin/insights?${query(presets.find((p) => p.days === days)!)}`}
        />
        <form method="get" className="flex flex-wrap items-end gap-2">
          <label>
            <span className={labelClass}>{w.from}</span>
            <input
              type="date"
              name="from"
              defaultValue={period.from}
              max={today}
              required
              className={inputClass}
            />
          </label>
          <label>
            <span className={labelClass}>{w.to}</span>
            <input
              type="date"
              name="to"
              defaultValue={period.to}
              max={today}
              required
              className={inputClass}
            />
          </label>
          <button type="submit" className={primaryButton}>
            {w.show}
          </button>
        </form>
      </div>
      <dl className="mb-5 grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
        {(Object.keys(f) as (keyof typeof f)[]).map((key) => (
          <Figure
            key={key}
            label={f[key]}
            hint={(w.figureHints as Partial<Record<string, string>>)[key]}
            value={summary[key]}
            before={summaryBefore[key]}
            taka={key === "value"}
          />
        ))}
      </dl>
      <div className="grid gap-5">
        <DailyChart days={series} table={tables.days} csv={csv("days")} />
        <InsightsTable table={tables.campaigns} csv={csv("campaigns")} />
        <InsightsTable table={tables.landings} csv={csv("landings")} />
        <div className="grid gap-5 lg:grid-cols-2">
          <InsightsTable table={tables.sources} csv={csv("sources")} limit={15} />
          <InsightsTable table={tables.goals} csv={csv("goals")} />
        </div>
        <InsightsTable table={tables.pages} csv={csv("pages")} limit={20} />
        <SpeedPanel
          speeds={loaderData.speed}
          thresholds={loaderData.thresholds}
          csv={csv("speed")}
        />
      </div>
    </>
  );
}
