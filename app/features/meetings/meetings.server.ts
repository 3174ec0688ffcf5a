import { createHash, randomBytes } from "node:crypto";
import { inTransaction, now, type Db } from "~/platform/db/db.server";
import type { Busy } from "./availability";

/** A host's calendar is held in blocks of five minutes: meetings, buffers and office hours fall on them. */
export const BLOCK_MINUTES = 5;
const BLOCK_MS = BLOCK_MINUTES * 60_000;

/**
 * The blocks a meeting holds on its host's calendar: from its start to its end and buffer. Held
 * after each meeting only, the buffer still keeps two meetings that far apart either way round:
 * the earlier one's buffer reaches the later one's start.
 */
export function blocksOf(start: number, end: number, bufferMinutes: number) {
  const first = Math.floor(start / BLOCK_MS);
  const last = Math.ceil((end + bufferMinutes * 60_000) / BLOCK_MS);
  return Array.from({ length: last - first }, (_, index) => first + index);
}

/** The person who books, as their form gave them. */
export type Booker = {
  name: string;
  email: string;
  phone: string | null;
  note: string;
  locale: string;
  timeZone: string;
};

export type Booking = {
  kind: string;
  /** The hosts free at that time, in the order they are offered it. */
  hosts: readonly number[];
  start: number;
  end: number;
  bufferMinutes: number;
  booker: Booker;
  /** The meeting this one takes the place of: it is cancelled in the same commit. */
  replaces?: number;
};

/**
 * A booked meeting, the secret of its cancel and reschedule links (kept only as its hash), and its
 * UID and sequence in calendars.
 */
export type Booked = { id: number; hostId: number; token: string; uid: string; sequence: number };

/** Thrown when the meeting a booking replaces was cancelled or moved meanwhile: nothing is booked. */
export class MeetingGone extends Error {}

/** The hash a meeting's link secret is kept as. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Thrown inside a booking's transaction when a block is taken: its rows are rolled back. */
class Taken extends Error {}

const iso = (at: number) => new Date(at).toISOString();

/**
 * Books a meeting with the first of its hosts whose calendar has every block of it free, in one
 * commit with what `attach` adds (the lead it is filed on, its e-mails). Two visitors booking the
 * same host at the same time, on any number of instances, meet at the blocks' key: one commit
 * takes them, the other finds them taken and tries the next host. Null when no host was free.
 * Each try is a transaction of its own, so `db` may not be in one.
 */
export async function bookMeeting(
  db: Db,
  booking: Booking,
  attach?: (trx: Db, meeting: Booked) => Promise<unknown>,
): Promise<Booked | null> {
  const blocks = blocksOf(booking.start, booking.end, booking.bufferMinutes);
  for (const hostId of booking.hosts) {
    const token = randomBytes(24).toString("base64url");
    try {
      return await db.transaction().execute(async (trx) => {
        const replaced =
          booking.replaces === undefined
            ? undefined
            : await trx
                .selectFrom("meetings")
                .select(["calendar_uid", "calendar_sequence"])
                .where("id", "=", booking.replaces)
                .executeTakeFirstOrThrow();
        if (booking.replaces !== undefined && !(await release(trx, booking.replaces))) {
          throw new MeetingGone();
        }
        const uid = replaced?.calendar_uid ?? `meeting-${randomBytes(12).toString("hex")}`;
        const sequence = replaced ? replaced.calendar_sequence + 1 : 0;
        const { booker } = booking;
        const { id } = await trx
          .insertInto("meetings")
          .values({
            kind: booking.kind,
            host_id: hostId,
            starts_at: iso(booking.start),
            ends_at: iso(booking.end),
            status: "booked",
            name: booker.name,
            email: booker.email,
            phone: booker.phone,
            note: booker.note,
            locale: booker.locale,
            time_zone: booker.timeZone,
            lead_id: null,
            token_hash: tokenHash(token),
            rescheduled_from: booking.replaces ?? null,
            calendar_uid: uid,
            calendar_sequence: sequence,
            reminded: "",
            created_at: now(),
            cancelled_at: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const held = await trx
          .insertInto("meeting_blocks")
          .values(blocks.map((block) => ({ host_id: hostId, block, meeting_id: id })))
          .onConflict((conflict) => conflict.columns(["host_id", "block"]).doNothing())
          .returning("block")
          .execute();
        if (held.length < blocks.length) throw new Taken();
        const booked = { id, hostId, token, uid, sequence };
        await attach?.(trx, booked);
        return booked;
      });
    } catch (error) {
      if (!(error instanceof Taken)) throw error;
    }
  }
  return null;
}

/** Frees a booked meeting's blocks and marks it cancelled; false when it was not booked. */
async function release(trx: Db, id: number) {
  const cancelled = await trx
    .updateTable("meetings")
    .set({ status: "cancelled", cancelled_at: now() })
    .where("id", "=", id)
    .where("status", "=", "booked")
    .executeTakeFirst();
  await trx.deleteFrom("meeting_blocks").where("meeting_id", "=", id).execute();
  return cancelled.numUpdatedRows > 0n;
}

/** Cancels a booked meeting, in one commit with what `attach` adds; false when it was not booked. */
export function cancelMeeting(db: Db, id: number, attach?: (trx: Db) => Promise<unknown>) {
  return inTransaction(db, async (trx) => {
    const cancelled = await release(trx, id);
    if (cancelled) await attach?.(trx);
    return cancelled;
  });
}

/** A meeting by the secret of its links. */
export const meetingByToken = (db: Db, token: string) =>
  db
    .selectFrom("meetings")
    .selectAll()
    .where("token_hash", "=", tokenHash(token))
    .executeTakeFirst();

/** The booked meetings of some hosts that overlap a stretch of time: what availability works around. */
export async function busyTimes(
  db: Db,
  hosts: readonly number[],
  from: number,
  to: number,
): Promise<Busy[]> {
  if (hosts.length === 0) return [];
  const rows = await db
    .selectFrom("meetings")
    .select(["host_id", "starts_at", "ends_at"])
    .where("status", "=", "booked")
    .where("host_id", "in", hosts)
    .where("starts_at", "<", iso(to))
    .where("ends_at", ">", iso(from))
    .execute();
  return rows.map((row) => ({
    host: row.host_id,
    start: Date.parse(row.starts_at),
    end: Date.parse(row.ends_at),
  }));
}

/**
 * Hosts in the order a new meeting is offered to them: the one with the fewest meetings booked
 * from now on first, so that the agency's calls are shared out; ties keep the given order.
 */
export async function byLoad(db: Db, hosts: readonly number[], from: number) {
  if (hosts.length < 2) return [...hosts];
  const rows = await db
    .selectFrom("meetings")
    .select(["host_id", (eb) => eb.fn.countAll<number>().as("meetings")])
    .where("status", "=", "booked")
    .where("host_id", "in", hosts)
    .where("starts_at", ">=", iso(from))
    .groupBy("host_id")
    .execute();
  const load = new Map(rows.map((row) => [row.host_id, Number(row.meetings)]));
  return [...hosts].sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0));
}
