import { readFile } from "node:fs/promises";
import { sql } from "kysely";
import { expect, it } from "vitest";
import { freshBackendEach } from "../../../tests/support/backend";
import { contactForm } from "../../../tests/support/leads";
import { describeEachStore } from "../../../tests/support/stores";
import type { Backend } from "~/backend.server";
import { erasePerson, findPerson, personKeyOf, type PersonKey } from "./erase.server";
import { addNote } from "~/features/leads/inbox.server";
import { StaffAccounts } from "~/features/staff/staff.server";
import { bookMeeting } from "~/features/meetings/meetings.server";
import {
  quarantine,
  saveSubmission,
  type Submission,
} from "~/features/submissions/submissions.server";

const SHIRIN = "shirin.akter@example.com";
const SHIRIN_PHONE = "+8801911223344";

const from = (form: Submission["form"], value: object, extra: Partial<Submission> = {}) =>
  ({ form, value, ip: "203.0.113.7", locale: "bn", ...extra }) as Submission;

/** One person's every trace on the site, and another person's beside them. */
async function seed(backend: Backend) {
  await saveSubmission(
    backend,
    from(
      "contact",
      contactForm("Online shop for a bakery", { email: SHIRIN, phone: SHIRIN_PHONE }),
    ),
  );
  await saveSubmission(
    backend,
    from("contact", contactForm("A shop for saris", { email: "rahim@example.com" })),
  );
  await saveSubmission(
    backend,
    from("quote", {
      name: "Shirin Akter",
      email: SHIRIN.toUpperCase(),
      phone: SHIRIN_PHONE,
      company: "Shirin's Bakery",
      service: "web-development",
      budget: "50k-100k",
      timeline: "1-3-months",
      details: "A website for our bakery in Mirpur, with bKash.",
    }),
  );
  await saveSubmission(
    backend,
    from("order", {
      product: "domain-com-bd",
      name: "Shirin Akter",
      email: SHIRIN,
      phone: SHIRIN_PHONE,
      domain: "shirinsbakery.com.bd",
      period: 2,
      payment: "bkash",
    }),
  );
  await saveSubmission(
    backend,
    from(
      "comment",
      { name: "Shirin", email: SHIRIN, website: undefined, comment: "Useful for our bakery." },
      { target: "en/seo-trends-2025", locale: "en" },
    ),
  );
  await saveSubmission(backend, from("newsletter", { email: SHIRIN }));
  await quarantine(
    backend,
    from("contact", contactForm("Sent too fast", { email: SHIRIN, phone: SHIRIN_PHONE })),
    "too-fast",
  );
  // She booked a call about it, from a phone in Dubai.
  await bookMeeting(backend.db, {
    kind: "consultation",
    hosts: [0],
    start: Date.parse("2026-12-06T04:00:00Z"),
    end: Date.parse("2026-12-06T04:30:00Z"),
    bufferMinutes: 15,
    booker: {
      name: "Shirin Akter",
      email: SHIRIN,
      phone: SHIRIN_PHONE,
      note: "The bakery's shop in Mirpur",
      locale: "bn",
      timeZone: "Asia/Dubai",
    },
  });
  // Her contact message, from an Eid campaign, became a deal won at ৳1,50,000.
  const bakery = await backend.db
    .selectFrom("leads")
    .select("id")
    .where("subject", "=", "Online shop for a bakery")
    .executeTakeFirstOrThrow();
  await backend.db
    .updateTable("leads")
    .set({
      status: "won",
      value_taka: 150_000,
      utm: JSON.stringify({ utm_source: "facebook", utm_campaign: "eid" }),
    })
    .where("id", "=", bakery.id)
    .execute();
  // A note on the other person's lead stays; one on hers goes with it.
  const staff = new StaffAccounts(backend.db);
  await staff.add("mitu@nakshilabs.com.bd", { role: "sales", name: "Mitu Akter" });
  const mitu = (await staff.find("mitu@nakshilabs.com.bd"))!;
  const leads = await backend.db.selectFrom("leads").select(["id", "email"]).execute();
  for (const lead of leads) await addNote(backend.db, lead.id, mitu, `Called ${lead.email}`);
}

/** Every row of every table of the site, as text. */
async function everything(backend: Backend) {
  const tables = (await backend.db.introspection.getTables()).map((table) => table.name);
  const rows = await Promise.all(
    tables.map(async (table) =>
      JSON.stringify(
        await backend.db
          .selectFrom(table as "leads")
          .selectAll()
          .execute(),
      ),
    ),
  );
  return rows.join("\n").toLowerCase();
}

