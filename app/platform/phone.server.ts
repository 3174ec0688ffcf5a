import { parsePhoneNumberWithError } from "libphonenumber-js";
import { validationIn, type Copy } from "~/content/copy";
import { phoneDisplay } from "~/lib/facts-schema";

/**
 * A number from abroad, in E.164 form, if the numbering plan of its country has it (checked here,
 * on the server, so that no visitor downloads the plans); null if it cannot be dialled.
 */
export function phoneThatExists(candidate: string) {
  try {
    const parsed = parsePhoneNumberWithError(candidate);
    return parsed.isValid() ? parsed.number : null;
  } catch {
    return null;
  }
}

/** A language's validation messages for a form the server receives: numbers are checked whole. */
export const receivedValidationIn = (copy: Copy) => ({
  ...validationIn(copy),
  checkPhone: phoneThatExists,
});

/** A stored number as people read it ("+971 50 123 4567", "+880 1712-345678"), for staff. */
export function phoneAsRead(e164: string) {
  try {
    return phoneDisplay(e164).international;
  } catch {
    return e164;
  }
}
