import { parse } from "csv-parse/sync";
import type { Browser, Page } from "@playwright/test";
import {
  admin,
  authenticatorCode,
  expect,
  expectNoAxeViolations,
  newAccount,
  PASSWORD,
  readDb,
  signedIn,
  setUpTwoFactor,
  signIn,
  skipLoader,
  STRICT_URL,
  test,
  unique,
} from "./support";

type Row = Record<string, string | number | null>;

/** A contact message sent on the public site as a visitor would, from a campaign link. */
async function sendContact(page: Page, subject: string, query = "") {
  await page.goto(`/contact${query}`);
  const form = page.locator("#contact-form");
  await form.getByLabel("First name").fill("Tahmina");
  await form.getByLabel("Last name").fill("Akter");
  await form.getByLabel("E-mail").fill("tahmina@example.com");
  await form.getByLabel("Phone", { exact: false }).fill("01812-345678");
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("আমাদের বুটিকের জন্য bKash পেমেন্ট সহ একটি অনলাইন শপ দরকার।");
  await form.locator('input[name="terms"]').check();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("form-success")).toBeVisible();
}

const WORKSPACE_PAGES = [
  "/admin",
  "/admin/leads",
  "/admin/leads/1",
  "/admin/board",
  "/admin/contacts",
  "/admin/contacts/1",
  "/admin/spam",
  "/admin/comments",
  "/admin/subscribers",
  "/admin/mail",
  "/admin/campaigns",
  "/admin/campaigns/new",
  "/admin/password",
  "/admin/two-factor",
  "/admin/people",
  "/admin/privacy",
  "/admin/activity",
  "/admin/webhooks",
  "/admin/redirects",
  "/admin/search",
  "/admin/content",
  "/admin/content/new",
  "/admin/site",
  "/admin/site/plans",
];

