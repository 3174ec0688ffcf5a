import type { Db } from "~/platform/db/db.server";
import type { StaffRole } from "~/lib/workspace";
import {
  hashPassword,
  hashToken,
  isEmailAddress,
  newToken,
  normalEmail,
  StaffError,
} from "./staff.server";

/** How long an invitation's link works. */
export const INVITATION_MS = 7 * 24 * 60 * 60 * 1000;

const iso = (at: number) => new Date(at).toISOString();

export type Invitation = Awaited<ReturnType<StaffInvitations["pending"]>>[number];

/**
 * Invitations by e-mail: an owner names the person and their role, and the link sent to them makes
 * the account once they choose a password, once, within 7 days. Resending makes a new link (the
 * older one stops working); revoking ends it. Only the link's hash is stored.
 */
export class StaffInvitations {
  constructor(private db: Db) {}

  /** Invites someone; returns the link's token, which is never stored. */
  async invite(
    person: { email: string; name: string; role: StaffRole },
    invitedBy: string,
    at = Date.now(),
  ) {
    const email = normalEmail(person.email);
    const name = person.name.trim().slice(0, 120);
    if (!isEmailAddress(email)) throw new StaffError(`Not an e-mail address: ${person.email}`);
    if (!name) throw new StaffError("Give the person's name");
    const token = newToken();
    const expires = iso(at + INVITATION_MS);
    await this.db.transaction().execute(async (trx) => {
      const account = await trx
        .selectFrom("staff_users")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirst();
      if (account) throw new StaffError(`An account for ${email} exists already`);
      const open = await trx
        .selectFrom("staff_invitations")
        .select("id")
        .where("email", "=", email)
        .where("accepted_at", "is", null)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", iso(at))
        .executeTakeFirst();
      if (open) throw new StaffError(`${email} is invited already: resend that invitation instead`);
      await trx
        .insertInto("staff_invitations")
        .values({
          email,
          name,
          role: person.role,
          token_hash: hashToken(token),
          invited_by: invitedBy,
          created_at: iso(at),
          sent_at: iso(at),
          expires_at: expires,
        })
        .execute();
    });
    return { token, email, name, role: person.role, expires_at: expires };
  }

  /** Invitations not yet accepted or revoked, the newest first; expired ones can be resent. */
  async pending(at = Date.now()) {
    const rows = await this.db
      .selectFrom("staff_invitations")
      .select(["id", "email", "name", "role", "invited_by", "sent_at", "expires_at"])
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .orderBy("id", "desc")
      .execute();
    return rows.map((row) => ({ ...row, expired: row.expires_at <= iso(at) }));
  }

  /** A new link for a pending invitation, good for another 7 days; the older link stops working. */
  async resend(id: number, at = Date.now()) {
    const token = newToken();
    const row = await this.db
      .updateTable("staff_invitations")
      .set({ token_hash: hashToken(token), sent_at: iso(at), expires_at: iso(at + INVITATION_MS) })
      .where("id", "=", id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .returning(["email", "name", "role", "expires_at"])
      .executeTakeFirst();
    if (!row) throw new StaffError("That invitation was accepted or revoked already");
    return { token, ...row };
  }

  /** Ends a pending invitation; its link stops working. */
  async revoke(id: number, at = Date.now()) {
    const row = await this.db
      .updateTable("staff_invitations")
      .set({ revoked_at: iso(at) })
      .where("id", "=", id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .returning("email")
      .executeTakeFirst();
    if (!row) throw new StaffError("That invitation was accepted or revoked already");
    return row.email;
  }

  /** The invitation a link opens, while it works. */
  find(token: string, at = Date.now()) {
    if (!token || token.length > 100) return Promise.resolve(undefined);
    return this.db
      .selectFrom("staff_invitations")
      .select(["id", "email", "name", "role", "invited_by", "expires_at"])
      .where("token_hash", "=", hashToken(token))
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", iso(at))
      .executeTakeFirst();
  }

  /** Deletes invitations accepted, revoked or expired 30 days ago: their addresses are kept no longer. */
  async prune(at = Date.now()) {
    const before = iso(at - 30 * 24 * 60 * 60 * 1000);
    await this.db
      .deleteFrom("staff_invitations")
      .where((eb) =>
        eb.or([
          eb("accepted_at", "<=", before),
          eb("revoked_at", "<=", before),
          eb("expires_at", "<=", before),
        ]),
      )
      .execute();
  }

  /**
   * Makes the invited account with the password its person chose, once: the invitation is taken
   * by one statement that only a working link satisfies, so two tabs or instances accepting at
   * once make one account. Undefined when the link no longer works.
   */
  async accept(token: string, password: string, at = Date.now()) {
    const invitation = await this.find(token, at);
    if (!invitation) return undefined;
    const passwordHash = await hashPassword(password);
    return this.db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable("staff_invitations")
        .set({ accepted_at: iso(at) })
        .where("id", "=", invitation.id)
        .where("token_hash", "=", hashToken(token))
        .where("accepted_at", "is", null)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return undefined;
      const account = await trx
        .selectFrom("staff_users")
        .select("id")
        .where("email", "=", invitation.email)
        .executeTakeFirst();
      if (account) throw new StaffError(`An account for ${invitation.email} exists already`);
      return trx
        .insertInto("staff_users")
        .values({
          email: invitation.email,
          name: invitation.name,
          role: invitation.role,
          password_hash: passwordHash,
          password_must_change: 0,
          created_at: iso(at),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }
}
