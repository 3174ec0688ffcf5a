import { createHash } from "node:crypto";
import { createCookie } from "react-router";
import type { Db } from "./db.server";
import { clearHits, countHit, uncountHit } from "./rate-limits.server";
import {
  hashPassword,
  SESSION_MAX_MS,
  StaffAccounts,
  StaffSessions,
  verifyPassword,
} from "./staff.server";

/** A short, fixed-length stand-in for an address in a rate limit's key. */
const keyOf = (address: string) =>
  createHash("sha256").update(address).digest("base64url").slice(0, 22);

export type SignInLimits = {
  /** Wrong passwords allowed per account and address in a window. */
  perAccount: number;
  /** Wrong passwords allowed per address in a window, whatever the accounts. */
  perIp: number;
  windowMs: number;
};

export type SignedIn = NonNullable<Awaited<ReturnType<StaffSessions["find"]>>>;
export type StaffUser = SignedIn["user"];

export type SignInResult =
  | { kind: "signed-in"; setCookie: string; user: StaffUser }
  | { kind: "wrong" }
  | { kind: "limited"; retryAfterMs: number };

/**
 * The workspace's door: the session cookie (HttpOnly, SameSite=Lax, Secure when the site is served
 * over HTTPS, signed), signing in with attempts counted per account and address and per
 * address, and signing out. A failed sign-in takes as long whether or not the account exists.
 */
export class WorkspaceAuth {
  readonly accounts: StaffAccounts;
  readonly sessions: StaffSessions;
  private cookie;
  /**
   * Checked against when no account has the address, so that the answer takes the same time;
   * made at the first sign-in, not at start-up.
   */
  private decoy: Promise<string> | undefined;

  constructor(
    private db: Db,
    private options: { secret: string; secure: boolean; limits: SignInLimits },
  ) {
    this.accounts = new StaffAccounts(db);
    this.sessions = new StaffSessions(db);
    this.cookie = createCookie("nl_staff", {
      // Not /admin: the workspace home's data request is /admin.data, outside that path.
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: options.secure,
      secrets: [options.secret],
      maxAge: SESSION_MAX_MS / 1000,
    });
  }

  private async tokenOf(cookieHeader: string | null | undefined) {
    const value: unknown = await this.cookie.parse(cookieHeader ?? null);
    return typeof value === "string" ? value : undefined;
  }

  /** The signed-in person of a request's cookies, if the session is still good. */
  async signedIn(cookieHeader: string | null | undefined) {
    return this.sessions.find(await this.tokenOf(cookieHeader));
  }

  /**
   * Runs a password check only if the attempt is within the limits, counting it first: the count
   * is one atomic statement on either database, so guesses sent at once from several instances
   * are counted before any of them is checked, and a refused attempt costs no hash. Attempts are
   * counted per account and address (so a guesser elsewhere cannot lock the owner out) and per
   * address; a right password takes its attempt back.
   */
  private async limitedCheck(
    keys: { pair: string; ip: string },
    check: () => Promise<boolean>,
  ): Promise<{ kind: "limited"; retryAfterMs: number } | { kind: "checked"; matches: boolean }> {
    const { windowMs, perAccount, perIp } = this.options.limits;
    const [pair, fromIp] = await Promise.all([
      countHit(this.db, keys.pair, windowMs),
      countHit(this.db, keys.ip, windowMs),
    ]);
    if (pair.hits > perAccount || fromIp.hits > perIp) {
      return {
        kind: "limited",
        retryAfterMs: Math.max(
          pair.hits > perAccount ? pair.retryAfterMs : 0,
          fromIp.hits > perIp ? fromIp.retryAfterMs : 0,
        ),
      };
    }
    const matches = await check();
    if (matches) await Promise.all([clearHits(this.db, keys.pair), uncountHit(this.db, keys.ip)]);
    return { kind: "checked", matches };
  }

  async signIn(email: string, password: string, ip: string): Promise<SignInResult> {
    // Control characters are no part of an address (and PostgreSQL refuses NUL in text).
    const address = email
      .replace(/\p{Cc}/gu, "")
      .trim()
      .toLowerCase();
    const user = address ? await this.accounts.find(address) : undefined;
    this.decoy ??= hashPassword("no account has this password");
    const decoy = this.decoy;
    const attempt = await this.limitedCheck(
      // The address as a digest: any address a visitor types fits the limit's key.
      { pair: `sign-in:${keyOf(address)}|${ip}`, ip: `sign-in:ip:${ip}` },
      async () => verifyPassword(password, user?.password_hash ?? (await decoy)),
    );
    if (attempt.kind === "limited") return attempt;
    if (!user || !attempt.matches) return { kind: "wrong" };
    const token = await this.sessions.start(user.id, ip);
    return {
      kind: "signed-in",
      setCookie: await this.cookie.serialize(token),
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        mustChangePassword: user.password_must_change === 1,
      },
    };
  }

  /**
   * Checks a signed-in person's current password (before they choose another), within the same
   * limits as signing in.
   */
  async checkCurrentPassword(userId: number, password: string, ip: string) {
    const account = await this.db
      .selectFrom("staff_users")
      .select("password_hash")
      .where("id", "=", userId)
      .executeTakeFirst();
    return this.limitedCheck(
      { pair: `password:${userId}|${ip}`, ip: `sign-in:ip:${ip}` },
      async () => Boolean(account) && (await verifyPassword(password, account!.password_hash)),
    );
  }

  /** Ends the session of a request's cookie; the header that clears the cookie. */
  async signOut(cookieHeader: string | null | undefined) {
    const token = await this.tokenOf(cookieHeader);
    if (token) await this.sessions.end(token);
    return this.cookie.serialize("", { maxAge: 0 });
  }
}
