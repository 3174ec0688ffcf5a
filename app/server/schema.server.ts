import type { Generated } from "kysely";
import type { ContentKind, VersionStatus } from "~/lib/content";
import type { LeadEventKind, LeadKind, LeadStatus, StaffRole } from "~/lib/workspace";

/** Timestamps are ISO-8601 strings in UTC, the same on SQLite and PostgreSQL. */
type Timestamp = string;

export interface Database {
  settings: { key: string; value: string };
  contact_messages: {
    id: Generated<number>;
    first_name: string;
    last_name: string;
    email: string;
    phone: string | null;
    subject: string;
    message: string;
    ip: string;
    created_at: Timestamp;
    lead_id: number | null;
  };
  /** Orders from the shop; the customer and the pipeline are in the order's lead. */
  orders: {
    id: Generated<number>;
    lead_id: number;
    /** The reference the customer pays with and quotes, like "NL-4F7KQ2". */
    reference: string;
    product: string;
    /** How many months or years (`unit`) the order covers. */
    period: number;
    unit: "month" | "year";
    /** The total in taka, VAT included. */
    amount: number;
    domain: string;
    payment_method: "bkash" | "nagad" | "bank" | "card";
    /** When staff marked it paid, and the payment's own reference (a bKash TrxID, say). */
    paid_at: Timestamp | null;
    paid_reference: string | null;
    created_at: Timestamp;
  };
  quote_requests: {
    id: Generated<number>;
    name: string;
    email: string;
    phone: string;
    company: string | null;
    service: string;
    plan: string | null;
    budget: string;
    timeline: string;
    details: string;
    ip: string;
    created_at: Timestamp;
    lead_id: number | null;
  };
  newsletter_subscribers: {
    id: Generated<number>;
    email: string;
    status: "pending" | "confirmed" | "unsubscribed";
    confirm_token_hash: string | null;
    /** When the last confirmation link was sent: links expire, and re-sending is limited. */
    confirm_sent_at: Timestamp | null;
    unsubscribe_token: string;
    subscribed_at: Timestamp;
    subscribed_ip: string;
    confirmed_at: Timestamp | null;
    confirmed_ip: string | null;
    unsubscribed_at: Timestamp | null;
    /** The language the newsletter comes in: the page's where they signed up, or their choice. */
    locale: Generated<string>;
    /** Campaign e-mails refused permanently (5xx); at NEWSLETTER_MAX_REFUSALS none are sent. */
    refusals: Generated<number>;
    /** The campaign whose e-mail they unsubscribed from, when they did so from one. */
    unsubscribed_campaign_id: number | null;
  };
  /** A newsletter campaign: a published post, or a short issue written for it. */
  campaigns: {
    id: Generated<number>;
    /** What the workspace calls it. */
    name: string;
    /** The post sent, when it is one. */
    entry_id: string | null;
    /** A short issue's subject and text per language (JSON, see CampaignIssue). */
    issue: string | null;
    status: "draft" | "scheduled" | "sending" | "sent";
    send_at: Timestamp | null;
    started_at: Timestamp | null;
    finished_at: Timestamp | null;
    /** The e-mail of each language as it was when sending started (JSON, see CampaignLetters). */
    letters: string | null;
    /** How many subscribers it was for when sending started. */
    recipients: number | null;
    /** Its e-mails' figures (JSON), kept once the e-mails themselves are deleted (retention). */
    figures: string | null;
    created_by: string;
    created_at: Timestamp;
  };
  comments: {
    id: Generated<number>;
    post_slug: string;
    /** The language version of the post the comment belongs to: each has a thread of its own. */
    language: Generated<string>;
    parent_id: number | null;
    author_name: string;
    author_email: string;
    author_website: string | null;
    body: string;
    /** "spam": rejected from the workspace as spam, kept apart from ordinary rejections. */
    status: CommentStatus;
    ip: string;
    created_at: Timestamp;
  };
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
  };
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
  rate_limits: {
    key: string;
    window_start: Timestamp;
    hits: number;
  };
  /**
   * Held submissions over an address's limit for a form, counted instead of kept: one row per form,
   * address and rate-limit window (the window's start as rate_limits had it).
   */
  spam_overflow: {
    form: Database["suspected_spam"]["form"];
    ip: string;
    window_start: Timestamp;
    dropped: number;
    last_at: Timestamp;
  };
  /**
   * Every enquiry that can become work (contact messages, quote requests), with its place in the
   * pipeline. The form's own row (contact_messages, quote_requests) keeps every field as sent.
   */
  leads: {
    id: Generated<number>;
    kind: LeadKind;
    status: LeadStatus;
    lost_reason: string | null;
    assignee_id: number | null;
    name: string;
    email: string;
    phone: string | null;
    /** A contact message's subject; a quote request's company, or its service. */
    subject: string;
    /** The message, or the quote request's project details. */
    message: string;
    /** The service slug a quote request asks about. */
    service: string | null;
    locale: string;
    /** The page the form was sent from. */
    source_path: string | null;
    /** The visit's utm_* parameters, as a JSON object. */
    utm: string | null;
    /** The visit's first page, and the host of the site that sent the visitor to it. */
    landing_path: string | null;
    referrer: string | null;
    ip: string;
    /** When a member of staff first opened it; null while unread. */
    read_at: Timestamp | null;
    status_changed_at: Timestamp;
    /** The deal's value in taka, once someone has put one on it. */
    value_taka: number | null;
    /** The month the deal is expected to close, YYYY-MM. */
    close_month: string | null;
    /** What is to be done next, and by which Dhaka day (YYYY-MM-DD). */
    next_step: string | null;
    next_step_due: string | null;
    /** When anyone last did something about it (or when it arrived). */
    activity_at: Timestamp;
    /** The person behind it (see contacts.server.ts). */
    contact_id: number | null;
    created_at: Timestamp;
  };
  /** A lead's history: status and assignee changes, notes, reading and releases, with who and when. */
  lead_events: {
    id: Generated<number>;
    lead_id: number;
    author_id: number | null;
    /** Kept so that the history still names a person whose account was removed. */
    author_name: string | null;
    kind: LeadEventKind;
    from_value: string | null;
    to_value: string | null;
    body: string | null;
    /** The e-mail it sent (a reply), whose delivery the history shows. */
    mail_id: number | null;
    created_at: Timestamp;
  };
  contacts: {
    id: Generated<number>;
    /** The name of their first lead. */
    name: string;
    notes: string | null;
    created_at: Timestamp;
  };
  /** "email:<lower-case address>" or "phone:<E.164>", each of one contact. */
  contact_keys: {
    key: string;
    contact_id: number;
  };
  next_step_reminders: {
    staff_id: number;
    /** The Dhaka day it was sent for, YYYY-MM-DD. */
    day: string;
    sent_at: Timestamp;
  };
  /** The agency's people who use the workspace; accounts are made from the command line. */
  staff_users: {
    id: Generated<number>;
    /** Lower case. */
    email: string;
    name: string;
    role: StaffRole;
    /** scrypt, with its parameters and salt (see staff.server.ts). */
    password_hash: string;
    /** 1 while the password is a one-time one printed by the command line. */
    password_must_change: number;
    created_at: Timestamp;
    /** The authenticator app's secret (base32) once two-factor sign-in is on; null while off. */
    totp_secret: string | null;
    /** A secret shown for setting up, until a code from it confirms it. */
    totp_pending_secret: string | null;
    /** The time step of the last code accepted: a code is good once. */
    totp_last_step: number | null;
    totp_enabled_at: Timestamp | null;
  };
  /** Two-factor recovery codes, as SHA-256 hashes; a used one is deleted. */
  staff_recovery_codes: {
    user_id: number;
    code_hash: string;
    created_at: Timestamp;
  };
  /**
   * What the agency publishes (posts, information pages, case studies): one entry, with what its
   * language versions share.
   */
  content_entries: {
    /** Stable across export and import. */
    id: string;
    kind: ContentKind;
    author: string | null;
    category: string | null;
    /** JSON: the slugs of the services the entry concerns. */
    services: string;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  /** One language version of an entry, with its own address, words and status. */
  content_versions: {
    id: Generated<number>;
    entry_id: string;
    /** The entry's kind again, so that an address is unique per kind and language. */
    kind: ContentKind;
    language: string;
    status: VersionStatus;
    slug: string;
    title: string;
    description: string;
    /** Markdown. */
    body: string;
    cover: string | null;
    cover_alt: string | null;
    seo_title: string | null;
    seo_description: string | null;
    topic: string | null;
    /** JSON: the tag names, in the version's language. */
    tags: string;
    /** When it went or goes live (a scheduled version's time). */
    published_at: Timestamp | null;
    /** The last change in substance that readers are told of. */
    revised_at: Timestamp | null;
    /** Counts this version's saves; a save based on an older count is a conflict. */
    revision: number;
    /** For a translation: the source version's revision it was last saved against. */
    source_revision: number | null;
    saved_at: Timestamp;
    saved_by: number | null;
  };
  /** An image of the media library, as uploaded. */
  media: {
    /** The first 16 hex digits of the original's SHA-256: the same file is one medium. */
    id: string;
    /** The uploaded file's name, for staff. */
    name: string;
    /** The original's media type. */
    type: string;
    original: Buffer;
    size: number;
    width: number;
    height: number;
    /** JSON: its alt text per language. */
    alt: string;
    created_at: Timestamp;
    created_by_name: string | null;
  };
  /** A size and format of a medium that pages serve. */
  media_variants: {
    media_id: string;
    /** avif, webp, or jpg (for sharing and feeds). */
    format: string;
    width: number;
    data: Buffer;
    size: number;
  };
  /** An address a version was live at before its slug changed. */
  content_old_slugs: {
    kind: ContentKind;
    language: string;
    slug: string;
    entry_id: string;
    moved_at: Timestamp;
  };
  /** Every save of a version, as it was saved, with who and when. */
  content_revisions: {
    id: Generated<number>;
    version_id: number;
    revision: number;
    /** JSON: the version's fields as saved. */
    snapshot: string;
    saved_at: Timestamp;
    saved_by: number | null;
    saved_by_name: string | null;
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
  /** The facts the agency edits, one JSON document per kind (see app/lib/facts-schema.ts). */
  site_facts: {
    kind: string;
    value: string;
    revision: number;
    saved_at: Timestamp;
    saved_by: number | null;
  };
  /** Every save of a kind of facts: what it was before and after, who and when. */
  site_fact_changes: {
    id: Generated<number>;
    kind: string;
    revision: number;
    before: string;
    after: string;
    saved_at: Timestamp;
    saved_by: number | null;
    saved_by_name: string | null;
    /** The change this one took back, when it is an undo. */
    undoes: number | null;
  };
  /**
   * The insights' single counts, kept INSIGHTS_RETENTION_DAYS: a page seen, a goal reached, a
   * measure of speed, with the visit's first touch. No address, no browser, no cookie: `visitor` is
   * a hash with the day's salt (see app/server/insights.server.ts).
   */
  insight_events: {
    id: Generated<number>;
    /** The Dhaka day, YYYY-MM-DD. */
    day: string;
    at: Timestamp;
    kind: "view" | "goal" | "speed";
    /** A goal's name (`whatsapp`, `start:quote`, `sent:contact`), a speed's measure (`LCP`). */
    name: string;
    /** The page, without its language's prefix. */
    path: string;
    locale: string;
    device: "mobile" | "tablet" | "desktop";
    /** 1 for the first page of a visit. */
    entry: number;
    /** The visit's first page, source (utm_source or the sending site) and utm_* tags. */
    landing: string | null;
    source: string | null;
    medium: string | null;
    campaign: string | null;
    term: string | null;
    content: string | null;
    visitor: string;
    /** A speed's value: milliseconds, or the layout shift's score. */
    value: number | null;
  };
  /**
   * The insights' daily totals, kept for good: one row per day, kind of count and what it is
   * totalled by (see `dailyTotals`), how many counts and how many visitors; `landing`, `term` and
   * `content` are always null here.
   */
  insight_days: Omit<Database["insight_events"], "id" | "at" | "visitor" | "kind"> & {
    kind: Database["insight_events"]["kind"] | "visitors";
    events: number;
    visitors: number;
  };
  /** The days whose counts are in insight_days. */
  insight_days_done: { day: string; done_at: Timestamp };
  /** Each day's salt for the visitor hash, deleted the day after. */
  insight_salts: { day: string; salt: string };
  /** What was done that leaves nothing else behind (an erasure): what, by whom and when. */
  audit_log: {
    id: Generated<number>;
    action: "erase" | "retention";
    actor_id: number | null;
    actor_name: string;
    /** JSON: how many records of each kind, never whom it was about. */
    detail: string;
    at: Timestamp;
  };
  /** Signed-in sessions, by a hash of the cookie's token (the token itself is never stored). */
  staff_sessions: {
    token_hash: string;
    user_id: number;
    ip: string;
    created_at: Timestamp;
    last_seen_at: Timestamp;
    expires_at: Timestamp;
  };
}

export type { LeadKind, LeadStatus } from "~/lib/workspace";
export type CommentStatus = "pending" | "approved" | "rejected" | "spam";
export type { ContentKind, VersionStatus } from "~/lib/content";

/** Owners manage the accounts; staff work the leads. */
export type { StaffRole };
