import type { Generated } from "kysely";
import type { Timestamp } from "~/platform/db/tables";

/** The outbox: every e-mail the site sends, waiting, sent or failed. */
export type MailTables = {
  outbox: {
    id: Generated<number>;
    to_address: string;
    reply_to: string | null;
    subject: string;
    text_body: string;
    status: "pending" | "sent" | "failed";
    /**
     * "report": a summary of failed messages, which is not itself reported when it fails;
     * "campaign": a newsletter campaign's e-mail to a subscriber, failed at its first refusal.
     */
    kind: "mail" | "report" | "campaign";
    attempts: number;
    /** Permanent (5xx) refusals so far. */
    rejections: number;
    /** The lease of the sender working on it, while one is. */
    claim_token: string | null;
    failed_at: Timestamp | null;
    failure_reported_at: Timestamp | null;
    next_attempt_at: Timestamp;
    last_error: string | null;
    created_at: Timestamp;
    sent_at: Timestamp | null;
    /** The lead the message is about, when it is about one. */
    lead_id: number | null;
    /** A campaign's e-mail: composed when sent, from the campaign's letter in `locale`. */
    campaign_id: number | null;
    locale: string | null;
    /** The subscriber's unsubscribe token, for the e-mail's links and headers. */
    list_token: string | null;
    /** A calendar invitation (iCalendar text) the e-mail carries, as a booked call's does. */
    calendar: string | null;
  };
};
