import { Migrator, sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachStore } from "../../../tests/support/stores";
import { migrationsFor } from "~/platform/db/migrations";

describeEachStore("the schema's history", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  beforeEach(async () => {
    handle = await store.open({ migrated: false });
  });
  afterEach(() => handle.dispose());

  const migrateTo = async (name?: string) => {
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => migrationsFor(handle.dialect) },
    });
    const { error } = await (name ? migrator.migrateTo(name) : migrator.migrateToLatest());
    if (error) throw error;
  };

  it("carries a database of an earlier day forward: messages become leads, leads contacts, held forms searchable", async () => {
    await migrateTo("2026-11-02-sample-comments");
    const db = handle.db;
    await sql`insert into contact_messages (first_name, last_name, email, phone, subject, message, ip, created_at)
      values ('Shirin', 'Akter', 'Shirin.Akter@example.com', '+8801911223344', 'A bakery website', 'We bake.', '203.0.113.7', '2026-11-20T10:00:00.000Z'),
             ('Shirin', 'Akter', 'shirin.akter@example.com', null, 'And a shop', 'We sell too.', '203.0.113.7', '2026-11-21T10:00:00.000Z')`.execute(
      db,
    );
    await sql`insert into quote_requests (name, email, phone, company, service, budget, timeline, details, ip, created_at)
      values ('Rahim Uddin', 'rahim@example.com', '+8801711000000', 'Rahim Traders', 'web-development', '50k-100k', '1-3-months', 'A catalogue.', '203.0.113.8', '2026-11-22T10:00:00.000Z')`.execute(
      db,
    );
    await migrateTo("2026-11-25-workspace-media");
    await sql`insert into suspected_spam (form, reason, payload, locale, ip, created_at)
      values ('contact', 'too-fast', ${JSON.stringify({ "f-name": "Nusrat", "l-name": "JAHAN", email: "N@Example.com", suject: "Hello", message: "ওয়েবসাইট" })}, 'bn', '203.0.113.9', '2026-11-25T10:00:00.000Z')`.execute(
      db,
    );
    await migrateTo();

    const leads = await sql<{
      kind: string;
      email: string;
      contact_id: number;
    }>`select kind, email, contact_id from leads order by id`.execute(db);
    expect(leads.rows.map((lead) => [lead.kind, lead.email])).toEqual([
      ["contact", "Shirin.Akter@example.com"],
      ["contact", "shirin.akter@example.com"],
      ["quote", "rahim@example.com"],
    ]);
    const [first, second, third] = leads.rows.map((lead) => Number(lead.contact_id));
    expect(first).toBe(second);
    expect(third).not.toBe(first);
    const keys = await sql<{
      key: string;
    }>`select key from contact_keys order by key`.execute(db);
    expect(keys.rows.map((row) => row.key)).toEqual([
      "email:rahim@example.com",
      "email:shirin.akter@example.com",
      "phone:+8801711000000",
      "phone:+8801911223344",
    ]);
    const held = await sql<{ search_text: string }>`select search_text from suspected_spam`.execute(
      db,
    );
    expect(held.rows).toEqual([{ search_text: "nusrat jahan\nn@example.com\nhello\nওয়েবসাইট" }]);
    const comments = await sql<{ n: number }>`select count(*) as n from comments`.execute(db);
    expect(Number(comments.rows[0]!.n)).toBe(3);
  });
});
