import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { describeEachStore } from "../../../tests/support/stores";
import { contactForm, keptOutbox } from "../../../tests/support/leads";
import { findContact, listContacts, mergeContacts, setContactNotes } from "./contacts.server";
import { findLead } from "./inbox.server";
import { saveContactMessage } from "./leads.server";
import { subscribe } from "~/features/newsletter/newsletter.server";
import type { Outbox } from "~/platform/mail/outbox.server";
import { normalizeBangladeshPhone } from "~/lib/phone";
import { loadAllCopies } from "~/content/copy";

describeEachStore("contacts", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let outbox: Outbox;
  beforeAll(loadAllCopies);
  beforeEach(async () => {
    handle = await store.open();
    outbox = keptOutbox(handle.db);
  });
  afterEach(async () => {
    await outbox.stop();
    await handle.dispose();
  });

  const send = (first: string, email: string, phone = "") =>
    saveContactMessage(
      handle.db,
      outbox,
      { address: "hello@agency.test", publicUrl: "https://site.test" },
      contactForm(`${first} writes`, { first, email, phone }),
      "1.2.3.4",
    );
  const contactOf = async (leadId: number) => (await findLead(handle.db, leadId))!.lead.contact_id!;

  it("groups leads by e-mail address (case aside) or phone number, and keeps other people apart", async () => {
    const first = await send("Rahim", "rahim@example.com", "+8801812345678");
    const again = await send("Rahim", "Rahim@Example.com ");
    const byPhone = await send("Rahim", "rahim.work@example.com", "+8801812345678");
    const other = await send("Karim", "karim@example.com", "+8801912000111");
    const rahim = await contactOf(first);
    expect(await contactOf(again)).toBe(rahim);
    expect(await contactOf(byPhone)).toBe(rahim);
    expect(await contactOf(other)).not.toBe(rahim);
    const found = await findContact(handle.db, rahim);
    expect(found?.emails).toEqual(["rahim.work@example.com", "rahim@example.com"]);
    expect(found?.phones).toEqual(["+8801812345678"]);
    expect(found?.leads.map((lead) => lead.id).sort()).toEqual([first, again, byPhone].sort());
    expect((await findLead(handle.db, first))?.contactLeads).toBe(3);
  });

  it("makes one contact of a new person's leads stored at the same moment", async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, () => send("Nasrin", "nasrin@example.com", "+8801712555666")),
    );
    const contacts = new Set(await Promise.all(ids.map(contactOf)));
    expect(contacts.size).toBe(1);
    expect((await listContacts(handle.db, { page: 1 })).total).toBe(1);
  });

  it("merges a contact who is the same person, notes included, and finds their subscription", async () => {
    const home = await contactOf(await send("Shirin", "shirin@example.com", "+8801812000222"));
    const work = await contactOf(await send("Shirin", "shirin@bakery.com.bd", "+8801712000333"));
    await setContactNotes(handle.db, home, "Prefers WhatsApp after 6 pm.");
    await setContactNotes(handle.db, work, "Owns Shirin's Bakery.");
    await subscribe(
      handle.db,
      outbox,
      "https://site.test",
      "SHIRIN@bakery.com.bd",
      "1.2.3.4",
      "bn",
    );
    const phone = (typed: string) => normalizeBangladeshPhone(typed);
    await expect(mergeContacts(handle.db, home, "nobody@example.com", phone)).rejects.toThrow(
      "merge-unknown",
    );
    await expect(mergeContacts(handle.db, home, "01812-000222", phone)).rejects.toThrow(
      "merge-same",
    );
    expect(await mergeContacts(handle.db, home, "০১৭১২-০০০৩৩৩", phone)).toBe(work);
    const merged = await findContact(handle.db, home);
    expect(merged?.leads).toHaveLength(2);
    expect(merged?.emails).toEqual(["shirin@bakery.com.bd", "shirin@example.com"]);
    expect(merged?.contact.notes).toBe("Prefers WhatsApp after 6 pm.\n\nOwns Shirin's Bakery.");
    expect(merged?.subscription.map((row) => row.status)).toEqual(["pending"]);
    expect(await findContact(handle.db, work)).toBeUndefined();
    // A new lead from the merged-in number joins the merged contact.
    expect(await contactOf(await send("Shirin", "orders@bakery.com.bd", "+8801712000333"))).toBe(
      home,
    );

    const search = async (q: string) => (await listContacts(handle.db, { q, page: 1 })).rows;
    expect((await search("BAKERY"))[0]).toMatchObject({ id: home, leads: 3 });
    expect((await search("000333")).map((row) => row.id)).toEqual([home]);
    expect(await search("nobody")).toEqual([]);
  });
});
