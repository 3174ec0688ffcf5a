import { panelClass } from "~/components/workspace/shell";
import { insightsWords } from "~/content/workspace";
import { fill, formatNumber, formatStaffDay, formatTaka, plural } from "~/lib/format";
import { movementOf, type CellKind, type InsightsTable as Table } from "~/lib/insights";

const words = insightsWords;

const w = words.insights;
const count = (value: number) => formatNumber(value, "en-IN");
const percent = (share: number) =>
  share.toLocaleString("en-IN", { style: "percent", maximumFractionDigits: 1 });

/** A cell of an insights table, written for reading. */
function cell(value: string | number | null, kind: CellKind) {
  if (value === null) return "–";
  if (typeof value === "string") return value;
  if (kind === "taka") return value ? formatTaka(value, "en-IN") : "–";
  if (kind === "share") return percent(value);
  return count(value);
}

/** How a figure moved from the period before, in words and colour. */
function Change({ now, before }: { now: number; before: number }) {
  const { direction, share } = movementOf(now, before);
  if (direction === "same" || direction === "fresh") {
    return <span className="text-ink-muted">{w.change[direction]}</span>;
  }
  const up = direction === "up";
  return (
    <span className={up ? "text-brand-ink-strong" : "text-accent-700"}>
      <span aria-hidden="true">{up ? "▲ " : "▼ "}</span>
      {fill(w.change[direction], { percent: percent(share) })}
    </span>
  );
}

/** One of the headline figures, with how it moved. */
export function Figure({
  label,
  hint,
  value,
  before,
  taka,
}: {
  label: string;
  hint?: string;
  value: number;
  before: number;
  taka?: boolean;
}) {
  // Taka run long ("৳37,00,000"): on a phone that figure takes the row.
  return (
    <div className={`${panelClass} flex flex-col gap-1 ${taka ? "col-span-2 md:col-span-1" : ""}`}>
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="text-2xl font-bold whitespace-nowrap tabular-nums text-brand-ink-strong xl:text-xl">
        {taka ? formatTaka(value, "en-IN") : count(value)}
      </dd>
      <dd className="text-xs">
        <Change now={value} before={before} />
      </dd>
      {hint ? <dd className="text-xs text-ink-muted">{hint}</dd> : null}
    </div>
  );
}

type Day = { day: string; visits: number; views: number; leads: number };

/**
 * Visits per day as bars and leads per day as a line, each on its own scale (its highest day at
 * the top). Drawn on the server; the scales and days are written beside the drawing, in the page's
 * text, so that they stay readable at any width; the days are also a table for screen readers and
 * for anyone who would rather read.
 */
export function DailyChart({ days, table, csv }: { days: Day[]; table: Table; csv: string }) {
  const c = w.chart;
  const most = Math.max(1, ...days.map((day) => day.visits));
  const mostLeads = Math.max(1, ...days.map((day) => day.leads));
  const busiest = days.reduce((best, day) => (day.visits > best.visits ? day : best), days[0]!);
  const total = (key: "visits" | "leads") => days.reduce((sum, day) => sum + day[key], 0);
  const first = days[0]!.day;
  const last = days.at(-1)!.day;
  const summary = total("visits")
    ? fill(c.summary, {
        visits: plural(c.visitCount, total("visits"), "en-IN"),
        leads: plural(c.leadCount, total("leads"), "en-IN"),
        from: formatStaffDay(first),
        to: formatStaffDay(last),
        day: formatStaffDay(busiest.day),
        max: plural(c.visitCount, busiest.visits, "en-IN"),
      })
    : fill(c.quiet, { from: formatStaffDay(first), to: formatStaffDay(last) });
  const height = 100;
  const y = (value: number, top: number) => height - (value / top) * (height - 4);
  const line = days
    .map((day, i) => `${(i + 0.5).toFixed(2)},${y(day.leads, mostLeads).toFixed(2)}`)
    .join(" ");
  return (
    <figure className={`${panelClass} min-w-0`}>
      <figcaption className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <span className="font-bold">{c.title}</span>
        <span className="flex gap-4 text-sm">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand-600" />
            {c.visits}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-accent-600" />
            {c.leads}
          </span>
        </span>
      </figcaption>
      <div className="flex justify-between text-xs text-ink-muted" aria-hidden="true">
        <span>{plural(c.visitCount, most, "en-IN")}</span>
        <span>{plural(c.leadCount, mostLeads, "en-IN")}</span>
      </div>
      <svg
        viewBox={`0 0 ${days.length} ${height}`}
        preserveAspectRatio="none"
        className="mt-1 h-40 w-full border-b border-line sm:h-56"
        role="img"
        aria-label={summary}
      >
        {days.map((day, i) =>
          day.visits ? (
            <rect
              key={day.day}
              x={i + 0.15}
              width={0.7}
              y={y(day.visits, most)}
              height={height - y(day.visits, most)}
              className="fill-brand-600"
            />
          ) : null,
        )}
        <polyline
          points={line}
          fill="none"
          className="stroke-accent-600"
          strokeWidth={2}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div className="mt-1 flex justify-between text-xs text-ink-muted" aria-hidden="true">
        <span>{formatStaffDay(first)}</span>
        <span>{formatStaffDay(last)}</span>
      </div>
      <p className="mt-3 text-sm">{summary}</p>
      <details className="mt-2 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-ink-strong">
          {c.asTable}
        </summary>
        <CsvLink href={csv} title={table.title} />
        <TableBody
          table={{
            ...table,
            rows: table.rows.map(([day, ...rest]) => [formatStaffDay(String(day)), ...rest]),
          }}
        />
      </details>
    </figure>
  );
}

