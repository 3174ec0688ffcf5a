import type { Generated } from "kysely";
import type { StaffRole } from "~/lib/workspace";
import type { Timestamp } from "~/platform/db/tables";

/** Staff accounts, their second factor and sessions. */
export type StaffTables = {
  /** The agency's people who use the workspace; an owner adds them on People or from the command line. */
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
    /** Set while an owner has switched the account off: no sign-in, its sessions ended. */
    deactivated_at: Timestamp | null;
  };
  /** An owner's invitation by e-mail: its link makes the account once, within 7 days. */
  staff_invitations: {
    id: Generated<number>;
    /** Lower case. */
    email: string;
    name: string;
    role: StaffRole;
    /** SHA-256 of the link's token; a resend replaces it, so the older link stops working. */
    token_hash: string;
    /** The owner who invited, by name. */
    invited_by: string;
    created_at: Timestamp;
    sent_at: Timestamp;
    expires_at: Timestamp;
    accepted_at: Timestamp | null;
    revoked_at: Timestamp | null;
  };
  /** "Forgot password" links: each good once, for an hour. */
  staff_password_resets: {
    token_hash: string;
    user_id: number;
    created_at: Timestamp;
    expires_at: Timestamp;
    used_at: Timestamp | null;
  };
  /** Written once, with the first owner set up in the browser. */
  staff_setup: { id: number; done_at: Timestamp };
  /** Two-factor recovery codes, as SHA-256 hashes; a used one is deleted. */
  staff_recovery_codes: {
    user_id: number;
    code_hash: string;
    created_at: Timestamp;
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
};
