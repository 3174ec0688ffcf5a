import { sql, type Generated, type Kysely, type Migration } from "kysely";
import { identityFor, type Dialect } from "./frozen";

/** The tables that group the leads received so far into contacts, as they were. */
type Tables = {
  leads: {
    id: number;
    name: string;
    email: string;
    phone: string | null;
    created_at: string;
    contact_id: number | null;
  };
  contacts: { id: Generated<number>; name: string; notes: string | null; created_at: string };
  contact_keys: { key: string; contact_id: number };
};

/**
 * Puts one lead with the contact its e-mail address (case aside) or phone number belongs to, or
 * with a new one named after it, as contacts were joined when this was applied; the leads are
 * grouped one at a time, in order, so the first key known decides.
 */
async function joinContact(db: Kysely<Tables>, lead: Tables["leads"]) {
  const keys = [
    `email:${lead.email.trim().toLowerCase()}`,
    ...(lead.phone ? [`phone:${lead.phone}`] : []),
  ];
  const known = await db
    .selectFrom("contact_keys")
    .select(["key", "contact_id"])
    .where("key", "in", keys)
    .orderBy(sql`case when ${sql.ref("key")} = ${keys[0]} then 0 else 1 end`)
    .execute();
  const contactId =
    known[0]?.contact_id ??
    (
      await db
        .insertInto("contacts")
        .values({ name: lead.name.slice(0, 200), notes: null, created_at: lead.created_at })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  await db
    .insertInto("contact_keys")
    .values(keys.map((key) => ({ key, contact_id: contactId })))
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  await db.updateTable("leads").set({ contact_id: contactId }).where("id", "=", lead.id).execute();
}

export default function leadFollowUpContacts(dialect: Dialect): Migration {
  const identity = identityFor(dialect);
  return {
    async up(untyped: Kysely<unknown>) {
      // A person behind one or more leads, known by their e-mail addresses and phone numbers
      // (each key belongs to one contact), with staff's notes about them.
      await untyped.schema
        .createTable("contacts")
        .addColumn("id", "integer", identity)
        .addColumn("name", "varchar(200)", (c) => c.notNull())
        .addColumn("notes", "text")
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await untyped.schema
        .createTable("contact_keys")
        .addColumn("key", "varchar(300)", (c) => c.primaryKey())
        .addColumn("contact_id", "integer", (c) =>
          c.notNull().references("contacts.id").onDelete("cascade"),
        )
        .execute();
      await untyped.schema
        .createIndex("contact_keys_contact")
        .on("contact_keys")
        .column("contact_id")
        .execute();
      await untyped.schema
        .alterTable("leads")
        .addColumn("contact_id", "integer", (c) => c.references("contacts.id"))
        .execute();
      await untyped.schema.createIndex("leads_contact").on("leads").column("contact_id").execute();
      // The leads received so far, grouped as new ones will be.
      const db = untyped as Kysely<Tables>;
      const leads = await db
        .selectFrom("leads")
        .select(["id", "name", "email", "phone", "created_at", "contact_id"])
        .orderBy("id")
        .execute();
      for (const lead of leads) await joinContact(db, lead);
    },
  };
}
