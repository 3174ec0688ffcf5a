import type { Generated } from "kysely";
import type { Timestamp } from "~/platform/db/tables";

/** The site's facts and every change to them. */
export type FactsTables = {
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
};
