import { z } from "zod";
import { fill } from "~/lib/format";
import { normalizeBangladeshPhone } from "~/lib/phone";

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

/** Field rules shared by the site's forms. */
export const text = (messages: TextMessages, max: number, min = 1) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(min, min > 1 && messages.tooShort ? fill(messages.tooShort, { min }) : messages.required)
    .max(max, fill(messages.tooLong, { max }));

export const optionalText = (messages: OptionalTextMessages, max: number) =>
  z
    .string()
    .trim()
    .max(max, fill(messages.tooLong, { max }))
    .optional()
    .transform((value) => value || undefined);

export const email = (messages: FormatMessages) =>
  z
    .string({ error: messages.required })
    .trim()
    .max(254, messages.tooLong)
    .pipe(z.email(messages.invalid))
    .transform((value) => value.toLowerCase());

export const bangladeshPhone = (messages: FormatMessages) =>
  z
    .string({ error: messages.required })
    .trim()
    .max(24, messages.tooLong)
    .transform((value, ctx) => {
      const normalized = normalizeBangladeshPhone(value);
      if (!normalized) {
        ctx.addIssue({ code: "custom", message: messages.invalid });
        return z.NEVER;
      }
      return normalized;
    });

/** One of a fixed list of values, with one message for a missing or unknown choice. */
export const oneOf = <T extends string>(values: readonly T[], message: string) =>
  z
    .string({ error: message })
    .refine((value): value is T => (values as readonly string[]).includes(value), message);

/** The messages every form's schema factory takes: the shared fields' and its own. */
export type FieldMessages = { email: FormatMessages; phone: FormatMessages };
