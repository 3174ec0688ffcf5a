import { describe, expect, it } from "vitest";
import { latinDigits, normalizeBangladeshPhone } from "~/lib/phone";

describe("normalizeBangladeshPhone", () => {
  it.each([
    ["01712-345678", "+8801712345678"],
    ["+880 1712 345678", "+8801712345678"],
    ["8801712345678", "+8801712345678"],
    ["008801712345678", "+8801712345678"],
    ["(+880) 1812-345678", null],
    ["+880-1912-345-678", "+8801912345678"],
    ["017 1234 5678", "+8801712345678"],
    ["02-55012345", "+880255012345"],
    ["+880 2 5501 2345", "+880255012345"],
  ])("reads %s as %s", (input, expected) => {
    expect(normalizeBangladeshPhone(input)).toBe(expected);
  });

  it.each([
    "",
    "hello",
    "01212-345678",
    "0171234567",
    "017123456789",
    "+44 7700 900123",
    "+8801712345678x",
    "1712",
  ])("rejects %s", (input) => {
    expect(normalizeBangladeshPhone(input)).toBeNull();
  });
});

describe("numbers typed in Bengali or Arabic digits", () => {
  it("reads them as the digits they are", () => {
    expect(normalizeBangladeshPhone("০১৭১২-৩৪৫৬৭৮")).toBe("+8801712345678");
    expect(normalizeBangladeshPhone("+৮৮০ ১৭১২ ৩৪৫৬৭৮")).toBe("+8801712345678");
    expect(normalizeBangladeshPhone("٠١٧١٢٣٤٥٦٧٨")).toBe("+8801712345678");
    expect(normalizeBangladeshPhone("۰۱۷۱۲۳۴۵۶۷۸")).toBe("+8801712345678");
    expect(latinDigits("৳২,৫০০ and ١٢")).toBe("৳2,500 and 12");
  });
});
