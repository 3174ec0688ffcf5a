import type { Copy } from "~/content/copy";
import { officeDay } from "./availability";
import type { Db } from "~/platform/db/db.server";
import {
  offeredTimes,
  OFFICE_TIME_ZONE,
  type BookingSetup,
  type MeetingKind,
} from "./booking.server";
import type { Slot } from "./availability";
import type { ShownTime } from "./shown";

/** The time zone a visitor gave, when it is one the browser's and Node's zone data know. */
export function zoneOf(value: string | null | undefined) {
  if (!value || value.length > 64 || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) return;
  try {
    return new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The zones the page offers, named in its language, with the visitor's own when it is another. */
export function zoneChoices(copy: Copy, zone: string) {
  const named = Object.entries(copy.booking.zones).map(([value, label]) => ({ value, label }));
  if (named.some((choice) => choice.value === zone)) return named;
  const city = zone.slice(zone.lastIndexOf("/") + 1).replaceAll("_", " ");
  return [{ value: zone, label: city }, ...named];
}

export const zoneName = (copy: Copy, zone: string) =>
  zoneChoices(copy, zone).find((choice) => choice.value === zone)!.label;

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, zone: string, style: "day" | "short" | "time") {
  const key = `${locale}|${zone}|${style}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      locale,
      {
        day: { weekday: "long", day: "numeric", month: "long", timeZone: zone } as const,
        short: { weekday: "short", day: "numeric", month: "short", timeZone: zone } as const,
        time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone } as const,
      }[style],
    );
    formats.set(key, made);
  }
  return made;
}

export function shownTime(copy: Copy, zone: string, start: number): ShownTime {
  const locale = copy.locale.intl.date;
  return {
    start,
    date: officeDay(zone, start).date,
    day: format(locale, zone, "day").format(start),
    time: format(locale, zone, "time").format(start),
    dhaka: format(locale, OFFICE_TIME_ZONE, "time").format(start),
  };
}

/** The days with times free, in the visitor's zone, each with its times. */
export function daysOf(copy: Copy, zone: string, slots: readonly Slot[]) {
  const days = new Map<string, { date: string; short: string; times: ShownTime[] }>();
  for (const slot of slots) {
    const shown = shownTime(copy, zone, slot.start);
    const short = format(copy.locale.intl.date, zone, "short").format(slot.start);
    const day = days.get(shown.date) ?? { date: shown.date, short, times: [] };
    day.times.push(shown);
    days.set(shown.date, day);
  }
  return [...days.values()];
}

/**
 * What a page offers to choose from for a kind of meeting in a visitor's zone: the days with free
 * times, the day shown (the one asked for, else the first), its times, and whether Dhaka's time
 * goes beside them.
 */
export async function pickerOf(
  copy: Copy,
  db: Db,
  setup: BookingSetup,
  { kind, zone, day: wanted }: { kind: MeetingKind; zone: string; day: string | null },
  now: number,
) {
  const days = daysOf(copy, zone, await offeredTimes(db, setup, kind, now));
  const day = days.find((each) => each.date === wanted) ?? days[0];
  return {
    days: days.map(({ date, short }) => ({ date, short })),
    day: day?.date,
    times: day?.times ?? [],
    showDhaka: zone !== OFFICE_TIME_ZONE,
  };
}
