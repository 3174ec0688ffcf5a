import { afterEach, beforeEach, expect, it } from "vitest";
import { freePort, startSmtp } from "./smtp";
import { describeEachStore, silentLog } from "./stores";
import { expectFenced } from "./fenced";
import { saveContactMessage, saveQuoteRequest } from "~/server/leads.server";
import { Outbox } from "~/server/outbox.server";

const AGENCY = "hello@nakshilabs.com.bd";

describeEachStore("leads and the e-mail outbox", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  const cleanups: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    handle = await store.open();
  });
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
    await handle.dispose();
  });

  const outboxFor = (smtpUrl: string | undefined, retryBaseMs = 60_000) => {
    const outbox = new Outbox(handle.db, {
      smtpUrl,
      from: "Site <no-reply@nakshilabs.com.bd>",
      retryBaseMs,
      log: silentLog,
    });
    cleanups.push(() => outbox.stop());
    return outbox;
  };

  it("stores a contact message and e-mails it to the agency with Reply-To set to the visitor", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const outbox = outboxFor(smtp.url);
    await saveContactMessage(
      handle.db,
      outbox,
      AGENCY,
      {
        "f-name": "Rahim",
        "l-name": "Uddin",
        email: "rahim@example.com",
        phone: "+8801712345678",
        suject: "A new shop website",
        message: "We sell saris and need an online shop with bKash.",
      },
      "203.0.113.7",
    );
    await outbox.deliverDue();

    const rows = await handle.db.selectFrom("contact_messages").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: "Rahim",
      phone: "+8801712345678",
      ip: "203.0.113.7",
    });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe(AGENCY);
    expect(mail.replyTo?.text).toBe("rahim@example.com");
    expect(mail.subject).toBe("Contact form: A new shop website");
    expect(mail.text).toContain("Name: Rahim Uddin");
    expect(mail.text).toContain("> Phone: +880 1712-345678");
    expect(mail.text).toContain("Language: English");
    expect(mail.text).toContain("We sell saris and need an online shop with bKash.");
    expectFenced(mail.text ?? "", [
      "Name: Rahim Uddin",
      "rahim@example.com",
      "+880 1712-345678",
      "A new shop website",
      "We sell saris and need an online shop with bKash.",
    ]);
    const outboxRow = await handle.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(outboxRow.status).toBe("sent");
  });

  it("e-mails a quote request with the chosen plan and labels", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const outbox = outboxFor(smtp.url);
    await saveQuoteRequest(
      handle.db,
      outbox,
      AGENCY,
      {
        name: "Karim Ahmed",
        email: "karim@example.com",
        phone: "+8801812345678",
        company: "Padma Traders",
        service: "hosting",
        plan: "power",
        budget: "under-50k",
        timeline: "asap",
        details: "Move our site to faster hosting.",
      },
      "127.0.0.1",
      "bn",
    );
    await outbox.deliverDue();
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe("Quote request: Hosting plan for Padma Traders");
    expect(mail.replyTo?.text).toBe("karim@example.com");
    expect(mail.text).toContain("Hosting plan: Power");
    expect(mail.text).toContain("Budget: Under ৳50,000");
    // The agency reads English, and learns the visitor wrote from the Bangla page.
    expect(mail.text).toContain("Language: Bangla");
    expectFenced(mail.text ?? "", [
      "Karim Ahmed",
      "karim@example.com",
      // The number as people read it, not as it is stored.
      "+880 1812-345678",
      "Padma Traders",
      "Move our site to faster hosting.",
    ]);
    expect(await handle.db.selectFrom("quote_requests").selectAll().execute()).toHaveLength(1);
  });

  it("keeps the lead when SMTP is down and delivers it once SMTP is back", async () => {
    const port = await freePort();
    const outbox = outboxFor(`smtp://127.0.0.1:${port}`, 60_000);
    await saveContactMessage(
      handle.db,
      outbox,
      AGENCY,
      {
        "f-name": "Nadia",
        "l-name": "Islam",
        email: "nadia@example.com",
        suject: "Call me",
        message: "Please call me about an app.",
      },
      "127.0.0.1",
    );
    expect(await outbox.deliverDue()).toBe(0);
    const failed = await handle.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed.last_error).toBeTruthy();
    expect(await handle.db.selectFrom("contact_messages").selectAll().execute()).toHaveLength(1);

    // Nothing is retried before its back-off has passed; then the restored server gets the message.
    expect(await outbox.deliverDue()).toBe(0);
    const smtp = await startSmtp(port);
    cleanups.push(smtp.close);
    expect(await outbox.deliverDue()).toBe(0);
    await handle.db
      .updateTable("outbox")
      .set({ next_attempt_at: new Date(Date.now() - 1).toISOString() })
      .execute();
    expect(await outbox.deliverDue()).toBe(1);
    expect(smtp.received[0]?.subject).toBe("Contact form: Call me");
    const sent = await handle.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("backs off exponentially between failed attempts", async () => {
    const port = await freePort();
    const outbox = outboxFor(`smtp://127.0.0.1:${port}`, 60_000);
    await outbox.enqueue({ to: AGENCY, subject: "x", text: "y" });
    const before = Date.now();
    await outbox.deliverDue();
    const first = await handle.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    const wait = Date.parse(first.next_attempt_at) - before;
    expect(wait).toBeGreaterThanOrEqual(55_000);
    expect(wait).toBeLessThan(70_000);
    // Not due yet: nothing is tried again.
    expect(await outbox.deliverDue()).toBe(0);
    expect(
      (await handle.db.selectFrom("outbox").select("attempts").executeTakeFirstOrThrow()).attempts,
    ).toBe(1);
  });

  it("keeps mail in the outbox when no SMTP server is configured", async () => {
    const outbox = outboxFor(undefined);
    await outbox.enqueue({ to: AGENCY, subject: "Kept", text: "body" });
    expect(await outbox.deliverDue()).toBe(0);
    expect(await handle.db.selectFrom("outbox").select("status").execute()).toEqual([
      { status: "pending" },
    ]);
  });
});
