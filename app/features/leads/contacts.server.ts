import { sql } from "kysely";
import { containsPattern, type Db } from "~/platform/db/db.server";
import { paged } from "~/platform/lists.server";
import { MAX_CONTACT_NOTES } from "~/lib/workspace";

/**
 * Contacts: the person behind one or more leads. A lead joins the contact its e-mail address
 * (case aside) or, failing that, its phone number (E.164) belongs to; each address and number
 * belongs to one contact. Staff merge two contacts by hand when the same person wrote with another
 * address and another number.
 */

export const CONTACTS_PER_PAGE = 25;

/** The keys a lead is known by: its e-mail address, and its phone number when it has one. */
export const contactKeysOf = (lead: { email: string; phone: string | null }) => [
  `email:${lead.email.trim().toLowerCase()}`,
  ...(lead.phone ? [`phone:${lead.phone}`] : []),
];

/**
 * Puts a lead with the contact its e-mail address or phone number belongs to, or with a new one
 * named after it; its keys no one has yet become that contact's. In the caller's transaction. Two
 * leads from a new person stored at once end with one contact: the key written first decides.
 */
export async function joinContact(
  trx: Db,
  leadId: number,
  lead: { name: string; email: string; phone: string | null; created_at: string },
) {
  const keys = contactKeysOf(lead);
  const known = await trx
    .selectFrom("contact_keys")
    .select(["key", "contact_id"])
    .where("key", "in", keys)
    .execute();
  let contactId = (known.find((row) => row.key === keys[0]) ?? known[0])?.contact_id;
  const created = contactId === undefined;
  if (contactId === undefined) {
    const row = await trx
      .insertInto("contacts")
      .values({ name: lead.name.slice(0, 200), notes: null, created_at: lead.created_at })
      .returning("id")
      .executeTakeFirstOrThrow();
    contactId = row.id;
  }
  const id = contactId;
  await trx
    .insertInto("contact_keys")
    .values(keys.map((key) => ({ key, contact_id: id })))
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  const owner = await trx
    .selectFrom("contact_keys")
    .select("contact_id")
    .where("key", "in", keys)
    .orderBy(sql`case when ${sql.ref("key")} = ${keys[0]} then 0 else 1 end`)
    .executeTakeFirstOrThrow();
  if (created && owner.contact_id !== id) {
    // Someone else's lead made this person a contact first: theirs it is.
    await moveContact(trx, id, owner.contact_id);
  }
  await trx
    .updateTable("leads")
    .set({ contact_id: owner.contact_id })
    .where("id", "=", leadId)
    .execute();
  return owner.contact_id;
}

/** Moves everything of one contact to another and removes the first; notes are kept, one after the other. */
async function moveContact(trx: Db, from: number, to: number) {
  const both = await trx
    .selectFrom("contacts")
    .select(["id", "notes"])
    .where("id", "in", [from, to])
    .execute();
  const notes = [to, from]
    .map((id) => both.find((row) => row.id === id)?.notes?.trim())
    .filter(Boolean)
    .join("\n\n");
  await trx.updateTable("leads").set({ contact_id: to }).where("contact_id", "=", from).execute();
  await trx
    .updateTable("contact_keys")
    .set({ contact_id: to })
    .where("contact_id", "=", from)
    .execute();
  await trx
    .updateTable("contacts")
    .set({ notes: notes || null })
    .where("id", "=", to)
    .execute();
  await trx.deleteFrom("contacts").where("id", "=", from).execute();
}

export class ContactError extends Error {}

/**
 * Merges into a contact the contact that an e-mail address or phone number (as typed) belongs to:
 * their leads, addresses, numbers and notes become the first one's. Returns the merged contact's
 * id.
 */
export async function mergeContacts(
  db: Db,
  keepId: number,
  other: string,
  toE164: (typed: string) => string | null,
) {
  const typed = other.trim();
  const keys = typed.includes("@")
    ? [`email:${typed.toLowerCase()}`]
    : [toE164(typed)]
        .filter((phone): phone is string => phone !== null)
        .map((phone) => `phone:${phone}`);
  if (keys.length === 0) throw new ContactError("merge-unknown");
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("contact_keys")
      .select("contact_id")
      .where("key", "in", keys)
      .executeTakeFirst();
    if (!found) throw new ContactError("merge-unknown");
    if (found.contact_id === keepId) throw new ContactError("merge-same");
    const keep = await trx
      .selectFrom("contacts")
      .select("id")
      .where("id", "=", keepId)
      .executeTakeFirst();
    if (!keep) throw new ContactError("missing");
    await moveContact(trx, found.contact_id, keepId);
    return found.contact_id;
  });
}

/** Staff's notes about a contact. */
export async function setContactNotes(db: Db, id: number, notes: string) {
  const text = notes.trim();
  if (text.length > MAX_CONTACT_NOTES) throw new ContactError("notes");
  const result = await db
    .updateTable("contacts")
    .set({ notes: text || null })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new ContactError("missing");
}

