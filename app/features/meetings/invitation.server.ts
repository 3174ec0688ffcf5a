import ical, { ICalCalendarMethod, ICalAttendeeRole, ICalAttendeeStatus } from "ical-generator";

/**
 * A booked call's calendar invitation (iCalendar), as its e-mails carry it: the call's own id, so
 * that a later change or cancellation replaces it in the visitor's calendar; its times in UTC,
 * which every calendar shows in its owner's zone; the agency as organiser, the visitor invited.
 */
export function invitation(meeting: {
  /** The call's UID, kept when it moves, and its site's host name ("nakshilabs.com.bd"). */
  uid: string;
  host: string;
  start: number;
  end: number;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  cancelled?: boolean;
  /** Moves on with each change, so calendars take the latest. */
  sequence?: number;
}) {
  const calendar = ical({
    prodId: { company: meeting.organizer.name, product: "Booking", language: "EN" },
    method: meeting.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `${meeting.uid}@${meeting.host}`,
    sequence: meeting.sequence ?? 0,
    start: new Date(meeting.start),
    end: new Date(meeting.end),
    stamp: new Date(),
    summary: meeting.summary,
    description: meeting.description,
    location: meeting.location,
    organizer: meeting.organizer,
    attendees: [
      {
        ...meeting.attendee,
        role: ICalAttendeeRole.REQ,
        status: meeting.cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendar.toString();
}
