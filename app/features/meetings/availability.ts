import { TZDate } from "@date-fns/tz";

/** A day of the week as `Date.getDay` counts it: 0 is Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A stretch of a working day, as "HH:MM" in the office's time zone. */
export type Stretch = { from: string; to: string };

/** The office: its time zone, the days it works and its public holidays ("YYYY-MM-DD"). */
export type Office = { timeZone: string; days: readonly number[]; holidays: readonly string[] };

/** A person who takes meetings: their working hours by weekday, and their days off. */
export type Host = {
  id: number;
  hours: Partial<Record<Weekday, readonly Stretch[]>>;
  daysOff: readonly string[];
};

/** What a kind of meeting asks of a host's calendar. */
export type MeetingRules = {
  /** Its length. */
  minutes: number;
  /** Kept free before and after each meeting of the host's. */
  bufferMinutes: number;
  /** No meeting starts sooner than this after the visitor books. */
  noticeHours: number;
  /** How far ahead a visitor may book, in the office's days, today included. */
  daysAhead: number;
  /** Who may take it. */
  hosts: readonly number[];
};

/** A meeting a host already has, from its start to its end (milliseconds since the epoch). */
export type Busy = { host: number; start: number; end: number };

/** A time a visitor may book, and who is free to take it. */
export type Slot = { start: number; end: number; hosts: number[] };

const MINUTE = 60_000;

/** The office's date ("YYYY-MM-DD") and weekday at a moment. */
export function officeDay(timeZone: string, at: number) {
  const day = new TZDate(at, timeZone);
  const date = [day.getFullYear(), day.getMonth() + 1, day.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, "0"))
    .join("-");
  return { date, weekday: day.getDay() as Weekday };
}

/** The moment a clock time ("HH:MM") on an office date ("YYYY-MM-DD") is, in the office's zone. */
export function officeMoment(timeZone: string, date: string, time: string) {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime();
}

/** The office dates from today on, `count` of them. */
function officeDates(timeZone: string, now: number, count: number) {
  const today = new TZDate(now, timeZone);
  return Array.from({ length: count }, (_, offset) => {
    const day = new TZDate(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() + offset,
      12,
      0,
      timeZone,
    );
    return officeDay(timeZone, day.getTime());
  });
}

/**
 * The times a visitor may book a kind of meeting, earliest first: every start, a meeting's length
 * apart, within a host's working hours on a day the office works (not a public holiday, not the
 * host's day off), far enough from now and not too far ahead, and clear of the host's meetings by
 * the buffer on both sides. A time is offered once, with every host free for it.
 */
export function freeSlots({
  rules,
  hosts,
  office,
  busy,
  now,
}: {
  rules: MeetingRules;
  hosts: readonly Host[];
  office: Office;
  busy: readonly Busy[];
  now: number;
}): Slot[] {
  const length = rules.minutes * MINUTE;
  const buffer = rules.bufferMinutes * MINUTE;
  const earliest = now + rules.noticeHours * 60 * MINUTE;
  const taking = hosts.filter((host) => rules.hosts.includes(host.id));
  const slots = new Map<number, Slot>();
  for (const { date, weekday } of officeDates(office.timeZone, now, rules.daysAhead)) {
    if (!office.days.includes(weekday) || office.holidays.includes(date)) continue;
    for (const host of taking) {
      if (host.daysOff.includes(date)) continue;
      const theirs = busy.filter((meeting) => meeting.host === host.id);
      for (const stretch of host.hours[weekday] ?? []) {
        const close = officeMoment(office.timeZone, date, stretch.to);
        for (
          let start = officeMoment(office.timeZone, date, stretch.from);
          start + length <= close;
          start += length
        ) {
          const end = start + length;
          if (start < earliest) continue;
          const clashes = theirs.some(
            (meeting) => meeting.start < end + buffer && meeting.end + buffer > start,
          );
          if (clashes) continue;
          const slot = slots.get(start) ?? { start, end, hosts: [] };
          slot.hosts.push(host.id);
          slots.set(start, slot);
        }
      }
    }
  }
  return [...slots.values()].sort((a, b) => a.start - b.start);
}

/** The free times nearest to one that was taken meanwhile, nearest first: what a visitor is offered instead. */
export const nearestSlots = (slots: readonly Slot[], wanted: number, count: number) =>
  [...slots]
    .sort((a, b) => Math.abs(a.start - wanted) - Math.abs(b.start - wanted) || a.start - b.start)
    .slice(0, count);
