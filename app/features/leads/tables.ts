import type { Generated } from "kysely";
import type { LeadEventKind, LeadKind, LeadStatus } from "~/lib/workspace";
import type { Timestamp } from "~/platform/db/tables";

/** Leads, their history and follow-up, contacts, and the forms' own rows. */
export type LeadsTables = {
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
  /**
   * Every enquiry that can become work (contact messages, quote requests, orders), with its place
   * in the pipeline. The form's own row (contact_messages, quote_requests, orders) keeps what was
   * sent.
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
};
