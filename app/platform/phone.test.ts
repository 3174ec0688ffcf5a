import { describe, expect, it } from "vitest";
import { latinDigits, normalizeBangladeshPhone, phoneCandidate } from "~/lib/phone";
import { phoneThatExists } from "~/platform/phone.server";

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

describe("phone numbers from anywhere", () => {
  it.each([
    ["01712-345678", "+8801712345678"],
    ["+971 50 123 4567", "+971501234567"],
    ["00966 50 000 0000", "+966500000000"],
    ["+٩٧١ ٥٠ ١٢٣ ٤٥٦٧", "+971501234567"],
    ["(+44) 20 7946 0958", null],
    ["+44 20 7946 0958", "+442079460958"],
  ])("takes %s as %s on the page", (input, expected) => {
    expect(phoneCandidate(input)).toBe(expected);
  });

  it("leaves to the server whether a number from abroad can be dialled", () => {
    expect(phoneCandidate("+971 50123")).toBe("+97150123");
    expect(phoneThatExists("+97150123")).toBeNull();
    expect(phoneThatExists("+971501234567")).toBe("+971501234567");
    expect(phoneThatExists("+966500000000")).toBe("+966500000000");
    expect(phoneThatExists("+0501234567")).toBeNull();
  });

  it.each(["12345", "hello", "+", "+1 23", "+1234567890123456"])(
    "refuses %s: a number from abroad needs its country code",
    (input) => {
      expect(phoneCandidate(input)).toBeNull();
    },
  );
});
