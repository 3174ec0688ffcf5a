import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachStore, silentLog } from "../../../tests/support/stores";
import { contactForm, salesPerson } from "../../../tests/support/leads";
import {
  addNote,
  assign,
  changeStatus,
  findLead,
  LeadChangeError,
  listLeads,
  markRead,
  staffMembers,
  unreadLeads,
} from "./inbox.server";
import { dashboard } from "./dashboard.server";
import { saveContactMessage, saveQuoteRequest } from "./leads.server";
import { Outbox } from "~/platform/mail/outbox.server";
import { StaffAccounts } from "~/features/staff/staff.server";
import { WorkspaceAuth } from "~/features/staff/workspace-auth.server";

const contact = (subject: string, email?: string) => contactForm(subject, { email });

describeEachStore("the leads inbox", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let outbox: Outbox;
  beforeEach(async () => {
    handle = await store.open();
    outbox = new Outbox(handle.db, {
      from: "Site <a@b.test>",
      retryBaseMs: 60_000,
      log: silentLog,
    });
  });
  afterEach(async () => {
    await outbox.stop();
    await handle.dispose();
  });

  const staff = (email: string) => salesPerson(handle.db, email, email.split("@")[0]!);

  it("makes each message a new, unread lead with its page, UTM parameters and e-mail", async () => {
    const id = await saveContactMessage(
      handle.db,
      outbox,
      { address: "hello@nakshilabs.com.bd", publicUrl: "https://site.test" },
      contact("Shop website"),
      "203.0.113.7",
      "bn",
      { path: "/bn/contact", utm: { utm_source: "facebook", utm_campaign: "eid" } },
    );
    const found = await findLead(handle.db, id);
    expect(found?.lead).toMatchObject({
      kind: "contact",
      status: "new",
      name: "Rahim Uddin",
      subject: "Shop website",
      locale: "bn",
      source_path: "/bn/contact",
      read_at: null,
      assignee_id: null,
    });
    expect(JSON.parse(found!.lead.utm!)).toEqual({ utm_source: "facebook", utm_campaign: "eid" });
    // The agency's e-mail, and the sender's acknowledgement in the language of their page.
    expect(found?.mails.map((mail) => mail.subject)).toEqual([
      "Contact form: Shop website",
      "আপনার মেসেজ আমরা পেয়েছি: Shop website",
    ]);
    const [row] = await handle.db.selectFrom("contact_messages").selectAll().execute();
    expect(row?.lead_id).toBe(id);
    expect(await markRead(handle.db, id)).toBe(true);
    const firstRead = (await findLead(handle.db, id))?.lead.read_at;
    expect(firstRead).not.toBeNull();
    // Read again later, it keeps the first reading's time.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await markRead(handle.db, id)).toBe(true);
    expect((await findLead(handle.db, id))?.lead.read_at).toBe(firstRead);
    expect(await markRead(handle.db, 99_999)).toBe(false);
  });

  it("moves a lead through the pipeline, records who did what, and asks why a lead was lost", async () => {
    const rina = await staff("rina@nakshilabs.com.bd");
    const sabbir = await staff("sabbir@nakshilabs.com.bd");
    const id = await saveContactMessage(
      handle.db,
      outbox,
      { address: "a@b.test", publicUrl: "https://site.test" },
      contact("App"),
      "1.2.3.4",
    );
    expect(await changeStatus(handle.db, id, rina, "contacted")).toBe(true);
    expect(await changeStatus(handle.db, id, rina, "contacted")).toBe(false);
    await expect(changeStatus(handle.db, id, rina, "lost", "  ")).rejects.toThrow(LeadChangeError);
    const notify = { outbox, publicUrl: "https://www.nakshilabs.com.bd" };
    expect(await assign(handle.db, id, rina, sabbir.id, notify)).toBe(true);
    // Sabbir is told; taking a lead oneself tells nobody.
    const told = await handle.db
      .selectFrom("outbox")
      .select(["to_address", "subject", "text_body"])
      .where("to_address", "=", "sabbir@nakshilabs.com.bd")
      .execute();
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe(`Lead #${id} is yours: App`);
    expect(told[0]!.text_body).toContain("rina gave you this lead in the workspace.");
    expect(told[0]!.text_body).toContain(
      `Open it: https://www.nakshilabs.com.bd/admin/leads/${id}`,
    );
    expect(await assign(handle.db, id, sabbir, null, notify)).toBe(true);
    expect(await assign(handle.db, id, sabbir, sabbir.id, notify)).toBe(true);
    const toSabbir = handle.db
      .selectFrom("outbox")
      .select("id")
      .where("to_address", "=", "sabbir@nakshilabs.com.bd");
    expect(await toSabbir.execute()).toHaveLength(1);
    await addNote(handle.db, id, sabbir, "Called; wants a quote by Sunday.");
    expect(await changeStatus(handle.db, id, sabbir, "lost", "Chose a cheaper freelancer")).toBe(
      true,
    );
    await expect(addNote(handle.db, id, sabbir, "")).rejects.toThrow(LeadChangeError);
    await expect(assign(handle.db, id, rina, 99_999)).rejects.toThrow(LeadChangeError);
    // An editor cannot open leads: they are not offered, and cannot be given one.
    await new StaffAccounts(handle.db).add("mitu@nakshilabs.com.bd", {
      role: "editor",
      name: "mitu",
    });
    const mitu = (await new StaffAccounts(handle.db).find("mitu@nakshilabs.com.bd"))!;
    await expect(assign(handle.db, id, rina, mitu.id, notify)).rejects.toThrow(LeadChangeError);
    expect((await staffMembers(handle.db)).map((person) => person.name)).toEqual([
      "rina",
      "sabbir",
    ]);

    const found = await findLead(handle.db, id);
    expect(found?.lead).toMatchObject({
      status: "lost",
      lost_reason: "Chose a cheaper freelancer",
      assignee_id: sabbir.id,
    });
    expect(
      found?.events.map((e) => [e.kind, e.author_name, e.from_value, e.to_value, e.body]),
    ).toEqual([
      ["status", "rina", "new", "contacted", null],
      ["assignee", "rina", null, "sabbir", null],
      ["assignee", "sabbir", "sabbir", null, null],
      ["assignee", "sabbir", null, "sabbir", null],
      ["note", "sabbir", null, null, "Called; wants a quote by Sunday."],
      ["status", "sabbir", "contacted", "lost", "Chose a cheaper freelancer"],
    ]);
  });

  it("filters by kind, status, assignee, date and words, newest first, a page at a time", async () => {
    const rina = await staff("rina@nakshilabs.com.bd");
    for (let i = 1; i <= 30; i++) {
      await saveContactMessage(
        handle.db,
        outbox,
        { address: "a@b.test", publicUrl: "https://site.test" },
        contact(`Message ${i}`),
        "1.2.3.4",
      );
    }
    const quote = await saveQuoteRequest(
      handle.db,
      outbox,
      { address: "a@b.test", publicUrl: "https://site.test" },
      {
        name: "Karim Traders",
        email: "karim@traders.test",
        phone: "+8801912000111",
        company: "Karim Traders",
        service: "seo",
        budget: "under-50k",
        timeline: "flexible",
        details: "Rank our 100% cotton_shirts page.",
      } as never,
      "1.2.3.4",
    );
    await assign(handle.db, quote, rina, rina.id);
    // A quote request's own fields, as its kind describes them, in English.
    const found = await findLead(handle.db, quote);
    expect(found?.details.map((detail) => detail.label)).toEqual([
      "Company",
      "Service",
      "Budget",
      "Timeline",
    ]);
    expect(found?.details[0]?.value).toBe("Karim Traders");
    expect(found?.details[2]?.value).not.toBe("under-50k");
    const all = await listLeads(handle.db, { page: 1 });
    expect(all.total).toBe(31);
    expect(all.rows).toHaveLength(25);
    expect(all.rows[0]?.id).toBe(quote);
    expect((await listLeads(handle.db, { page: 2 })).rows).toHaveLength(6);
    expect((await listLeads(handle.db, { kind: "quote", page: 1 })).total).toBe(1);
    expect((await listLeads(handle.db, { service: "seo", page: 1 })).total).toBe(1);
    expect((await listLeads(handle.db, { assignee: String(rina.id), page: 1 })).total).toBe(1);
    expect((await listLeads(handle.db, { assignee: "none", page: 1 })).total).toBe(30);
    expect((await listLeads(handle.db, { status: "won", page: 1 })).total).toBe(0);
    expect((await listLeads(handle.db, { q: "KARIM", page: 1 })).total).toBe(1);
    expect((await listLeads(handle.db, { q: "100%", page: 1 })).total).toBe(1);
    expect((await listLeads(handle.db, { q: "n_shirts", page: 1 })).total).toBe(1);
    expect((await listLeads(handle.db, { q: "01912-000111", page: 1 })).total).toBe(1);
    expect((await listLeads(handle.db, { q: "Message 3", page: 1 })).total).toBe(2);
    expect((await listLeads(handle.db, { from: "2099-01-01", page: 1 })).total).toBe(0);
    expect((await listLeads(handle.db, { to: "2000-01-01", page: 1 })).total).toBe(0);
  });

  it("counts today's and this week's leads and flags those waiting a working day", async () => {
    const a = await saveContactMessage(
      handle.db,
      outbox,
      { address: "a@b.test", publicUrl: "https://site.test" },
      contact("Old"),
      "1.2.3.4",
    );
    await saveContactMessage(
      handle.db,
      outbox,
      { address: "a@b.test", publicUrl: "https://site.test" },
      contact("Fresh"),
      "1.2.3.4",
      "en",
      {
        path: "/contact",
        utm: null,
      },
    );
    // Received on a Wednesday at noon in Dhaka (06:00 UTC), untouched since.
    await handle.db
      .updateTable("leads")
      .set({
        created_at: "2026-11-18T06:00:00.000Z",
        status_changed_at: "2026-11-18T06:00:00.000Z",
        activity_at: "2026-11-18T06:00:00.000Z",
      })
      .where("id", "=", a)
      .execute();
    // Thursday afternoon: not yet a working day.
    const thursday = Date.parse("2026-11-19T05:00:00.000Z");
    expect((await dashboard(handle.db, 0, thursday)).waiting.map((lead) => lead.id)).toEqual([]);
    // Sunday at noon: Wednesday noon to Thursday's end and Sunday morning are more than a day.
    const sunday = Date.parse("2026-11-22T06:00:00.000Z");
    const figures = await dashboard(handle.db, 0, sunday);
    expect(figures.waiting.map((lead) => lead.id)).toEqual([a]);
    expect(figures.week.total).toBe(1);
    expect(await unreadLeads(handle.db)).toBe(2);
  });
});

