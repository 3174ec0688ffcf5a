import { expect, it } from "vitest";
import { freshBackendEach } from "../../../tests/support/backend";
import { describeEachStore } from "../../../tests/support/stores";
import { shippedFacts } from "~/content/shipped-facts";
import { bookTime, kindOf, type BookingSetup } from "./booking.server";
import { fileBooking } from "./filing.server";

const NOW = Date.parse("2026-12-04T09:00:00+06:00");
const SUNDAY_10 = Date.parse("2026-12-06T10:00:00+06:00");

const setup: BookingSetup = {
  company: {
    ...shippedFacts.company,
    hours: { days: [0, 1, 2, 3, 4], opens: "10:00", closes: "18:00" },
  },
  meetings: shippedFacts.meetings,
  staff: [],
};

describeEachStore("a booked call, filed", (store) => {
  const fresh = freshBackendEach(store);

  const book = (start: number, email: string, campaign?: string) => {
    const kind = kindOf(setup, "consultation")!;
    const booker = {
      name: "Fatima Al Mansoori",
      email,
      phone: "+971501234567",
      note: "An Arabic and English shop for our perfume brand",
      locale: "ar" as const,
      timeZone: "Asia/Dubai",
    };
    const { backend } = fresh;
    return bookTime(backend.db, setup, { kind, start, booker }, NOW, (trx, meeting) =>
      fileBooking(
        trx,
        backend.outbox,
        { address: "hello@nakshilabs.com.bd", publicUrl: "https://nakshilabs.com.bd" },
        {
          meeting,
          kind,
          start,
          booker,
          ip: "203.0.113.9",
          source: {
            path: "/ar/book",
            utm: campaign ? { utm_source: "facebook", utm_campaign: campaign } : null,
            landing: "/ar/for-online-shops",
            referrer: "https://www.facebook.com/",
          },
        },
      ),
    );
  };

  it("makes a lead with the visit's campaign, and mails both sides an invitation at the time in UTC", async () => {
    const outcome = await book(SUNDAY_10, "fatima@example.ae", "gulf-shops");
    expect(outcome).toHaveProperty("booked");
    const { db } = fresh.backend;
    const lead = await db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      kind: "meeting",
      email: "fatima@example.ae",
      locale: "ar",
      landing_path: "/ar/for-online-shops",
      message: "An Arabic and English shop for our perfume brand",
    });
    expect(JSON.parse(lead.utm!)).toMatchObject({ utm_campaign: "gulf-shops" });
    const meeting = await db.selectFrom("meetings").selectAll().executeTakeFirstOrThrow();
    expect(meeting.lead_id).toBe(lead.id);
    const mails = await db.selectFrom("outbox").selectAll().orderBy("id").execute();
    expect(mails.map((mail) => mail.to_address)).toEqual([
      "hello@nakshilabs.com.bd",
      "fatima@example.ae",
    ]);
    const [staff, visitor] = mails;
    expect(staff!.subject).toContain("Call booked: Fatima Al Mansoori");
    expect(staff!.text_body).toContain("https://nakshilabs.com.bd/admin/leads/");
    expect(staff!.text_body).toContain("Campaign: gulf-shops");
    // In Arabic, in Dubai's time, with Dhaka's beside it.
    expect(visitor!.subject).toContain("مكالمتك مع");
    expect(visitor!.text_body).toContain("08:00 بتوقيتك (دبي وأبوظبي)");
    expect(visitor!.text_body).toContain("10:00 بتوقيت دكا");
    for (const mail of mails) {
      expect(mail.calendar).toContain("METHOD:REQUEST");
      expect(mail.calendar).toContain("DTSTART:20261206T040000Z");
      expect(mail.calendar).toContain("DTEND:20261206T043000Z");
      expect(mail.calendar).toContain(`UID:${meeting.calendar_uid}@nakshilabs.com.bd`);
      // Long lines are folded at 75 characters; unfolded, the visitor is the one invited.
      const unfolded = mail.calendar!.replace(/\r\n[ \t]/g, "");
      expect(unfolded).toMatch(/ATTENDEE;[^\r\n]*:MAILTO:fatima@example\.ae/);
      expect(unfolded).toMatch(/ORGANIZER;CN="?Nakshi Labs"?:mailto:hello@nakshilabs\.com\.bd/i);
    }
  });

  it("files a second call by the same person on their open lead, as a step in its history", async () => {
    await book(SUNDAY_10, "fatima@example.ae");
    await book(Date.parse("2026-12-07T11:00:00+06:00"), "Fatima@Example.ae");
    const { db } = fresh.backend;
    const leads = await db.selectFrom("leads").select("id").execute();
    expect(leads).toHaveLength(1);
    const meetings = await db.selectFrom("meetings").select("lead_id").execute();
    expect(meetings.map((meeting) => meeting.lead_id)).toEqual([leads[0]!.id, leads[0]!.id]);
    const events = await db
      .selectFrom("lead_events")
      .select(["kind", "author_name", "body", "to_value"])
      .where("lead_id", "=", leads[0]!.id)
      .execute();
    expect(events).toContainEqual({
      kind: "booked",
      author_name: "Fatima Al Mansoori",
      body: "Free consultation",
      to_value: "2026-12-07T05:00:00.000Z",
    });
  });
});
