import type { Db } from "~/platform/db/db.server";
import type { Backend } from "~/backend.server";
import { siteFacts } from "~/content/facts";
import type { Facts } from "~/lib/facts-schema";
import {
  freeSlots,
  nearestSlots,
  type Host,
  type Office,
  type Slot,
  type Stretch,
  type Weekday,
} from "./availability";
import { bookMeeting, busyTimes, byLoad, type Booked, type Booker } from "./meetings.server";

/** The agency's clock: office hours, holidays and the meetings' Dhaka times are read on it. */
export const OFFICE_TIME_ZONE = "Asia/Dhaka";

/** Host 0: the agency's shared calendar, for a kind no one in particular takes. */
export const AGENCY_HOST = 0;

/** What booking reads: the facts in force, and the staff accounts that may take meetings. */
export type BookingSetup = {
  company: Facts["company"];
  meetings: Facts["meetings"];
  staff: readonly { id: number; email: string }[];
};

/** What booking reads now: the facts in force, and the staff accounts that are not deactivated. */
export async function bookingSetup(backend: Pick<Backend, "workspace">): Promise<BookingSetup> {
  const facts = siteFacts();
  const accounts = await backend.workspace.accounts.list();
  return {
    company: facts.company,
    meetings: facts.meetings,
    staff: accounts.filter((account) => account.deactivated_at === null),
  };
}

export type MeetingKind = Facts["meetings"]["kinds"][number];

const DAY_MS = 24 * 60 * 60 * 1000;

export const officeOf = (company: Facts["company"]): Office => ({
  timeZone: OFFICE_TIME_ZONE,
  days: company.hours.days,
  holidays: company.holidays.map((holiday) => holiday.date),
});

/** The same hours on each of some weekdays. */
const hoursOn = (days: readonly number[], stretch: Stretch) =>
  Object.fromEntries(days.map((day) => [day as Weekday, [stretch]])) as Host["hours"];

/**
 * Who takes a kind of meeting, with their hours: the staff it names that have an account, each on
 * their own days and hours under Site (the office's when they have none); the agency's shared
 * calendar on the office's hours when it names no one, or no one it names has an account.
 */
export function hostsOf(kind: MeetingKind, setup: BookingSetup): Host[] {
  const { hours } = setup.company;
  const office = hoursOn(hours.days, { from: hours.opens, to: hours.closes });
  const named = kind.hosts.flatMap((email) => {
    const account = setup.staff.find((person) => person.email.toLowerCase() === email);
    if (!account) return [];
    const own = setup.meetings.hosts.find((host) => host.email === email);
    return [
      {
        id: account.id,
        hours: own ? hoursOn(own.days, { from: own.from, to: own.to }) : office,
        daysOff: own?.daysOff ?? [],
      },
    ];
  });
  return named.length > 0 ? named : [{ id: AGENCY_HOST, hours: office, daysOff: [] }];
}

export const kindOf = (setup: BookingSetup, id: string | null | undefined) =>
  setup.meetings.kinds.find((kind) => kind.id === id);

/** The times a kind of meeting can be booked from `now` on, earliest first. */
export async function offeredTimes(db: Db, setup: BookingSetup, kind: MeetingKind, now: number) {
  const hosts = hostsOf(kind, setup);
  const { meetings } = setup;
  const busy = await busyTimes(
    db,
    hosts.map((host) => host.id),
    now - DAY_MS,
    now + (meetings.daysAhead + 1) * DAY_MS,
  );
  return freeSlots({
    rules: {
      minutes: kind.minutes,
      bufferMinutes: meetings.bufferMinutes,
      noticeHours: meetings.noticeHours,
      daysAhead: meetings.daysAhead,
      hosts: hosts.map((host) => host.id),
    },
    hosts,
    office: officeOf(setup.company),
    busy,
    now,
  });
}

/** How many other times a visitor is offered when the one they chose was taken meanwhile. */
export const OTHER_TIMES = 3;

export type BookingOutcome = { booked: Booked & { slot: Slot } } | { taken: Slot[] };

/**
 * Books a time a visitor chose, if it is still one the kind offers and a host is still free for
 * it, with the host who has the fewest meetings ahead; `attach` files it (the lead, the e-mails)
 * in the same commit. Else the nearest times still free, to choose from instead.
 */
export async function bookTime(
  db: Db,
  setup: BookingSetup,
  request: { kind: MeetingKind; start: number; booker: Booker; replaces?: number },
  now: number,
  attach?: Parameters<typeof bookMeeting>[2],
): Promise<BookingOutcome> {
  const { kind, start } = request;
  const slot = (await offeredTimes(db, setup, kind, now)).find(
    (offered) => offered.start === start,
  );
  if (slot) {
    const booked = await bookMeeting(
      db,
      {
        kind: kind.id,
        hosts: await byLoad(db, slot.hosts, now),
        start: slot.start,
        end: slot.end,
        bufferMinutes: setup.meetings.bufferMinutes,
        booker: request.booker,
        replaces: request.replaces,
      },
      attach,
    );
    if (booked) return { booked: { ...booked, slot } };
  }
  return { taken: nearestSlots(await offeredTimes(db, setup, kind, now), start, OTHER_TIMES) };
}
