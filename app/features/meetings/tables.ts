import type { Generated } from "kysely";
import type { Timestamp } from "~/platform/db/tables";

export type MeetingStatus = "booked" | "cancelled";

/** Calls visitors booked, and the five-minute blocks of each host's calendar they hold. */
export type MeetingsTables = {
  meetings: {
    id: Generated<number>;
    /** The kind of meeting booked, by its id under Site › Meetings ("consultation"). */
    kind: string;
    /** The staff account that takes it; 0 when the agency has named no one (its shared calendar). */
    host_id: number;
    starts_at: Timestamp;
    ends_at: Timestamp;
    status: MeetingStatus;
    name: string;
    email: string;
    /** In E.164, when given. */
    phone: string | null;
    /** The visitor's line about their project. */
    note: string;
    /** The language of the page it was booked on: its e-mails speak it. */
    locale: string;
    /** The time zone the visitor chose: its e-mails show the time in it beside Dhaka's. */
    time_zone: string;
    lead_id: number | null;
    /** SHA-256 of the secret in its cancel and reschedule links. */
    token_hash: string;
    /** The meeting this one took the place of, when it was a reschedule. */
    rescheduled_from: number | null;
    /**
     * The call's UID in calendars, kept when it moves, and how many times it has changed: a
     * calendar replaces the event it holds with a later one of the same UID.
     */
    calendar_uid: string;
    calendar_sequence: number;
    /** The reminders sent: "", "day", or "hour" (the hour's comes last). */
    reminded: string;
    created_at: Timestamp;
    cancelled_at: Timestamp | null;
  };
  /**
   * A booked meeting's hold on its host's calendar: every five-minute block from its start to its
   * end and buffer. The key (host, block) is what refuses a second meeting in the same time.
   */
  meeting_blocks: {
    host_id: number;
    /** Minutes since the epoch, divided by five. */
    block: number;
    meeting_id: number;
  };
};
