import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { now, type Db } from "~/platform/db/db.server";
import type { Transaction } from "kysely";
import type { Database, StaffRole } from "~/platform/db/schema.server";
import { MIN_PASSWORD_LENGTH } from "~/lib/workspace";

/**
 * Passwords are hashed with scrypt (memory-hard; Node's own OpenSSL binding): N = 2^15, r = 8,
 * p = 1 takes 32 MB and about 100 ms per hash here, which makes guessing slow and costly. The
 * parameters are stored with each hash, so that they can be raised later without a migration.
 */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, { N, r, p }: typeof SCRYPT) {
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string) {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT);
  return [
    "scrypt",
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString("base64"),
    key.toString("base64"),
  ].join("$");
}

export async function verifyPassword(password: string, stored: string) {
  const [scheme, N, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A one-time password to print: 20 characters a person can type, about 100 bits. */
export function oneTimePassword() {
  const alphabet = "abcdefghjkmnpqrstuvwxyzACDEFGHJKLMNPQRTUVWXY346789";
  const bytes = randomBytes(20);
  return [...bytes].map((byte) => alphabet[byte % alphabet.length]).join("");
}

export { MIN_PASSWORD_LENGTH };

export const normalEmail = (email: string) => email.trim().toLowerCase();

export const isEmailAddress = (address: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address);

/** A link's secret: 256 random bits, of which the database keeps only the hash. */
export const newToken = () => randomBytes(32).toString("base64url");

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export class StaffError extends Error {
  override name = "StaffError";

  /**
   * Whether an error is a StaffError. The server's entry and the app are bundled apart, each with
   * its own copy of this class, so the error is known by its name rather than its class.
   */
  static is(error: unknown): error is StaffError {
    return error instanceof Error && error.name === "StaffError";
  }
}

/**
 * Whether an active owner other than `userId` remains, asked within the transaction that would change
 * `userId`: the owners' rows are locked first (a change that alters nothing), so that two owners
 * removing or demoting each other at once, on any instances, cannot leave the site without one.
 */
async function anotherOwner(trx: Transaction<Database>, userId: number) {
  await trx.updateTable("staff_users").set({ role: "owner" }).where("role", "=", "owner").execute();
  const others = await trx
    .selectFrom("staff_users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role", "=", "owner")
    .where("deactivated_at", "is", null)
    .where("id", "!=", userId)
    .executeTakeFirstOrThrow();
  return Number(others.count) > 0;
}

/** The agency's accounts, as the command line manages them. */
export class StaffAccounts {
  constructor(private db: Db) {}

  /** Makes an account with a one-time password, which the person must change when signing in. */
  async add(email: string, { name, role }: { name?: string; role: StaffRole }) {
    const address = normalEmail(email);
    if (!isEmailAddress(address)) throw new StaffError(`Not an e-mail address: ${email}`);
    if (await this.find(address)) throw new StaffError(`An account for ${address} exists already`);
    const password = oneTimePassword();
    await this.db
      .insertInto("staff_users")
      .values({
        email: address,
        name: name?.trim() || address.split("@")[0]!,
        role,
        password_hash: await hashPassword(password),
        password_must_change: 1,
        created_at: now(),
      })
      .execute();
    return password;
  }

  /** A new one-time password; every session of the account ends. */
  async resetPassword(email: string) {
    const user = await this.require(email);
    const password = oneTimePassword();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("staff_users")
        .set({ password_hash: await hashPassword(password), password_must_change: 1 })
        .where("id", "=", user.id)
        .execute();
      await trx.deleteFrom("staff_sessions").where("user_id", "=", user.id).execute();
    });
    return password;
  }

  /** Sets a password the person chose; other sessions end, the one given (if any) stays. */
  async setPassword(userId: number, password: string, keepSessionHash?: string) {
    if (password.length < MIN_PASSWORD_LENGTH) throw new StaffError("Password too short");
    const hash = await hashPassword(password);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("staff_users")
        .set({ password_hash: hash, password_must_change: 0 })
        .where("id", "=", userId)
        .execute();
      await trx
        .deleteFrom("staff_sessions")
        .where("user_id", "=", userId)
        .$if(Boolean(keepSessionHash), (query) => query.where("token_hash", "!=", keepSessionHash!))
        .execute();
    });
  }

  /** Removes an account; its sessions end with it. The last owner cannot be removed. */
  async remove(email: string) {
    const user = await this.require(email);
    await this.db.transaction().execute(async (trx) => {
      if (user.role === "owner" && !(await anotherOwner(trx, user.id))) {
        throw new StaffError("The last owner cannot be removed");
      }
      await trx.deleteFrom("staff_sessions").where("user_id", "=", user.id).execute();
      await trx.deleteFrom("staff_users").where("id", "=", user.id).execute();
    });
  }

  /**
   * Gives an account another role, in force from its next request; false when it has it already.
   * The last owner keeps theirs. Someone made an owner sets up two-factor sign-in at their next
   * step in the workspace, as every owner must.
   */
  async changeRole(email: string, role: StaffRole) {
    const user = await this.require(email);
    if (user.role === role) return false;
    await this.db.transaction().execute(async (trx) => {
      if (user.role === "owner" && !(await anotherOwner(trx, user.id))) {
        throw new StaffError("The last owner stays an owner: make someone else an owner first");
      }
      await trx.updateTable("staff_users").set({ role }).where("id", "=", user.id).execute();
    });
    return true;
  }

  /**
   * Switches an account off: it cannot sign in, its sessions and "forgot password" links end, and
   * its name stays on the leads, notes and history it wrote. The last active owner stays on.
   * False when it is off already.
   */
  async deactivate(email: string) {
    const user = await this.require(email);
    if (user.deactivated_at) return false;
    await this.db.transaction().execute(async (trx) => {
      if (user.role === "owner" && !(await anotherOwner(trx, user.id))) {
        throw new StaffError(
          "The last owner cannot be deactivated: make someone else an owner first",
        );
      }
      await trx
        .updateTable("staff_users")
        .set({ deactivated_at: now() })
        .where("id", "=", user.id)
        .execute();
      await trx.deleteFrom("staff_sessions").where("user_id", "=", user.id).execute();
      await trx.deleteFrom("staff_password_resets").where("user_id", "=", user.id).execute();
    });
    return true;
  }

  /** Lets a deactivated account sign in again, with the password and second factor it had. */
  async reactivate(email: string) {
    const user = await this.require(email);
    const result = await this.db
      .updateTable("staff_users")
      .set({ deactivated_at: null })
      .where("id", "=", user.id)
      .where("deactivated_at", "is not", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** How many accounts there are: none on a site whose first owner is still to come. */
  async count() {
    const row = await this.db
      .selectFrom("staff_users")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  list() {
    return this.db
      .selectFrom("staff_users")
      .select([
        "id",
        "email",
        "name",
        "role",
        "password_must_change",
        "created_at",
        "totp_enabled_at",
        "deactivated_at",
      ])
      .orderBy("email")
      .execute();
  }

  find(email: string) {
    return this.db
      .selectFrom("staff_users")
      .selectAll()
      .where("email", "=", normalEmail(email))
      .executeTakeFirst();
  }

  /** The account of an address, or a StaffError naming the address. */
  async require(email: string) {
    const user = await this.find(email);
    if (!user) throw new StaffError(`No account for ${normalEmail(email)}`);
    return user;
  }
}

/** What the workspace knows of a signed-in person (never their hashes or secrets). */
export function staffUserOf(row: {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password_must_change: number;
  totp_secret: string | null;
}) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    mustChangePassword: row.password_must_change === 1,
    /** Owners must sign in with a second factor: one without it is sent to set it up. */
    mustSetUpTwoFactor: row.role === "owner" && !row.totp_secret,
  };
}

