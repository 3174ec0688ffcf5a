import { DHAKA_OFFSET_MS } from "./dhaka-time";

/**
 * The agency's working calendar: the weekdays it works (0 = Sunday, as the site's facts keep them)
 * and its public holidays (Dhaka days, YYYY-MM-DD). Days are Dhaka calendar days throughout.
 */
export type WorkingWeek = { days: readonly number[]; holidays: readonly string[] };

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a string is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(day: string) {
  const at = Date.parse(`${day}T00:00:00Z`);
  return DAY.test(day) && !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
}

/** The last day YYYY-MM-DD can write: no day is counted past it. */
const LAST_DAY = "9999-12-31";

/** The day `count` calendar days after (or before) another. */
export const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

export const isWorkingDay = (day: string, week: WorkingWeek) =>
  week.days.includes(new Date(`${day}T00:00:00Z`).getUTCDay()) && !week.holidays.includes(day);

/**
 * The `count`th working day after a day (1: the next one): Thursday's next working day is Sunday
 * in a Sunday–Thursday week, and a holiday is stepped over. A week without working days gives
 * the calendar day instead, and none is counted past 9999-12-31, so that nothing loops.
 */
export function addWorkingDays(day: string, count: number, week: WorkingWeek) {
  if (week.days.length === 0) return addDays(day, count);
  let current = day;
  for (let left = count; left > 0 && current < LAST_DAY;) {
    current = addDays(current, 1);
    if (isWorkingDay(current, week)) left -= 1;
  }
  return current;
}

/** How a next step's day stands on a given day: overdue, today or later. */
export function dueState(due: string, today: string): "overdue" | "today" | "later" {
  if (due < today) return "overdue";
  return due === today ? "today" : "later";
}

/** The Dhaka hour (0–23) of an instant. */
export const dhakaHour = (at: number) => new Date(at + DHAKA_OFFSET_MS).getUTCHours();
