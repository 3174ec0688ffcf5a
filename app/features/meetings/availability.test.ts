import { describe, expect, it } from "vitest";
import {
  freeSlots,
  nearestSlots,
  officeDay,
  officeMoment,
  type Busy,
  type Host,
  type MeetingRules,
} from "./availability";

const DHAKA = "Asia/Dhaka";
/** Sunday to Thursday, as the agency works; Friday and Saturday are the weekend. */
const office = { timeZone: DHAKA, days: [0, 1, 2, 3, 4], holidays: ["2026-12-16"] };
const workday = [{ from: "10:00", to: "13:00" }];
const nusrat: Host = {
  id: 1,
  hours: { 0: workday, 1: workday, 2: workday, 3: workday, 4: workday },
  daysOff: [],
};
const tanvir: Host = { id: 2, hours: { 0: [{ from: "11:00", to: "12:00" }] }, daysOff: [] };
const consultation: MeetingRules = {
  minutes: 30,
  bufferMinutes: 0,
  noticeHours: 2,
  daysAhead: 14,
  hosts: [1],
};
/** Sunday 29 November 2026, 09:00 in Dhaka. */
const now = Date.parse("2026-11-29T03:00:00Z");
const at = (iso: string) => Date.parse(iso);
const startsOn = <T extends { start: number }>(slots: T[], date: string) =>
  slots.filter((slot) => officeDay(DHAKA, slot.start).date === date);
const slotsOf = (rules: Partial<MeetingRules> = {}, busy: Busy[] = [], hosts = [nusrat]) =>
  freeSlots({ rules: { ...consultation, ...rules }, hosts, office, busy, now });

describe("the office's clock", () => {
  it("turns a Dhaka date and time into the moment it is, and back", () => {
    expect(new Date(officeMoment(DHAKA, "2026-12-06", "10:00")).toISOString()).toBe(
      "2026-12-06T04:00:00.000Z",
    );
    // Late at night in UTC is already the next day in Dhaka.
    expect(officeDay(DHAKA, at("2026-12-05T19:30:00Z"))).toEqual({
      date: "2026-12-06",
      weekday: 0,
    });
  });
});

describe("the times a visitor may book", () => {
  it("are a meeting's length apart within the host's hours, in Dhaka time", () => {
    const sunday = startsOn(slotsOf(), "2026-12-06").map((slot) =>
      new Date(slot.start).toISOString(),
    );
    expect(sunday).toEqual([
      "2026-12-06T04:00:00.000Z",
      "2026-12-06T04:30:00.000Z",
      "2026-12-06T05:00:00.000Z",
      "2026-12-06T05:30:00.000Z",
      "2026-12-06T06:00:00.000Z",
      "2026-12-06T06:30:00.000Z",
    ]);
    // An hour's meeting fits three times in three hours.
    expect(startsOn(slotsOf({ minutes: 60 }), "2026-12-06")).toHaveLength(3);
  });

  it("leave out the weekend, public holidays and the host's days off", () => {
    const slots = slotsOf({ daysAhead: 21 });
    expect(startsOn(slots, "2026-12-04")).toEqual([]); // Friday
    expect(startsOn(slots, "2026-12-05")).toEqual([]); // Saturday
    expect(startsOn(slots, "2026-12-16")).toEqual([]); // Victory Day
    expect(startsOn(slots, "2026-12-15")).toHaveLength(6);
    const away = { ...nusrat, daysOff: ["2026-12-15"] };
    expect(startsOn(slotsOf({ daysAhead: 21 }, [], [away]), "2026-12-15")).toEqual([]);
  });

  it("start no sooner than the notice and no further ahead than the days allowed", () => {
    // At 09:00 with two hours' notice, 11:00 is the first time today.
    const today = startsOn(slotsOf(), "2026-11-29");
    expect(new Date(today[0]!.start).toISOString()).toBe("2026-11-29T05:00:00.000Z");
    expect(startsOn(slotsOf({ noticeHours: 24 }), "2026-11-29")).toEqual([]);
    // Today and the six days after it: Sunday to Saturday, so the next Sunday is not offered.
    const week = slotsOf({ daysAhead: 7 });
    expect(startsOn(week, "2026-12-03")).toHaveLength(6);
    expect(startsOn(week, "2026-12-06")).toEqual([]);
  });

  it("keep clear of the host's meetings by the buffer on both sides", () => {
    const meeting: Busy = {
      host: 1,
      start: officeMoment(DHAKA, "2026-12-06", "11:00"),
      end: officeMoment(DHAKA, "2026-12-06", "11:30"),
    };
    const times = (slots: { start: number }[]) =>
      startsOn(slots, "2026-12-06").map((slot) => slot.start);
    const clock = (moments: number[]) =>
      moments.map((moment) =>
        new Intl.DateTimeFormat("en-GB", {
          timeZone: DHAKA,
          hour: "2-digit",
          minute: "2-digit",
        }).format(moment),
      );
    expect(clock(times(slotsOf({}, [meeting])))).toEqual([
      "10:00",
      "10:30",
      "11:30",
      "12:00",
      "12:30",
    ]);
    expect(clock(times(slotsOf({ bufferMinutes: 15 }, [meeting])))).toEqual([
      "10:00",
      "12:00",
      "12:30",
    ]);
    // Another host's meeting takes nothing from this one's day.
    expect(clock(times(slotsOf({}, [{ ...meeting, host: 2 }])))).toHaveLength(6);
  });

  it("name every host free for a time, once", () => {
    const both = slotsOf({ hosts: [1, 2] }, [], [nusrat, tanvir]);
    const sunday = startsOn(both, "2026-12-06");
    expect(sunday).toHaveLength(6);
    expect(sunday.map((slot) => slot.hosts)).toEqual([[1], [1], [1, 2], [1, 2], [1], [1]]);
    // A host the meeting kind does not name takes none of it.
    expect(startsOn(slotsOf({ hosts: [2] }, [], [nusrat, tanvir]), "2026-12-07")).toEqual([]);
  });

  it("are offered nearest first when the one chosen was taken meanwhile", () => {
    const sunday = startsOn(slotsOf(), "2026-12-06");
    const taken = officeMoment(DHAKA, "2026-12-06", "11:00");
    const offered = nearestSlots(
      sunday.filter((slot) => slot.start !== taken),
      taken,
      3,
    );
    expect(offered.map((slot) => slot.start)).toEqual([
      officeMoment(DHAKA, "2026-12-06", "10:30"),
      officeMoment(DHAKA, "2026-12-06", "11:30"),
      officeMoment(DHAKA, "2026-12-06", "10:00"),
    ]);
  });

  it("show in a Gulf visitor's own time: Dhaka's 10:00 is 08:00 in Dubai", () => {
    const first = startsOn(slotsOf(), "2026-12-06")[0]!;
    const dubai = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Dubai",
      hour: "2-digit",
      minute: "2-digit",
    }).format(first.start);
    expect(dubai).toBe("08:00");
  });
});
