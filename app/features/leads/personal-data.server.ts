import {
  idsOf,
  whenAny,
  type FoundRecords,
  type PersonalData,
  type PersonKey,
} from "~/platform/personal-data.server";
import { forgetContactsBeyondLeads } from "./contacts.server";

/** How many leads one statement of the retention run names at most. */
const RETENTION_BATCH = 500;

/** The key a contact is known by for the person (see contacts.server.ts). */
const contactKeyOf = (key: PersonKey) => `${key.kind}:${key.value}`;

/**
 * A person's leads (kept without anything personal where won or carrying an order, for the
 * accounts and the figures), the forms' rows, and their contact (gone once it has no lead left).
 */
export const leadsPersonalData = {
  async find(db, key) {
    const leads = await db
      .selectFrom("leads")
      .select(["id", "contact_id", "status"])
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
    const ofLeads = async <T extends "contact_messages" | "quote_requests">(table: T) =>
      (
        await db
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
          .execute()
      ).map((row) => row.id);
    const [contactMessages, quoteRequests] = await Promise.all([
      ofLeads("contact_messages"),
      ofLeads("quote_requests"),
    ]);
    const keyed = await db
      .selectFrom("contact_keys")
      .select("contact_id")
      .where("key", "=", contactKeyOf(key))
      .execute();
    const contacts = [
      ...new Set([
        ...keyed.map((row) => row.contact_id),
        ...leads.flatMap((lead) => (lead.contact_id === null ? [] : [lead.contact_id])),
      ]),
    ];
    // A won deal or a shop order stays, without the person, for the accounts and the figures.
    const kept = leads
      .filter((lead) => lead.status === "won" || withOrders.includes(lead.id))
      .map((lead) => lead.id);
    return {
      leads: leadIds.filter((id) => !kept.includes(id)),
      leadsKept: kept,
      contactMessages,
      quoteRequests,
      contacts,
    };
  },

  async copy(db, found) {
    const leadIds = leadIdsIn(found);
    return {
      leads: await whenAny(leadIds, (ids) =>
        db.selectFrom("leads").selectAll().where("id", "in", ids).execute(),
      ),
      history: await whenAny(leadIds, (ids) =>
        db
          .selectFrom("lead_events")
          .select([
            "lead_id",
            "kind",
            "from_value",
            "to_value",
            "body",
            "author_name",
            "created_at",
          ])
          .where("lead_id", "in", ids)
          .orderBy("id")
          .execute(),
      ),
      orders: await whenAny(leadIds, (ids) =>
        db.selectFrom("orders").selectAll().where("lead_id", "in", ids).execute(),
      ),
      contactMessages: await whenAny(idsOf(found, "contactMessages"), (ids) =>
        db.selectFrom("contact_messages").selectAll().where("id", "in", ids).execute(),
      ),
      quoteRequests: await whenAny(idsOf(found, "quoteRequests"), (ids) =>
        db.selectFrom("quote_requests").selectAll().where("id", "in", ids).execute(),
      ),
    };
  },

  async erase(trx, found, key) {
    const contactMessages = idsOf(found, "contactMessages");
    const quoteRequests = idsOf(found, "quoteRequests");
    const kept = idsOf(found, "leadsKept");
    const deleted = idsOf(found, "leads");
    const emails = idsOf(found, "emails");
    if (contactMessages.length) {
      await trx.deleteFrom("contact_messages").where("id", "in", contactMessages).execute();
    }
    if (quoteRequests.length) {
      await trx.deleteFrom("quote_requests").where("id", "in", quoteRequests).execute();
    }
    if (emails.length) {
      // A history entry names the e-mail it sent; the entry goes with its lead, or loses the link.
      await trx
        .updateTable("lead_events")
        .set({ mail_id: null })
        .where("mail_id", "in", emails)
        .execute();
    }
    if (kept.length) {
      // What the figures count stays: kind, status, value, close month, dates, and the campaign
      // and page a visit came by; who, what they wrote and the history of notes go.
      await trx.deleteFrom("lead_events").where("lead_id", "in", kept).execute();
      await trx
        .updateTable("leads")
        .set({
          name: "",
          email: "",
          phone: null,
          subject: "",
          message: "",
          ip: "",
          next_step: null,
          next_step_due: null,
          contact_id: null,
        })
        .where("id", "in", kept)
        .execute();
      await trx.updateTable("orders").set({ domain: "" }).where("lead_id", "in", kept).execute();
    }
    if (deleted.length) await trx.deleteFrom("leads").where("id", "in", deleted).execute();
    await trx.deleteFrom("contact_keys").where("key", "=", contactKeyOf(key)).execute();
    await forgetContactsBeyondLeads(trx, idsOf(found, "contacts"));
  },

  /**
   * An enquiry nobody has touched since the policy's cutoff goes: the lead, its history, the form's
   * own row and the e-mails about it, unless it was won or has a shop order, which the accounts
   * keep. A contact with no lead left goes with it.
   */
  async expire(trx, { leadsBefore }) {
    const counts = { leads: 0, formRows: 0, emails: 0 };
    // In batches, so that no statement names more leads than a database takes at once.
    for (;;) {
      const expired = await trx
        .selectFrom("leads")
        .select(["id", "contact_id"])
        .where("activity_at", "<", leadsBefore)
        .where("created_at", "<", leadsBefore)
        .where("status", "!=", "won")
        .where(({ exists, not, selectFrom }) =>
          not(
            exists(selectFrom("orders").select("id").whereRef("orders.lead_id", "=", "leads.id")),
          ),
        )
        .limit(RETENTION_BATCH)
        .execute();
      if (expired.length === 0) break;
      const ids = expired.map((lead) => lead.id);
      counts.leads += ids.length;
      for (const table of ["contact_messages", "quote_requests"] as const) {
        const deleted = await trx.deleteFrom(table).where("lead_id", "in", ids).executeTakeFirst();
        counts.formRows += Number(deleted.numDeletedRows);
      }
      const emails = await trx.deleteFrom("outbox").where("lead_id", "in", ids).executeTakeFirst();
      counts.emails += Number(emails.numDeletedRows);
      await trx.deleteFrom("leads").where("id", "in", ids).execute();
      await forgetContactsBeyondLeads(trx, [
        ...new Set(expired.flatMap((lead) => (lead.contact_id === null ? [] : [lead.contact_id]))),
      ]);
    }
    return counts;
  },
} satisfies PersonalData;

/** Every lead of the person's that was found, kept for an order or not. */
export const leadIdsIn = (found: FoundRecords) => [
  ...idsOf(found, "leads"),
  ...idsOf(found, "leadsKept"),
];