test("no workspace page, data request or export answers anyone who is not signed in", async ({
  request,
}) => {
  for (const path of WORKSPACE_PAGES) {
    const html = await request.get(path, { maxRedirects: 0 });
    expect(html.status(), path).toBe(303);
    expect(html.headers().location).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
    expect(html.headers()["cache-control"]).toBe("no-store");
    expect(html.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    const dataPath = path === "/admin" ? "/admin.data" : `${path}.data`;
    const data = await request.get(dataPath, { maxRedirects: 0 });
    expect(data.status(), dataPath).toBe(401);
    expect(await data.text()).not.toContain("@");
  }
  for (const path of ["/admin/leads/export.csv", "/admin/subscribers/export.csv"]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(401);
  }
  // A form sent from this site without a session is sent to sign in; from another origin, refused.
  const plain = await request.post("/admin/leads/1", {
    form: { intent: "note", note: "x" },
    headers: { Origin: "http://127.0.0.1:4173" },
    maxRedirects: 0,
  });
  expect(plain.status()).toBe(303);
  const foreign = await request.post("/admin/leads/1", {
    form: { intent: "note", note: "x" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(403);
  const unsigned = await request.post("/admin/sign-in", {
    form: { email: "a@b.co", password: "x" },
    maxRedirects: 0,
  });
  expect(unsigned.status(), "a post that names no origin at all").toBe(403);
  // The sign-in page itself is open, never cached and never indexed.
  const signInPage = await request.get("/admin/sign-in");
  expect(signInPage.status()).toBe(200);
  expect(await signInPage.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(signInPage.headers()["cache-control"]).toBe("no-store");
});

test("signing in: a wrong password is refused, the one-time one must be replaced, sign-out ends the session", async ({
  page,
  context,
}) => {
  await skipLoader(page);
  const { email, oneTime } = newAccount();
  await signIn(page, email, "not the password");
  await expect(page.getByRole("alert")).toHaveText(
    "That e-mail and password do not match an account. Check both and try again.",
  );
  await signIn(page, email.toUpperCase(), oneTime);
  await expect(page).toHaveURL(/\/admin\/password$/);
  // Nothing else opens until a password of one's own is chosen.
  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/admin\/password$/);
  // The one-time password was just typed to sign in: it is not asked for again.
  await expect(page.getByLabel("Current password")).toHaveCount(0);
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("New password again").fill("short");
  // The browser's own check stops a short password; the server's says the same without it.
  await page
    .locator(`form[action="/admin/password"]`)
    .evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Use at least 12 characters.");
  // Nor can it be kept as one's own.
  await page.getByLabel("New password", { exact: true }).fill(oneTime);
  await page.getByLabel("New password again").fill(oneTime);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Choose a password other than the one-time one.",
  );
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("New password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  const [cookie] = (await context.cookies()).filter((c) => c.name === "nl_staff");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status")).toHaveText("You are signed out.");
  // The old cookie, put back, opens nothing: the session is gone from the database.
  await context.addCookies([cookie!]);
  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fleads$/);
  // After signing in the person lands where they were going.
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
});

test("owners invite, reset and remove people; staff cannot reach that page", async ({
  page,
  browser,
}) => {
  // Inviting, joining, resetting and removing take three browsers' sign-ins.
  test.setTimeout(90_000);
  await skipLoader(page);
  await signedIn(page, "Rina Das", true);
  await page.getByRole("link", { name: "People" }).click();
  const email = `${unique("new")}@nakshilabs.com.bd`;
  // Other tests add people of the same name: this one works on its own row.
  const row = page.getByRole("listitem").filter({ hasText: email });
  await page.getByLabel("Name").fill("Sabbir Ahmed");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  const shown = page.getByRole("status");
  await expect(shown).toContainText(`Invitation sent to ${email}.`);
  // This server sends no mail: the owner passes the link on instead.
  const invitation = await page
    .getByLabel("Not arrived after a few minutes? Send them this link privately")
    .inputValue();
  // The form starts empty again for the next person.
  await expect(page.getByLabel("E-mail")).toHaveValue("");
  // The same address again is refused with the reason, not an error page.
  await page.getByLabel("Name").fill("Sabbir Ahmed");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    `${email} is invited already: resend that invitation instead`,
  );
  // Refused, the form keeps what was typed.
  await expect(page.getByLabel("E-mail")).toHaveValue(email);

  const colleague = await browser.newPage();
  await skipLoader(colleague);
  await colleague.goto(invitation);
  await colleague.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await colleague.getByLabel("Password again").fill(PASSWORD);
  await colleague.getByRole("button", { name: "Make my account" }).click();
  await expect(colleague.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.reload();
  // A role changes in one step.
  await row.getByLabel("Role of Sabbir Ahmed").selectOption("editor");
  await row.getByRole("button", { name: "Change role: Sabbir Ahmed" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `${email} is now Editor, from their next page in the workspace.`,
  );
  await expect(page.getByText(`${email} · Editor`)).toBeVisible();
  // A reset asks first, then ends the colleague's session at once.
  await row.getByLabel("Reset password: Sabbir Ahmed").click();
  await expect(row.getByText("Reset Sabbir Ahmed's password?")).toBeVisible();
  await row.getByRole("button", { name: "Yes, reset" }).click();
  await expect(page.getByRole("status")).toContainText(
    `${email} is signed out everywhere and their password no longer works.`,
  );
  await colleague.goto("/admin/password");
  await expect(colleague).toHaveURL(/\/admin\/sign-in/);
  await signIn(colleague, email, PASSWORD);
  await expect(colleague.getByRole("alert")).toContainText("do not match an account");
  await colleague.close();

  await row.getByLabel("Remove: Sabbir Ahmed").click();
  await row.getByRole("button", { name: "Yes, remove" }).click();
  await expect(page.getByRole("status")).toHaveText(`${email} no longer has access.`);

  const staff = await browser.newPage();
  await skipLoader(staff);
  await signedIn(staff);
  await expect(staff.getByRole("link", { name: "People" })).toHaveCount(0);
  // Typed in, the section says in the workspace's frame that it is not open to this role (D16).
  const response = await staff.goto("/admin/people");
  expect(response?.status()).toBe(403);
  await expect(
    staff.getByRole("heading", { level: 1, name: "Not open to your role" }),
  ).toBeVisible();
  await expect(staff.getByRole("alert")).toHaveText("People is open to the Owner role.");
  await expect(staff.getByRole("link", { name: "Leads" })).toBeVisible();
  await staff.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await staff.close();
});

test("two-factor sign-in: owners must set it up, sign in with the app's code or a recovery code, and reset a colleague's", async ({
  page,
  browser,
  context,
}) => {
  // A long flow (two owners set up, sign in three ways, a colleague reset): room for a busy machine.
  test.setTimeout(90_000);
  await skipLoader(page);
  const { email, oneTime } = newAccount("main", "Rina Das", true);
  await signIn(page, email, oneTime);
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("New password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  // Nothing else opens until the second factor is set up.
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(page.getByRole("alert")).toContainText("Owners must use two-factor sign-in");
  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await page.getByLabel("Code", { exact: true }).fill("000000");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("That code is not right.")).toBeVisible();
  const { secret, codes } = await setUpTwoFactor(page);
  expect(codes).toHaveLength(10);

  // The password alone is not enough now.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status")).toHaveText("You are signed out.");
  await page.goto("/admin/leads");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Enter your sign-in code" }),
  ).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === "nl_staff")).toBe(false);
  await page.getByLabel("Code").fill("123456");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not right");
  await page.getByLabel("Code").fill(authenticatorCode(secret, 1));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === "nl_staff_2fa")).toBe(false);

  // A lost phone: a recovery code signs in once, and the page says how many are left.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status")).toHaveText("You are signed out.");
  await signIn(page, email, PASSWORD);
  await page.getByRole("link", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(codes[0]!.toUpperCase());
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/admin\/two-factor\?recovery-used$/);
  await expect(page.getByText("9 recovery codes left.")).toBeVisible();

  // A colleague who turned it on loses their phone; the owner resets it and their session ends.
  const colleague = await browser.newPage();
  await skipLoader(colleague);
  const colleagueEmail = await signedIn(colleague, "Sabbir Ahmed");
  await colleague.goto("/admin/password");
  await colleague.getByRole("link", { name: "Manage two-factor sign-in" }).click();
  await setUpTwoFactor(colleague);
  await page.goto("/admin/people");
  // The form to invite someone gives an address room to be read (it was 28 px wide on a desktop).
  expect(page.viewportSize()!.width).toBeGreaterThanOrEqual(1024);
  for (const field of ["#person-name", "#person-email"]) {
    expect((await page.locator(field).boundingBox())!.width).toBeGreaterThan(240);
  }
  await expect(page.getByText(`${colleagueEmail} · Sales`)).toContainText("Two-factor: on");
  const colleagueRow = page.getByRole("listitem").filter({ hasText: colleagueEmail });
  await colleagueRow.getByLabel("Reset two-factor: Sabbir Ahmed").click();
  await colleagueRow.getByRole("button", { name: "Yes, turn off" }).click();
  await expect(page.getByRole("status")).toContainText("two-factor sign-in is off");
  await colleague.goto("/admin/leads");
  await expect(colleague).toHaveURL(/\/admin\/sign-in/);
  // Their password alone signs them in again; as sales they need not set it up.
  await colleague.getByLabel("E-mail").fill(colleagueEmail);
  await colleague.getByLabel("Password").fill(PASSWORD);
  await colleague.getByRole("button", { name: "Sign in" }).click();
  await expect(colleague.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await colleague.close();
});

