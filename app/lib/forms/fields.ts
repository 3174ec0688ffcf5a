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
 * A text of several lines as the workspace keeps staff's: Unix line ends, no control characters
 * but tabs and line breaks, composed Unicode.
 */
export const cleanText = (text: string) =>
  text.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS, "").normalize("NFC");

/**
 * A submission with every text value cleaned once, before any schema or database sees it: control
 * characters are dropped and text is put in Unicode's composed form (NFC). With "unix" line ends,
 * every line ends in \n alone (`cleanText`, as the workspace stores staff's text, whatever the
 * browser sent); otherwise line ends stay as sent.
 */
export function cleanFormData(formData: FormData, lineEnds: "as-sent" | "unix" = "as-sent") {
  const clean =
    lineEnds === "unix"
      ? cleanText
      : (text: string) => text.replace(CONTROL_CHARACTERS, "").normalize("NFC");
  const cleaned = new FormData();
  for (const [name, value] of formData) {
    cleaned.append(clean(name), typeof value === "string" ? clean(value) : value);
  }
  return cleaned;
}

/**
 * Characters that turn the text after them another way (embeddings, overrides and isolates,
 * U+202A–U+202E and U+2066–U+2069). In a one-line value they make it read otherwise than it is
 * stored, and in a page title, an e-mail subject or an authenticator's list nothing ends them.
 * Text of several lines keeps them: Arabic with English in it may need them, and a paragraph's
 * end ends them.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * A one-line value (a name, an address, a label) as the site keeps it: no control character at
 * all (a line break or tab neither, which a one-line field cannot show), no line or paragraph
 * separator, no direction control, composed Unicode, trimmed.
 */
export const cleanLine = (text: string) =>
  text
    .replace(/[\p{Cc}\u2028\u2029]/gu, "")
    .replace(DIRECTION_CONTROLS, "")
    .normalize("NFC")
    .trim();

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