/**
 * A contact with everything known about them: their addresses and numbers, their leads (with any
 * order), the comments they wrote and their newsletter subscription.
 */
export async function findContact(db: Db, id: number) {
  const contact = await db
    .selectFrom("contacts")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!contact) return undefined;
  const keys = await db
    .selectFrom("contact_keys")
    .select("key")
    .where("contact_id", "=", id)
    .orderBy("key")
    .execute();
  const emails = keys.filter((row) => row.key.startsWith("email:")).map((row) => row.key.slice(6));
  const phones = keys.filter((row) => row.key.startsWith("phone:")).map((row) => row.key.slice(6));
  const leads = await db
    .selectFrom("leads")
    .leftJoin("orders", "orders.lead_id", "leads.id")
    .leftJoin("staff_users", "staff_users.id", "leads.assignee_id")
    .select([
      "leads.id",
      "leads.kind",
      "leads.subject",
      "leads.status",
      "leads.value_taka",
      "leads.created_at",
      "orders.reference",
      "orders.amount",
      "orders.paid_at",
      "staff_users.name as assignee_name",
    ])
    .where("leads.contact_id", "=", id)
    .orderBy("leads.created_at", "desc")
    .orderBy("leads.id", "desc")
    .execute();
  const byEmail = <T extends string>(column: T) =>
    sql<boolean>`lower(${sql.ref(column)}) in (${sql.join(emails.length ? emails : [""])})`;
  const comments = await db
    .selectFrom("comments")
    .select(["id", "post_slug", "language", "body", "status", "created_at"])
    .where(byEmail("author_email"))
    .orderBy("created_at", "desc")
    .limit(50)
    .execute();
  const subscription = await db
    .selectFrom("newsletter_subscribers")
    .select(["email", "status", "subscribed_at", "confirmed_at", "unsubscribed_at"])
    .where(byEmail("email"))
    .execute();
  return { contact, emails, phones, leads, comments, subscription };
}

/** One page of contacts, the most recently heard from first, searched by name, address or number. */
export async function listContacts(db: Db, filter: { q?: string; page: number }) {
  let query = db.selectFrom("contacts");
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const digits = filter.q.replace(/\D/g, "");
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(contacts.name) like ${pattern} escape '\\'`,
        eb.exists(
          eb
            .selectFrom("contact_keys")
            .select("contact_keys.key")
            .whereRef("contact_keys.contact_id", "=", "contacts.id")
            .where((inner) =>
              inner.or([
                sql<boolean>`lower(contact_keys.key) like ${pattern} escape '\\'`,
                ...(digits.length >= 4
                  ? [inner("contact_keys.key", "like", `phone:%${digits.slice(-10)}%`)]
                  : []),
              ]),
            ),
        ),
      ]),
    );
  }
  const { rows, total, pages } = await paged(
    filter,
    () => query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
    (limit, offset) =>
      query
        .leftJoin("leads", "leads.contact_id", "contacts.id")
        .select((eb) => [
          "contacts.id",
          "contacts.name",
          eb.fn.count<number>("leads.id").as("leads"),
          eb.fn.max("leads.created_at").as("last_at"),
          sql<
            number | string | null
          >`sum(case when leads.status = 'won' then leads.value_taka end)`.as("won"),
        ])
        .groupBy(["contacts.id", "contacts.name"])
        .orderBy(sql`max(leads.created_at)`, "desc")
        .orderBy("contacts.id", "desc")
        .limit(limit)
        .offset(offset)
        .execute(),
    CONTACTS_PER_PAGE,
  );
  const emails = await db
    .selectFrom("contact_keys")
    .select(["contact_id", "key"])
    .where("contact_id", "in", rows.length ? rows.map((row) => row.id) : [0])
    .where("key", "like", "email:%")
    .execute();
  return {
    total,
    pages,
    rows: rows.map((row) => ({
      ...row,
      leads: Number(row.leads),
      won: Number(row.won ?? 0),
      last_at: row.last_at as string | null,
      emails: emails.filter((key) => key.contact_id === row.id).map((key) => key.key.slice(6)),
    })),
  };
}

/**
 * After leads are deleted: each of these contacts keeps only the keys of the leads it still has,
 * and one with no lead left is deleted, notes and all.
 */
export async function forgetContactsBeyondLeads(db: Db, contactIds: number[]) {
  for (const contactId of contactIds) {
    const remaining = await db
      .selectFrom("leads")
      .select(["email", "phone"])
      .where("contact_id", "=", contactId)
      .execute();
    const kept = remaining.flatMap(contactKeysOf);
    await db
      .deleteFrom("contact_keys")
      .where("contact_id", "=", contactId)
      .$if(kept.length > 0, (query) => query.where("key", "not in", kept))
      .execute();
    if (kept.length === 0) await db.deleteFrom("contacts").where("id", "=", contactId).execute();
  }
}
