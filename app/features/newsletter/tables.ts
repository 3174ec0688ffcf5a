import type { Generated } from "kysely";
import type { Timestamp } from "~/platform/db/tables";

/** Subscribers and campaigns. */
export type NewsletterTables = {
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
};
