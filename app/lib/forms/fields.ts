import { z } from "zod";
import { normalizeBangladeshPhone } from "~/lib/phone";

// Zod otherwise probes for `new Function`, which the site's Content-Security-Policy refuses and the
// browser reports as a violation on every page with a form. The forms are small; compiled parsers
// would gain nothing.
z.config({ jitless: true });

/** Field rules shared by the site's forms, with the messages visitors see. */
export const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(
      min,
      min > 1 ? `Your ${label} needs at least ${min} characters.` : `Please enter your ${label}.`,
    )
    .max(max, `Please keep your ${label} under ${max} characters.`);

export const email = z
  .string({ error: "Please enter your e-mail address." })
  .trim()
  .max(254, "That e-mail address is too long.")
  .pipe(z.email("Please enter a valid e-mail address, like name@example.com."))
  .transform((value) => value.toLowerCase());

export const bangladeshPhone = z
  .string({ error: "Please enter your phone number." })
  .trim()
  .max(24, "That phone number is too long.")
  .transform((value, ctx) => {
    const normalized = normalizeBangladeshPhone(value);
    if (!normalized) {
      ctx.addIssue({
        code: "custom",
        message: "Please enter a Bangladeshi phone number, like 01712-345678 or +880 1712 345678.",
      });
      return z.NEVER;
    }
    return normalized;
  });

export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep your ${label} under ${max} characters.`)
    .optional()
    .transform((value) => value || undefined);
