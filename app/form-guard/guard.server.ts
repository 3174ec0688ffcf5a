import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";
import { now, type Db } from "~/server/db.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "./fields";

/** Stands in prerendered pages for the form token; the server swaps in a fresh one for each response. */
export const FORM_TOKEN_PLACEHOLDER = "__FORM_TOKEN__";

export type GuardVerdict =
  { kind: "ok" } | { kind: "bot" } | { kind: "rate-limited"; retryAfterMs: number };

/**
 * Abuse checks shared by every form: a honeypot field, a minimum time between the page being served
 * and the form being sent (a signed timestamp issued with the page), and a per-address submission
 * limit kept in the database, so that several app instances share it.
 */
export class FormGuard {
  constructor(
    private db: Db,
    private secret: string,
    private options: { minFillMs: number; rateLimitMax: number; rateLimitWindowMs: number },
  ) {}

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
    const stamp = at.toString(36);
    return `${stamp}.${this.sign(stamp)}`;
  }

  private sign(stamp: string) {
    return createHmac("sha256", this.secret).update(stamp).digest("base64url").slice(0, 22);
  }

  /** Whether a submission looks human: honeypot empty and the form took long enough to fill in. */
  looksHuman(honeypot: unknown, token: unknown, at = Date.now()) {
    if (typeof honeypot === "string" && honeypot.trim() !== "") return false;
    if (typeof token !== "string") return false;
    const [stamp, signature] = token.split(".");
    if (!stamp || !signature) return false;
    const expected = Buffer.from(this.sign(stamp));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    const issued = parseInt(stamp, 36);
    return Number.isFinite(issued) && at - issued >= this.options.minFillMs;
  }

  /** Counts a submission from this address to this form; says whether it is over the limit. */
  async hit(form: string, ip: string): Promise<{ allowed: boolean; retryAfterMs: number }> {
    const current = now();
    const cutoff = new Date(Date.now() - this.options.rateLimitWindowMs).toISOString();
    const row = await this.db
      .insertInto("rate_limits")
      .values({ key: `${form}:${ip}`, window_start: current, hits: 1 })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({
          hits: sql<number>`case when rate_limits.window_start < ${cutoff} then 1 else rate_limits.hits + 1 end`,
          window_start: sql<string>`case when rate_limits.window_start < ${cutoff} then ${current} else rate_limits.window_start end`,
        }),
      )
      .returning(["hits", "window_start"])
      .executeTakeFirstOrThrow();
    const retryAfterMs = Date.parse(row.window_start) + this.options.rateLimitWindowMs - Date.now();
    return {
      allowed: Number(row.hits) <= this.options.rateLimitMax,
      retryAfterMs: Math.max(0, retryAfterMs),
    };
  }

  async check(form: string, ip: string, formData: FormData): Promise<GuardVerdict> {
    if (!this.looksHuman(formData.get(HONEYPOT_FIELD), formData.get(FORM_TOKEN_FIELD))) {
      return { kind: "bot" };
    }
    const { allowed, retryAfterMs } = await this.hit(form, ip);
    return allowed ? { kind: "ok" } : { kind: "rate-limited", retryAfterMs };
  }

  async pruneRateLimits() {
    const cutoff = new Date(Date.now() - this.options.rateLimitWindowMs).toISOString();
    await this.db.deleteFrom("rate_limits").where("window_start", "<", cutoff).execute();
  }
}
