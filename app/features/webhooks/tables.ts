import type { Generated } from "kysely";
import type { Timestamp } from "~/platform/db/tables";
import type { WebhookEvent } from "~/lib/workspace/webhooks";

/** Where the site tells the agency's own tools of what happens, and each telling. */
export type WebhooksTables = {
  /** An address owners gave, the events it is told of, and the secret its requests are signed with. */
  webhooks: {
    id: Generated<number>;
    url: string;
    /** The events it is told of, comma-separated. */
    events: string;
    secret: string;
    created_by: string;
    created_at: Timestamp;
  };
  /** One event for one address: waiting, delivered, or given up after its last try. */
  webhook_deliveries: {
    id: Generated<number>;
    webhook_id: number;
    event: WebhookEvent;
    /** What happened, as JSON: the request's `data`. */
    payload: string;
    status: "pending" | "delivered" | "failed";
    attempts: number;
    /** When it is tried next; while a sender holds it, when its hold ends. */
    next_attempt_at: Timestamp;
    /** The receiver's last answer (an HTTP status), or null when none came. */
    response_status: number | null;
    last_error: string | null;
    created_at: Timestamp;
    delivered_at: Timestamp | null;
  };
};
