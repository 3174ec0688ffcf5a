import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { describeEachStore } from "../../../tests/support/stores";
import { migrationsFor } from "~/platform/db/migrations";
import {
  hashPassword,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  StaffAccounts,
  StaffSessions,
  verifyPassword,
} from "./staff.server";

describe("password hashing", () => {
  it("uses scrypt with a salt of its own per hash, and verifies only the right password", async () => {
    const first = await hashPassword("correct horse battery");
    const second = await hashPassword("correct horse battery");
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("correct horse battery", first)).toBe(true);
    expect(await verifyPassword("correct horse batterY", first)).toBe(false);
    expect(await verifyPassword("", first)).toBe(false);
    expect(await verifyPassword("correct horse battery", "plain-text")).toBe(false);
  });
});

describeEachStore("staff accounts and sessions", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let accounts: StaffAccounts;
  let sessions: StaffSessions;
  beforeEach(async () => {
    handle = await store.open();
    accounts = new StaffAccounts(handle.db);
    sessions = new StaffSessions(handle.db);
  });
  afterEach(async () => {
    await handle.dispose();
  });

  const userId = async (email: string) => (await accounts.find(email))!.id;

  it("makes the staff who worked the leads sales, and keeps owners owners", async () => {
    await accounts.add("rina@nakshilabs.com.bd", { role: "owner" });
    await accounts.add("sabbir@nakshilabs.com.bd", { role: "sales" });
    // As an account made before roles had names of their own.
    await handle.db
      .updateTable("staff_users")
      .set({ role: "staff" as never })
      .where("email", "=", "sabbir@nakshilabs.com.bd")
      .execute();
    await migrationsFor(handle.dialect)["2026-11-25-staff-roles"]!.up(handle.db as never);
    expect((await accounts.find("sabbir@nakshilabs.com.bd"))?.role).toBe("sales");
    expect((await accounts.find("rina@nakshilabs.com.bd"))?.role).toBe("owner");
  });

  it("makes an account with a one-time password that must be changed, once per address", async () => {
    const password = await accounts.add("Rina@NakshiLabs.com.bd", {
      role: "owner",
      name: "Rina Das",
    });
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    const user = await accounts.find("rina@nakshilabs.com.bd");
    expect(user).toMatchObject({
      email: "rina@nakshilabs.com.bd",
      name: "Rina Das",
      role: "owner",
      password_must_change: 1,
    });
    expect(user!.password_hash).not.toContain(password);
    expect(await verifyPassword(password, user!.password_hash)).toBe(true);
    await expect(accounts.add("rina@nakshilabs.com.bd", { role: "sales" })).rejects.toThrow(
      /exists already/,
    );
    await expect(accounts.add("not an address", { role: "sales" })).rejects.toThrow(
      /Not an e-mail address/,
    );
  });

  it("keeps a session until it is ended, idle too long or too old", async () => {
    await accounts.add("sabbir@nakshilabs.com.bd", { role: "sales" });
    const id = await userId("sabbir@nakshilabs.com.bd");
    const start = Date.parse("2026-11-23T08:00:00Z");
    const token = await sessions.start(id, "127.0.0.9", start);
    const found = await sessions.find(token, start + 60_000);
    expect(found?.user).toEqual({
      id,
      email: "sabbir@nakshilabs.com.bd",
      name: "sabbir",
      role: "sales",
      mustChangePassword: true,
      // Sales need not use a second factor; owners must.
      mustSetUpTwoFactor: false,
    });
    // The cookie's token is not what the database holds.
    const rows = await handle.db.selectFrom("staff_sessions").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(await sessions.find(`${token}x`, start)).toBeUndefined();
    expect(await sessions.find(undefined, start)).toBeUndefined();

    // Used every six days, it lasts until its thirtieth day, and no longer.
    let at = start;
    while (at + 6 * 86_400_000 < start + SESSION_MAX_MS) {
      at += 6 * 86_400_000;
      expect(await sessions.find(token, at), new Date(at).toISOString()).toBeDefined();
    }
    expect(await sessions.find(token, start + SESSION_MAX_MS)).toBeUndefined();

    const idle = await sessions.start(id, "127.0.0.9", start);
    expect(await sessions.find(idle, start + SESSION_IDLE_MS)).toBeUndefined();
    const ended = await sessions.start(id, "127.0.0.9", start);
    await sessions.end(ended);
    expect(await sessions.find(ended, start + 1000)).toBeUndefined();
    expect(await handle.db.selectFrom("staff_sessions").selectAll().execute()).toEqual([]);
  });

  it("ends every session of an account when its password is reset or the account removed", async () => {
    await accounts.add("owner@nakshilabs.com.bd", { role: "owner" });
    await accounts.add("staff@nakshilabs.com.bd", { role: "sales" });
    const staff = await userId("staff@nakshilabs.com.bd");
    const owner = await userId("owner@nakshilabs.com.bd");
    const phone = await sessions.start(staff, "127.0.0.10");
    const desk = await sessions.start(staff, "127.0.0.11");
    const owners = await sessions.start(owner, "127.0.0.12");

    const fresh = await accounts.resetPassword("staff@nakshilabs.com.bd");
    expect(await sessions.find(phone)).toBeUndefined();
    expect(await sessions.find(desk)).toBeUndefined();
    expect(await sessions.find(owners)).toBeDefined();
    const user = await accounts.find("staff@nakshilabs.com.bd");
    expect(await verifyPassword(fresh, user!.password_hash)).toBe(true);

    const again = await sessions.start(staff, "127.0.0.10");
    await accounts.remove("staff@nakshilabs.com.bd");
    expect(await sessions.find(again)).toBeUndefined();
    expect(await accounts.find("staff@nakshilabs.com.bd")).toBeUndefined();
    await expect(accounts.remove("owner@nakshilabs.com.bd")).rejects.toThrow(/last owner/);
    await expect(accounts.remove("nobody@nakshilabs.com.bd")).rejects.toThrow(/No account/);
  });

  it("changes a role, never leaving the site without an owner, even when two owners race", async () => {
    await accounts.add("rina@nakshilabs.com.bd", { role: "owner" });
    await accounts.add("kamal@nakshilabs.com.bd", { role: "sales" });
    expect(await accounts.changeRole("kamal@nakshilabs.com.bd", "owner")).toBe(true);
    expect(await accounts.changeRole("kamal@nakshilabs.com.bd", "owner")).toBe(false);
    const kamal = await accounts.find("kamal@nakshilabs.com.bd");
    expect(kamal?.role).toBe("owner");
    // Two owners each stepping down, or removing the other, at once: one of them stays an owner.
    const outcomes = await Promise.allSettled([
      accounts.changeRole("rina@nakshilabs.com.bd", "editor"),
      accounts.changeRole("kamal@nakshilabs.com.bd", "sales"),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const owners = await handle.db
      .selectFrom("staff_users")
      .select("email")
      .where("role", "=", "owner")
      .execute();
    expect(owners).toHaveLength(1);
    const [last] = owners;
    await expect(accounts.changeRole(last!.email, "sales")).rejects.toThrow(/last owner/);
    await expect(accounts.remove(last!.email)).rejects.toThrow(/last owner/);
    await expect(accounts.changeRole("nobody@nakshilabs.com.bd", "sales")).rejects.toThrow(
      /No account/,
    );
  });

  it("sets a chosen password, keeping the session it was set from and ending the others", async () => {
    await accounts.add("nadia@nakshilabs.com.bd", { role: "sales" });
    const id = await userId("nadia@nakshilabs.com.bd");
    const here = await sessions.start(id, "127.0.0.13");
    const elsewhere = await sessions.start(id, "127.0.0.14");
    const current = (await sessions.find(here))!;
    await expect(accounts.setPassword(id, "too short")).rejects.toThrow(/too short/);
    await accounts.setPassword(id, "a long passphrase of mine", current.sessionHash);
    expect((await sessions.find(here))?.user.mustChangePassword).toBe(false);
    expect(await sessions.find(elsewhere)).toBeUndefined();
    const user = await accounts.find("nadia@nakshilabs.com.bd");
    expect(await verifyPassword("a long passphrase of mine", user!.password_hash)).toBe(true);
  });

  it("prunes the sessions that are over", async () => {
    await accounts.add("prune@nakshilabs.com.bd", { role: "sales" });
    const id = await userId("prune@nakshilabs.com.bd");
    const start = Date.now();
    await sessions.start(id, "127.0.0.15", start - SESSION_IDLE_MS - 1000);
    const live = await sessions.start(id, "127.0.0.15", start);
    await sessions.prune(start);
    expect(await handle.db.selectFrom("staff_sessions").selectAll().execute()).toHaveLength(1);
    expect(await sessions.find(live, start)).toBeDefined();
  });
});
