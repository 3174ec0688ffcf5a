import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachStore } from "../../../tests/support/stores";
import { codeAt, RECOVERY_CODE_COUNT, stepOfCode } from "./two-factor.server";
import { WorkspaceAuth } from "./workspace-auth.server";

const limits = { perAccount: 5, perIp: 20, windowMs: 60_000 };
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

describeEachStore("two-factor sign-in", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let auth: WorkspaceAuth;
  beforeEach(async () => {
    handle = await store.open();
    auth = new WorkspaceAuth(handle.db, { secret: "s", secure: true, limits });
  });
  afterEach(async () => {
    await handle.dispose();
  });

  /** An owner with a password of her own and two-factor sign-in on; her secret and codes. */
  async function ownerWithApp(email = "rina@nakshilabs.com.bd") {
    const password = await auth.accounts.add(email, { role: "owner" });
    const { id } = (await auth.accounts.find(email))!;
    const secret = await auth.twoFactor.pendingSecret(id);
    // Set up with the code of a moment ago, so that the current one is still unused.
    const codes = await auth.twoFactor.confirm(id, codeAt(secret, Date.now() - 30_000));
    return { id, password, secret, codes: codes! };
  }

  async function passwordStep(email: string, password: string, ip: string) {
    const first = await auth.signIn(email, password, ip);
    expect(first.kind).toBe("second-factor");
    return first.kind === "second-factor" ? cookieOf(first.setCookie) : "";
  }

  it("is set up only with a code from the secret shown, which stays the same until then", async () => {
    const password = await auth.accounts.add("rina@nakshilabs.com.bd", { role: "owner" });
    const { id } = (await auth.accounts.find("rina@nakshilabs.com.bd"))!;
    // An owner without it is sent to set it up.
    const session = await auth.signIn("rina@nakshilabs.com.bd", password, "10.0.0.1");
    expect(session).toMatchObject({ kind: "signed-in", user: { mustSetUpTwoFactor: true } });

    const secret = await auth.twoFactor.pendingSecret(id);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await auth.twoFactor.pendingSecret(id)).toBe(secret);
    const wrong = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, "0");
    expect(await auth.twoFactor.confirm(id, wrong)).toBeUndefined();
    expect((await auth.twoFactor.status(id)).on).toBe(false);

    const codes = await auth.twoFactor.confirm(id, codeAt(secret));
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes!) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await auth.twoFactor.status(id)).toMatchObject({
      on: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    // Only the hashes are kept.
    const stored = await handle.db.selectFrom("staff_recovery_codes").selectAll().execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(codes![0]);
  });

  it("asks for the app's code after the password, takes each code once, and signs in", async () => {
    const { password, secret } = await ownerWithApp();
    const step = await passwordStep("rina@nakshilabs.com.bd", password, "10.0.0.1");
    // The second step is no session.
    expect(await auth.signedIn(step)).toBeUndefined();
    expect((await auth.completeSignIn(step, "000000x", "10.0.0.1")).kind).toBe("wrong");

    const code = codeAt(secret);
    const done = await auth.completeSignIn(step, code, "10.0.0.1");
    expect(done).toMatchObject({ kind: "signed-in", factor: "app" });
    if (done.kind !== "signed-in") return;
    expect(done.user.mustSetUpTwoFactor).toBe(false);
    expect(done.setCookies[1]).toMatch(/^nl_staff_2fa=; Max-Age=0;.*Path=\/admin/);
    expect((await auth.signedIn(cookieOf(done.setCookies[0]!)))?.user.email).toBe(
      "rina@nakshilabs.com.bd",
    );

    // The same code, seen over a shoulder, does not sign in again; the app's next one does.
    const again = await passwordStep("rina@nakshilabs.com.bd", password, "10.0.0.1");
    expect((await auth.completeSignIn(again, code, "10.0.0.1")).kind).toBe("wrong");
    const nextCode = codeAt(secret, Date.now() + 30_000);
    expect((await auth.completeSignIn(again, nextCode, "10.0.0.1")).kind).toBe("signed-in");
  });

  it("takes each recovery code once, in any case and spacing", async () => {
    const { id, password, codes } = await ownerWithApp();
    const step = await passwordStep("rina@nakshilabs.com.bd", password, "10.0.0.1");
    const typed = ` ${codes[3]!.toUpperCase().replace("-", " ")} `;
    expect(await auth.completeSignIn(step, typed, "10.0.0.1")).toMatchObject({
      kind: "signed-in",
      factor: "recovery",
    });
    expect((await auth.completeSignIn(step, codes[3]!, "10.0.0.1")).kind).toBe("wrong");
    expect((await auth.twoFactor.status(id)).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);

    // New codes replace the old ones.
    const fresh = await auth.twoFactor.newRecoveryCodes(id);
    expect((await auth.completeSignIn(step, codes[4]!, "10.0.0.1")).kind).toBe("wrong");
    expect((await auth.completeSignIn(step, fresh[0]!, "10.0.0.1")).kind).toBe("signed-in");
  });

  it("counts codes sent at once before checking any, on every instance, and checks at most the limit", async () => {
    const { password, secret } = await ownerWithApp();
    const instances = [auth, new WorkspaceAuth(handle.db, { secret: "s", secure: true, limits })];
    const step = await passwordStep("rina@nakshilabs.com.bd", password, "10.0.0.7");
    const right = codeAt(secret, Date.now() + 30_000);
    const guesses = Array.from({ length: 30 }, (_, i) =>
      i === 29 ? right : String((Number(right) + i + 1) % 1_000_000).padStart(6, "0"),
    );
    const results = await Promise.all(
      guesses.map((guess, i) => instances[i % 2]!.completeSignIn(step, guess, "10.0.0.7")),
    );
    expect(results.filter((result) => result.kind !== "limited")).toHaveLength(limits.perAccount);
    expect(results[29]!.kind).toBe("limited");

    // Guesses spread over many addresses stop at the account's own limit for codes.
    for (let i = 0; i < 5; i++) {
      const elsewhere = await passwordStep("rina@nakshilabs.com.bd", password, `10.1.0.${i}`);
      await auth.completeSignIn(elsewhere, "123456", `10.1.0.${i}`);
    }
    const owner = await passwordStep("rina@nakshilabs.com.bd", password, "10.0.0.8");
    expect((await auth.completeSignIn(owner, right, "10.0.0.8")).kind).toBe("limited");
  });

  it("lets a second step lapse after a change of password, a forged cookie or its time", async () => {
    const { id, password, secret } = await ownerWithApp();
    const step = await passwordStep("rina@nakshilabs.com.bd", password, "10.0.0.1");
    expect((await auth.completeSignIn(`${step}x`, codeAt(secret), "10.0.0.1")).kind).toBe(
      "expired",
    );
    expect((await auth.completeSignIn(undefined, codeAt(secret), "10.0.0.1")).kind).toBe("expired");
    await auth.accounts.setPassword(id, "a whole new sentence");
    expect((await auth.completeSignIn(step, codeAt(secret), "10.0.0.1")).kind).toBe("expired");
  });

  it("is taken off by an owner's reset, ending the person's sessions", async () => {
    const { id, password, secret } = await ownerWithApp();
    const step = await passwordStep("rina@nakshilabs.com.bd", password, "10.0.0.1");
    const done = await auth.completeSignIn(step, codeAt(secret), "10.0.0.1");
    if (done.kind !== "signed-in") throw new Error("not signed in");
    await auth.twoFactor.turnOff(id, { endSessions: true });
    expect(await auth.signedIn(cookieOf(done.setCookies[0]!))).toBeUndefined();
    expect(await auth.twoFactor.status(id)).toEqual({
      on: false,
      since: null,
      recoveryCodesLeft: 0,
    });
    // The password alone signs in again, and the owner is sent to set it up anew.
    expect(await auth.signIn("rina@nakshilabs.com.bd", password, "10.0.0.1")).toMatchObject({
      kind: "signed-in",
      user: { mustSetUpTwoFactor: true },
    });
    expect(await auth.twoFactor.pendingSecret(id)).not.toBe(secret);
  });
});

it("takes a code from the step before or after, for a clock a little off, and no further", () => {
  const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
  const at = Date.UTC(2026, 10, 26, 6, 0, 0);
  const step = at / 1000 / 30;
  expect(stepOfCode(secret, codeAt(secret, at), at)).toBe(step);
  expect(stepOfCode(secret, codeAt(secret, at - 30_000), at)).toBe(step - 1);
  expect(stepOfCode(secret, codeAt(secret, at + 30_000), at)).toBe(step + 1);
  expect(stepOfCode(secret, codeAt(secret, at + 90_000), at)).toBeUndefined();
  expect(stepOfCode(secret, "12345", at)).toBeUndefined();
});
