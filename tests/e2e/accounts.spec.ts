import {
  expect,
  PASSWORD,
  setUpTwoFactor,
  signedIn,
  signIn,
  skipLoader,
  test,
  unique,
} from "./support";
import { serverWithMail } from "./mail-server";

const NEW_PASSWORD = "monsoon over the padma";

/**
 * Accounts without a shell, on each database, against a server of its own that starts with no
 * account and whose outbox delivers to a real SMTP server: the first owner set up in the browser,
 * invitations, role changes, "forgot password" and deactivation, as the agency's people do them.
 */
for (const [database, port, server] of [
  ["sqlite", 4178, "accounts"],
  ["postgres", 4179, "accounts-postgres"],
] as const) {
  test.describe(`accounts on ${database === "sqlite" ? "SQLite" : "PostgreSQL"}`, () => {
    const mail = serverWithMail(server, port, database);
    test.use({ baseURL: mail.base });
    // The first test needs the site before any account exists.
    test.describe.configure({ mode: "serial" });

    /** The link in a received e-mail's text that starts with `path`. */
    async function linkIn(address: string, subject: string | RegExp, path: string) {
      await expect.poll(() => mail.mailTo(address, subject), { timeout: 15_000 }).toBeTruthy();
      const text = mail.mailTo(address, subject)!.text ?? "";
      const link = new RegExp(`${mail.base}${path}[\\w-]+`).exec(text)?.[0];
      expect(link, text).toBeTruthy();
      return link!;
    }

    test("a fresh site asks for its first owner in the browser, with the set-up code from the server's log", async ({
      page,
    }) => {
      await skipLoader(page);
      await page.goto("/admin");
      await expect(page).toHaveURL(/\/admin\/setup$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Set up the workspace" }),
      ).toBeVisible();
      await expect.poll(() => /"code":"([A-Z0-9-]{14})"/.exec(mail.log())?.[1]).toBeTruthy();
      const code = /"code":"([A-Z0-9-]{14})"/.exec(mail.log())![1]!;
      expect(mail.log()).toContain(`${mail.base}/admin/setup`);

      const fill = async (typedCode: string) => {
        await page.getByLabel("Set-up code").fill(typedCode);
        await page.getByLabel("Your name").fill("Farhana Kabir");
        await page.getByLabel("Your e-mail").fill("farhana@nakshilabs.com.bd");
        await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
        await page.getByLabel("Password again").fill(PASSWORD);
        await page.getByRole("button", { name: "Make the owner's account" }).click();
      };
      await fill("ACDE-FGHJ-KMNP");
      await expect(page.getByRole("alert")).toHaveText(
        "That set-up code is not right. Copy it from the server's log.",
      );
      // What was typed stays.
      await expect(page.getByLabel("Your e-mail")).toHaveValue("farhana@nakshilabs.com.bd");
      // Typed as a person might: lower case, spaces for hyphens.
      await fill(code.toLowerCase().replace(/-/g, " "));
      // An owner signs in with a second factor from the start.
      await setUpTwoFactor(page);
      await expect(page.getByText("Farhana Kabir")).toBeVisible();

      // Set up once: the page now sends people to sign in.
      const other = await page.context().browser()!.newPage();
      await other.goto(`${mail.base}/admin/setup`);
      await expect(other).toHaveURL(/\/admin\/sign-in$/);
      await other.close();
    });

    test("an owner invites a colleague by e-mail; the link makes their account once, and a revoked one works no more", async ({
      page,
      browser,
    }) => {
      await skipLoader(page);
      await signedIn(page, "Rina Das", true, { server });
      await page.getByRole("link", { name: "People" }).click();
      const colleague = `${unique("sabbir")}@nakshilabs.com.bd`;
      await page.getByLabel("Name").fill("Sabbir Ahmed");
      await page.getByLabel("E-mail").fill(colleague);
      await page.getByLabel("Role", { exact: true }).selectOption("sales");
      await page.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByRole("status")).toContainText(
        `Invitation sent to ${colleague}. It works once, for 7 days.`,
      );
      // The form starts empty again; the invitation waits in its list.
      await expect(page.getByLabel("E-mail")).toHaveValue("");
      const waiting = page.getByRole("region", { name: "Invitations waiting" });
      await expect(waiting).toContainText(`${colleague} · Sales · invited by Rina Das`);
      // Inviting the same address twice is refused with the reason.
      await page.getByLabel("Name").fill("Sabbir Ahmed");
      await page.getByLabel("E-mail").fill(colleague);
      await page.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        `${colleague} is invited already: resend that invitation instead`,
      );

      const link = await linkIn(
        colleague,
        "Rina Das invited you to the Nakshi Labs workspace",
        "/admin/invitation/",
      );
      expect(mail.mailTo(colleague, /invited you/)!.text).toContain("with the role Sales");
      const them = await browser.newPage();
      await skipLoader(them);
      await them.goto(link);
      await expect(
        them.getByRole("heading", { level: 1, name: "Join the Nakshi Labs workspace" }),
      ).toBeVisible();
      await expect(them.getByText(`Your account's e-mail: ${colleague}`)).toBeVisible();
      await them.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
      await them.getByLabel("Password again").fill("monsoon over the jamuna");
      await them.getByRole("button", { name: "Make my account" }).click();
      await expect(them.getByRole("alert")).toHaveText("The two new passwords are not the same.");
      await them.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
      await them.getByLabel("Password again").fill(NEW_PASSWORD);
      await them.getByRole("button", { name: "Make my account" }).click();
      // Signed in at once, with no one-time password to replace; sales see the leads.
      await expect(them.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await expect(them.getByRole("link", { name: "Leads" }).first()).toBeVisible();
      await them.goto(link);
      await expect(them.getByRole("alert")).toContainText("This invitation no longer works");

      await page.reload();
      await expect(page.getByText(`${colleague} · Sales`)).toBeVisible();
      await expect(page.getByRole("region", { name: "Invitations waiting" })).toHaveCount(0);

      // Made an editor, the colleague's next page follows the new role: no leads, the content.
      const row = page.getByRole("listitem").filter({ hasText: colleague });
      await row.getByLabel("Role of Sabbir Ahmed").selectOption("editor");
      await row.getByRole("button", { name: "Change role: Sabbir Ahmed" }).click();
      await expect(page.getByRole("status")).toHaveText(
        `${colleague} is now Editor, from their next page in the workspace.`,
      );
      expect((await them.goto(`${mail.base}/admin/leads`))?.status()).toBe(403);
      await expect(them.getByRole("alert")).toHaveText(
        "Leads is open to the Owner and Sales roles.",
      );
      await them.getByRole("link", { name: "Content", exact: true }).click();
      await expect(them.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
      await them.close();
      await page.getByRole("link", { name: "Activity" }).click();
      await expect(
        page.getByRole("listitem").filter({ hasText: `Rina Das made ${colleague} Editor` }),
      ).toHaveCount(1);
      await page.getByRole("link", { name: "People" }).click();

      // A second invitation, resent then revoked: each older link stops working.
      const second = `${unique("mitu")}@nakshilabs.com.bd`;
      await page.getByLabel("Name").fill("Mitu Rahman");
      await page.getByLabel("E-mail").fill(second);
      await page.getByLabel("Role", { exact: true }).selectOption("editor");
      await page.getByRole("button", { name: "Send invitation" }).click();
      const first = await page
        .getByLabel("Not arrived after a few minutes? Send them this link privately")
        .inputValue();
      expect(first).toBe(await linkIn(second, /invited you/, "/admin/invitation/"));
      await page.getByRole("button", { name: `Resend: ${second}` }).click();
      await expect(page.getByRole("status")).toContainText(
        `A new invitation is on its way to ${second}`,
      );
      const resent = await page
        .getByLabel("Not arrived after a few minutes? Send them this link privately")
        .inputValue();
      expect(resent).not.toBe(first);
      await page.getByRole("button", { name: `Revoke: ${second}` }).click();
      await expect(page.getByRole("status")).toHaveText(
        `The invitation to ${second} is revoked; its link no longer works.`,
      );
      for (const gone of [first, resent]) {
        await page.goto(gone);
        await expect(page.getByRole("alert")).toContainText("This invitation no longer works");
        await expect(page.getByRole("button", { name: "Make my account" })).toHaveCount(0);
      }
    });

    test("a colleague who forgot their password chooses a new one from an e-mailed link; the answer never says whether an address has an account", async ({
      page,
      browser,
    }) => {
      await skipLoader(page);
      const email = await signedIn(page, "Nusrat Jahan", false, { server });
      // Signed in on another device too, which the new password signs out.
      const phone = await browser.newPage();
      await skipLoader(phone);
      await signIn(phone, email, PASSWORD);
      await expect(phone.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await page.getByRole("button", { name: "Sign out" }).click();
      // Signed out before asking, or the sign-in page would send a signed-in person on.
      await expect(page.getByRole("status")).toHaveText("You are signed out.");

      const sent =
        "If an account has that address, a link to choose a new password is on its way to it.";
      const stranger = `${unique("nobody")}@example.com`;
      for (const address of [stranger, email]) {
        await page.goto("/admin/sign-in");
        await page.getByRole("link", { name: "Forgot your password?" }).click();
        await expect(
          page.getByRole("heading", { level: 1, name: "Forgot your password?" }),
        ).toBeVisible();
        await page.getByLabel("E-mail").fill(address);
        await page.getByRole("button", { name: "Send the link" }).click();
        await expect(page.getByRole("status")).toContainText(sent);
      }
      const link = await linkIn(
        email,
        "Choose a new password for the Nakshi Labs workspace",
        "/admin/reset/",
      );
      expect(mail.received().some((m) => JSON.stringify(m.to).includes(stranger))).toBe(false);

      await page.goto(link);
      await expect(
        page.getByRole("heading", { level: 1, name: "Choose a new password" }),
      ).toBeVisible();
      await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel("Password again").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Save the new password" }).click();
      await expect(page).toHaveURL(/\/admin\/sign-in\?password-reset$/);
      await expect(page.getByRole("status")).toContainText("Your new password is saved");
      // The other device is signed out; the old password works no more, the new one does.
      await phone.goto(`${mail.base}/admin/leads`);
      await expect(phone).toHaveURL(/\/admin\/sign-in/);
      await phone.close();
      await signIn(page, email, PASSWORD);
      await expect(page.getByRole("alert")).toContainText("do not match an account");
      await signIn(page, email, NEW_PASSWORD);
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      // The link worked once.
      await page.goto(link);
      await expect(page.getByRole("alert")).toContainText("This link no longer works");
      await expect(page.getByRole("link", { name: "Send me a new link" })).toBeVisible();
    });

    test("an owner deactivates someone who left: signed out at once, told so at the door, and back once reactivated", async ({
      page,
      browser,
    }) => {
      await skipLoader(page);
      await signedIn(page, "Rina Das", true, { server });
      const leaver = await browser.newPage();
      await skipLoader(leaver);
      const email = await signedIn(leaver, "Tanvir Hasan", false, { server });

      await page.getByRole("link", { name: "People" }).click();
      await page.getByLabel("Deactivate: Tanvir Hasan").click();
      await expect(
        page.getByText("Deactivate Tanvir Hasan? They are signed out everywhere"),
      ).toBeVisible();
      await page.getByRole("button", { name: "Yes, deactivate" }).click();
      await expect(page.getByRole("status")).toHaveText(
        `${email} is deactivated: signed out everywhere, and their name stays on what they did.`,
      );
      await expect(page.getByRole("listitem").filter({ hasText: email })).toContainText(
        "deactivated",
      );

      await leaver.goto(`${mail.base}/admin/leads`);
      await expect(leaver).toHaveURL(/\/admin\/sign-in/);
      await signIn(leaver, email, PASSWORD);
      await expect(leaver.getByRole("alert")).toHaveText(
        "This account is switched off. Ask an owner of the workspace to turn it back on.",
      );

      await page.getByRole("button", { name: "Reactivate: Tanvir Hasan" }).click();
      await expect(page.getByRole("status")).toHaveText(
        `${email} can sign in again with their password.`,
      );
      await signIn(leaver, email, PASSWORD);
      await expect(leaver.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await leaver.close();

      // The activity log tells it, newest first, with the account linked.
      await page.getByRole("link", { name: "Activity" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
      const entries = page.getByRole("listitem");
      await expect(entries.filter({ hasText: `Rina Das reactivated ${email}` })).toHaveCount(1);
      await expect(
        entries.filter({ hasText: `${email} was refused at sign-in: account deactivated` }),
      ).toHaveCount(1);
      await expect(
        entries
          .filter({ hasText: `Rina Das deactivated ${email}` })
          .getByRole("link", { name: email }),
      ).toHaveAttribute("href", "/admin/people");
      // Filtered to accounts, sign-ins are left out; the CSV holds what the filter shows.
      await page.getByLabel("Kind").selectOption("Accounts");
      await page.getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(/kind=accounts/);
      await expect(entries.filter({ hasText: "signed in" })).toHaveCount(0);
      await expect(entries.filter({ hasText: `deactivated ${email}` })).toHaveCount(1);
      const csv = await (
        await page.request.get(
          (await page.getByRole("link", { name: "Download CSV" }).getAttribute("href"))!,
        )
      ).text();
      expect(csv).toContain(`reactivated ${email}`);
      expect(csv).not.toContain("signed in");
    });
  });
}
