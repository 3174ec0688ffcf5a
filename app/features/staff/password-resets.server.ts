import type { Db } from "~/platform/db/db.server";
import { hashPassword, hashToken, newToken, normalEmail, StaffError } from "./staff.server";

/** How long a "forgot password" link works. */
export const RESET_MS = 60 * 60 * 1000;

const iso = (at: number) => new Date(at).toISOString();

/**
 * "Forgot password": a link by e-mail, good once for an hour, that lets an active account choose a
 * new password; choosing one ends every session of the account and every other link it was sent.
 * Two-factor sign-in stays as it was.
 */
export class PasswordResets {
  constructor(private db: Db) {}

  /**
   * A link's token for the active account of an address; undefined when there is none (the visitor
   * is told the same either way).
   */
  async request(email: string, at = Date.now()) {
    const user = await this.db
      .selectFrom("staff_users")
      .select(["id", "email", "name"])
      .where("email", "=", normalEmail(email))
      .where("deactivated_at", "is", null)
      .executeTakeFirst();
    if (!user) return undefined;
    return { token: await this.linkFor(user.id, this.db, at), user };
  }

  /**
   * An owner's reset of someone else's password: the old one stops working and every session of
   * the account ends at once; the token of a link to choose a new one.
   */
  async resetBy(email: string, at = Date.now()) {
    // A password no one knows: the account opens only through the link.
    const unusable = await hashPassword(newToken());
    return this.db.transaction().execute(async (trx) => {
      const user = await trx
        .updateTable("staff_users")
        .set({ password_hash: unusable, password_must_change: 0 })
        .where("email", "=", normalEmail(email))
        .where("deactivated_at", "is", null)
        .returning(["id", "email", "name"])
        .executeTakeFirst();
      if (!user) throw new StaffError(`No active account for ${normalEmail(email)}`);
      await trx.deleteFrom("staff_sessions").where("user_id", "=", user.id).execute();
      return { token: await this.linkFor(user.id, trx, at), user };
    });
  }

  private async linkFor(userId: number, db: Db, at: number) {
    const token = newToken();
    await db
      .insertInto("staff_password_resets")
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        created_at: iso(at),
        expires_at: iso(at + RESET_MS),
      })
      .execute();
    return token;
  }

  /** The account a link resets, while the link works. */
  find(token: string, at = Date.now()) {
    if (!token || token.length > 100) return Promise.resolve(undefined);
    return this.db
      .selectFrom("staff_password_resets")
      .innerJoin("staff_users", "staff_users.id", "staff_password_resets.user_id")
      .select(["staff_users.id", "staff_users.email", "staff_users.name"])
      .where("staff_password_resets.token_hash", "=", hashToken(token))
      .where("staff_password_resets.used_at", "is", null)
      .where("staff_password_resets.expires_at", ">", iso(at))
      .where("staff_users.deactivated_at", "is", null)
      .executeTakeFirst();
  }

  /**
   * Sets the new password through a working link, once; every session of the account ends and
   * its other links stop working. The account, or undefined when the link no longer works.
   */
  async complete(token: string, password: string, at = Date.now()) {
    const user = await this.find(token, at);
    if (!user) return undefined;
    const passwordHash = await hashPassword(password);
    return this.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable("staff_password_resets")
        .set({ used_at: iso(at) })
        .where("token_hash", "=", hashToken(token))
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return undefined;
      await trx
        .updateTable("staff_users")
        .set({ password_hash: passwordHash, password_must_change: 0 })
        .where("id", "=", user.id)
        .execute();
      await trx.deleteFrom("staff_sessions").where("user_id", "=", user.id).execute();
      await trx
        .deleteFrom("staff_password_resets")
        .where("user_id", "=", user.id)
        .where("token_hash", "!=", hashToken(token))
        .execute();
      return user;
    });
  }

  /** Deletes links that are over or used, a day after they were made. */
  async prune(at = Date.now()) {
    await this.db
      .deleteFrom("staff_password_resets")
      .where("created_at", "<=", iso(at - 24 * 60 * 60 * 1000))
      .execute();
  }
}