describeEachStore("signing in to the workspace", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  beforeEach(async () => {
    handle = await store.open();
  });
  afterEach(async () => {
    await handle.dispose();
  });

  it("signs in with the right password, counts wrong ones per account and address, and signs out", async () => {
    const auth = new WorkspaceAuth(handle.db, {
      secret: "s",
      secure: true,
      limits: { perAccount: 3, perIp: 5, windowMs: 60_000 },
    });
    const password = await auth.accounts.add("rina@nakshilabs.com.bd", { role: "owner" });
    const ok = await auth.signIn("Rina@NakshiLabs.com.bd ", password, "10.0.0.1");
    expect(ok.kind).toBe("signed-in");
    if (ok.kind !== "signed-in") return;
    expect(ok.setCookies).toHaveLength(1);
    expect(ok.setCookies[0]).toMatch(
      /^nl_staff=[^;]+; Max-Age=2592000; .*Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const cookie = ok.setCookies[0]!.split(";")[0]!;
    expect((await auth.signedIn(cookie))?.user.email).toBe("rina@nakshilabs.com.bd");
    // The longest address the form takes, from the longest IPv6 address, is only a wrong one.
    const long = `${"ব".repeat(240)}@example.com`;
    expect(
      (await auth.signIn(long, "x", "ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255")).kind,
    ).toBe("wrong");
    expect(await auth.signedIn(`${cookie}x`)).toBeUndefined();

    for (let i = 0; i < 3; i++) {
      expect((await auth.signIn("rina@nakshilabs.com.bd", "wrong", "10.0.0.2")).kind).toBe("wrong");
    }
    const limited = await auth.signIn("rina@nakshilabs.com.bd", password, "10.0.0.2");
    expect(limited).toMatchObject({ kind: "limited" });
    // The guesser's address is paused for this account; the owner at hers is not.
    expect((await auth.signIn("rina@nakshilabs.com.bd", password, "10.0.0.3")).kind).toBe(
      "signed-in",
    );
    // Another address is limited per address, whatever account it tries.
    for (let i = 0; i < 5; i++) {
      expect((await auth.signIn(`nobody${i}@example.com`, "x", "10.0.0.9")).kind).toBe("wrong");
    }
    expect((await auth.signIn("other@example.com", "x", "10.0.0.9")).kind).toBe("limited");

    expect(await auth.signOut(cookie)).toMatch(/^nl_staff=; Max-Age=0;/);
    expect(await auth.signedIn(cookie)).toBeUndefined();
  });

  it("counts guesses sent at once before checking any, on every instance, and checks at most the limit", async () => {
    const limits = { perAccount: 5, perIp: 20, windowMs: 60_000 };
    const instances = [1, 2].map(
      () => new WorkspaceAuth(handle.db, { secret: "s", secure: true, limits }),
    );
    const password = await instances[0]!.accounts.add("rina@nakshilabs.com.bd", { role: "owner" });
    const guesses = Array.from({ length: 30 }, (_, i) => (i === 29 ? password : `guess ${i}`));
    const results = await Promise.all(
      guesses.map((guess, i) =>
        instances[i % 2]!.signIn("rina@nakshilabs.com.bd", guess, "10.0.0.7"),
      ),
    );
    const checked = results.filter((result) => result.kind !== "limited");
    expect(checked.length).toBe(limits.perAccount);
    expect(results.filter((result) => result.kind === "limited")).toHaveLength(25);
    expect(results[29]!.kind).not.toBe("signed-in");
    // The owner, at her own address, is not locked out by them.
    expect((await instances[1]!.signIn("rina@nakshilabs.com.bd", password, "10.0.0.8")).kind).toBe(
      "signed-in",
    );
  });

  it("limits guesses of the current password as it limits signing in", async () => {
    const auth = new WorkspaceAuth(handle.db, {
      secret: "s",
      secure: true,
      limits: { perAccount: 2, perIp: 20, windowMs: 60_000 },
    });
    const password = await auth.accounts.add("rina@nakshilabs.com.bd", { role: "owner" });
    const { id } = (await auth.accounts.find("rina@nakshilabs.com.bd"))!;
    expect(await auth.checkCurrentPassword(id, password, "10.0.0.4")).toEqual({
      kind: "checked",
      matches: true,
    });
    for (let i = 0; i < 2; i++) {
      expect(await auth.checkCurrentPassword(id, "wrong", "10.0.0.4")).toEqual({
        kind: "checked",
        matches: false,
      });
    }
    expect(await auth.checkCurrentPassword(id, password, "10.0.0.4")).toMatchObject({
      kind: "limited",
    });
  });

  it("takes a NUL or a line break in the address as a wrong sign-in, not an error", async () => {
    const auth = new WorkspaceAuth(handle.db, {
      secret: "s",
      secure: true,
      limits: { perAccount: 5, perIp: 20, windowMs: 60_000 },
    });
    await auth.accounts.add("rina@nakshilabs.com.bd", { role: "owner" });
    expect((await auth.signIn("rina\u0000@nakshilabs.com.bd", "x", "10.0.0.5")).kind).toBe("wrong");
    expect((await auth.signIn("\u0000\r\n", "x", "10.0.0.5")).kind).toBe("wrong");
  });
});
