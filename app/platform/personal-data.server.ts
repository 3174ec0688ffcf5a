import { sql, type Transaction } from "kysely";
import { findPhoneNumbersInText } from "libphonenumber-js";
import { containsPattern, type Db } from "./db/db.server";
import type { Database } from "./db/schema.server";
import { phoneAsRead } from "./phone.server";

/** Whom a request is about: a lower-case e-mail address, or a phone number in E.164 form. */
export type PersonKey = { kind: "email"; value: string } | { kind: "phone"; value: string };

/** An e-mail address as it stands in a text: the whole of it, never a part of a longer one. */
const ADDRESS_IN_TEXT = /[\w.!#$%&'*+/=?^`~-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;

/**
 * Whether a text names the person: one of the e-mail addresses in it is theirs, whole (asking for
 * `secret@gmail.com` finds nothing of `victoria.secret@gmail.com`), or one of the phone numbers
 * in it is theirs, however it is written (a number without a country code read as Bangladeshi).
 */
export function mentionsPerson(text: string, key: PersonKey) {
  if (key.kind === "email") {
    return (text.match(ADDRESS_IN_TEXT) ?? []).some(
      (address) => address.toLowerCase() === key.value,
    );
  }
  return findPhoneNumbersInText(text, "BD").some((found) => found.number.number === key.value);
}

/**
 * Narrows a text column, in the database, to the rows that may name the person: those holding
 * their address, or their number as stored or as a form writes it. Each row it keeps is then read
 * with `mentionsPerson`, which decides.
 */
export function mayMention(column: string, key: PersonKey) {
  const texts =
    key.kind === "email" ? [key.value] : [...new Set([key.value, phoneAsRead(key.value)])];
  return sql<boolean>`(${sql.join(
    texts.map((text) => sql`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`),
    sql` or `,
  )})`;
}

/** The ids of a person's records, by kind of record (`leads`, `comments`, …). */
export type FoundRecords = Record<string, number[]>;

/**
 * What one capability holds about people, as it declares it in its `personal-data.server.ts`.
 * Erasure, a copy of someone's data and the privacy page read every capability's declaration, in
 * the order `app/personal-data.server.ts` lists them; none of them knows the tables itself.
 */
export type PersonalData = {
  /**
   * The ids of the person's records in this capability's tables, by kind. `soFar` holds what the
   * capabilities listed before it found (records hang on a person's leads, found first).
   */
  find(db: Db, key: PersonKey, soFar: FoundRecords): Promise<FoundRecords>;
  /** Those records as the person gets them in a copy of their data, by section of the copy. */
  copy(db: Db, found: FoundRecords): Promise<Record<string, object[]>>;
  /**
   * Deletes those records (or strips them of everything personal, where the accounts must keep
   * them), within the erasure's transaction. `found` holds every capability's findings.
   */
  erase(trx: Transaction<Database>, found: FoundRecords, key: PersonKey): Promise<void>;
  /**
   * Deletes what the privacy policy keeps no longer, within the day's retention run (see
   * `app/features/privacy/retention.server.ts`); says how many of each kind it deleted, for the
   * audit log.
   */
  expire?(trx: Transaction<Database>, policy: RetentionPolicy): Promise<Record<string, number>>;
};

/** When a retention run happens, and before when an untouched enquiry has expired. */
export type RetentionPolicy = { at: Date; leadsBefore: string };

/** The ids of one kind of record in what was found; none when nothing of the kind was. */
export const idsOf = (found: FoundRecords, kind: string) => found[kind] ?? [];

/** Rows of a table by id, or none without a query when there are no ids. */
export const whenAny = async <T>(ids: number[], query: (ids: number[]) => Promise<T[]>) =>
  ids.length ? query(ids) : [];
