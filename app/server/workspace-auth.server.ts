import { createCookie } from "react-router";
import type { Db } from "./db.server";
import { clearHits, countHit, peekHits } from "./rate-limits.server";
import {
  hashPassword,
  SESSION_MAX_MS,
  StaffAccounts,
  StaffSessions,
  verifyPassword,
} from "./staff.server";

export type SignInLimits = {
  /** Wrong passwords allowed per account in a window. */
  perAccount: number;
  /** Wrong passwords allowed per address in a window. */
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
 * over HTTPS, signed), signing in with failures counted per account and per
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

  async signIn(email: string, password: string, ip: string): Promise<SignInResult> {
    const address = email.trim().toLowerCase();
    const accountKey = `sign-in:account:${address}`;
    const ipKey = `sign-in:ip:${ip}`;
    const { windowMs, perAccount, perIp } = this.options.limits;
    const [account, fromIp] = await Promise.all([
      peekHits(this.db, accountKey, windowMs),
      peekHits(this.db, ipKey, windowMs),
    ]);
    const user = await this.accounts.find(address);
    this.decoy ??= hashPassword("no account has this password");
    const matches = await verifyPassword(password, user?.password_hash ?? (await this.decoy));
    if (account.hits >= perAccount || fromIp.hits >= perIp) {
      return {
        kind: "limited",
        retryAfterMs: Math.max(
          account.hits >= perAccount ? account.retryAfterMs : 0,
          fromIp.hits >= perIp ? fromIp.retryAfterMs : 0,
        ),
      };
    }
    if (!user || !matches) {
      await countHit(this.db, accountKey, windowMs);
      await countHit(this.db, ipKey, windowMs);
      return { kind: "wrong" };
    }
    await clearHits(this.db, accountKey);
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

  /** Ends the session of a request's cookie; the header that clears the cookie. */
  async signOut(cookieHeader: string | null | undefined) {
    const token = await this.tokenOf(cookieHeader);
    if (token) await this.sessions.end(token);
    return this.cookie.serialize("", { maxAge: 0 });
  }
}
