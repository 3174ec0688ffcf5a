import { silentLog } from "./stores";
import type { Db } from "~/platform/db/db.server";
import { Outbox } from "~/platform/mail/outbox.server";
import { StaffAccounts } from "~/features/staff/staff.server";

/** A contact form as a visitor sends it (after the form's checks: the phone is E.164). */
export const contactForm = (
  subject: string,
  { first = "Rahim", email = "rahim@example.com", phone = "+8801812345678" } = {},
) => ({
  "f-name": first,
  "l-name": "Uddin",
  email,
  phone,
  suject: subject,
  message: "We sell saris and need an online shop with bKash.",
});

/** An outbox that keeps what it is given (no SMTP server), as a test's. */
export const keptOutbox = (db: Db) =>
  new Outbox(db, { from: "Site <a@b.test>", retryBaseMs: 60_000, log: silentLog });

/** A sales person's account, as the one who changes a lead (an `Actor`). */
export async function salesPerson(db: Db, email: string, name: string) {
  const accounts = new StaffAccounts(db);
  await accounts.add(email, { role: "sales", name });
  const user = await accounts.require(email);
  return { id: user.id, name: user.name };
}