describeEachStore("erasing a person", (store) => {
  const fresh = freshBackendEach(store);

  it("reads an e-mail address or a phone number as the site stores it, and nothing else", () => {
    expect(personKeyOf(" Shirin.Akter@Example.com ")).toEqual({ kind: "email", value: SHIRIN });
    expect(personKeyOf("01911-223344")).toEqual({ kind: "phone", value: SHIRIN_PHONE });
    expect(personKeyOf("+971 50 123 4567")).toEqual({ kind: "phone", value: "+971501234567" });
    expect(personKeyOf("Shirin")).toBeNull();
    expect(personKeyOf("12")).toBeNull();
  });

  it("erases everything about an e-mail address, keeps an order's accounts, and logs only that it happened", async () => {
    await seed(fresh.backend);
    const key = personKeyOf(SHIRIN) as PersonKey;
    const found = await findPerson(fresh.backend.db, key);
    expect(found).toMatchObject({
      leads: 1,
      leadsKept: 2,
      formRows: 2,
      comments: 1,
      subscriptions: 1,
      heldSpam: 1,
      contacts: 1,
      meetings: 1,
    });
    expect(found.emails).toBeGreaterThanOrEqual(5);

    await erasePerson(fresh.handle.db, key, { id: null, name: "Nusrat Jahan" });
    const left = await everything(fresh.backend);
    for (const trace of [SHIRIN, "01911-223344", "1911223344", "shirinsbakery", "mirpur"]) {
      expect(left, trace).not.toContain(trace);
    }
    // Her call's time is free again.
    expect(await fresh.backend.db.selectFrom("meeting_blocks").select("block").execute()).toEqual(
      [],
    );
    // The other person is untouched, notes and all.
    expect(left).toContain("rahim@example.com");
    expect(left).toContain("called rahim@example.com");
    // The won deal stays in the figures, with its value, kind, campaign and day, without her.
    const won = await fresh.backend.db
      .selectFrom("leads")
      .select(["name", "email", "phone", "message", "status", "value_taka", "kind", "utm"])
      .where("status", "=", "won")
      .executeTakeFirstOrThrow();
    expect(won).toMatchObject({ name: "", email: "", phone: null, message: "", kind: "contact" });
    expect(won.value_taka).toBe(150_000);
    expect(JSON.parse(won.utm!)).toMatchObject({ utm_campaign: "eid" });
    // The order stays for the accounts, with its lead and nothing personal.
    const order = await fresh.backend.db
      .selectFrom("orders")
      .innerJoin("leads", "leads.id", "orders.lead_id")
      .select(["orders.amount", "orders.product", "leads.name", "leads.email", "leads.kind"])
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ product: "domain-com-bd", name: "", email: "", kind: "order" });
    expect(order.amount).toBeGreaterThan(0);
    const [entry] = await fresh.backend.db.selectFrom("audit_log").selectAll().execute();
    expect(entry).toMatchObject({ action: "erase", actor_name: "Nusrat Jahan" });
    expect(JSON.parse(entry!.detail)).toMatchObject({ kind: "email", comments: 1 });
    expect(await findPerson(fresh.backend.db, key)).toEqual({
      leads: 0,
      leadsKept: 0,
      formRows: 0,
      comments: 0,
      subscriptions: 0,
      emails: 0,
      heldSpam: 0,
      contacts: 0,
      activity: 0,
      webhooks: 0,
      meetings: 0,
    });

    if (fresh.handle.dialect === "sqlite") {
      // Not in the database's files either: not in a freed page, not in the write-ahead log.
      const { rows } = await sql<{ file: string }>`pragma database_list`.execute(fresh.handle.db);
      const file = rows[0]!.file;
      for (const part of [file, `${file}-wal`]) {
        const bytes = await readFile(part).catch(() => Buffer.alloc(0));
        expect(bytes.includes(Buffer.from(SHIRIN)), part).toBe(false);
        expect(bytes.includes(Buffer.from("shirinsbakery")), part).toBe(false);
      }
    }
  });

  it("erases by phone number what carries that number, and leaves the rest of the person's contact", async () => {
    await seed(fresh.backend);
    await erasePerson(fresh.handle.db, personKeyOf("01911 223344") as PersonKey, {
      id: null,
      name: "Nusrat Jahan",
    });
    const left = await everything(fresh.backend);
    expect(left).not.toContain(SHIRIN_PHONE);
    expect(left).not.toContain("1911-223344");
    // Her comment and subscription carried no number.
    expect(left).toContain("useful for our bakery");
  });

  it("erases the e-mails that name the person's own address, not one that contains it", async () => {
    await seed(fresh.backend);
    await saveSubmission(
      fresh.backend,
      from("contact", contactForm("Anna's app", { email: "anna.karim@example.com" })),
    );
    const annas = () =>
      fresh.backend.db
        .selectFrom("outbox")
        .select("id")
        .where((eb) =>
          eb.or([
            eb("to_address", "=", "anna.karim@example.com"),
            eb("text_body", "like", "%anna.karim@example.com%"),
          ]),
        )
        .orderBy("id")
        .execute();
    const before = await annas();
    // The agency's copy of her message, and her acknowledgement.
    expect(before.length).toBe(2);
    for (const other of ["a.karim@example.com", "karim@example.com"]) {
      await erasePerson(fresh.handle.db, personKeyOf(other) as PersonKey, {
        id: null,
        name: "Nusrat Jahan",
      });
    }
    expect(await annas()).toEqual(before);
  });
});
