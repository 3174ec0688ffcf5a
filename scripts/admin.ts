// npm run admin -- <command>: the agency's workspace accounts, from the server's command line.
//   add-user <email> [--role owner|editor|sales] [--owner] [--name "Full name"]
//                                                     prints a one-time password; sales by default
//   reset-password <email>                            prints a new one; the account's sessions end
//   reset-two-factor <email>                          two-factor sign-in off, for a lost phone;
//                                                     the account's sessions end
//   remove-user <email>                               the account and its sessions end
//   list-users
//   send-reminders [--at <time>]                      queues the morning's next-step reminders now
//                                                     (as at an ISO time, to send a missed morning's)
//   erase <email-or-phone> [--yes]                    everything about one person, after saying what
//                                                     it found and a "yes" (or --yes)
// It reads the same settings as the server (DATABASE_URL, …) and brings the database up to date.
import { migrate, openDatabase } from "../app/platform/db/db.server";
import { readEnv } from "../app/platform/env.server";
import { StaffAccounts, StaffError } from "../app/features/staff/staff.server";
import { TwoFactor } from "../app/features/staff/two-factor.server";
import { isStaffRole, staffRoles } from "../app/lib/workspace";
import { sendReminders } from "../app/features/leads/follow-up.server";
import { Outbox } from "../app/platform/mail/outbox.server";
import { site } from "../app/content/site";
import { putFactsInForce } from "../app/content/facts";
import { FactsStore } from "../app/features/facts/facts.server";
import { shownFacts } from "../app/lib/facts-schema";
import { pino } from "pino";
import { createInterface } from "node:readline/promises";
import { userInfo } from "node:os";
import {
  erasePerson,
  findPerson,
  nothingFound,
  personKeyOf,
} from "../app/features/privacy/erase.server";

const USAGE = `Usage: npm run admin -- add-user <email> [--role owner|editor|sales] [--name "Full name"]
       npm run admin -- reset-password <email>
       npm run admin -- reset-two-factor <email>
       npm run admin -- remove-user <email>
       npm run admin -- list-users
       npm run admin -- send-reminders [--at 2026-11-29T09:00+06:00]
       npm run admin -- erase <email-or-phone> [--yes]`;

const [command, ...rest] = process.argv.slice(2);
const option = (name: string) => {
  const index = rest.indexOf(name);
  return index >= 0 ? rest[index + 1] : undefined;
};
const email = rest.find(
  (arg, index) => !arg.startsWith("--") && !["--name", "--role"].includes(rest[index - 1] ?? ""),
);
/** The role asked for: --role, or --owner as a short form; sales when neither is given. */
const roleAsked = rest.includes("--owner") ? "owner" : (option("--role") ?? "sales");

/** When the reminders are sent as at: --at, or now. */
const reminderAt = option("--at") ? Date.parse(option("--at")!) : Date.now();

/** Erases one person after showing what was found and a confirmation; the exit status. */
async function erase(input: string) {
  const key = personKeyOf(input);
  if (!key) {
    console.error(`Not an e-mail address or a phone number: ${input}`);
    return 2;
  }
  const found = await findPerson(handle.db, key);
  if (nothingFound(found)) {
    console.log(`Nothing is kept about ${key.value}.`);
    return 0;
  }
  console.log(`About ${key.value}:`);
  for (const [kind, count] of Object.entries(found)) if (count) console.log(`  ${kind}: ${count}`);
  if (!rest.includes("--yes")) {
    if (!process.stdin.isTTY) {
      console.error("Add --yes to erase without being asked.");
      return 2;
    }
    const terminal = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await terminal.question('Erase all of it for good? Type "yes": ');
    terminal.close();
    if (answer.trim().toLowerCase() !== "yes") {
      console.log("Nothing was erased.");
      return 1;
    }
  }
  await erasePerson(handle.db, key, { id: null, name: `command line (${userInfo().username})` });
  console.log(`Erased. The audit log records that an erasure happened, not whom it was about.`);
  return 0;
}

const env = readEnv();
const handle = openDatabase(env.DATABASE_URL);
const accounts = new StaffAccounts(handle.db);
let status = 0;
try {
  await migrate(handle);
  if (command === "add-user" && email && !isStaffRole(roleAsked)) {
    console.error(`Not a role: ${roleAsked}. Roles: ${staffRoles.join(", ")}.`);
    status = 2;
  } else if (command === "add-user" && email && isStaffRole(roleAsked)) {
    const role = roleAsked;
    const password = await accounts.add(email, { name: option("--name"), role });
    console.log(`Added ${email.toLowerCase()} (${role}). One-time password: ${password}`);
    console.log("It must be changed at the first sign-in. Pass it on privately.");
  } else if (command === "reset-password" && email) {
    const password = await accounts.resetPassword(email);
    console.log(`New one-time password for ${email.toLowerCase()}: ${password}`);
    console.log("Every session of this account has ended.");
  } else if (command === "reset-two-factor" && email) {
    const user = await accounts.require(email);
    await new TwoFactor(handle.db).turnOff(user.id, { endSessions: true });
    console.log(`Two-factor sign-in is off for ${user.email}; its sessions have ended.`);
    if (user.role === "owner") console.log("They set it up again at their next sign-in.");
  } else if (command === "remove-user" && email) {
    await accounts.remove(email);
    console.log(`Removed ${email.toLowerCase()}; its sessions have ended.`);
  } else if (command === "list-users") {
    for (const user of await accounts.list()) {
      const state =
        (user.password_must_change ? ", one-time password not yet changed" : "") +
        (user.totp_enabled_at ? ", two-factor on" : "");
      console.log(
        `${user.email}  ${user.role}  ${user.name}  since ${user.created_at.slice(0, 10)}${state}`,
      );
    }
  } else if (command === "send-reminders" && !Number.isNaN(reminderAt)) {
    // Queued here, delivered by the running server's outbox; the working week and holidays are
    // the site's facts as saved.
    putFactsInForce(shownFacts((await new FactsStore(handle.db).read()).facts), 0);
    const outbox = new Outbox(handle.db, {
      from: env.MAIL_FROM,
      retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
      log: pino({ level: "silent" }),
    });
    const publicUrl = (env.PUBLIC_URL ?? site.url).replace(/\/$/, "");
    const sent = await sendReminders(handle.db, outbox, publicUrl, { at: reminderAt });
    console.log(
      sent
        ? `Queued ${sent} reminder e-mail${sent === 1 ? "" : "s"}.`
        : "No reminders to send: none due, sent already today, or not a working morning.",
    );
  } else if (command === "erase" && email) {
    status = await erase(email);
  } else {
    console.error(USAGE);
    status = 2;
  }
} catch (error) {
  if (!(error instanceof StaffError)) throw error;
  console.error(error.message);
  status = 1;
} finally {
  await handle.db.destroy();
}
process.exit(status);
