import type { Selectable } from "kysely";
import type { Db } from "~/platform/db/db.server";
import type { Outbox } from "~/platform/mail/outbox.server";
import type { Database } from "~/platform/db/schema.server";
import { recordLeadEvent, type AgencyInbox } from "~/features/leads/index.server";
import { isLocale, type Locale } from "~/content/copy";
import { inLanguage } from "~/lib/facts";
import { bookTime, kindOf, type BookingOutcome, type BookingSetup } from "./booking.server";
import { cancelMeeting, MeetingGone, meetingByToken } from "./meetings.server";
import { tellBothSides, type Call } from "./filing.server";

type Meeting = Selectable<Database["meetings"]>;

/** What a call's change needs: the database, the outbox and where the agency's e-mail goes. */
export type ChangeContext = { db: Db; outbox: Outbox; agency: AgencyInbox };

/** A booked call as its e-mails tell of it, from its row. */
function callOf(meeting: Meeting, setup: BookingSetup, token?: string): Call | undefined {
  const kind = kindOf(setup, meeting.kind);
  if (!kind) return undefined;
  return {
    meeting: {
      id: meeting.id,
      uid: meeting.calendar_uid,
      sequence: meeting.calendar_sequence,
      token,
    },
    kind,
    start: Date.parse(meeting.starts_at),
    booker: {
      name: meeting.name,
      email: meeting.email,
      phone: meeting.phone,
      note: meeting.note,
      locale: (isLocale(meeting.locale) ? meeting.locale : "en") as Locale,
      timeZone: meeting.time_zone,
    },
  };
}

/**
 * The call a link names, if it can still be changed: booked, not begun, of a kind the agency still
 * offers. Else what it is: gone (cancelled or moved) or past.
 */
export async function callToChange(db: Db, setup: BookingSetup, token: string, now: number) {
  const meeting = await meetingByToken(db, token);
  if (!meeting) return { state: "unknown" as const };
  const call = callOf(meeting, setup, token);
  if (meeting.status !== "booked") return { state: "gone" as const, meeting };
  if (!call || Date.parse(meeting.starts_at) <= now) return { state: "past" as const, meeting };
  return { state: "open" as const, meeting, call };
}

/**
 * Cancels a call from its link: its time is free again, its lead has a step saying so, and both
 * sides are told (the visitor's calendar takes the cancellation). False when it was not booked.
 */
export async function cancelCall(context: ChangeContext, meeting: Meeting, call: Call) {
  return cancelMeeting(context.db, meeting.id, async (trx) => {
    const leadId = meeting.lead_id;
    const cancelled = {
      ...call,
      meeting: { ...call.meeting, sequence: meeting.calendar_sequence + 1 },
    };
    if (leadId === null) return;
    await recordLeadEvent(
      trx,
      leadId,
      { id: null, name: meeting.name },
      {
        kind: "call-cancelled",
        from_value: meeting.starts_at,
        to_value: null,
        body: inLanguage(call.kind.name, "en"),
      },
    );
    await tellBothSides(trx, context.outbox, context.agency, {
      call: cancelled,
      change: "cancelled",
      leadId,
    });
  });
}

/**
 * Moves a call to another time the kind offers, in one commit: the old time is freed and the new
 * one taken (with the host who has the fewest meetings ahead), the call stays on its lead with a
 * step saying so, and both sides are told (the visitor's calendar moves the event). Else the
 * nearest free times; `gone` when the call was cancelled or moved meanwhile.
 */
export async function moveCall(
  context: ChangeContext,
  setup: BookingSetup,
  meeting: Meeting,
  call: Call,
  start: number,
  now: number,
): Promise<BookingOutcome | { gone: true }> {
  try {
    return await bookTime(
      context.db,
      setup,
      { kind: call.kind, start, booker: call.booker, replaces: meeting.id },
      now,
      async (trx, moved) => {
        const leadId = meeting.lead_id;
        await trx
          .updateTable("meetings")
          .set({ lead_id: leadId })
          .where("id", "=", moved.id)
          .execute();
        if (leadId === null) return;
        await recordLeadEvent(
          trx,
          leadId,
          { id: null, name: meeting.name },
          {
            kind: "call-moved",
            from_value: meeting.starts_at,
            to_value: new Date(start).toISOString(),
            body: inLanguage(call.kind.name, "en"),
          },
        );
        await tellBothSides(trx, context.outbox, context.agency, {
          call: { ...call, meeting: moved, start },
          change: "moved",
          leadId,
        });
      },
    );
  } catch (error) {
    if (error instanceof MeetingGone) return { gone: true };
    throw error;
  }
}
