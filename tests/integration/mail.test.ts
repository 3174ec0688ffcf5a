import { afterEach, beforeEach, expect, it } from "vitest";
import { freePort, startSmtp } from "../support/smtp";
import { describeEachStore, silentLog } from "../support/stores";
import { expectFenced } from "../support/fenced";
import { saveContactMessage, saveQuoteRequest } from "~/features/leads/leads.server";
import { Outbox } from "~/platform/mail/outbox.server";

const AGENCY = "hello@nakshilabs.com.bd";
const INBOX = { address: AGENCY, publicUrl: "https://site.test" };

/** Whom a received e-mail was addressed to. */
const recipientOf = (mail: { to?: unknown }) =>
  mail.to && typeof mail.to === "object" && "text" in mail.to ? String(mail.to.text) : "";

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
      INBOX,
      {
        "f-name": "Rahim",
        "l-name": "Uddin",
        email: "rahim@example.com",
        phone: "+8801712345678",
        suject: "A new shop website",
        message: "We sell saris and need an online shop with bKash.",
      },
      "203.0.113.7",
      "en",
      { path: "/contact", utm: { utm_source: "facebook", utm_campaign: "eid-offer" } },
    );
    await outbox.deliverDue();

    const rows = await handle.db.selectFrom("contact_messages").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: "Rahim",
      phone: "+8801712345678",
      ip: "203.0.113.7",
    });

    // The agency's e-mail, and the sender's acknowledgement.
    expect(smtp.received.map(recipientOf).sort()).toEqual([AGENCY, "rahim@example.com"].sort());
    const mail = smtp.received.find((received) => recipientOf(received) === AGENCY)!;
    expect(mail.replyTo?.text).toBe("rahim@example.com");
    expect(mail.subject).toBe("Contact form: A new shop website");
    expect(mail.text).toContain("Name: Rahim Uddin");
    expect(mail.text).toContain("> Phone: +880 1712-345678");
    expect(mail.text).toContain("Language: English");
    expect(mail.text).toContain("We sell saris and need an online shop with bKash.");
    // The lead's page is a click away (D14); the campaign, which the visit's address set, is
    // the visitor's text, inside the fence.
    expect(mail.text).toMatch(
      /^Open it in the workspace: https:\/\/site\.test\/admin\/leads\/\d+$/m,
    );
    expect(mail.text).toContain("> Campaign: eid-offer");
    expectFenced(mail.text ?? "", [
      "Name: Rahim Uddin",
      "rahim@example.com",
      "+880 1712-345678",
      "A new shop website",
      "We sell saris and need an online shop with bKash.",
    ]);
    const statuses = await handle.db.selectFrom("outbox").select("status").execute();
    expect(statuses).toEqual([{ status: "sent" }, { status: "sent" }]);
  });

  it("tells a sender in the language of the page that the message arrived, what happens next and how to reach the agency now, once a day at most", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const outbox = outboxFor(smtp.url);
    const message = {
      "f-name": "রহিম",
      "l-name": "উদ্দিন",
      email: "Rahim.Bn@example.com",
      suject: "নতুন দোকানের ওয়েবসাইট",
      message: "আমরা শাড়ি বিক্রি করি।\nbKash-সহ একটি অনলাইন শপ দরকার।",
    };
    await saveContactMessage(handle.db, outbox, INBOX, message, "203.0.113.8", "bn");
    await outbox.deliverDue();
    const mail = smtp.received.find((received) => recipientOf(received) !== AGENCY)!;
    expect(recipientOf(mail)).toBe("Rahim.Bn@example.com");
    expect(mail.subject).toBe("আপনার মেসেজ আমরা পেয়েছি: নতুন দোকানের ওয়েবসাইট");
    expect(mail.replyTo?.text).toBe("hello@nakshilabs.com.bd");
    const text = mail.text ?? "";
    expect(text).toContain("প্রিয় রহিম উদ্দিন,");
    expect(text).toContain("বিষয়: নতুন দোকানের ওয়েবসাইট");
    expect(text).toContain("> আমরা শাড়ি বিক্রি করি।\n> bKash-সহ একটি অনলাইন শপ দরকার।");
    expect(text).toContain("এক কর্মদিবসের মধ্যে");
    expect(text).toContain(
      "রবিবার থেকে বৃহস্পতিবার, বাংলাদেশ সময় (GMT+৬) সকাল ১০টা থেকে সন্ধ্যা ৭টা পর্যন্ত কাজ করি",
    );
    expect(text).toContain("+৮৮০ ১৭১২-৩৪৫৬৭৮");
    expect(text).toContain("https://wa.me/8801712345678");
    expect(text).not.toMatch(/\{[\w.]+\}/);

    // The same address again within the day, however it is written: the agency hears, the
    // address does not.
    await saveContactMessage(
      handle.db,
      outbox,
      INBOX,
      { ...message, email: "rahim.bn@EXAMPLE.com", suject: "আরেকটি প্রশ্ন" },
      "203.0.113.8",
      "bn",
    );
    await outbox.deliverDue();
    expect(smtp.received.map(recipientOf).sort()).toEqual(
      [AGENCY, AGENCY, "Rahim.Bn@example.com"].sort(),
    );
  });

  it("e-mails a quote request with the chosen plan and labels", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const outbox = outboxFor(smtp.url);
    await saveQuoteRequest(
      handle.db,
      outbox,
      INBOX,
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
    const mail = smtp.received.find((received) => recipientOf(received) === AGENCY)!;
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
    // The sender is told in Bangla what they asked for and the steps to a proposal.
    const told = smtp.received.find((received) => recipientOf(received) === "karim@example.com")!;
    expect(told.subject).toBe("আপনার কোটেশনের অনুরোধ আমরা পেয়েছি");
    for (const line of [
      "প্রিয় Karim Ahmed,",
      "হোস্টিং প্ল্যান: পাওয়ার",
      "কোম্পানি: Padma Traders",
      "> Move our site to faster hosting.",
      "২. আপনি কাজের পরিধি",
    ]) {
      expect(told.text, line).toContain(line);
    }
  });

  it("keeps the lead when SMTP is down and delivers it once SMTP is back", async () => {
    const port = await freePort();
    const outbox = outboxFor(`smtp://127.0.0.1:${port}`, 60_000);
    await saveContactMessage(
      handle.db,
      outbox,
      INBOX,
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
    // The agency's e-mail and the sender's acknowledgement both wait.
    const failed = await handle.db.selectFrom("outbox").selectAll().execute();
    expect(failed).toHaveLength(2);
    for (const row of failed) {
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row.last_error).toBeTruthy();
    }
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
    expect(await outbox.deliverDue()).toBe(2);
    expect(smtp.received.map((mail) => mail.subject)).toContain("Contact form: Call me");
    const sent = await handle.db.selectFrom("outbox").select(["status", "attempts"]).execute();
    expect(sent).toEqual([
      { status: "sent", attempts: 2 },
      { status: "sent", attempts: 2 },
    ]);
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