/** How long a session lasts without use, and at most. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/**
 * Server-side sessions: the cookie holds a random token, the database its hash. Signing out,
 * resetting a password and removing an account delete the rows, which ends the sessions at once.
 */
export class StaffSessions {
  constructor(private db: Db) {}

  async start(userId: number, ip: string, at = Date.now()) {
    const token = newToken();
    const stamp = new Date(at).toISOString();
    await this.db
      .insertInto("staff_sessions")
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        ip,
        created_at: stamp,
        last_seen_at: stamp,
        expires_at: new Date(at + SESSION_MAX_MS).toISOString(),
      })
      .execute();
    return token;
  }

  /** The signed-in person of a token, or nothing when the session is unknown, idle too long or over. */
  async find(token: string | undefined, at = Date.now()) {
    if (!token || token.length > 100) return undefined;
    const tokenHash = hashToken(token);
    const row = await this.db
      .selectFrom("staff_sessions")
      .innerJoin("staff_users", "staff_users.id", "staff_sessions.user_id")
      .select([
        "staff_sessions.token_hash",
        "staff_sessions.last_seen_at",
        "staff_sessions.expires_at",
        "staff_users.id",
        "staff_users.email",
        "staff_users.name",
        "staff_users.role",
        "staff_users.password_must_change",
        "staff_users.totp_secret",
      ])
      .where("staff_sessions.token_hash", "=", tokenHash)
      .where("staff_users.deactivated_at", "is", null)
      .executeTakeFirst();
    if (!row) return undefined;
    const lastSeen = Date.parse(row.last_seen_at);
    if (at >= Date.parse(row.expires_at) || at - lastSeen >= SESSION_IDLE_MS) {
      await this.end(token);
      return undefined;
    }
    if (at - lastSeen >= TOUCH_EVERY_MS) {
      await this.db
        .updateTable("staff_sessions")
        .set({ last_seen_at: new Date(at).toISOString() })
        .where("token_hash", "=", tokenHash)
        .execute();
    }
    return { sessionHash: tokenHash, user: staffUserOf(row) };
  }

  async end(token: string) {
    await this.db.deleteFrom("staff_sessions").where("token_hash", "=", hashToken(token)).execute();
  }

  /** Deletes sessions that are over, as they age. */
  async prune(at = Date.now()) {
    await this.db
      .deleteFrom("staff_sessions")
      .where((eb) =>
        eb.or([
          eb("expires_at", "<=", new Date(at).toISOString()),
          eb("last_seen_at", "<=", new Date(at - SESSION_IDLE_MS).toISOString()),
        ]),
      )
      .execute();
  }
}
