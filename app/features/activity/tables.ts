import type { Generated } from "kysely";
import type { Timestamp } from "~/platform/db/tables";
import type { ActivityAction } from "~/lib/workspace/activity";

/** The workspace's activity log: who did what, to which object, when and from where. */
export type ActivityTables = {
  audit_log: {
    id: Generated<number>;
    action: ActivityAction;
    /** The account that did it; null for the site itself (retention) or a refused sign-in. */
    actor_id: number | null;
    /** Their name as it was then, or the address typed at a refused sign-in. */
    actor_name: string;
    /** JSON: what else the entry says (a role, a reason, counts), never whom an erasure was about. */
    detail: string;
    at: Timestamp;
    /** What it was done to: "content", "campaign", "account", "facts", "lead"; null for none. */
    object_kind: string | null;
    object_id: string | null;
    /** The object's name then (a title, an address, a kind of fact), shown when it is gone. */
    object_label: string | null;
    ip: string | null;
  };
};
