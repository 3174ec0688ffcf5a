import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "~/platform/db/db.server";
import { hashPassword, isEmailAddress, normalEmail, StaffError } from "./staff.server";

/** Letters and digits no one misreads (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
const ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";

/**
 * The code that lets a fresh site's first owner be made in the browser: printed in the server's
 * log while no account exists, the same on every instance and after a restart (it derives from the
 * site's secret, which the database keeps), 12 characters (about 56 bits) in groups of four.
 */
export function setUpCode(secret: string) {
  const bytes = createHmac("sha256", secret).update("the first owner's set-up code").digest();
  const code = [...bytes.subarray(0, 12)].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return code.match(/.{4}/g)!.join("-");
}

/** Whether a typed code is the set-up code, however it was spaced or cased. */
export function isSetUpCode(typed: string, secret: string) {
  const given = Buffer.from(typed.toUpperCase().replace(/[^A-Z0-9]/g, ""));
  const expected = Buffer.from(setUpCode(secret).replace(/-/g, ""));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether the site is still waiting for its first owner. */
export async function needsFirstOwner(db: Db) {
  const row = await db.selectFrom("staff_users").select("id").limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Makes the first owner with the password they chose, once: the set-up's single row is written in
 * the same transaction, so two people setting up at once on any instances make one owner, and a
 * site with any account refuses. Undefined when the site has its first account already.
 */
export async function makeFirstOwner(
  db: Db,
  person: { name: string; email: string; password: string },
) {
  const email = normalEmail(person.email);
  if (!isEmailAddress(email)) throw new StaffError(`Not an e-mail address: ${person.email}`);
  const passwordHash = await hashPassword(person.password);
  const at = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("staff_setup")
      .values({ id: 1, done_at: at })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!claimed) return undefined;
    if (!(await needsFirstOwner(trx))) return undefined;
    return trx
      .insertInto("staff_users")
      .values({
        email,
        name: person.name.trim().slice(0, 120) || email.split("@")[0]!,
        role: "owner",
        password_hash: passwordHash,
        password_must_change: 0,
        created_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
