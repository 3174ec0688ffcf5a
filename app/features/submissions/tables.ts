import type { Generated } from "kysely";
import type { Timestamp } from "~/platform/db/tables";

/** The path every public form takes: held spam, spent tokens, stored ids. */
export type SubmissionsTables = {
  /** Submissions that failed the abuse checks: kept, never e-mailed, releasable by staff. */
  suspected_spam: {
    id: Generated<number>;
    form: "contact" | "quote" | "order" | "newsletter" | "comment";
    reason: string;
    /** The validated submission, as JSON, so that releasing it stores it as it would have been. */
    payload: string;
    /** What the form was about beyond its fields: the post of a comment. */
    target: string | null;
    locale: string;
    ip: string;
    created_at: Timestamp;
    released_at: Timestamp | null;
    /** The page the form was sent from, and the visit's utm_* parameters as JSON. */
    source_path: string | null;
    utm: string | null;
    /** The visit's first page, and the site that sent the visitor to it. */
    landing_path: string | null;
    referrer: string | null;
    /** Name, e-mail, subject and message, lower-cased, for the spam list's search. */
    search_text: string | null;
  };
  /** Form tokens already spent, until they would have expired anyway. */
  used_form_tokens: { token: string; expires_at: Timestamp; spent_by: string | null };
  /**
   * Held submissions over an address's limit for a form, counted instead of kept: one row per form,
   * address and rate-limit window (the window's start as rate_limits had it).
   */
  spam_overflow: {
    form: SubmissionsTables["suspected_spam"]["form"];
    ip: string;
    window_start: Timestamp;
    dropped: number;
    last_at: Timestamp;
  };
  /**
   * The id of every submission stored, written in the transaction that stores it, so that one kept
   * on an instance's disk while the database was unavailable is stored once (journal.server.ts).
   */
  stored_submissions: {
    id: string;
    received_at: Timestamp;
    stored_at: Timestamp;
  };
};
