import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { SqliteDatabase as Database } from "../../app/platform/db/sqlite-driver.server";
import { verifyPassword } from "../../app/features/staff/staff.server";
import { expect, test } from "./support";

/** The built account command, as docs/operations.md tells an operator to run it. */
const admin = async (databaseUrl: string, ...args: string[]) =>
  promisify(execFile)(process.execPath, ["build/admin.js", ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  }).catch((error: { code: number; stdout: string; stderr: string }) => error);

test("staff accounts are made, listed, reset and removed from the command line, with no default password", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "admin-cli-"));
  const file = path.join(dir, "site.db");
  const url = `file:${file}`;
  try {
    const added = await admin(
      url,
      "add-user",
      "Rina@NakshiLabs.com.bd",
      "--owner",
      "--name",
      "Rina Das",
    );
    const password = /One-time password: (\S+)/.exec(added.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    const hashOf = () => {
      const db = new Database(file, { readonly: true });
      const row = db
        .prepare("select password_hash from staff_users where email = ?")
        .get("rina@nakshilabs.com.bd") as { password_hash: string } | undefined;
      db.close();
      return row?.password_hash;
    };
    expect(await verifyPassword(password!, hashOf()!)).toBe(true);

    const listed = await admin(url, "list-users");
    expect(listed.stdout).toContain("rina@nakshilabs.com.bd  owner  Rina Das");
    expect(listed.stdout).toContain("one-time password not yet changed");

    const reset = await admin(url, "reset-password", "rina@nakshilabs.com.bd");
    const fresh = /: (\S+)\n/.exec(reset.stdout)?.[1];
    expect(fresh).not.toBe(password);
    expect(await verifyPassword(fresh!, hashOf()!)).toBe(true);

    // A lost phone: the command line takes two-factor sign-in off, and the sessions end.
    const db = new Database(file);
    const { id } = db
      .prepare("select id from staff_users where email = ?")
      .get("rina@nakshilabs.com.bd") as { id: number };
    db.prepare(
      "update staff_users set totp_secret = 'JBSWY3DPEHPK3PXP', totp_enabled_at = '2026-11-26T06:00:00.000Z' where id = ?",
    ).run(id);
    db.prepare(
      "insert into staff_sessions (token_hash, user_id, ip, created_at, last_seen_at, expires_at) values ('h', ?, '127.0.0.1', '', '', '')",
    ).run(id);
    db.close();
    expect((await admin(url, "list-users")).stdout).toContain(", two-factor on");
    const unset = await admin(url, "reset-two-factor", "rina@nakshilabs.com.bd");
    expect(unset.stdout).toContain("Two-factor sign-in is off for rina@nakshilabs.com.bd");
    const after = new Database(file, { readonly: true });
    expect(
      after
        .prepare(
          "select (select totp_secret from staff_users where id = ?) as secret, (select count(*) from staff_sessions where user_id = ?) as sessions",
        )
        .get(id, id),
    ).toEqual({ secret: null, sessions: 0 });
    after.close();
    expect((await admin(url, "list-users")).stdout).not.toContain("two-factor on");

    const refused = await admin(url, "remove-user", "rina@nakshilabs.com.bd");
    expect("code" in refused && refused.code).toBe(1);
    expect(refused.stderr).toContain("The last owner cannot be removed");

    await admin(url, "add-user", "sabbir@nakshilabs.com.bd");
    const removed = await admin(url, "remove-user", "sabbir@nakshilabs.com.bd");
    expect(removed.stdout).toContain("Removed sabbir@nakshilabs.com.bd");

    const wrong = await admin(url, "add-owner");
    expect("code" in wrong && wrong.code).toBe(2);
    expect(wrong.stderr).toContain("Usage: npm run admin --");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
