import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { describeEachStore } from "../../../tests/support/stores";
import { isSetUpCode, makeFirstOwner, needsFirstOwner, setUpCode } from "./first-owner.server";
import { INVITATION_MS, StaffInvitations } from "./invitations.server";
import { PasswordResets, RESET_MS } from "./password-resets.server";
import { StaffAccounts, StaffSessions, verifyPassword } from "./staff.server";
import { WorkspaceAuth } from "./workspace-auth.server";

const CHOSEN = "a river of jamdani";
const LATER = "rain on the tin roof";

describe("the first owner's set-up code", () => {
  it("is twelve unambiguous characters in groups of four, the same for one secret, typed any way", () => {
    const code = setUpCode("the site's secret");
    expect(code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{4}(-[ACDEFGHJKMNPQRTUVWXY34679]{4}){2}$/);
    expect(setUpCode("the site's secret")).toBe(code);
    expect(setUpCode("another site's secret")).not.toBe(code);
    expect(isSetUpCode(code, "the site's secret")).toBe(true);
    expect(isSetUpCode(` ${code.replace(/-/g, " ").toLowerCase()} `, "the site's secret")).toBe(
      true,
    );
    expect(isSetUpCode(code, "another site's secret")).toBe(false);
    expect(isSetUpCode(code.slice(0, -1), "the site's secret")).toBe(false);
    expect(isSetUpCode("", "the site's secret")).toBe(false);
  });
});

