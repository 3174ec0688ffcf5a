import { hash, randomBytes, randomFillSync, timingSafeEqual } from "node:crypto";
import { now, type Db } from "~/platform/db/db.server";
import { countHit } from "~/platform/rate-limits.server";
import { FORM_TOKEN_COOKIE, HONEYPOT_FIELD } from "~/lib/forms/honeypot";

/** Why a submission is held as suspected spam instead of being stored and e-mailed. */
export type SpamReason =
  "honeypot" | "too-fast" | "token-missing" | "token-invalid" | "token-expired" | "token-reused";

export type GuardVerdict =
  | { kind: "ok" }
  | { kind: "spam"; reason: SpamReason }
  | { kind: "rate-limited"; retryAfterMs: number };

export type GuardOptions = {
  minFillMs: number;
  /** How long a served form's token stays valid. */
  tokenTtlMs: number;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Held submissions kept one by one per form and address in a rate-limit window. */
  heldLimitMax: number;
  /** Whether the token cookie is sent over HTTPS only (the site's public address is HTTPS). */
  secureCookie?: boolean;
};

/**
 * Abuse checks shared by every form: a honeypot field, and a token (its time, a random part and a
 * signature) that must be fresh, not too fresh (a person takes a moment to fill in a form) and
 * used once; and a per-address submission limit. The token travels in a cookie, so that the pages
 * themselves are the same for everyone: a visitor gets one with the first page they open, keeps it
 * while it is young, and gets a new one with the answer to every submission that spends it.
 * Counters and used tokens are kept in the database, so that several app instances share them. A
 * submission that fails a check is not thrown away: the caller keeps it as suspected spam, with the
 * reason.
 */
export class FormGuard {
  /** The keys of a token's two nested hashes, both derived from the secret. */
  private readonly keys: readonly [string, string];
  /** What follows a token in its cookie. */
  private readonly cookieAttributes: string;

