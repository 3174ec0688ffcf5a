import { sql, SqliteAdapter } from "kysely";
import { findPhoneNumbersInText, parsePhoneNumberWithError } from "libphonenumber-js";
import { containsPattern, now, type Db } from "~/platform/db/db.server";
import { forgetContactsBeyondLeads } from "~/features/leads/index.server";
import { phoneAsRead } from "~/platform/phone.server";

/** Whom an erasure is about: a lower-case e-mail address, or a phone number in E.164 form. */
export type PersonKey = { kind: "email"; value: string } | { kind: "phone"; value: string };

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
  leadsKeptForOrders: number;
  /** The forms' own rows: contact messages and quote requests. */
  formRows: number;
  comments: number;
  subscriptions: number;
  /** E-mails to or about the person, sent or waiting. */
  emails: number;
  heldSpam: number;
  contacts: number;
};

export const nothingFound = (records: PersonRecords) =>
  Object.values(records).every((count) => count === 0);

/** Who erased, for the audit log. */
export type Eraser = { id: number | null; name: string };

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
 * The person's records, table by table. Text that may hold the key anywhere (an e-mail's body, a
 * held submission) is looked through by the database for the forms the site writes the key in,
 * and each text it finds is then read for the person's own address or number, whole.
 */
async function recordsOf(db: Db, key: PersonKey) {
  const texts =
    key.kind === "email" ? [key.value] : [...new Set([key.value, phoneAsRead(key.value)])];
  const mentions = (column: "outbox.text_body" | "suspected_spam.payload") =>
    sql<boolean>`(${sql.join(
      texts.map((text) => sql`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`),
      sql` or `,
    )})`;
  const leads = await db
    .selectFrom("leads")
    .select(["id", "contact_id"])
    .where((eb) =>
      key.kind === "email"
        ? eb(eb.fn("lower", ["email"]), "=", key.value)
        : eb("phone", "=", key.value),
    )
    .execute();
  const leadIds = leads.map((lead) => lead.id);
  const withOrders = leadIds.length
    ? (
        await db
          .selectFrom("orders")
          .select("lead_id")
          .distinct()
          .where("lead_id", "in", leadIds)
          .execute()
      ).map((row) => row.lead_id)
    : [];
  const ofLeads = <T extends "contact_messages" | "quote_requests">(table: T) =>
    db
      .selectFrom(table as "contact_messages")
      .select("id")
      .where((eb) =>
        eb.or([
          ...(leadIds.length ? [eb("lead_id", "in", leadIds)] : []),
          key.kind === "email"
            ? eb(eb.fn("lower", ["email"]), "=", key.value)
            : eb("phone", "=", key.value),
        ]),
      )
      .execute();
  const [contactMessages, quoteRequests] = await Promise.all([
    ofLeads("contact_messages"),
    ofLeads("quote_requests"),
  ]);
  const comments =
    key.kind === "email"
      ? await db
          .selectFrom("comments")
          .select("id")
          .where((eb) => eb(eb.fn("lower", ["author_email"]), "=", key.value))
          .execute()
      : [];
  const subscriptions =
    key.kind === "email"
      ? await db
          .selectFrom("newsletter_subscribers")
          .select("id")
          .where((eb) => eb(eb.fn("lower", ["email"]), "=", key.value))
          .execute()
      : [];
  const emails = (
    await db
      .selectFrom("outbox")
      .select(["id", "lead_id", "to_address", "reply_to", "text_body"])
      .where((eb) =>
        eb.or([
          ...(leadIds.length ? [eb("lead_id", "in", leadIds)] : []),
          ...(key.kind === "email"
            ? [
                eb(eb.fn("lower", ["to_address"]), "=", key.value),
                eb(eb.fn("lower", ["reply_to"]), "=", key.value),
              ]
            : []),
          mentions("outbox.text_body"),
        ]),
      )
      .execute()
  ).filter(
    (mail) =>
      (mail.lead_id !== null && leadIds.includes(mail.lead_id)) ||
      (key.kind === "email" &&
        [mail.to_address, mail.reply_to].some((address) => address?.toLowerCase() === key.value)) ||
      mentionsPerson(mail.text_body, key),
  );
  const heldSpam = (
    await db
      .selectFrom("suspected_spam")
      .select(["id", "payload"])
      .where(mentions("suspected_spam.payload"))
      .execute()
  ).filter((held) => mentionsPerson(held.payload, key));
  const contactKey = `${key.kind}:${key.value}`;
  const keyed = await db
    .selectFrom("contact_keys")
    .select("contact_id")
    .where("key", "=", contactKey)
    .execute();
  const contactIds = [
    ...new Set([
      ...keyed.map((row) => row.contact_id),
      ...leads.flatMap((lead) => (lead.contact_id === null ? [] : [lead.contact_id])),
    ]),
  ];
  return {
    leadIds,
    withOrders,
    formRows: { contactMessages, quoteRequests },
    comments,
    subscriptions,
    emails,
    heldSpam,
    contactKey,
    contactIds,
  };
}

