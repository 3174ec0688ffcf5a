import { agencyEmails } from "~/content/en/agency-emails";
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachStore } from "../../../tests/support/stores";
import { contactForm, keptOutbox, salesPerson } from "../../../tests/support/leads";
import { addNote, changeStatus, findLead, LeadChangeError } from "./inbox.server";
import { dashboard } from "./dashboard.server";
import {
  logActivity,
  replyDraft,
  sendReminders,
  sendReply,
  setDeal,
  setNextStep,
} from "./follow-up.server";
import { saveContactMessage } from "./leads.server";
import type { Outbox } from "~/platform/mail/outbox.server";
import type { WorkingWeek } from "~/lib/working-days";

/** Sunday to Thursday, with Wednesday 2 December 2026 a holiday. */
const week: WorkingWeek = { days: [0, 1, 2, 3, 4], holidays: ["2026-12-02"] };
/** Dhaka time (UTC+6) as an instant. */
const dhaka = (local: string) => Date.parse(`${local}+06:00`);
const SUNDAY_9_05 = dhaka("2026-11-29T09:05:00");

describeEachStore("following a lead up", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let outbox: Outbox;
  beforeEach(async () => {
    handle = await store.open();
    outbox = keptOutbox(handle.db);
  });
  afterEach(async () => {
    await outbox.stop();
    await handle.dispose();
  });

  const staff = (email: string, name: string) => salesPerson(handle.db, email, name);
  const lead = (subject: string, locale: "en" | "bn" = "en") =>
    saveContactMessage(
      handle.db,
      outbox,
      { address: "hello@agency.test", publicUrl: "https://site.test" },
      contactForm(subject),
      "1.2.3.4",
      locale,
    );
  const mailsTo = (address: string) =>
    handle.db
      .selectFrom("outbox")
      .select(["subject", "text_body", "reply_to"])
      .where("to_address", "=", address)
      .orderBy("id")
      .execute();

  it("keeps a deal's value and close month, and totals the pipeline and this month's wins", async () => {
    const rina = await staff("rina@agency.test", "Rina Das");
    const shop = await lead("Shop");
    const app = await lead("App");
    expect(await setDeal(handle.db, shop, rina, { value: 150_000, closeMonth: "2026-12" })).toBe(
      true,
    );
    expect(await setDeal(handle.db, shop, rina, { value: 150_000, closeMonth: "2026-12" })).toBe(
      false,
    );
    await setDeal(handle.db, app, rina, { value: 2_500_000, closeMonth: null });
    await changeStatus(handle.db, app, rina, "won");
    const found = await findLead(handle.db, shop);
    expect(found?.lead).toMatchObject({ value_taka: 150_000, close_month: "2026-12" });
    expect(found?.events.map((event) => [event.kind, event.to_value, event.body])).toEqual([
      ["deal", "150000", "2026-12"],
    ]);
    const figures = await dashboard(handle.db, rina.id);
    expect(figures.pipeline).toEqual([
      { status: "new", count: 1, value: 150_000 },
      { status: "contacted", count: 0, value: 0 },
      { status: "proposal", count: 0, value: 0 },
    ]);
    expect(figures.won).toMatchObject({ count: 1, value: 2_500_000 });
    await expect(setDeal(handle.db, 999_999, rina, { value: 1, closeMonth: null })).rejects.toThrow(
      LeadChangeError,
    );
  });

  it("plans next steps on working days only, gives an unassigned lead to its planner, and counts them as activity", async () => {
    const rina = await staff("rina@agency.test", "Rina Das");
    const id = await lead("Shop");
    const plan = (due: string) =>
      setNextStep(
        handle.db,
        id,
        rina,
        { what: "Call about the scope", due },
        {
          week,
          at: dhaka("2026-11-26T15:00:00"),
        },
      );
    await expect(plan("2026-11-25")).rejects.toThrow("next-step-past");
    await expect(plan("2026-11-27")).rejects.toThrow("next-step-closed"); // a Friday
    await expect(plan("2026-12-02")).rejects.toThrow("next-step-closed"); // the holiday
    await expect(plan("2026-02-30")).rejects.toThrow("next-step-day");
    expect(await plan("2026-11-29")).toBe(true);
    const found = await findLead(handle.db, id);
    expect(found?.lead).toMatchObject({
      next_step: "Call about the scope",
      next_step_due: "2026-11-29",
      assignee_id: rina.id,
    });
    expect(found?.events.map((event) => event.kind)).toEqual(["assignee", "next-step"]);

    // Waiting means no next step and nothing done for a working day.
    const old = "2026-11-18T06:00:00.000Z";
    await handle.db
      .updateTable("leads")
      .set({ created_at: old, status_changed_at: old, activity_at: old })
      .execute();
    const sunday = dhaka("2026-11-22T12:00:00");
    expect((await dashboard(handle.db, rina.id, sunday)).waiting).toEqual([]);
    expect(await setNextStep(handle.db, id, rina, null)).toBe(true);
    await handle.db.updateTable("leads").set({ activity_at: old }).execute();
    expect((await dashboard(handle.db, rina.id, sunday)).waiting.map((row) => row.id)).toEqual([
      id,
    ]);
    await addNote(handle.db, id, rina, "Sent the portfolio on WhatsApp.");
    expect((await dashboard(handle.db, rina.id, sunday)).waiting).toEqual([]);

    await changeStatus(handle.db, id, rina, "lost", "Chose another agency");
    await expect(plan("2026-11-29")).rejects.toThrow("closed");
  });

  it("e-mails each person their due and overdue next steps once a working morning, however many instances ask", async () => {
    const rina = await staff("rina@agency.test", "Rina Das");
    const sabbir = await staff("sabbir@agency.test", "Sabbir Ahmed");
    const [due, overdue, later, closed, other] = [
      await lead("Due today"),
      await lead("Overdue"),
      await lead("Later"),
      await lead("Closed"),
      await lead("Sabbir's"),
    ];
    const at = { week, at: dhaka("2026-11-24T10:00:00") };
    await setNextStep(handle.db, due, rina, { what: "Send the proposal", due: "2026-11-29" }, at);
    await setNextStep(handle.db, overdue, rina, { what: "Call back", due: "2026-11-25" }, at);
    await setNextStep(handle.db, later, rina, { what: "Demo", due: "2026-12-03" }, at);
    await setNextStep(handle.db, closed, rina, { what: "Invoice", due: "2026-11-25" }, at);
    await changeStatus(handle.db, closed, rina, "won");
    // Won, it has nothing left to do: its next step is done, and its history says so.
    const won = await handle.db
      .selectFrom("leads")
      .select(["next_step", "next_step_due"])
      .where("id", "=", closed)
      .executeTakeFirstOrThrow();
    expect(won).toEqual({ next_step: null, next_step_due: null });
    const done = await handle.db
      .selectFrom("lead_events")
      .select(["kind", "from_value", "to_value", "body"])
      .where("lead_id", "=", closed)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(done).toEqual({
      kind: "next-step",
      from_value: "2026-11-25",
      to_value: null,
      body: "Invoice",
    });
    await setNextStep(handle.db, other, sabbir, { what: "Meet", due: "2026-11-29" }, at);

    const remind = (when: number, box = outbox) =>
      sendReminders(handle.db, box, "https://site.test", { at: when, week });
    // Before nine, and on a Friday, nothing.
    expect(await remind(dhaka("2026-11-29T08:59:00"))).toBe(0);
    expect(await remind(dhaka("2026-11-27T09:30:00"))).toBe(0);
    // Two instances at the same moment: one e-mail each.
    const second = keptOutbox(handle.db);
    const counts = await Promise.all([remind(SUNDAY_9_05), remind(SUNDAY_9_05, second)]);
    await second.stop();
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await remind(SUNDAY_9_05 + 3_600_000)).toBe(0);

    const [mail, ...more] = await mailsTo("rina@agency.test");
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("2 next steps due today");
    expect(mail?.text_body).toContain("Call back (overdue since Wed 25 Nov)");
    expect(mail?.text_body).toContain("Send the proposal (due today)");
    expect(mail?.text_body).toContain(`https://site.test/admin/leads/${due}`);
    // Each lead's name is quoted as the visitor typed it, without marker lines around each (D14).
    expect(mail?.text_body).toMatch(/\n> \S/);
    expect(mail?.text_body).not.toContain(agencyEmails.visitorText.begin);
    expect(mail?.text_body).not.toContain("Demo");
    expect(mail?.text_body).not.toContain("Invoice");
    expect((await mailsTo("sabbir@agency.test")).map((sent) => sent.subject)).toEqual([
      "1 next step due today",
    ]);
    // The next working day (Monday), again, with what is still due.
    expect(await remind(dhaka("2026-11-30T09:00:00"))).toBe(2);
  });

  it("replies from a template in the visitor's language, signed, with its delivery in the history", async () => {
    const rina = await staff("rina@agency.test", "Rina Das");
    const id = await lead("Shop website", "bn");
    const draft = await replyDraft("bn", "call", { name: "Rahim Uddin", subject: "Shop website" });
    expect(draft.subject).toBe("Re: Shop website");
    expect(draft.body).toMatch(/^প্রিয় Rahim Uddin,/);
    expect(draft.body).not.toMatch(/\{[a-z.]+\}/);
    await sendReply(
      handle.db,
      outbox,
      id,
      rina,
      { locale: "bn", subject: draft.subject, body: draft.body },
      "https://www.nakshilabs.com.bd",
    );
    const [reply] = (await mailsTo("rahim@example.com")).filter(
      (mail) => mail.subject === "Re: Shop website",
    );
    expect(reply?.text_body).toContain("২০ মিনিটের");
    expect(reply?.text_body).toMatch(/\n-- \nRina Das\n.+\n.+ · .+@.+\nwww\.nakshilabs\.com\.bd$/);
    expect(reply?.reply_to).toMatch(/@/);
    const found = await findLead(handle.db, id);
    const event = found?.events.find((entry) => entry.kind === "reply");
    expect(event).toMatchObject({ to_value: "Re: Shop website", mail_status: "pending" });
    // The reply is in the history, not among the lead's other e-mails.
    expect(found?.mails.map((mail) => mail.subject)).not.toContain("Re: Shop website");

    await logActivity(handle.db, id, rina, {
      kind: "whatsapp",
      outcome: "interested",
      note: "Wants a demo",
    });
    const logged = (await findLead(handle.db, id))?.events.at(-1);
    expect(logged).toMatchObject({
      kind: "whatsapp",
      to_value: "interested",
      body: "Wants a demo",
    });
  });
});
