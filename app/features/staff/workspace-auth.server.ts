import { createHash } from "node:crypto";
import { createCookie } from "react-router";
import type { Db } from "~/platform/db/db.server";
import { clearHits, countHits, uncountHit } from "~/platform/rate-limits.server";
import {
  hashPassword,
  SESSION_MAX_MS,
  StaffAccounts,
  StaffSessions,
  staffUserOf,
  verifyPassword,
} from "./staff.server";
import { TwoFactor, type SecondFactor } from "./two-factor.server";
import { recordActivity } from "~/features/activity/index.server";

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

/**
 * Wrong second-factor codes allowed per account in a window, from any address: only someone who
 * knows the password gets this far, so this limit cannot be used to lock an owner out, and it
 * keeps a password-holder spread over many addresses to a few guesses of a million.
 */
const SECOND_FACTOR_PER_ACCOUNT = 10;
/** How long the second step of a sign-in may take after the password. */
const SECOND_STEP_MS = 5 * 60 * 1000;

export type SignedIn = NonNullable<Awaited<ReturnType<StaffSessions["find"]>>>;
export type StaffUser = SignedIn["user"];

export type SignInResult =
  | { kind: "signed-in"; setCookies: string[]; user: StaffUser; factor?: SecondFactor }
  /** The password was right; a code from the authenticator app is asked for next. */
  | { kind: "second-factor"; setCookie: string }
  | { kind: "wrong" }
  /** The password was right, but an owner has switched the account off. */
  | { kind: "deactivated" }
  | { kind: "limited"; retryAfterMs: number };

type Limit = { key: string; max: number };

/** Binds a second step to the account's password and secret: a change of either voids it. */
const fingerprintOf = (user: { password_hash: string; totp_secret: string | null }) =>
  createHash("sha256")
    .update(`${user.password_hash}|${user.totp_secret ?? ""}`)
    .digest("base64url")
    .slice(0, 22);

/**
 * The workspace's door: the session cookie (HttpOnly, SameSite=Lax, Secure when the site is served
 * over HTTPS, signed), signing in with attempts counted per account and address and per
 * address, a code from an authenticator app as a second step for those who have one, and signing
 * out. A failed sign-in takes as long whether or not the account exists.
 */
