import { describe, expect, it } from "vitest";
import { formatDate, formatTaka } from "~/lib/format";

describe("formatTaka", () => {
  it("prefixes the taka sign and groups thousands", () => {
    expect(formatTaka(800)).toBe("৳800");
    expect(formatTaka(2500)).toBe("৳2,500");
    expect(formatTaka(3500)).toBe("৳3,500");
  });
  it("groups lakhs and crores the South Asian way", () => {
    expect(formatTaka(150000)).toBe("৳1,50,000");
    expect(formatTaka(12500000)).toBe("৳1,25,00,000");
  });
  it("writes Bengali digits when asked", () => {
    expect(formatTaka(2500, "bn-BD")).toBe("৳২,৫০০");
  });
  it("refuses what is not a number", () => {
    expect(() => formatTaka(Number.NaN)).toThrow(RangeError);
  });
});

describe("formatDate", () => {
  it("writes the day with two digits, as the blog teasers show it", () => {
    expect(formatDate("2025-04-03")).toBe("April 03, 2025");
    expect(formatDate("2025-03-28T10:00:00.000Z")).toBe("March 28, 2025");
  });
});