test("a removed account's session ends at once", async ({ page }) => {
  await skipLoader(page);
  const email = await signedIn(page);
  admin("main", "remove-user", email);
  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});

test("wrong passwords are limited per account and per address, with a clear message", async ({
  page,
  browser,
}) => {
  await skipLoader(page);
  const { email, oneTime } = newAccount();
  for (let i = 0; i < 5; i++) {
    await signIn(page, email, `wrong ${i}`);
    await expect(page.getByRole("alert")).toContainText("do not match");
  }
  // Even the right password waits now.
  await signIn(page, email, oneTime);
  await expect(page.getByRole("alert")).toContainText("Too many wrong passwords");
  await expect(page).toHaveURL(/sign-in/);

  // The strict server allows three wrong passwords per address, whatever the accounts. The
  // guesser's address is one of its own (the server trusts the loopback proxy's header), so that
  // the pause holds no other test's sign-in on that server.
  const strict = await browser.newPage({
    baseURL: STRICT_URL,
    extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.50" },
  });
  const other = newAccount("strict");
  for (let i = 0; i < 3; i++) {
    await signIn(strict, `${unique("nobody")}@example.com`, "guess");
    await expect(strict.getByRole("alert")).toContainText("do not match");
  }
  await signIn(strict, other.email, other.oneTime);
  await expect(strict.getByRole("alert")).toContainText("Too many wrong passwords");
  await strict.close();
});

