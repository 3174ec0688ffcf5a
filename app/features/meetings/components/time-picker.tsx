import { useCopy } from "~/components/copy-context";
import { fill } from "~/lib/format";
import type { ShownTime } from "../shown";

/** The days with free times, as links to the same page showing that day's times. */
export function DayLinks({
  days,
  day,
  href,
}: {
  days: readonly { date: string; short: string }[];
  day?: string;
  href: (date: string) => string;
}) {
  const { booking } = useCopy();
  return (
    <nav aria-labelledby="booking-days" className="mt-6">
      <h3 id="booking-days" className="mb-3 font-semibold">
        {booking.days}
      </h3>
      <ul className="flex gap-2 overflow-x-auto pb-2">
        {days.map((each) => (
          <li key={each.date} className="shrink-0">
            <a
              href={href(each.date)}
              aria-current={each.date === day ? "date" : undefined}
              className="block min-h-11 rounded-full border border-line px-4 py-2.5 text-sm font-medium hover:border-brand-600 aria-[current]:border-brand-600 aria-[current]:bg-brand-700 aria-[current]:text-on-brand"
            >
              {each.short}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The times to choose from, as radio buttons: each in the visitor's zone, with Dhaka's beside when
 * that is another, and its day when the times are of several days (the nearest free ones).
 */
export function TimeChoices({
  times,
  showDhaka,
  showDay = false,
  error,
  errorId,
}: {
  times: readonly ShownTime[];
  showDhaka: boolean;
  showDay?: boolean;
  error?: string;
  errorId?: string;
}) {
  const { booking } = useCopy();
  return (
    <fieldset className="sm:col-span-2" aria-describedby={errorId}>
      <legend className="mb-3 font-semibold">{booking.times}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {times.map((time) => (
          <label
            key={time.start}
            className="flex min-h-12 cursor-pointer flex-col justify-center rounded-xl border border-line bg-surface-raised px-3 py-2 transition-colors has-checked:border-brand-600 has-checked:bg-tint"
          >
            <span className="flex items-center gap-2 font-semibold">
              <input
                type="radio"
                name="start"
                value={time.start}
                required
                className="size-4 shrink-0 accent-brand-700"
              />
              <time dateTime={new Date(time.start).toISOString()}>
                {showDay ? `${time.day}, ${time.time}` : time.time}
              </time>
            </span>
            {showDhaka ? (
              <span className="text-xs text-ink-muted">
                {fill(booking.dhaka, { time: time.dhaka })}
              </span>
            ) : null}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-accent-ink">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
