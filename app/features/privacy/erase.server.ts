import { sql, SqliteAdapter } from "kysely";
import { parsePhoneNumberWithError } from "libphonenumber-js";
import type { Db } from "~/platform/db/db.server";
import type { FoundRecords, PersonKey } from "~/platform/personal-data.server";
import { recordActivity } from "~/features/activity/index.server";
import { personalDataParts } from "~/personal-data.server";

export { mentionsPerson, type PersonKey } from "~/platform/personal-data.server";

/**
 * The e-mail address or phone number a person gave, as the site stores it; null when it is
 * neither. A number without a country code is read as Bangladeshi, as the forms read it. An
 * address with a control or invisible formatting character in it is none the forms ever stored
 * (and PostgreSQL refuses a NUL), so it is refused here rather than looked for.
 */
export function personKeyOf(input: string): PersonKey | null {
  const text = input.trim();
  if (/^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[^\s@\p{Cc}\p{Cf}]+$/u.test(text)) {
    return { kind: "email", value: text.toLowerCase() };
  }
  if (!/^\+?[\d\s().-]{6,20}$/.test(text)) return null;
  try {
    const parsed = parsePhoneNumberWithError(text, "BD");
    return parsed.isValid() ? { kind: "phone", value: parsed.number } : null;
  } catch {
    return null;
  }
}

/** What was found (or erased) of a person, by kind. */
export type PersonRecords = {
  /** Leads deleted with their history. */
  leads: number;
  /** Leads kept without anything personal, for the orders the accounts keep. */
  leadsKept: number;
  /** The forms' own rows: contact messages and quote requests. */
  formRows: number;
  comments: number;
  subscriptions: number;
  /** E-mails to or about the person, sent or waiting. */
  emails: number;
  heldSpam: number;
  contacts: number;
  /** Entries of the workspace's activity log naming the address, kept without it. */
  activity: number;
  /** Webhook deliveries that carried their details to the agency's own tools. */
  webhooks: number;
  /** Calls they booked, past or to come. */
  meetings: number;
};

export const nothingFound = (records: PersonRecords) =>
  Object.values(records).every((count) => count === 0);

/** Who erased, for the audit log. */
export type Eraser = { id: number | null; name: string };

/**
 * The person's records, capability by capability, as each declares them
 * (`app/personal-data.server.ts`). Text that may hold the key anywhere (an e-mail's body, a held
 * submission) is looked through by the database for the forms the site writes the key in, and
 * each text it finds is then read for the person's own address or number, whole.
 */
async function recordsOf(db: Db, key: PersonKey) {
  const found: FoundRecords = {};
  for (const part of personalDataParts) Object.assign(found, await part.find(db, key, found));
  return found;
}

const count = (found: FoundRecords, ...kinds: string[]) =>
  kinds.reduce((sum, kind) => sum + (found[kind]?.length ?? 0), 0);

const countsOf = (found: FoundRecords): PersonRecords => ({
  leads: count(found, "leads"),
  leadsKept: count(found, "leadsKept"),
  formRows: count(found, "contactMessages", "quoteRequests"),
  comments: count(found, "comments"),
  subscriptions: count(found, "subscriptions"),
  emails: count(found, "emails"),
  heldSpam: count(found, "heldSpam"),
  contacts: count(found, "contacts"),
  activity: count(found, "activity"),
  webhooks: count(found, "webhookDeliveries"),
  meetings: count(found, "meetings"),
});

/** What the site holds about a person, without changing anything: shown before an erasure. */
export async function findPerson(db: Db, key: PersonKey): Promise<PersonRecords> {
  return countsOf(await recordsOf(db, key));
}

/** How many records of each kind the site holds about a person, and which, by their ids. */
export async function personRecords(db: Db, key: PersonKey) {
  const found = await recordsOf(db, key);
  return { counts: countsOf(found), found };
}

/**
 * Erases everything the site holds about one e-mail address or phone number, in one transaction:
 * leads with their history and the forms' rows, comments (with the replies under them),
 * the subscription, e-mails to or about them, held submissions naming them and the key of their
 * contact (the contact too, once it has no other). A lead with an order is kept, for the accounts,
 * with nothing personal left: the order's amount, product and payment stay, its domain goes. The
 * audit log records that an erasure happened, by whom and when, and how many records of each
 * kind, never whom it was about. On SQLite the freed pages are overwritten (`secure_delete`) and
 * the write-ahead log emptied, so that the erased text is nowhere in the database's files.
 */
export async function erasePerson(db: Db, key: PersonKey, by: Eraser): Promise<PersonRecords> {
  const counts = await db.transaction().execute(async (trx) => {
    const found = await recordsOf(trx, key);
    for (const part of personalDataParts) await part.erase(trx, found, key);
    const counts = countsOf(found);
    await recordActivity(trx, {
      action: "erase",
      by,
      detail: { kind: key.kind, ...counts },
    });
    return counts;
  });
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
  }
  return counts;
}
