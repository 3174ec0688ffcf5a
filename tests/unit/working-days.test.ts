import { describe, expect, it } from "vitest";
import { addWorkingDays, dueState, isCalendarDay, isWorkingDay } from "~/lib/working-days";
import { leadChangeSchema, takaAmount } from "~/lib/forms/lead-change";

/** Sunday to Thursday, with Victory Day (Wednesday 16 December 2026) off. */
const week = { days: [0, 1, 2, 3, 4], holidays: ["2026-12-16"] };

describe("working days", () => {
  it("steps over the weekend and holidays", () => {
    expect(addWorkingDays("2026-11-26", 1, week)).toBe("2026-11-29"); // Thursday → Sunday
    expect(addWorkingDays("2026-11-27", 1, week)).toBe("2026-11-29"); // Friday → Sunday
    expect(addWorkingDays("2026-12-15", 1, week)).toBe("2026-12-17"); // over the holiday
    expect(addWorkingDays("2026-11-29", 5, week)).toBe("2026-12-06"); // a working week on
    expect(addWorkingDays("2026-12-31", 1, week)).toBe("2027-01-03"); // into the new year
    expect(addWorkingDays("2026-11-26", 2, { days: [], holidays: [] })).toBe("2026-11-28");
    // The last day that can be written is as far as it counts.
    expect(addWorkingDays("9999-12-30", 3, week)).toBe("9999-12-31");
  });

  it("knows a working day, a real calendar day and when a step is due", () => {
    expect(isWorkingDay("2026-12-16", week)).toBe(false);
    expect(isWorkingDay("2026-11-28", week)).toBe(false); // Saturday
    expect(isWorkingDay("2026-11-29", week)).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("29/11/2026")).toBe(false);
    expect(isCalendarDay("2026-13-45")).toBe(false);
    expect(isCalendarDay("0000-00-00")).toBe(false);
    expect(dueState("2026-11-25", "2026-11-26")).toBe("overdue");
    expect(dueState("2026-11-26", "2026-11-26")).toBe("today");
    expect(dueState("2026-11-29", "2026-11-26")).toBe("later");
  });
});

describe("a deal's value as staff type it", () => {
  it.each([
    ["150000", 150_000],
    ["1,50,000", 150_000],
    ["৳ ১,৫০,০০০", 150_000],
    ["Tk 25000", 25_000],
    ["1.5 lakh", 150_000],
    ["1.5lakh", 150_000],
    ["১.৫ লাখ", 150_000],
    ["২ কোটি টাকা", 20_000_000],
    ["2 Crore", 20_000_000],
    ["25k", 25_000],
    ["", null],
    ["  ", null],
  ])("reads %j as %j", (typed, value) => {
    expect(takaAmount.parse(typed)).toBe(value);
  });

  it.each(["-5", "12abc", "99999999999", "1.5", "1.2345678 lakh", "2 dozen", "lakh", "101 crore"])(
    "refuses %j with the value's own message",
    (typed) => {
      const parsed = takaAmount.safeParse(typed);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("value");
    },
  );

  it("reads a next step with a tapped day or a typed one, and refuses an empty one", () => {
    const step = leadChangeSchema.parse({
      intent: "next-step",
      what: " Call ",
      dueQuick: "2026-11-29",
    });
    expect(step).toMatchObject({ what: "Call", dueQuick: "2026-11-29" });
    const refused = leadChangeSchema.safeParse({
      intent: "next-step",
      what: " ",
      due: "2026-11-29",
    });
    expect(refused.error?.issues[0]?.message).toBe("next-step");
  });
});
