/** Each language's zero: Bengali, Arabic-Indic and Eastern Arabic-Indic digits run on from it. */
const ZEROS = [0x09e6, 0x0660, 0x06f0];

/** Text with Bengali (০–৯) and Arabic-Indic (٠–٩, ۰–۹) digits written as 0–9. */
export function latinDigits(text: string) {
  return text.replace(/[\u09E6-\u09EF\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.codePointAt(0)!;
    const zero = ZEROS.find((start) => code >= start && code <= start + 9)!;
    return String(code - zero);
  });
}

/**
 * Bangladeshi phone numbers as people type them ("01712-345678", "+880 1712 345678",
 * "8801712345678", "(02) 5501 2345", or in Bengali digits "০১৭১২-৩৪৫৬৭৮") in E.164 form ("+8801712345678"), or null when the text is not
 * a Bangladeshi mobile or landline number.
 */
export function normalizeBangladeshPhone(input: string): string | null {
  const trimmed = latinDigits(input).trim();
  if (!/^[+\d][\d\s().-]*$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) {
    if (!digits.startsWith("880")) return null;
    digits = digits.slice(3);
  } else if (digits.startsWith("00880")) {
    digits = digits.slice(5);
  } else if (digits.startsWith("880")) {
    digits = digits.slice(3);
  }
  if (digits.startsWith("0")) digits = digits.slice(1);
  const mobile = /^1[3-9]\d{8}$/;
  const landline = /^[2-9]\d{6,9}$/;
  return mobile.test(digits) || landline.test(digits) ? `+880${digits}` : null;
}

/**
 * A number from abroad as typed with its country code ("+971 50 123 4567", "00966 …"), in E.164
 * form if it has the shape of one. Whether it exists is the server's to check (see PhoneCheck):
 * the numbering plans stay off the page.
 */
export function phoneFromAbroad(input: string): string | null {
  const trimmed = latinDigits(input).trim();
  if (!/^(\+|00)[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "").replace(/^00/, "");
  return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
}

/** A phone number as typed, in E.164 form if it may be one: Bangladeshi, or from abroad. */
export const phoneCandidate = (input: string) =>
  normalizeBangladeshPhone(input) ?? phoneFromAbroad(input);

/** The server's check of a number from abroad: its E.164 form when it can exist, else null. */
export type PhoneCheck = (candidate: string) => string | null;
