import { z } from "zod";
import { fill } from "~/lib/format";
import { normalizeBangladeshPhone, phoneFromAbroad, type PhoneCheck } from "~/lib/phone";

// Zod otherwise probes for `new Function`, which the site's Content-Security-Policy refuses and the
// browser reports as a violation on every page with a form. The forms are small; compiled parsers
// would gain nothing.
z.config({ jitless: true });

/**
 * A field's messages, whole sentences in the visitor's language; "{min}" and "{max}" in them are
 * the field's limits.
 */
export type TextMessages = { required: string; tooShort?: string; tooLong: string };
export type OptionalTextMessages = { tooLong: string };
export type FormatMessages = { required: string; tooLong: string; invalid: string };

/** Control characters no visitor types on purpose (NUL among them); tabs and line breaks stay. */
const CONTROL_CHARACTERS = /[^\P{Cc}\t\n\r]/gu;

/**
 * A submission with every text value cleaned once, before any schema or database sees it: control
 * characters are dropped and text is put in Unicode's composed form (NFC).
 */
export function cleanFormData(formData: FormData) {
  const cleaned = new FormData();
  for (const [name, value] of formData) {
    cleaned.append(
      name.replace(CONTROL_CHARACTERS, ""),
      typeof value === "string" ? value.replace(CONTROL_CHARACTERS, "").normalize("NFC") : value,
    );
  }
  return cleaned;
}

/**
 * Field rules shared by the site's forms. A text may run over several lines. With `locale`, the
 * limits in its messages are written in the language's digits.
 */
export const text = (messages: TextMessages, max: number, min = 1, locale?: string) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(
      min,
      min > 1 && messages.tooShort ? fill(messages.tooShort, { min }, locale) : messages.required,
    )
    .max(max, fill(messages.tooLong, { max }, locale));

const LINE_BREAK = /[\r\n]/;

/**
 * A one-line text (a name, a subject): a line break is refused with `lineBreak`, since it would
 * start a new line in the agency's e-mail.
 */
export const line =
  (lineBreak: string, locale?: string) =>
  (messages: TextMessages, max: number, min = 1) =>
    text(messages, max, min, locale).refine((value) => !LINE_BREAK.test(value), lineBreak);

/** A one-line text that may be left empty. */
export const optionalLine =
  (lineBreak: string, locale?: string) => (messages: OptionalTextMessages, max: number) =>
    z
      .string()
      .trim()
      .max(max, fill(messages.tooLong, { max }, locale))
      .refine((value) => !LINE_BREAK.test(value), lineBreak)
      .optional()
      .transform((value) => value || undefined);

export const email = (messages: FormatMessages) =>
  z
    .string({ error: messages.required })
    .trim()
    .max(254, messages.tooLong)
    .pipe(z.email(messages.invalid))
    .transform((value) => value.toLowerCase());

export const phoneNumber = (messages: FormatMessages, check?: PhoneCheck) =>
  z
    .string({ error: messages.required })
    .trim()
    .max(24, messages.tooLong)
    .transform((value, ctx) => {
      // A Bangladeshi number is known by its shape; one from abroad, on the server, by its plan.
      const abroad = () => {
        const candidate = phoneFromAbroad(value);
        return candidate && check ? check(candidate) : candidate;
      };
      const number = normalizeBangladeshPhone(value) ?? abroad();
      if (!number) {
        ctx.addIssue({ code: "custom", message: messages.invalid });
        return z.NEVER;
      }
      return number;
    });

/** One of a fixed list of values, with one message for a missing or unknown choice. */
export const oneOf = <T extends string>(values: readonly T[], message: string) =>
  z
    .string({ error: message })
    .refine((value): value is T => (values as readonly string[]).includes(value), message);

/**
 * The messages every form's schema factory takes: the shared fields' and its own, and the locale
 * whose digits write the limits.
 */
export type FieldMessages = {
  email: FormatMessages;
  phone: FormatMessages;
  /** On the server: whether a number from abroad exists (the page checks its shape only). */
  checkPhone?: PhoneCheck;
  lineBreak: string;
  numberLocale?: string;
};