  constructor(
    private db: Db,
    secret: string,
    private options: GuardOptions,
  ) {
    this.keys = [`inner.${secret}.`, `outer.${secret}.`];
    const maxAge = Math.floor(options.tokenTtlMs / 1000);
    const secure = options.secureCookie ? "; Secure" : "";
    this.cookieAttributes = `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
  }

  static async loadSecret(db: Db) {
    await db
      .insertInto("settings")
      .values({ key: "form_secret", value: randomBytes(32).toString("hex") })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
    const row = await db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "form_secret")
      .executeTakeFirstOrThrow();
    return row.value;
  }

  issueToken(at = Date.now()) {
    const body = `${at.toString(36)}.${randomPart()}`;
    return `${body}.${this.sign(body)}`;
  }

  /**
   * A token's signature: SHA-256 of the secret and the hash of the secret and the token, nested as
   * HMAC nests them (no hash's length can be extended), truncated to 132 bits. One-shot hashes: a
   * new visitor's every page gets a token, and an HMAC object cost a third of serving a kept page.
   */
  private sign(body: string) {
    const [inner, outer] = this.keys;
    return hash("sha256", outer + hash("sha256", inner + body, "base64url"), "base64url").slice(
      0,
      22,
    );
  }

  /** When a token was issued, or null when this server did not sign it. */
  private issuedAt(token: string) {
    const parts = token.split(".");
    if (parts.length !== 3) return null;
    const expected = Buffer.from(this.sign(`${parts[0]}.${parts[1]}`));
    const given = Buffer.from(parts[2] ?? "");
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const issued = parseInt(parts[0] ?? "", 36);
    return Number.isFinite(issued) ? issued : null;
  }

  /** The Set-Cookie value that gives a visitor a fresh token. */
  tokenCookie(at = Date.now()) {
    return `${FORM_TOKEN_COOKIE}=${this.issueToken(at)}; ${this.cookieAttributes}`;
  }

  /**
   * Whether a visitor opening a page needs a new token: they have none, or one this server did not
   * sign, or one past half its life (so that it outlasts the form they are about to fill in).
   */
  wantsNewToken(token: string | undefined, at = Date.now()) {
    const issued = token ? this.issuedAt(token) : null;
    return issued === null || at - issued > this.options.tokenTtlMs / 2 || issued > at;
  }

  /**
   * What looks wrong with a submission's honeypot and token, or null when nothing does. Whether the
   * token was used before is checked by `check`, which also spends it.
   */
  suspicion(honeypot: unknown, token: unknown, at = Date.now()): SpamReason | null {
    if (typeof honeypot === "string" && honeypot.trim() !== "") return "honeypot";
    if (typeof token !== "string" || token === "") return "token-missing";
    const issued = this.issuedAt(token);
    if (issued === null) return "token-invalid";
    if (at - issued > this.options.tokenTtlMs) return "token-expired";
    if (at - issued < this.options.minFillMs) return "too-fast";
    return null;
  }

  /**
   * Spends a token for a submission (in `db`'s transaction, when given one); false when another
   * spent it before. The same submission spending it again (its first try committed, but the
   * answer was lost to an outage) is not a reuse.
   */
  async spend(token: string, spentBy: string, db: Db = this.db) {
    const expiresAt = new Date(Date.now() + this.options.tokenTtlMs).toISOString();
    const result = await db
      .insertInto("used_form_tokens")
      .values({ token, expires_at: expiresAt, spent_by: spentBy })
      .onConflict((conflict) => conflict.column("token").doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) return true;
    const spent = await db
      .selectFrom("used_form_tokens")
      .select("spent_by")
      .where("token", "=", token)
      .executeTakeFirst();
    return spent?.spent_by === spentBy;
  }

  /** Counts a submission from this address to this form; says whether it is over the limit. */
  async hit(form: string, ip: string): Promise<{ allowed: boolean; retryAfterMs: number }> {
    const { hits, retryAfterMs } = await countHit(
      this.db,
      `${form}:${ip}`,
      this.options.rateLimitWindowMs,
    );
    return { allowed: hits <= this.options.rateLimitMax, retryAfterMs };
  }

  /**
   * Counts a submission held as suspected spam from this address to this form, in the same windows
   * as accepted ones: within the limit it is kept one by one, beyond it only counted. `over` is
   * how far beyond (1 for the first one not kept), `windowStart` names the window. Counted in
   * `db`'s transaction, when given one.
   */
  async holdHit(form: string, ip: string, db: Db = this.db) {
    const { hits, windowStart } = await countHit(
      db,
      `held:${form}:${ip}`,
      this.options.rateLimitWindowMs,
    );
    const over = hits - this.options.heldLimitMax;
    return { keep: over <= 0, over, windowStart, limit: this.options.heldLimitMax };
  }

  /**
   * Judges a submission that passed validation: spam (with the reason), over the address's limit,
   * or fine. The token is spent only when the submission is otherwise accepted, so a visitor who is
   * asked to wait can send the same form again.
   */
  async check(
    form: string,
    ip: string,
    formData: FormData,
    token: string | undefined,
    submissionId: string,
  ): Promise<GuardVerdict> {
    const reason = this.suspicion(formData.get(HONEYPOT_FIELD), token);
    if (reason) return { kind: "spam", reason };
    const { allowed, retryAfterMs } = await this.hit(form, ip);
    if (!allowed) return { kind: "rate-limited", retryAfterMs };
    if (!(await this.spend(String(token), submissionId)))
      return { kind: "spam", reason: "token-reused" };
    return { kind: "ok" };
  }

  /**
   * Deletes the counters of finished windows and the record of tokens that have expired anyway.
   * The counters are shared with limits of longer windows (signing in), so a counter goes only
   * once the longest window, `longestWindowMs`, is over.
   */
  async prune(longestWindowMs = this.options.rateLimitWindowMs) {
    const window = Math.max(longestWindowMs, this.options.rateLimitWindowMs);
    const cutoff = new Date(Date.now() - window).toISOString();
    await this.db.deleteFrom("rate_limits").where("window_start", "<", cutoff).execute();
    await this.db.deleteFrom("used_form_tokens").where("expires_at", "<", now()).execute();
  }
}

const TOKEN_IN_COOKIES = new RegExp(`(?:^|;\\s*)${FORM_TOKEN_COOKIE}=([^;]+)`);

/** The form token in a request's Cookie header, if it carries one. */
export function tokenFromCookies(cookies: string | null | undefined) {
  return cookies ? TOKEN_IN_COOKIES.exec(cookies)?.[1] : undefined;
}

/**
 * Random bytes are drawn from the system a thousand tokens' worth at a time: a token is given with
 * most first visits to a page, and one draw each was a measurable share of serving a kept page.
 */
const RANDOM_PART = 6;
const pool = Buffer.alloc(RANDOM_PART * 1024);
let poolAt = pool.length;

/** Six random bytes, in base64url: a token's unique part. */
function randomPart() {
  if (poolAt + RANDOM_PART > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  poolAt += RANDOM_PART;
  return pool.toString("base64url", poolAt - RANDOM_PART, poolAt);
}