test("a lead from the public site is worked in the inbox: read, status, note, history and CSV", async ({
  page,
}) => {
  await skipLoader(page);
  const subject = unique("Boutique shop");
  await sendContact(page, subject, "?utm_source=facebook&utm_campaign=eid-offer");
  // An owner, who alone may export the leads at the end.
  await signedIn(page, "Farhana Rahman", true);
  // The dashboard counts working days as the site's office hours have them.
  await expect(page.locator("#waiting")).toContainText(
    "for a full working day (Sunday to Thursday, not counting holidays)",
  );

  await page.getByRole("link", { name: /^Leads/ }).click();
  await page.getByLabel("Search", { exact: true }).fill(subject);
  await page.getByRole("button", { name: "Apply filters" }).click();
  const item = page.getByRole("link", { name: new RegExp(subject) });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Unread");
  // A link prefetcher or a scanner fetching the lead's page or its data leaves it unread.
  const readAt = () =>
    readDb<Row>("main", "select read_at from leads where subject = ?", subject)[0]?.read_at;
  const [opened] = readDb<Row>("main", "select id from leads where subject = ?", subject);
  expect((await page.request.get(`/admin/leads/${opened!.id}`)).status()).toBe(200);
  expect((await page.request.get(`/admin/leads/${opened!.id}.data`)).status()).toBe(200);
  expect(readAt()).toBeNull();
  // Shown to a person, with the page's script, it is read.
  await item.click();
  await expect.poll(readAt).not.toBeNull();
  await expect(page.getByRole("button", { name: "Mark as read" })).toHaveCount(0);

  await expect(page.getByRole("heading", { level: 1, name: "Tahmina Akter" })).toBeVisible();
  // The number as people read it, dialled in E.164.
  await expect(page.getByRole("link", { name: "+880 1812-345678" }).first()).toHaveAttribute(
    "href",
    "tel:+8801812345678",
  );
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    "https://wa.me/8801812345678",
  );
  // A reply is written on the lead's page, in reply to what they wrote.
  await expect(page.getByRole("link", { name: "tahmina@example.com" })).toHaveAttribute(
    "href",
    "mailto:tahmina@example.com",
  );
  await page.getByRole("link", { name: "Reply by e-mail" }).click();
  await expect(page.locator("#reply").getByLabel("Subject")).toHaveValue(`Re: ${subject}`);
  const detail = (label: string) =>
    page.getByText(label, { exact: true }).locator("xpath=following-sibling::dd[1]");
  await expect(detail("Sent from")).toHaveText("/contact");
  // The visit began on the same page, which it reached with the campaign's tags.
  await expect(detail("Visit began at")).toHaveText("/contact");
  await expect(page.getByText("eid-offer")).toBeVisible();
  await expect(page.getByText(`Contact form: ${subject}`)).toBeVisible();

  // "Lost" needs a reason; the message says so and nothing changes.
  await page.getByLabel("Status").selectOption("lost");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByRole("alert")).toHaveText("Say why the lead was lost.");
  // A note being typed outlasts another change saved meanwhile, and empties once added.
  const note = page.getByLabel("Add an internal note");
  await note.fill("Called her; she wants a demo on Sunday.");
  await page.getByLabel("Status").selectOption("contacted");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status updated.");
  const history = page.locator("#history ol");
  await expect(history).toContainText("changed the status from New to Contacted");
  await expect(note).toHaveValue("Called her; she wants a demo on Sunday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await expect(note).toHaveValue("");
  await expect(history).toContainText("Farhana Rahman changed the status from New to Contacted");
  await expect(history).toContainText("Farhana Rahman added a note");
  await expect(history).toContainText("Called her; she wants a demo on Sunday.");

  const [lead] = readDb<Row>("main", "select * from leads where subject = ?", subject);
  expect(lead).toMatchObject({ status: "contacted", source_path: "/contact" });
  expect(lead!.read_at).not.toBeNull();

  // The export is the current filter, in UTF-8 with a BOM so that Excel keeps the Bangla.
  await page.goto(`/admin/leads?q=${encodeURIComponent(subject)}`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const file = await (await downloading).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    Status: "Contacted",
    Name: "Tahmina Akter",
    Phone: "'+8801812345678",
    Subject: subject,
    Page: "/contact",
    UTM: "utm_source=facebook&utm_campaign=eid-offer",
  });
  expect(rows[0]!.Message).toContain("বুটিকের");
});

