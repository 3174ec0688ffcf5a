import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";
import { now, type Db } from "~/platform/db/db.server";
import { siteFacts } from "~/content/facts";

/** Codes are the authenticator apps' default: 6 digits from SHA-1, a new one every 30 s. */
const PERIOD_S = 30;
/** A code from the step before or after is taken too, for a phone's clock a little off. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: siteFacts().company.name,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** The time step of a code matching `secret` at `at`, or undefined when it matches none near. */
export function stepOfCode(secret: string, code: string, at = Date.now()) {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpOf(secret, "").validate({ token, timestamp: at, window: WINDOW });
  return delta === null ? undefined : Math.floor(at / 1000 / PERIOD_S) + delta;
}

/** The code an authenticator app shows for `secret` at `at` (for tests and the command line). */
export const codeAt = (secret: string, at = Date.now()) =>
  totpOf(secret, "").generate({ timestamp: at });

/** What a person's authenticator app needs: the otpauth address, as a QR code and as text. */
export function setupOf(secret: string, email: string) {
  const uri = totpOf(secret, email).toString();
  return {
    uri,
    qrSvg: renderSVG(uri, { border: 2 }),
    // Groups of four, as apps show a secret typed by hand.
    secret: secret.replace(/(.{4})(?=.)/g, "$1 "),
  };
}

/** Recovery codes read as two groups of five letters and digits, with none that look alike. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const normalRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");
const hashRecovery = (code: string) =>
  createHash("sha256").update(normalRecovery(code)).digest("hex");

function newRecoveryCode() {
  const chars = [...randomBytes(10)].map(
    (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length],
  );
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

export const looksLikeRecoveryCode = (code: string) => normalRecovery(code).length === 10;

export type SecondFactor = "app" | "recovery";

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238): set up by confirming a code from
 * a new secret, checked at each sign-in with each code good once (the last step used is kept and
 * moved on in one conditional update, which every instance shares), with ten recovery codes for a
 * lost phone, each good once. An owner, or the command line, can take it off someone's account.
 */
export class TwoFactor {
  constructor(private db: Db) {}

  async status(userId: number) {
    const [user, codes] = await Promise.all([
      this.db
        .selectFrom("staff_users")
        .select(["totp_secret", "totp_enabled_at"])
        .where("id", "=", userId)
        .executeTakeFirst(),
      this.db
        .selectFrom("staff_recovery_codes")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      on: Boolean(user?.totp_secret),
      since: user?.totp_enabled_at ?? null,
      recoveryCodesLeft: Number(codes.count),
    };
  }

  /** The secret being set up, made when first asked for and kept until it is confirmed. */
  async pendingSecret(userId: number) {
    const user = await this.db
      .selectFrom("staff_users")
      .select("totp_pending_secret")
      .where("id", "=", userId)
      .executeTakeFirst();
    if (user?.totp_pending_secret) return user.totp_pending_secret;
    const secret = new Secret({ size: 20 }).base32;
    await this.db
      .updateTable("staff_users")
      .set({ totp_pending_secret: secret })
      .where("id", "=", userId)
      .execute();
    return secret;
  }

  /**
   * Turns two-factor sign-in on when the code matches the secret being set up; returns the new
   * recovery codes, to be shown once, or undefined when the code does not match.
   */
  async confirm(userId: number, code: string, at = Date.now()) {
    const user = await this.db
      .selectFrom("staff_users")
      .select("totp_pending_secret")
      .where("id", "=", userId)
      .executeTakeFirst();
    const secret = user?.totp_pending_secret;
    const step = secret ? stepOfCode(secret, code, at) : undefined;
    if (!secret || step === undefined) return undefined;
    return this.db.transaction().execute(async (trx) => {
      const turnedOn = await trx
        .updateTable("staff_users")
        .set({
          totp_secret: secret,
          totp_pending_secret: null,
          totp_last_step: step,
          totp_enabled_at: new Date(at).toISOString(),
        })
        .where("id", "=", userId)
        .where("totp_pending_secret", "=", secret)
        .executeTakeFirst();
      // Confirmed a moment ago by another request: its codes stand.
      if (Number(turnedOn.numUpdatedRows) !== 1) return undefined;
      return replaceRecoveryCodes(trx, userId);
    });
  }

  /** Whether a code from the app, or an unused recovery code, proves the second factor. */
  async verify(userId: number, code: string, at = Date.now()): Promise<SecondFactor | undefined> {
    if (looksLikeRecoveryCode(code)) {
      const used = await this.db
        .deleteFrom("staff_recovery_codes")
        .where("user_id", "=", userId)
        .where("code_hash", "=", hashRecovery(code))
        .executeTakeFirst();
      return Number(used.numDeletedRows) === 1 ? "recovery" : undefined;
    }
    const user = await this.db
      .selectFrom("staff_users")
      .select("totp_secret")
      .where("id", "=", userId)
      .executeTakeFirst();
    const step = user?.totp_secret ? stepOfCode(user.totp_secret, code, at) : undefined;
    if (step === undefined) return undefined;
    // A code is good once: the step moves on only past the last one used, on every instance.
    const taken = await this.db
      .updateTable("staff_users")
      .set({ totp_last_step: step })
      .where("id", "=", userId)
      .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1 ? "app" : undefined;
  }

  /** A new set of recovery codes; the old ones stop working. */
  newRecoveryCodes(userId: number) {
    return this.db.transaction().execute((trx) => replaceRecoveryCodes(trx, userId));
  }

  /**
   * Takes two-factor sign-in off an account (its owner's choice, or an owner's for a lost phone):
   * the secret and recovery codes go, and the account's sessions end.
   */
  async turnOff(userId: number, { endSessions }: { endSessions: boolean }) {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("staff_users")
        .set({
          totp_secret: null,
          totp_pending_secret: null,
          totp_last_step: null,
          totp_enabled_at: null,
        })
        .where("id", "=", userId)
        .execute();
      await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
      if (endSessions)
        await trx.deleteFrom("staff_sessions").where("user_id", "=", userId).execute();
    });
  }
}

async function replaceRecoveryCodes(db: Db, userId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
  const created_at = now();
  await db
    .insertInto("staff_recovery_codes")
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecovery(code), created_at })))
    .execute();
  return codes;
}