/**
 * A table; one wider than a phone scrolls sideways within its box, says so, shadows the side where
 * more columns wait and keeps its first column in view.
 */
function TableBody({ table }: { table: Table }) {
  const wide = table.columns.length > 4;
  return (
    <>
      {wide ? <p className="mb-1 text-xs text-ink-muted sm:hidden">{w.swipe}</p> : null}
      <div
        className="scroll-cue -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
        // Reached by the keyboard, to be scrolled with the arrow keys.
        tabIndex={0}
      >
        <table className={`w-full text-sm ${wide ? "min-w-[36rem]" : ""}`}>
          <thead>
            <tr className="border-b border-line text-start">
              {table.columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={`px-2 py-2 font-semibold text-ink-muted ${column.kind === "text" ? "text-start" : "text-end"}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((value, i) => {
                  const kind = table.columns[i]!.kind;
                  return i === 0 ? (
                    <th
                      key={i}
                      scope="row"
                      className="sticky start-0 min-w-32 bg-surface-raised px-2 py-2 text-start font-semibold [overflow-wrap:anywhere]"
                    >
                      {cell(value, kind)}
                    </th>
                  ) : (
                    <td
                      key={i}
                      className={`px-2 py-2 tabular-nums ${kind === "text" ? "text-start" : "text-end whitespace-nowrap"}`}
                    >
                      {cell(value, kind)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function CsvLink({ href, title }: { href: string; title: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-ink-strong underline underline-offset-4"
    >
      {/* One run of text, so that the flex box keeps the space after "Download". */}
      <span>
        {w.download.visible[0]}
        <span className="sr-only">{fill(w.download.hidden, { table: title })}</span>
        {w.download.visible[1]}
      </span>
    </a>
  );
}

/** One of the insights' tables, with what it counts and its CSV download. */
export function InsightsTable({
  table,
  csv,
  limit,
}: {
  table: Table;
  csv: string;
  limit?: number;
}) {
  const shown = limit ? { ...table, rows: table.rows.slice(0, limit) } : table;
  return (
    <section className={`${panelClass} min-w-0`} aria-labelledby={`insights-${table.id}`}>
      <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
        <h2 id={`insights-${table.id}`} className="text-lg font-bold">
          {table.title}
        </h2>
        <CsvLink href={csv} title={table.title} />
      </div>
      <p className="mb-3 max-w-prose text-sm text-ink-muted">{table.hint}</p>
      {table.rows.length ? (
        <TableBody table={shown} />
      ) : (
        <p className="text-ink-muted">{table.empty}</p>
      )}
    </section>
  );
}

type SpeedName = keyof typeof w.speed.names;
type Rating = keyof typeof w.speed.ratings;
type Speeds = {
  metrics: {
    name: SpeedName;
    p75: number | null;
    mobile: number | null;
    desktop: number | null;
    samples: number;
    rating: Rating | null;
  }[];
  pages: { path: string; p75: number; samples: number }[];
};

/** A speed as people read it: a score for layout shift, milliseconds or seconds for times. */
const speed = (name: SpeedName, value: number | null) =>
  value === null
    ? "–"
    : name === "CLS"
      ? value.toFixed(2)
      : value >= 1000
        ? `${(value / 1000).toFixed(1)} s`
        : `${Math.round(value)} ms`;

const ratingTone: Record<Rating, string> = {
  good: "bg-brand-100 text-brand-900",
  improve: "bg-sand-100 text-amber-900",
  poor: "bg-accent-100 text-accent-700",
};

/**
 * Where a 75th percentile stands against Google's thresholds: the good, needs-improvement and
 * poor bands, and a mark at the value (a value beyond the drawing sits at its end).
 */
function Gauge({ value, good, poor }: { value: number; good: number; poor: number }) {
  const end = poor * 1.5;
  const at = (x: number) => `${(Math.min(x, end) / end) * 100}%`;
  return (
    <div aria-hidden="true" className="relative mt-2 h-2.5 overflow-visible rounded-full">
      <div className="flex h-full overflow-hidden rounded-full">
        <span className="bg-brand-500" style={{ width: at(good) }} />
        <span className="bg-amber-400" style={{ width: `calc(${at(poor)} - ${at(good)})` }} />
        <span className="flex-1 bg-accent-500" />
      </div>
      <span
        className="absolute -top-1 h-4.5 w-1 -translate-x-1/2 rounded-full bg-ink ring-2 ring-surface-raised"
        style={{ left: at(value) }}
      />
    </div>
  );
}

/** The speeds visitors' browsers measured, each against Google's thresholds, and the slowest pages. */
export function SpeedPanel({
  speeds,
  thresholds,
  csv,
}: {
  speeds: Speeds;
  thresholds: Record<SpeedName, { good: number; poor: number }>;
  csv: string;
}) {
  const s = w.speed;
  const measured = speeds.metrics.some((metric) => metric.samples > 0);
  return (
    <section className={`${panelClass} min-w-0`} aria-labelledby="insights-speed">
      <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
        <h2 id="insights-speed" className="text-lg font-bold">
          {s.title}
        </h2>
        <CsvLink href={csv} title={s.title} />
      </div>
      <p className="mb-4 max-w-prose text-sm text-ink-muted">{s.hint}</p>
      {measured ? (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {speeds.metrics.map((metric) => (
              <li key={metric.name} className="rounded-xl border border-line p-3">
                <p className="text-sm font-semibold">
                  {s.names[metric.name]} <span className="text-ink-muted">({metric.name})</span>
                </p>
                <p className="mt-1 flex flex-wrap items-baseline gap-2">
                  <span className="text-2xl font-bold tabular-nums">
                    {speed(metric.name, metric.p75)}
                  </span>
                  {metric.rating ? (
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${ratingTone[metric.rating]}`}
                    >
                      {s.ratings[metric.rating]}
                    </span>
                  ) : null}
                </p>
                {metric.p75 !== null ? (
                  <Gauge value={metric.p75} {...thresholds[metric.name]} />
                ) : null}
                <dl className="mt-3 grid grid-cols-3 gap-1 text-xs">
                  {(["mobile", "desktop", "samples"] as const).map((key) => (
                    <div key={key}>
                      <dt className="text-ink-muted">{s[key]}</dt>
                      <dd className="font-semibold tabular-nums">
                        {key === "samples"
                          ? count(metric.samples)
                          : speed(metric.name, metric[key])}
                      </dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-2 text-xs text-ink-muted">
                  {fill(s.thresholds, {
                    good: speed(metric.name, thresholds[metric.name].good),
                    poor: speed(metric.name, thresholds[metric.name].poor),
                  })}
                </p>
              </li>
            ))}
          </ul>
          {speeds.pages.length ? (
            <>
              <h3 className="mt-5 font-bold">{s.pages}</h3>
              <p className="mb-2 text-sm text-ink-muted">{s.pagesHint}</p>
              <TableBody
                table={{
                  id: "speed",
                  title: s.pages,
                  hint: "",
                  empty: "",
                  columns: [
                    { label: s.page, kind: "text" },
                    { label: "LCP", kind: "measure" },
                    { label: s.samples, kind: "count" },
                  ],
                  rows: speeds.pages
                    .slice(0, 10)
                    .map((page) => [page.path, speed("LCP", page.p75), page.samples]),
                }}
              />
            </>
          ) : null}
        </>
      ) : (
        <p className="text-ink-muted">{s.empty}</p>
      )}
    </section>
  );
}