test("without JavaScript a lead can be read, marked read and its status changed", async ({
  browser,
}) => {
  // A long flow (two forms sent, an account signed in, a page worked): room for a busy machine.
  test.setTimeout(90_000);
  const withScript = await browser.newPage();
  await skipLoader(withScript);
  const subject = unique("No script");
  const noted = unique("Noted");
  await sendContact(withScript, subject);
  await sendContact(withScript, noted);
  const email = await signedIn(withScript);
  const cookies = await withScript.context().cookies();
  await withScript.close();
  const readAt = (of: string) =>
    readDb<Row>("main", "select read_at from leads where subject = ?", of)[0]?.read_at;

  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(`/admin/leads?q=${encodeURIComponent(subject)}`);
  await page.getByRole("link", { name: new RegExp(subject) }).click();
  // Opening the page reads nothing into the lead; the button does.
  expect(readAt(subject)).toBeNull();
  await page.getByRole("button", { name: "Mark as read" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked as read.");
  await expect(page.getByRole("button", { name: "Mark as read" })).toHaveCount(0);
  expect(readAt(subject)).not.toBeNull();
  await page.getByLabel("Status").selectOption("proposal");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status updated.");
  await expect(page.getByLabel("Status")).toHaveValue("proposal");
  expect(readDb<Row>("main", "select status from leads where subject = ?", subject)).toEqual([
    { status: "proposal" },
  ]);

  // A note is a change made on the lead: it is read too.
  await page.goto(`/admin/leads?q=${encodeURIComponent(noted)}`);
  await page.getByRole("link", { name: new RegExp(noted) }).click();
  expect(readAt(noted)).toBeNull();
  await page.getByLabel("Add an internal note").fill("Wants the shop before Eid.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  expect(readAt(noted)).not.toBeNull();
  expect(email).toContain("@");
  await context.close();
});

test("spam is released into the inbox; a comment approved in the workspace shows on the post", async ({
  page,
  request,
}) => {
  await skipLoader(page);
  // A message sent without the form's token is held as spam, not e-mailed.
  const subject = unique("Held message");
  const held = await request.post("/contact", {
    headers: { Origin: "http://127.0.0.1:4173" },
    form: {
      "f-name": "Karim",
      "l-name": "Hossain",
      email: "karim@example.com",
      suject: subject,
      message: "Please call me about a website for our garment factory.",
      terms: "on",
    },
  });
  expect(held.status()).toBe(200);
  expect(readDb("main", "select id from leads where subject = ?", subject)).toEqual([]);

  // A comment waits for moderation.
  const author = unique("Sadia");
  await page.goto("/news/flutter-vs-react-native");
  await page.locator('textarea[name="comment"]').fill("Which one would you pick for a bKash app?");
  await page.locator('#comment-form [name="name"]').fill(author);
  await page.locator('#comment-form [name="email"]').fill("sadia@example.com");
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByTestId("form-success")).toBeVisible();

  await signedIn(page, "Imran Chowdhury");
  await page.getByRole("link", { name: "Spam", exact: true }).click();
  const item = page.getByRole("listitem").filter({ hasText: subject });
  await expect(item).toContainText("Sent without the form's token");
  await item.getByRole("button", { name: "Not spam" }).click();
  await expect(page.getByRole("status")).toContainText("Released");
  const [lead] = readDb<Row>("main", "select id from leads where subject = ?", subject);
  expect(lead).toBeDefined();
  await page.goto(`/admin/leads/${lead!.id}`);
  await expect(page.locator("#history")).toContainText(
    "Imran Chowdhury released it from the spam folder",
  );
  await expect(page.getByText(`Contact form: ${subject}`)).toBeVisible();

  await page.goto("/admin/comments");
  const comment = page.getByRole("listitem").filter({ hasText: author });
  await comment.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status")).toHaveText("1 comment updated.");
  await page.goto("/news/flutter-vs-react-native");
  await expect(page.locator("#comments")).toContainText(author);
});

test("held spam over an address's limit is counted on the spam page; the list searches without JavaScript", async ({
  browser,
  request,
}) => {
  // The strict server keeps two held submissions per form and address in a window.
  for (let i = 0; i < 5; i += 1) {
    const held = await request.post(`${STRICT_URL}/contact`, {
      headers: { Origin: STRICT_URL },
      form: {
        "f-name": "Flood",
        "l-name": "Bot",
        email: "bot@example.com",
        suject: "Cheap links",
        message: "Buy cheap links for your website now.",
        terms: "on",
      },
    });
    expect(held.status()).toBe(200);
  }
  const strict = await browser.newPage({ baseURL: STRICT_URL });
  await signedIn(strict, undefined, false, { server: "strict" });
  await strict.goto("/admin/spam");
  await expect(
    strict.getByText(/^\d+ more from 127\.0\.0\.1 not kept \(over the limit\)$/),
  ).toBeVisible();
  await strict.close();

  const withScript = await browser.newPage();
  await skipLoader(withScript);
  const subject = unique("Searched shop");
  const held = await withScript.request.post("/contact", {
    headers: { Origin: "http://127.0.0.1:4173" },
    form: {
      "f-name": "Sadia",
      "l-name": "Rahman",
      email: "searched@example.com",
      suject: subject,
      message: "ঢাকায় একটি অনলাইন দোকান চাই।",
      terms: "on",
    },
  });
  expect(held.status()).toBe(200);
  await signedIn(withScript);
  const cookies = await withScript.context().cookies();
  await withScript.close();
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto("/admin/spam");
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill(subject.toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/admin\/spam\?q=/);
  const items = page.getByRole("list", { name: "Spam" }).getByRole("listitem");
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(subject);
  await expect(page.getByText("1 held submission", { exact: true })).toBeVisible();
  await context.close();
});

test("an owner erases everything about a person who asked, after seeing what is kept and confirming", async ({
  browser,
  page,
}) => {
  // A visitor's form, an owner's sign-in and an erasure: more than one test's usual time on a busy machine.
  test.setTimeout(90_000);
  const email = `${unique("erase-me")}@example.com`;
  const visitor = await browser.newPage();
  await visitor.goto("/contact");
  const form = visitor.locator("#contact-form");
  await form.getByLabel("First name").fill("Shirin");
  await form.getByLabel("Last name").fill("Akter");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Subject").fill("Please forget me later");
  await form.getByLabel("Message").fill("আমাদের বেকারির জন্য একটি ওয়েবসাইট দরকার, bKash সহ।");
  await form.locator('input[name="terms"]').check();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByTestId("form-success")).toBeVisible();
  await visitor.close();

  const owner = unique("Owner");
  await signedIn(page, owner, true);
  await page
    .getByRole("navigation", { name: "Workspace" })
    .getByRole("link", { name: "Personal data" })
    .click();
  // Something that is no address or number is named as such.
  await page.getByLabel("E-mail address or phone number").fill("Shirin");
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByText("Write an e-mail address, like")).toBeVisible();
  await page.getByLabel("E-mail address or phone number").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Find" }).click();
  const found = page.getByRole("region", { name: `What is kept about ${email}` });
  await expect(found.getByRole("definition").first()).toBeVisible();
  await expect(found).toContainText("Leads, with their notes and history1");
  await expect(found).toContainText("Messages and quote requests as sent1");
  // Not without the confirmation.
  await found.getByRole("button", { name: "Erase for good" }).click();
  await expect(page.getByText(/^Erased\./)).toBeHidden();
  await found.getByLabel("I understand that this cannot be undone").check();
  await found.getByRole("button", { name: "Erase for good" }).click();
  await expect(page.getByText(`Erased. Nothing about ${email} is left`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Erasures so far" })).toContainText(`by ${owner}`);

  const tables = readDb<{ name: string }>(
    "main",
    // Every table but the images' bytes.
    "select name from sqlite_master where type = 'table' and name not like 'media%'",
  );
  for (const { name } of tables) {
    const rows = readDb("main", `select * from "${name}"`);
    expect(JSON.stringify(rows).toLowerCase(), name).not.toContain(email);
  }
  await page.getByLabel("E-mail address or phone number").fill(email);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Nothing is kept about ${email}.` }),
  ).toBeVisible();
});

test("subscribers are listed with their consent and exported", async ({ page, request }) => {
  await skipLoader(page);
  const address = `${unique("reader")}@example.com`;
  await page.goto("/");
  const strip = page.locator("#newsletter");
  await strip.getByLabel("Your e-mail address").fill(address);
  await strip.getByRole("button", { name: "Subscribe" }).click();
  await expect(strip.getByTestId("form-success")).toContainText("check your inbox");

  await signedIn(page, undefined, true);
  await page.goto("/admin/subscribers?status=pending");
  await expect(page.getByText(address)).toBeVisible();
  const cookies = await page.context().cookies();
  const csv = await request.get("/admin/subscribers/export.csv", {
    headers: { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
  });
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const rows = parse(await csv.body(), { bom: true, columns: true }) as Record<string, string>[];
  const row = rows.find((r) => r["E-mail"] === address);
  expect(row).toMatchObject({ Status: "Pending", "Sign-up IP": "127.0.0.1" });
  expect(row!["Signed up"]).toMatch(/^\d{4}-\d{2}-\d{2}T/);

  await page.getByRole("button", { name: `Unsubscribe: ${address}` }).click();
  await expect(page.getByRole("status")).toHaveText(`${address} is unsubscribed.`);
});

/** Each workspace page at a phone's width and a desk's: nothing overflows, axe finds nothing. */
async function checkPages(browser: Browser, width: number) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await skipLoader(page);
  const subject = unique("Layout check");
  await sendContact(page, subject);
  await signedIn(page, "Rina Das", true);
  // Its own lead: the newest may be another test's, erased while these pages are read.
  const [lead] = readDb<Row & { contact_id: number }>(
    "main",
    "select id, contact_id from leads where subject = ?",
    subject,
  );
  const pages = WORKSPACE_PAGES.map((p) =>
    p
      .replace("/admin/leads/1", `/admin/leads/${lead!.id}`)
      .replace("/admin/contacts/1", `/admin/contacts/${lead!.contact_id}`),
  );
  const check = async (path: string) => {
    await expect(page.locator("h1")).toHaveCount(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} at ${width} px`).toBe(0);
    await expectNoAxeViolations(page);
  };
  // The pages, and the form of a new landing page.
  for (const path of [...pages, "/admin/content/new?kind=sections"]) {
    await page.goto(path);
    await check(path);
  }
  // A main page's editor in Bangla, with a section of lists open, and its preview beside it.
  const [team] = readDb<{ entry_id: string }>(
    "main",
    "select entry_id from content_versions where kind = 'sections' and slug = 'team' and language = 'bn'",
  );
  const editor = `/admin/content/${team!.entry_id}/bn`;
  await page.goto(editor);
  await page.locator('li[data-section-type="process"] summary').click();
  await expect(page.getByRole("group", { name: "Step 2" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove step 2" })).toBeVisible();
  await page.getByRole("button", { name: "Add step 7" }).click();
  await expect(page.getByRole("group", { name: "Step 7" })).toBeVisible();
  await check(editor);
  await page.close();
}

test("every workspace page works at 360 px and passes axe", async ({ browser }) => {
  // Eighteen pages, each read by axe: on a slow machine that takes more than one test's usual time.
  test.setTimeout(150_000);
  await checkPages(browser, 360);
});

test("every workspace page works at 1440 px and passes axe", async ({ browser }) => {
  test.setTimeout(150_000);
  await checkPages(browser, 1440);
});

test("each role opens its own sections of the workspace, pages, data and exports alike", async ({
  playwright,
}) => {
  const origin = "http://127.0.0.1:4173";
  const opens = {
    owner: [
      ...WORKSPACE_PAGES.filter((path) => !/\/1$/.test(path)),
      "/admin/leads/export.csv",
      "/admin/subscribers/export.csv",
    ],
    sales: [
      "/admin",
      "/admin/leads",
      "/admin/board",
      "/admin/contacts",
      "/admin/spam",
      "/admin/comments",
      "/admin/subscribers",
      "/admin/mail",
      "/admin/password",
      "/admin/two-factor",
      "/admin/search",
    ],
    editor: [
      "/admin",
      "/admin/comments",
      "/admin/password",
      "/admin/two-factor",
      "/admin/content",
      "/admin/content/new",
      "/admin/site",
      "/admin/site/plans",
      "/admin/redirects",
      "/admin/campaigns",
      "/admin/campaigns/new",
      "/admin/search",
    ],
  };
  const everything = opens.owner;
  for (const [role, open] of Object.entries(opens) as [keyof typeof opens, string[]][]) {
    const { email, oneTime } = newAccount("main", `Role ${role}`, false, role);
    const request = await playwright.request.newContext({ baseURL: origin });
    const headers = { Origin: origin };
    await request.post("/admin/sign-in", {
      form: { email, password: oneTime, next: "/admin" },
      headers,
    });
    const chosen = await request.post("/admin/password", {
      form: { current: oneTime, next: PASSWORD, repeat: PASSWORD },
      headers,
      maxRedirects: 0,
    });
    expect(chosen.status(), role).toBe(302);
    if (role === "owner") {
      // An owner opens nothing else before setting up two-factor sign-in.
      for (const path of ["/admin/leads", "/admin/leads/export.csv"]) {
        const held = await request.get(path, { maxRedirects: 0 });
        expect(held.headers().location, path).toBe("/admin/two-factor");
      }
      const data = await request.get("/admin/leads.data", { maxRedirects: 0 });
      expect(await data.text()).toContain("/admin/two-factor");
      const setup = await (await request.get("/admin/two-factor")).text();
      const secret = /data-secret="[^"]*">([^<]+)</.exec(setup)![1]!;
      const on = await request.post("/admin/two-factor", {
        form: { intent: "confirm", code: authenticatorCode(secret) },
        headers,
      });
      expect(await on.text()).toContain("Your recovery codes");
    }
    for (const path of everything) {
      // A section the role does not open is refused (403), with none of its data.
      const expected = open.includes(path) ? 200 : 403;
      expect((await request.get(path, { maxRedirects: 0 })).status(), `${role} ${path}`).toBe(
        expected,
      );
      if (path.endsWith(".csv")) continue;
      const dataPath = path === "/admin" ? "/admin.data" : `${path}.data`;
      const data = await request.get(dataPath, { maxRedirects: 0 });
      expect(data.status(), `${role} ${dataPath}`).toBe(expected);
      if (expected === 403) expect(await data.text(), dataPath).not.toContain("@");
    }
    // A role's navigation names only what it opens; an editor's dashboard shows no leads.
    const dashboard = await (await request.get("/admin")).text();
    expect(dashboard.includes('href="/admin/leads"'), role).toBe(role !== "editor");
    expect(dashboard.includes('href="/admin/people"'), role).toBe(role === "owner");
    // Only an owner is offered the exports of every lead and subscriber.
    if (role !== "editor") {
      for (const path of ["/admin/leads", "/admin/subscribers"]) {
        const page = await (await request.get(path)).text();
        expect(page.includes("export.csv"), `${role} ${path}`).toBe(role === "owner");
      }
    }
    // No form of a closed section runs for a role it is closed to.
    if (role === "editor") {
      const refused = await request.post("/admin/people", {
        form: { intent: "invite", email: `${unique("x")}@example.com`, name: "X", role: "owner" },
        headers,
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(403);
    }
    if (role === "sales") {
      const refused = await request.post("/admin/content/new", {
        form: { intent: "publish", kind: "post", title: "Not for sales to publish" },
        headers,
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(403);
      const facts = await request.post("/admin/site/plans", {
        form: { intent: "save", revision: "0", "plans.items.power.monthly": "1" },
        headers,
        maxRedirects: 0,
      });
      expect(facts.status()).toBe(403);
    }
    await request.dispose();
  }
});

test("the shell: sections grouped by job with live counts, one bar on a phone, and search from every page", async ({
  page,
}) => {
  const subject = unique("Shell search");
  await skipLoader(page);
  await sendContact(page, subject);
  await signedIn(page, "Rina Das", true);

  // On a desktop: groups, icons and the unread count beside Leads, described for screen readers.
  const nav = page.getByRole("navigation", { name: "Workspace" });
  await expect(nav.getByText("Sales", { exact: true })).toBeVisible();
  const leads = nav.getByRole("link", { name: "Leads", exact: true });
  await expect(leads).toHaveAccessibleDescription(/^\d+ unread$/);
  // "/" puts the cursor in the search from any page; Enter shows what matches.
  await page.goto("/admin/people");
  await page.keyboard.press("/");
  await expect(page.getByRole("searchbox", { name: "Search the workspace" })).toBeFocused();
  await page.keyboard.type(subject);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/search\?q=/);
  const found = page.getByRole("region", { name: "Leads" });
  // Other tests' leads carry the same sender's name: this one is the row with its subject.
  const lead = found.getByRole("listitem").filter({ hasText: subject });
  await expect(lead.getByRole("link", { name: "Tahmina Akter" })).toBeVisible();
  await lead.getByRole("link", { name: "Tahmina Akter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tahmina Akter" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/leads\/\d+$/);

  // An address the workspace does not have is "not found" inside the workspace, not the public site.
  const missing = await page.goto("/admin/no-such-page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("alert")).toHaveText(
    "There is nothing at this address in the workspace.",
  );
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();

  // On a phone: one bar of at most 64 px above the page; the sections are a tap away.
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of ["/admin", "/admin/leads", "/admin/people", "/admin/site"]) {
    await page.goto(path);
    const heading = page.getByRole("heading", { level: 1 });
    expect((await heading.boundingBox())!.y, path).toBeLessThan(64 + 40);
    await expect(nav.getByRole("link", { name: "People" })).toBeHidden();
  }
  const menu = page.getByRole("button", { name: /^Menu/ });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await nav.getByRole("link", { name: "People" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
  // The menu closes once a section opens.
  await expect(nav.getByRole("link", { name: "Leads", exact: true })).toBeHidden();
  await page.getByRole("link", { name: "Search the workspace" }).click();
  await expect(page.getByRole("searchbox", { name: "Search the workspace" })).toBeFocused();
});