const countsOf = (found: Awaited<ReturnType<typeof recordsOf>>): PersonRecords => ({
  leads: found.leadIds.length - found.withOrders.length,
  leadsKeptForOrders: found.withOrders.length,
  formRows: found.formRows.contactMessages.length + found.formRows.quoteRequests.length,
  comments: found.comments.length,
  subscriptions: found.subscriptions.length,
  emails: found.emails.length,
  heldSpam: found.heldSpam.length,
  contacts: found.contactIds.length,
});

/** What the site holds about a person, without changing anything: shown before an erasure. */
export async function findPerson(db: Db, key: PersonKey): Promise<PersonRecords> {
  return countsOf(await recordsOf(db, key));
}

/** How many records of each kind the site holds about a person, and which, by their ids. */
export async function personRecords(db: Db, key: PersonKey) {
  const found = await recordsOf(db, key);
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  return {
    counts: countsOf(found),
    ids: {
      leads: found.leadIds,
      contactMessages: ids(found.formRows.contactMessages),
      quoteRequests: ids(found.formRows.quoteRequests),
      comments: ids(found.comments),
      subscriptions: ids(found.subscriptions),
      emails: ids(found.emails),
      heldSpam: ids(found.heldSpam),
    },
  };
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
    const { leadIds, withOrders } = found;
    const deleted = leadIds.filter((id) => !withOrders.includes(id));
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
    const formIds = {
      contact: ids(found.formRows.contactMessages),
      quote: ids(found.formRows.quoteRequests),
    };
    if (formIds.contact.length) {
      await trx.deleteFrom("contact_messages").where("id", "in", formIds.contact).execute();
    }
    if (formIds.quote.length) {
      await trx.deleteFrom("quote_requests").where("id", "in", formIds.quote).execute();
    }
    if (found.emails.length) {
      // A history entry names the e-mail it sent; the entry goes with its lead, or loses the link.
      await trx
        .updateTable("lead_events")
        .set({ mail_id: null })
        .where("mail_id", "in", ids(found.emails))
        .execute();
      await trx.deleteFrom("outbox").where("id", "in", ids(found.emails)).execute();
    }
    if (withOrders.length) {
      await trx.deleteFrom("lead_events").where("lead_id", "in", withOrders).execute();
      await trx
        .updateTable("leads")
        .set({
          name: "",
          email: "",
          phone: null,
          subject: "",
          message: "",
          ip: "",
          source_path: null,
          utm: null,
          next_step: null,
          next_step_due: null,
          contact_id: null,
        })
        .where("id", "in", withOrders)
        .execute();
      await trx
        .updateTable("orders")
        .set({ domain: "" })
        .where("lead_id", "in", withOrders)
        .execute();
    }
    if (deleted.length) await trx.deleteFrom("leads").where("id", "in", deleted).execute();
    if (found.comments.length) {
      await trx.deleteFrom("comments").where("id", "in", ids(found.comments)).execute();
    }
    if (found.subscriptions.length) {
      await trx
        .deleteFrom("newsletter_subscribers")
        .where("id", "in", ids(found.subscriptions))
        .execute();
    }
    if (found.heldSpam.length) {
      await trx.deleteFrom("suspected_spam").where("id", "in", ids(found.heldSpam)).execute();
    }
    await trx.deleteFrom("contact_keys").where("key", "=", found.contactKey).execute();
    await forgetContactsBeyondLeads(trx, found.contactIds);
    const counts = countsOf(found);
    await trx
      .insertInto("audit_log")
      .values({
        action: "erase",
        actor_id: by.id,
        actor_name: by.name,
        detail: JSON.stringify({ kind: key.kind, ...counts }),
        at: now(),
      })
      .execute();
    return counts;
  });
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
  }
  return counts;
}