export class WorkspaceAuth {
  readonly accounts: StaffAccounts;
  readonly sessions: StaffSessions;
  readonly twoFactor: TwoFactor;
  private cookie;
  /** Between a right password and the code: which account, until when, signed. */
  private secondStep;
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
    this.twoFactor = new TwoFactor(db);
    this.secondStep = createCookie("nl_staff_2fa", {
      path: "/admin",
      httpOnly: true,
      sameSite: "lax",
      secure: options.secure,
      secrets: [options.secret],
      maxAge: SECOND_STEP_MS / 1000,
    });
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
   * Runs a check only if the attempt is within every limit, counting it first: the counts are one
   * atomic statement on either database, so guesses sent at once from several instances are
   * counted before any of them is checked, in the same order on every limit, and a refused attempt costs no hash. A right answer
   * takes its attempt back: all of it from the first limit (the account's), one from the others.
   */
  private async limitedCheck(
    limits: Limit[],
    check: () => Promise<boolean>,
  ): Promise<{ kind: "limited"; retryAfterMs: number } | { kind: "checked"; matches: boolean }> {
    const { windowMs } = this.options.limits;
    const counts = await countHits(
      this.db,
      limits.map(({ key }) => key),
      windowMs,
    );
    const over = counts.filter((count, index) => count.hits > limits[index]!.max);
    if (over.length > 0) {
      return { kind: "limited", retryAfterMs: Math.max(...over.map((c) => c.retryAfterMs)) };
    }
    const matches = await check();
    if (matches) {
      const [first, ...others] = limits;
      await Promise.all([
        clearHits(this.db, first!.key),
        ...others.map(({ key }) => uncountHit(this.db, key)),
      ]);
    }
    return { kind: "checked", matches };
  }

  /** Counted per account and address (a guesser elsewhere cannot lock the owner out) and per address. */
  private passwordLimits(pairKey: string, ip: string): Limit[] {
    const { perAccount, perIp } = this.options.limits;
    return [
      { key: pairKey, max: perAccount },
      { key: `sign-in:ip:${ip}`, max: perIp },
    ];
  }

  private async startSession(
    user: Parameters<typeof staffUserOf>[0],
    ip: string,
    factor?: SecondFactor,
    clearSecondStep = false,
  ): Promise<Extract<SignInResult, { kind: "signed-in" }>> {
    const token = await this.sessions.start(user.id, ip);
    const setCookies = [await this.cookie.serialize(token)];
    if (clearSecondStep) setCookies.push(await this.secondStep.serialize("", { maxAge: 0 }));
    return { kind: "signed-in", setCookies, user: staffUserOf(user), factor };
  }

  /** A sign-in that got through the door, in the activity log with its session. */
  private async signedInNow(
    user: Parameters<typeof staffUserOf>[0],
    ip: string,
    factor?: SecondFactor,
  ) {
    await recordActivity(this.db, {
      action: "sign-in",
      by: { id: user.id, name: user.name },
      detail: factor ? { factor } : {},
      ip,
    });
    return this.startSession(user, ip, factor, factor !== undefined);
  }

  /**
   * A refused sign-in, in the activity log: under the address typed (and the account it names, if
   * any, so that the account's entries show it), with the reason. Attempts past the limits are
   * not written: they are refused before any check.
   */
  private refused(
    address: string,
    accountId: number | null,
    ip: string,
    reason: "wrong" | "deactivated" | "code",
  ) {
    return recordActivity(this.db, {
      action: "sign-in-refused",
      by: { id: accountId, name: address.slice(0, 200) },
      detail: { reason },
      ip,
    });
  }

  /** Signs in an account just made with the password its person chose (set-up, invitation). */
  signInNew(user: Parameters<typeof staffUserOf>[0], ip: string) {
    return this.startSession(user, ip);
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
      this.passwordLimits(`sign-in:${keyOf(address)}|${ip}`, ip),
      async () => verifyPassword(password, user?.password_hash ?? (await decoy)),
    );
    if (attempt.kind === "limited") return attempt;
    if (!user || !attempt.matches) {
      await this.refused(address, user?.id ?? null, ip, "wrong");
      return { kind: "wrong" };
    }
    if (user.deactivated_at) {
      await this.refused(address, user.id, ip, "deactivated");
      return { kind: "deactivated" };
    }
    if (!user.totp_secret) return this.signedInNow(user, ip);
    const until = Date.now() + SECOND_STEP_MS;
    return {
      kind: "second-factor",
      setCookie: await this.secondStep.serialize(`${user.id}.${until}.${fingerprintOf(user)}`),
    };
  }

  /**
   * The account whose password was just right, while the second step's cookie is good: unaltered,
   * in time, and made before any change of the account's password or secret.
   */
  async secondStepOf(cookieHeader: string | null | undefined) {
    const value: unknown = await this.secondStep.parse(cookieHeader ?? null);
    const [id, until, fingerprint] = typeof value === "string" ? value.split(".") : [];
    if (!id || !until || Number(until) <= Date.now()) return undefined;
    const user = await this.db
      .selectFrom("staff_users")
      .selectAll()
      .where("id", "=", Number(id))
      .executeTakeFirst();
    return user?.totp_secret && !user.deactivated_at && fingerprintOf(user) === fingerprint
      ? user
      : undefined;
  }

  /**
   * The sign-in's second step: a code from the authenticator app, or a recovery code, within the
   * limits per account and address, per address, and per account from anywhere.
   */
  async completeSignIn(
    cookieHeader: string | null | undefined,
    code: string,
    ip: string,
  ): Promise<SignInResult | { kind: "expired" }> {
    const user = await this.secondStepOf(cookieHeader);
    if (!user) return { kind: "expired" };
    let factor: SecondFactor | undefined;
    const attempt = await this.limitedCode(user.id, ip, async () =>
      Boolean((factor = await this.twoFactor.verify(user.id, code))),
    );
    if (attempt.kind === "limited") return attempt;
    if (!attempt.matches) {
      await this.refused(user.email, user.id, ip, "code");
      return { kind: "wrong" };
    }
    return this.signedInNow(user, ip, factor);
  }

  /**
   * A check of a second-factor code (signing in, setting up, changing the codes), within the
   * limits per account and address, per address, and per account from anywhere.
   */
  limitedCode(userId: number, ip: string, check: () => Promise<boolean>) {
    return this.limitedCheck(
      [
        ...this.passwordLimits(`second-factor:${userId}|${ip}`, ip),
        { key: `second-factor:${userId}`, max: SECOND_FACTOR_PER_ACCOUNT },
      ],
      check,
    );
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
      this.passwordLimits(`password:${userId}|${ip}`, ip),
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
