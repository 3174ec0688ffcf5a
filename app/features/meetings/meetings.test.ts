import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachStore } from "../../../tests/support/stores";
import { openDatabase } from "~/platform/db/db.server";
import {
  blocksOf,
  bookMeeting,
  busyTimes,
  byLoad,
  cancelMeeting,
  meetingByToken,
  type Booking,
} from "./meetings.server";

const at = (time: string) => Date.parse(`2026-12-06T${time}:00+06:00`);

const booking = (from: string, to: string, hosts: number[] = [1], email = "rahim@example.com") =>
  ({
    kind: "consultation",
    hosts,
    start: at(from),
    end: at(to),
    bufferMinutes: 15,
    booker: {
      name: "Rahim Uddin",
      email,
      phone: "+8801712345678",
      note: "A shop for our pharmacy chain",
      locale: "bn",
      timeZone: "Asia/Dhaka",
    },
  }) satisfies Booking;

it("holds a meeting's five-minute blocks from its start to its end and buffer", () => {
  const blocks = blocksOf(at("10:00"), at("10:30"), 15);
  expect(blocks).toHaveLength(9);
  expect(blocks[0]! * 5 * 60_000).toBe(at("10:00"));
  expect((blocks.at(-1)! + 1) * 5 * 60_000).toBe(at("10:45"));
  expect(blocksOf(at("10:00"), at("11:00"), 0)).toHaveLength(12);
});

describeEachStore("meetings", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  beforeEach(async () => {
    handle = await store.open();
  });
  afterEach(() => handle.dispose());

  const booked = (host?: number) =>
    handle.db
      .selectFrom("meetings")
      .selectAll()
      .where("status", "=", "booked")
      .$if(host !== undefined, (query) => query.where("host_id", "=", host!))
      .orderBy("starts_at")
      .execute();

  it("books a host's time once, and offers the same time to the next host free", async () => {
    const first = await bookMeeting(handle.db, booking("10:00", "10:30", [1, 2]));
    expect(first).toMatchObject({ hostId: 1 });
    const second = await bookMeeting(handle.db, booking("10:00", "10:30", [1, 2]));
    expect(second).toMatchObject({ hostId: 2 });
    expect(await bookMeeting(handle.db, booking("10:15", "10:45", [1, 2]))).toBeNull();
    const rows = await booked();
    expect(rows.map((row) => row.host_id)).toEqual([1, 2]);
    expect(rows[0]).toMatchObject({
      kind: "consultation",
      starts_at: "2026-12-06T04:00:00.000Z",
      ends_at: "2026-12-06T04:30:00.000Z",
      name: "Rahim Uddin",
      locale: "bn",
      lead_id: null,
    });
    expect(rows[0]!.token_hash).not.toContain(first!.token);
    expect(await meetingByToken(handle.db, first!.token)).toMatchObject({ id: first!.id });
    expect(await meetingByToken(handle.db, "not-a-token")).toBeUndefined();
  });

  it("keeps the buffer between a host's meetings either way round", async () => {
    expect(await bookMeeting(handle.db, booking("10:00", "10:30"))).not.toBeNull();
    expect(await bookMeeting(handle.db, booking("10:30", "11:00"))).toBeNull();
    expect(await bookMeeting(handle.db, booking("09:30", "10:00"))).toBeNull();
    expect(await bookMeeting(handle.db, booking("10:45", "11:15"))).not.toBeNull();
    expect(await bookMeeting(handle.db, booking("09:15", "09:45"))).not.toBeNull();
    expect((await booked(1)).map((row) => row.starts_at.slice(11, 16))).toEqual([
      "03:15",
      "04:00",
      "04:45",
    ]);
  });

  it("frees a cancelled meeting's time, once", async () => {
    const meeting = await bookMeeting(handle.db, booking("10:00", "10:30"));
    let told = 0;
    expect(await cancelMeeting(handle.db, meeting!.id, async () => void told++)).toBe(true);
    expect(await cancelMeeting(handle.db, meeting!.id, async () => void told++)).toBe(false);
    expect(told).toBe(1);
    expect(await bookMeeting(handle.db, booking("10:00", "10:30"))).not.toBeNull();
    const all = await handle.db.selectFrom("meetings").select(["status", "cancelled_at"]).execute();
    expect(all.map((row) => row.status).sort()).toEqual(["booked", "cancelled"]);
  });

  it("moves a meeting in one commit, onto its own old time too, and keeps it when the new time is taken", async () => {
    const meeting = await bookMeeting(handle.db, booking("10:00", "10:30"));
    const moved = await bookMeeting(handle.db, {
      ...booking("10:15", "10:45"),
      replaces: meeting!.id,
    });
    expect(moved).not.toBeNull();
    expect(await booked()).toMatchObject([{ id: moved!.id, rescheduled_from: meeting!.id }]);
    await bookMeeting(handle.db, booking("12:00", "12:30", [1], "nusrat@example.com"));
    expect(
      await bookMeeting(handle.db, { ...booking("12:00", "12:30"), replaces: moved!.id }),
    ).toBeNull();
    expect((await booked()).map((row) => row.id)).toContain(moved!.id);
  });

  it("stores nothing of a booking whose lead could not be filed", async () => {
    await expect(
      bookMeeting(handle.db, booking("10:00", "10:30"), async () => {
        throw new Error("the lead could not be stored");
      }),
    ).rejects.toThrow("the lead could not be stored");
    expect(await handle.db.selectFrom("meetings").select("id").execute()).toEqual([]);
    expect(await handle.db.selectFrom("meeting_blocks").select("block").execute()).toEqual([]);
  });

  it("tells availability who is busy when, and shares meetings out by load", async () => {
    await bookMeeting(handle.db, booking("10:00", "10:30", [2]));
    await bookMeeting(handle.db, booking("11:00", "11:30", [2]));
    await bookMeeting(handle.db, booking("11:00", "11:30", [3]));
    expect(await busyTimes(handle.db, [2], at("10:20"), at("11:00"))).toEqual([
      { host: 2, start: at("10:00"), end: at("10:30") },
    ]);
    expect(await busyTimes(handle.db, [], at("00:00"), at("23:00"))).toEqual([]);
    expect(await byLoad(handle.db, [2, 3, 1], at("00:00"))).toEqual([1, 3, 2]);
  });

  // A SQLite file serves one instance (see instance-lock.server.ts); PostgreSQL serves several.
  const instances = store.name === "PostgreSQL" ? "two instances" : "one instance";
  it(`gives one time to one of twenty visitors booking it at once on ${instances}`, async () => {
    const other = store.name === "PostgreSQL" ? openDatabase(handle.url) : handle;
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          bookMeeting(
            index % 2 ? other.db : handle.db,
            booking("10:00", "10:30", [1], `visitor${index}@example.com`),
          ),
        ),
      );
      expect(results.filter((result) => result !== null)).toHaveLength(1);
      expect(await booked()).toHaveLength(1);
      expect(await handle.db.selectFrom("meeting_blocks").select("block").execute()).toHaveLength(
        9,
      );
    } finally {
      if (other !== handle) await other.db.destroy();
    }
  });
});
