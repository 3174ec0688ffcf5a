import type { Generated } from "kysely";
import type { Timestamp } from "~/platform/db/tables";

/** What an erasure or a retention run leaves behind: that it happened. */
export type PrivacyTables = {
  /** What was done that leaves nothing else behind (an erasure, a retention run): what, by whom and when. */
  audit_log: {
    id: Generated<number>;
    action: "erase" | "retention";
    actor_id: number | null;
    actor_name: string;
    /** JSON: how many records of each kind, never whom it was about. */
    detail: string;
    at: Timestamp;
  };
};
