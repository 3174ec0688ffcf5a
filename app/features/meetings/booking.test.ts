import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachStore } from "../../../tests/support/stores";
import { shippedFacts } from "~/content/shipped-facts";
import { openDatabase } from "~/platform/db/db.server";
import { officeDay } from "./availability";
import {
  AGENCY_HOST,
  bookTime,
  hostsOf,
  kindOf,
  offeredTimes,
  OFFICE_TIME_ZONE,
  type BookingSetup,
} from "./booking.server";

/** Friday 4 December 2026, 09:00 in Dhaka: the weekend, then Sunday the 6th. */
const NOW = Date.parse("2026-12-04T09:00:00+06:00");

const setup = (changes: Partial<BookingSetup["meetings"]> = {}): BookingSetup => ({
  company: {
    ...shippedFacts.company,
    hours: { days: [0, 1, 2, 3, 4], opens: "10:00", closes: "18:00" },
    holidays: [{ date: "2026-12-16", name: { en: "Victory Day" } }],
  },
  meetings: { ...shippedFacts.meetings, ...changes },
  staff: [
    { id: 7, email: "mitu@nakshilabs.com.bd" },
    { id: 9, email: "sajid@nakshilabs.com.bd" },
  ],
});

const booker = (email: string) => ({
  name: "Fatima Al Mansoori",
  email,
  phone: "+971501234567",
  note: "An Arabic and English shop for our perfume brand",
  locale: "ar",
  timeZone: "Asia/Dubai",
});

it("gives a kind no one takes to the agency's calendar on the office's hours, and a named person their own", () => {
  const plain = setup();
  const consultation = kindOf(plain, "consultation")!;
  expect(hostsOf(consultation, plain)).toEqual([
    {
      id: AGENCY_HOST,
      hours: Object.fromEntries(
        [0, 1, 2, 3, 4].map((day) => [day, [{ from: "10:00", to: "18:00" }]]),
      ),
      daysOff: [],
    },
  ]);
  const staffed = setup({
    kinds: [
      {
        ...consultation,
        hosts: ["mitu@nakshilabs.com.bd", "gone@nakshilabs.com.bd", "sajid@nakshilabs.com.bd"],
      },
    ],
    hosts: [
      {
        email: "mitu@nakshilabs.com.bd",
        days: [0, 2],
        from: "14:00",
        to: "16:00",
        daysOff: ["2026-12-08"],
      },
    ],
  });
  const hosts = hostsOf(kindOf(staffed, "consultation")!, staffed);
  expect(hosts.map((host) => host.id)).toEqual([7, 9]);
  expect(hosts[0]).toEqual({
    id: 7,
    hours: { 0: [{ from: "14:00", to: "16:00" }], 2: [{ from: "14:00", to: "16:00" }] },
    daysOff: ["2026-12-08"],
  });
  expect(hosts[1]!.hours[4]).toEqual([{ from: "10:00", to: "18:00" }]);
  expect(kindOf(staffed, "nothing")).toBeUndefined();
});

describeEachStore("booking a call", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  beforeEach(async () => {
    handle = await store.open();
  });
  afterEach(() => handle.dispose());

  const sunday10 = Date.parse("2026-12-06T10:00:00+06:00");

  it("offers nothing on the weekend or a holiday, and Sunday from 10:00 Dhaka time", async () => {
    const plain = setup();
    const slots = await offeredTimes(handle.db, plain, kindOf(plain, "consultation")!, NOW);
    const days = new Set(slots.map((slot) => officeDay(OFFICE_TIME_ZONE, slot.start).date));
    expect(days).not.toContain("2026-12-04");
    expect(days).not.toContain("2026-12-05");
    expect(days).not.toContain("2026-12-16");
    expect(days).toContain("2026-12-17");
    expect(slots[0]!.start).toBe(sunday10);
  });

  it("books a chosen time, and offers the nearest free ones when it was taken", async () => {
    const plain = setup();
    const kind = kindOf(plain, "consultation")!;
    const first = await bookTime(
      handle.db,
      plain,
      { kind, start: sunday10, booker: booker("fatima@example.ae") },
      NOW,
    );
    expect(first).toMatchObject({ booked: { hostId: AGENCY_HOST, slot: { start: sunday10 } } });
    const second = await bookTime(
      handle.db,
      plain,
      { kind, start: sunday10, booker: booker("noura@example.ae") },
      NOW,
    );
    expect(
      "taken" in second && second.taken.map((slot) => new Date(slot.start).toISOString()),
    ).toEqual([
      // 10:30 is within the first call's buffer; then 11:00, 11:30 and 12:00 Dhaka time.
      "2026-12-06T05:00:00.000Z",
      "2026-12-06T05:30:00.000Z",
      "2026-12-06T06:00:00.000Z",
    ]);
    // A time the kind never offers (a minute past, a Friday) is not booked either.
    const odd = await bookTime(
      handle.db,
      plain,
      { kind, start: sunday10 + 60_000, booker: booker("x@example.ae") },
      NOW,
    );
    expect(odd).toHaveProperty("taken");
  });

  it("gives one visitor a time twenty ask for at once, and the others other times", async () => {
    const plain = setup();
    const kind = kindOf(plain, "consultation")!;
    const other = store.name === "PostgreSQL" ? openDatabase(handle.url) : handle;
    try {
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          bookTime(
            index % 2 ? other.db : handle.db,
            plain,
            { kind, start: sunday10, booker: booker(`visitor${index}@example.ae`) },
            NOW,
          ),
        ),
      );
      expect(outcomes.filter((outcome) => "booked" in outcome)).toHaveLength(1);
      for (const outcome of outcomes) {
        if ("taken" in outcome) expect(outcome.taken.length).toBe(3);
      }
    } finally {
      if (other !== handle) await other.db.destroy();
    }
  });
});
