/** Dhaka is UTC+6 all year (no daylight saving): the UTC instants a Dhaka day starts and ends. */
export const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

export function dhakaDayStart(day: string) {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - DHAKA_OFFSET_MS).toISOString();
}

export function dhakaDayEnd(day: string) {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - DHAKA_OFFSET_MS + 86_400_000).toISOString();
}

/** The Dhaka calendar day of an instant, as YYYY-MM-DD. */
export const dhakaDay = (at: number) => new Date(at + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/** The Dhaka calendar day of a timestamp, as YYYY-MM-DD; a day (YYYY-MM-DD) is its own. */
export const dhakaDayOf = (iso: string) => (iso.length <= 10 ? iso : dhakaDay(Date.parse(iso)));
