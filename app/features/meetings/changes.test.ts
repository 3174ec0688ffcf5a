import { expect, it } from "vitest";
import { freshBackendEach } from "../../../tests/support/backend";
import { describeEachStore } from "../../../tests/support/stores";
import { shippedFacts } from "~/content/shipped-facts";
import { bookTime, kindOf, type BookingSetup } from "./booking.server";
import { fileBooking } from "./filing.server";
import { callToChange, cancelCall, moveCall } from "./changes.server";

const NOW = Date.parse("2026-12-04T09:00:00+06:00");
const at = (day: string, time: string) => Date.parse(`2026-12-${day}T${time}:00+06:00`);

const setup: BookingSetup = {
  company: {
    ...shippedFacts.company,
    hours: { days: [0, 1, 2, 3, 4], opens: "10:00", closes: "18:00" },
  },
  meetings: shippedFacts.meetings,
  staff: [],
};
const agency = { address: "hello@nakshilabs.com.bd", publicUrl: "https://nakshilabs.com.bd" };

describeEachStore("a booked call, moved and cancelled from its link", (store) => {
  const fresh = freshBackendEach(store);

  async function booked(start: number, email: string) {
    const kind = kindOf(setup, "consultation")!;
    const booker = {
      name: "Tanvir Hasan",
      email,
      phone: null,
      note: "A booking app for our gym in Uttara",
      locale: "bn" as const,
      timeZone: "Asia/Dhaka",
    };
    const { db, outbox } = fresh.backend;
    const outcome = await bookTime(db, setup, { kind, start, booker }, NOW, (trx, meeting) =>
      fileBooking(trx, outbox, agency, {
        meeting,
        kind,
        start,
        booker,
        ip: "203.0.113.4",
        source: { path: "/bn/book", utm: null },
      }),
    );
    if (!("booked" in outcome)) throw new Error("not booked");
    return outcome.booked.token;
  }

  const context = () => ({ db: fresh.backend.db, outbox: fresh.backend.outbox, agency });
  /** The outbox, each invitation with its long lines unfolded. */
  const mails = async () =>
    (await fresh.backend.db.selectFrom("outbox").selectAll().orderBy("id").execute()).map(
      (mail) => ({ ...mail, calendar: mail.calendar?.replace(/\r\n[ \t]/g, "") ?? null }),
    );

  it("moves a call in one commit: the old time is free, the calendar event keeps its UID, the lead tells", async () => {
    const token = await booked(at("06", "10:00"), "tanvir@example.com");
    const found = await callToChange(fresh.backend.db, setup, token, NOW);
    expect(found.state).toBe("open");
    if (found.state !== "open") return;
    const moved = await moveCall(
      context(),
      setup,
      found.meeting,
      found.call,
      at("07", "11:00"),
      NOW,
    );
    expect(moved).toHaveProperty("booked");
    // The old link names a call that is gone; the new one is the call at its new time.
    expect((await callToChange(fresh.backend.db, setup, token, NOW)).state).toBe("gone");
    const newToken = "booked" in moved ? moved.booked.token : "";
    const now = await callToChange(fresh.backend.db, setup, newToken, NOW);
    expect(now.state === "open" && now.meeting.starts_at).toBe("2026-12-07T05:00:00.000Z");
    // Sunday 10:00 is free again for someone else.
    await booked(at("06", "10:00"), "nadia@example.com");
    const sent = await mails();
    const tanvirs = sent.filter((mail) => mail.calendar?.includes("tanvir@example.com"));
    const uids = tanvirs.map((mail) => /UID:(\S+)/.exec(mail.calendar!)![1]);
    expect(new Set(uids).size).toBe(1);
    expect(tanvirs.at(-1)!.calendar).toContain("SEQUENCE:1");
    const visitorMoved = sent.find(
      (mail) => mail.to_address === "tanvir@example.com" && mail.subject.includes("বদলেছে"),
    );
    expect(visitorMoved!.text_body).toContain(
      `https://nakshilabs.com.bd/bn/book/change/${newToken}`,
    );
    const events = await fresh.backend.db
      .selectFrom("lead_events")
      .select(["kind", "from_value", "to_value"])
      .execute();
    expect(events).toContainEqual({
      kind: "call-moved",
      from_value: "2026-12-06T04:00:00.000Z",
      to_value: "2026-12-07T05:00:00.000Z",
    });
    // A second move from the old link books nothing.
    expect(
      await moveCall(context(), setup, found.meeting, found.call, at("08", "12:00"), NOW),
    ).toEqual({ gone: true });
    const calls = await fresh.backend.db
      .selectFrom("meetings")
      .select("id")
      .where("status", "=", "booked")
      .execute();
    expect(calls).toHaveLength(2);
  });

  it("cancels a call once: its time is free, both sides get the cancellation", async () => {
    const token = await booked(at("06", "10:00"), "tanvir@example.com");
    const found = await callToChange(fresh.backend.db, setup, token, NOW);
    if (found.state !== "open") throw new Error("not open");
    expect(await cancelCall(context(), found.meeting, found.call)).toBe(true);
    expect(await cancelCall(context(), found.meeting, found.call)).toBe(false);
    const cancellations = (await mails()).filter((mail) =>
      mail.calendar?.includes("METHOD:CANCEL"),
    );
    expect(cancellations.map((mail) => mail.to_address).sort()).toEqual([
      "hello@nakshilabs.com.bd",
      "tanvir@example.com",
    ]);
    expect(cancellations[1]!.text_body).toContain("https://nakshilabs.com.bd/bn/book");
    expect((await callToChange(fresh.backend.db, setup, token, NOW)).state).toBe("gone");
    await booked(at("06", "10:00"), "nadia@example.com");
    // A link that names no call.
    expect((await callToChange(fresh.backend.db, setup, "nothing", NOW)).state).toBe("unknown");
  });
});
