import type { Generated } from "kysely";
import type { Timestamp } from "~/platform/db/tables";
import type { RedirectStatus } from "~/lib/redirects";

/** Old addresses of the site and where they lead now; addresses visitors asked for in vain. */
export type RedirectsTables = {
  redirects: {
    id: Generated<number>;
    /** The address as typed ("/old-pricing"). */
    from_path: string;
    /** The address as matched (see `matchedPath`): unique. */
    match_path: string;
    /** Where it leads: a path of the site, with its query and fragment if it has them. */
    to_path: string;
    status: RedirectStatus;
    /** How many requests it answered, and when it last did. */
    hits: number;
    last_hit_at: Timestamp | null;
    created_by: string;
    created_at: Timestamp;
  };
  /** An address that answered "not found", as matched, with how often and from where. */
  missing_pages: {
    path: string;
    hits: number;
    /** The page the last visitor who said where they came from came from (see `referrerOf`). */
    referrer: string | null;
    first_seen_at: Timestamp;
    last_seen_at: Timestamp;
  };
};