describeEachStore("accounts by e-mail", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let accounts: StaffAccounts;
  let sessions: StaffSessions;
  let invitations: StaffInvitations;
  let resets: PasswordResets;
  beforeEach(async () => {
    handle = await store.open();
    accounts = new StaffAccounts(handle.db);
    sessions = new StaffSessions(handle.db);
    invitations = new StaffInvitations(handle.db);
    resets = new PasswordResets(handle.db);
  });
  afterEach(async () => {
    await handle.dispose();
  });

  const auth = () =>
    new WorkspaceAuth(handle.db, {
      secret: "s",
      secure: false,
      limits: { perAccount: 5, perIp: 20, windowMs: 60_000 },
    });

  it("make one first owner, even when several people set up at once, and none once an account exists", async () => {
    expect(await needsFirstOwner(handle.db)).toBe(true);
    const made = await Promise.all(
      ["rina", "kamal", "nadia"].map((name) =>
        makeFirstOwner(handle.db, {
          name,
          email: `${name}@nakshilabs.com.bd`,
          password: CHOSEN,
        }).catch(() => undefined),
      ),
    );
    expect(made.filter(Boolean)).toHaveLength(1);
    const owners = await accounts.list();
    expect(owners).toHaveLength(1);
    expect(owners[0]).toMatchObject({ role: "owner", password_must_change: 0 });
    expect(
      await verifyPassword(CHOSEN, (await accounts.find(owners[0]!.email))!.password_hash),
    ).toBe(true);
    expect(await needsFirstOwner(handle.db)).toBe(false);
    expect(
      await makeFirstOwner(handle.db, { name: "x", email: "x@example.com", password: CHOSEN }),
    ).toBeUndefined();
  });

  it("make no first owner in the browser once the command line made an account", async () => {
    await accounts.add("rina@nakshilabs.com.bd", { role: "owner" });
    expect(
      await makeFirstOwner(handle.db, {
        name: "Someone",
        email: "someone@example.com",
        password: CHOSEN,
      }),
    ).toBeUndefined();
    expect(await accounts.count()).toBe(1);
  });

  it("invite by e-mail: the link makes the account with its role once, within 7 days", async () => {
    const at = Date.parse("2026-11-28T04:00:00Z");
    const sent = await invitations.invite(
      { email: " Sabbir@NakshiLabs.com.bd ", name: "Sabbir Ahmed", role: "editor" },
      "Rina Das",
      at,
    );
    expect(sent.email).toBe("sabbir@nakshilabs.com.bd");
    expect(sent.token).toMatch(/^[\w-]{43}$/);
    // Only the hash is kept.
    const stored = await handle.db.selectFrom("staff_invitations").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(sent.token);
    // The same address twice is refused while the first is pending; so is an account's address.
    await expect(
      invitations.invite({ email: sent.email, name: "S", role: "sales" }, "Rina Das", at),
    ).rejects.toThrow(/invited already/);
    await accounts.add("kamal@nakshilabs.com.bd", { role: "sales" });
    await expect(
      invitations.invite(
        { email: "kamal@nakshilabs.com.bd", name: "K", role: "sales" },
        "Rina Das",
        at,
      ),
    ).rejects.toThrow(/exists already/);
    await expect(
      invitations.invite({ email: "not an address", name: "N", role: "sales" }, "Rina Das", at),
    ).rejects.toThrow(/Not an e-mail address/);

    expect((await invitations.find(sent.token, at + INVITATION_MS - 1))?.email).toBe(sent.email);
    expect(await invitations.find(sent.token, at + INVITATION_MS)).toBeUndefined();
    expect(await invitations.accept(sent.token, CHOSEN, at + INVITATION_MS)).toBeUndefined();

    // Two tabs accepting at once make one account.
    const accepted = await Promise.all([
      invitations.accept(sent.token, CHOSEN, at + 1000),
      invitations.accept(sent.token, LATER, at + 1000),
    ]);
    expect(accepted.filter(Boolean)).toHaveLength(1);
    const user = (await accounts.find(sent.email))!;
    expect(user).toMatchObject({ name: "Sabbir Ahmed", role: "editor", password_must_change: 0 });
    expect(await invitations.accept(sent.token, CHOSEN, at + 2000)).toBeUndefined();
    expect(await invitations.pending(at)).toEqual([]);
  });

  it("resend an invitation with a new link that ends the old one, and revoke one", async () => {
    const at = Date.parse("2026-11-28T04:00:00Z");
    const first = await invitations.invite(
      { email: "nadia@nakshilabs.com.bd", name: "Nadia Islam", role: "sales" },
      "Rina Das",
      at,
    );
    // Expired, it is still listed, to be sent again.
    const [waiting] = await invitations.pending(at + INVITATION_MS + 1);
    expect(waiting).toMatchObject({ email: "nadia@nakshilabs.com.bd", expired: true });
    const again = await invitations.resend(waiting!.id, at + INVITATION_MS + 1);
    expect(again.token).not.toBe(first.token);
    expect(await invitations.find(first.token, at + INVITATION_MS + 2)).toBeUndefined();
    expect((await invitations.find(again.token, at + INVITATION_MS + 2))?.name).toBe("Nadia Islam");

    const revokedAt = at + INVITATION_MS + 3;
    expect(await invitations.revoke(waiting!.id, revokedAt)).toBe("nadia@nakshilabs.com.bd");
    expect(await invitations.find(again.token, revokedAt)).toBeUndefined();
    await expect(invitations.revoke(waiting!.id)).rejects.toThrow(/revoked already/);
    await expect(invitations.resend(waiting!.id)).rejects.toThrow(/revoked already/);
    // A month after it ended, the address is no longer kept.
    const rows = () => handle.db.selectFrom("staff_invitations").select("email").execute();
    await invitations.prune(revokedAt + 29 * 24 * 60 * 60 * 1000);
    expect(await rows()).toHaveLength(1);
    await invitations.prune(revokedAt + 30 * 24 * 60 * 60 * 1000);
    expect(await rows()).toEqual([]);
  });

  it("reset a forgotten password through a link good once for an hour, ending every session", async () => {
    await accounts.add("rina@nakshilabs.com.bd", { role: "owner", name: "Rina Das" });
    const id = (await accounts.find("rina@nakshilabs.com.bd"))!.id;
    const session = await sessions.start(id, "127.0.0.20");
    expect(await resets.request("nobody@nakshilabs.com.bd")).toBeUndefined();
    const at = Date.now();
    const first = (await resets.request(" RINA@nakshilabs.com.bd", at))!;
    const second = (await resets.request("rina@nakshilabs.com.bd", at))!;
    expect(first.user.name).toBe("Rina Das");
    expect(await resets.find(first.token, at + RESET_MS)).toBeUndefined();
    expect(await resets.complete(first.token, CHOSEN, at + RESET_MS)).toBeUndefined();

    expect((await resets.complete(first.token, CHOSEN, at + 1000))?.email).toBe(
      "rina@nakshilabs.com.bd",
    );
    const user = (await accounts.find("rina@nakshilabs.com.bd"))!;
    expect(await verifyPassword(CHOSEN, user.password_hash)).toBe(true);
    expect(user.password_must_change).toBe(0);
    expect(await sessions.find(session)).toBeUndefined();
    // Once, and the other link sent ends with it.
    expect(await resets.complete(first.token, LATER, at + 2000)).toBeUndefined();
    expect(await resets.complete(second.token, LATER, at + 2000)).toBeUndefined();
  });

  it("let an owner reset a password: the old one stops working at once and a link comes instead", async () => {
    await accounts.add("kamal@nakshilabs.com.bd", { role: "sales", name: "Kamal Hossain" });
    const id = (await accounts.find("kamal@nakshilabs.com.bd"))!.id;
    await accounts.setPassword(id, CHOSEN);
    const session = await sessions.start(id, "127.0.0.21");
    const { token } = await resets.resetBy("kamal@nakshilabs.com.bd");
    expect(await sessions.find(session)).toBeUndefined();
    expect((await auth().signIn("kamal@nakshilabs.com.bd", CHOSEN, "127.0.0.21")).kind).toBe(
      "wrong",
    );
    await resets.complete(token, LATER);
    expect((await auth().signIn("kamal@nakshilabs.com.bd", LATER, "127.0.0.21")).kind).toBe(
      "signed-in",
    );
  });

  it("deactivate someone: signed out, refused at the door, sent no link, kept on what they did; the last owner stays on", async () => {
    await accounts.add("rina@nakshilabs.com.bd", { role: "owner" });
    await accounts.add("kamal@nakshilabs.com.bd", { role: "sales", name: "Kamal Hossain" });
    const kamal = (await accounts.find("kamal@nakshilabs.com.bd"))!.id;
    await accounts.setPassword(kamal, CHOSEN);
    const session = await sessions.start(kamal, "127.0.0.22");
    const link = (await resets.request("kamal@nakshilabs.com.bd"))!;

    expect(await accounts.deactivate("kamal@nakshilabs.com.bd")).toBe(true);
    expect(await accounts.deactivate("kamal@nakshilabs.com.bd")).toBe(false);
    expect(await sessions.find(session)).toBeUndefined();
    expect(await sessions.find(await sessions.start(kamal, "127.0.0.22"))).toBeUndefined();
    expect((await auth().signIn("kamal@nakshilabs.com.bd", CHOSEN, "127.0.0.22")).kind).toBe(
      "deactivated",
    );
    // A wrong password is told nothing of the account's state.
    expect((await auth().signIn("kamal@nakshilabs.com.bd", LATER, "127.0.0.22")).kind).toBe(
      "wrong",
    );
    expect(await resets.find(link.token)).toBeUndefined();
    expect(await resets.request("kamal@nakshilabs.com.bd")).toBeUndefined();
    expect((await accounts.find("kamal@nakshilabs.com.bd"))?.name).toBe("Kamal Hossain");

    expect(await accounts.reactivate("kamal@nakshilabs.com.bd")).toBe(true);
    expect((await auth().signIn("kamal@nakshilabs.com.bd", CHOSEN, "127.0.0.22")).kind).toBe(
      "signed-in",
    );

    await expect(accounts.deactivate("rina@nakshilabs.com.bd")).rejects.toThrow(/last owner/);
    // An owner who is switched off does not count as the other owner.
    await accounts.changeRole("kamal@nakshilabs.com.bd", "owner");
    await accounts.deactivate("kamal@nakshilabs.com.bd");
    await expect(accounts.changeRole("rina@nakshilabs.com.bd", "sales")).rejects.toThrow(
      /last owner/,
    );
  });
});
