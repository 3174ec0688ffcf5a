import { describe, expect, it } from "vitest";
import { fill, formatDate, formatTaka, plural } from "~/lib/format";

describe("formatTaka", () => {
  it("prefixes the taka sign and groups thousands", () => {
    expect(formatTaka(800, "en-IN")).toBe("৳800");
    expect(formatTaka(2500, "en-IN")).toBe("৳2,500");
    expect(formatTaka(3500, "en-IN")).toBe("৳3,500");
  });
  it("groups lakhs and crores the South Asian way", () => {
    expect(formatTaka(150000, "en-IN")).toBe("৳1,50,000");
    expect(formatTaka(12500000, "en-IN")).toBe("৳1,25,00,000");
  });
  it("writes Bengali digits when asked", () => {
    expect(formatTaka(2500, "bn-BD")).toBe("৳২,৫০০");
  });
  it("refuses what is not a number", () => {
    expect(() => formatTaka(Number.NaN, "en-IN")).toThrow(RangeError);
  });
});

describe("formatDate", () => {
  it("writes the day with two digits, as the blog teasers show it", () => {
    expect(formatDate("2025-04-03", "en-US")).toBe("April 03, 2025");
    expect(formatDate("2025-03-28T10:00:00.000Z", "en-US")).toBe("March 28, 2025");
  });

  it("writes a moment's Dhaka day: published at 00:51 in Dhaka is the 28th, not the UTC 27th", () => {
    expect(formatDate("2026-11-27T18:51:00.000Z", "en-US")).toBe("November 28, 2026");
    expect(formatDate("2026-11-27T17:59:59.000Z", "en-US")).toBe("November 27, 2026");
    expect(formatDate("2026-11-27T18:51:00.000Z", "bn-BD")).toBe(formatDate("2026-11-28", "bn-BD"));
  });
});

describe("fill and plural", () => {
  it("fills named places and leaves unknown ones", () => {
    expect(fill("Reply to {name}", { name: "Rahim" })).toBe("Reply to Rahim");
    expect(fill("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
  it("picks the language's plural form and writes the count its way", () => {
    const forms = { one: "{count} post found", other: "{count} posts found" };
    expect(plural(forms, 1, "en-IN")).toBe("1 post found");
    expect(plural(forms, 0, "en-IN")).toBe("0 posts found");
    expect(plural(forms, 150000, "en-IN")).toBe("1,50,000 posts found");
    expect(plural({ other: "{count} টি লেখা" }, 12, "bn-BD")).toBe("১২ টি লেখা");
    // Arabic has a "two" form; a message without it falls back to "other".
    expect(plural({ two: "مقالان", other: "{count} مقالات" }, 2, "ar")).toBe("مقالان");
    expect(plural({ other: "{count}" }, 3, "ar-EG")).toBe("٣");
  });
});
