import { expect, it } from "vitest";
import { freshBackendEach } from "../../../tests/support/backend";
import { contactForm } from "../../../tests/support/leads";
import { describeEachStore } from "../../../tests/support/stores";
import { applyRetention } from "./retention.server";
import { saveSubmission, type Submission } from "~/features/submissions/submissions.server";

const contact = (subject: string, email: string) =>
  ({
    form: "contact",
    value: contactForm(subject, { email }),
    ip: "203.0.113.7",
    locale: "en",
  }) as Submission;

describeEachStore("the daily retention run", (store) => {
  const fresh = freshBackendEach(store);

  /** Makes the leads of an address last touched `monthsAgo` months before `at`. */
  const age = async (email: string, monthsAgo: number, at: Date) => {
    const then = new Date(at);
    then.setUTCMonth(then.getUTCMonth() - monthsAgo);
    await fresh.backend.db
      .updateTable("leads")
      .set({ activity_at: then.toISOString(), created_at: then.toISOString() })
      .where("email", "=", email)
      .execute();
  };
  /** A lead from a contact message, last touched `monthsAgo` months before `at`; its id. */
  const leadFrom = async (subject: string, monthsAgo: number, at: Date) => {
    await saveSubmission(fresh.backend, contact(subject, `${subject}@example.com`));
    await age(`${subject}@example.com`, monthsAgo, at);
    const lead = await fresh.backend.db
      .selectFrom("leads")
      .select("id")
      .where("subject", "=", subject)
      .executeTakeFirstOrThrow();
    return lead.id;
  };

  it("deletes enquiries untouched for the period, with their rows, e-mails and contact; keeps won ones, orders and recent ones; once a day", async () => {
    const at = new Date("2026-11-27T04:00:00Z");
    const old = await leadFrom("forgotten", 25, at);
    const won = await leadFrom("won", 30, at);
    await fresh.backend.db
      .updateTable("leads")
      .set({ status: "won" })
      .where("id", "=", won)
      .execute();
    await leadFrom("recent", 23, at);
    await saveSubmission(fresh.backend, {
      form: "order",
      value: {
        product: "domain-com-bd",
        name: "Kamrul Islam",
        email: "ordered@example.com",
        phone: "+8801712000111",
        domain: "kamrul-traders.com.bd",
        period: 1,
        payment: "bkash",
      },
      reference: "NL-OLD001",
      ip: "203.0.113.8",
      locale: "en",
    } as Submission);
    await age("ordered@example.com", 36, at);

    const run = await applyRetention(fresh.backend.db, { leadMonths: 24, at });
    expect(run).toMatchObject({ leads: 1, formRows: 1 });
    expect(run!.emails).toBeGreaterThan(0);
    const subjects = (await fresh.backend.db.selectFrom("leads").select("subject").execute()).map(
      (row) => row.subject,
    );
    expect(subjects).toHaveLength(3);
    expect(subjects).toEqual(expect.arrayContaining(["recent", "won"]));
    for (const table of ["contact_messages", "outbox"] as const) {
      const rows = await fresh.backend.db.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows), table).not.toContain("forgotten@example.com");
    }
    expect(
      await fresh.backend.db
        .selectFrom("contact_keys")
        .select("key")
        .where("key", "=", "email:forgotten@example.com")
        .execute(),
    ).toEqual([]);
    expect(
      await fresh.backend.db.selectFrom("leads").select("id").where("id", "=", old).execute(),
    ).toEqual([]);

    // Another instance the same Dhaka day does nothing; the next day runs again.
    expect(await applyRetention(fresh.backend.db, { leadMonths: 24, at })).toBeNull();
    const tomorrow = new Date(at.getTime() + 24 * 3_600_000);
    expect(await applyRetention(fresh.backend.db, { leadMonths: 24, at: tomorrow })).toEqual({
      leads: 0,
      formRows: 0,
      emails: 0,
      campaignEmails: 0,
      activityEntries: 0,
      webhookDeliveries: 0,
      meetings: 0,
    });
    const log = await fresh.backend.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .execute();
    expect(log.map((entry) => entry.action)).toEqual(["retention", "retention"]);
    expect(JSON.parse(log[0]!.detail)).toMatchObject({ leadMonths: 24, leads: 1 });
  });
});
