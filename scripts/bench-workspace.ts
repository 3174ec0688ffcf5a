// For `npm run bench`: a signed-in sales person and a working week of leads in the database the
// benchmark's server uses (DATABASE_URL), so that the workspace is measured as staff see it. Prints
// one line of JSON: the session's cookie and a lead's address. Usage: tsx scripts/bench-workspace.ts
import { pino } from "pino";
import { migrate, openDatabase } from "../app/platform/db/db.server";
import { Outbox } from "../app/platform/mail/outbox.server";
import { FormGuard } from "../app/features/submissions/guard.server";
import { WorkspaceAuth } from "../app/features/staff/workspace-auth.server";
import { saveContactMessage } from "../app/features/leads/leads.server";
import { changeStatus } from "../app/features/leads/inbox.server";
import { setDeal, setNextStep, suggestedDays } from "../app/features/leads/follow-up.server";
import { putFactsInForce } from "../app/content/facts";
import { FactsStore } from "../app/features/facts/facts.server";
import { shownFacts } from "../app/lib/facts-schema";

const EMAIL = "nusrat@nakshilabs.com.bd";
const PASSWORD = "bench-password-long-enough";
/** Who wrote, what about, the deal's value in taka, and where it stands. */
const LEADS = [
  ["Rahim", "Uddin", "Online shop with bKash for a sari house", 350_000, "new"],
  ["Farzana", "Akter", "Appointment app for a dental clinic", 1_200_000, "contacted"],
  ["Tanvir", "Hasan", "SEO for a Gulshan restaurant", 90_000, "new"],
  ["Shirin", "Sultana", "Website for a garments buying house", 480_000, "proposal"],
  ["Mahmud", "Karim", "Delivery tracking for a courier", 2_500_000, "contacted"],
  ["Nasima", "Begum", "Facebook ads for a boutique", 60_000, "won"],
  ["Arif", "Hossain", "School management software", 900_000, "proposal"],
  ["Sumaiya", "Islam", "Hosting and e-mail for a law firm", 25_000, "new"],
] as const;

const log = pino({ level: "silent" });
const handle = openDatabase(process.env.DATABASE_URL ?? "file:data/bench/site.db");
await migrate(handle);
// The acknowledgement each visitor is sent quotes the site's facts.
putFactsInForce(shownFacts((await new FactsStore(handle.db).read()).facts), 0);
const auth = new WorkspaceAuth(handle.db, {
  secret: await FormGuard.loadSecret(handle.db),
  secure: false,
  limits: { perAccount: 100, perIp: 100, windowMs: 60_000 },
});
if (!(await auth.accounts.find(EMAIL)))
  await auth.accounts.add(EMAIL, { name: "Nusrat Jahan", role: "sales" });
const user = await auth.accounts.require(EMAIL);
await auth.accounts.setPassword(user.id, PASSWORD);
const actor = { id: user.id, name: user.name };

// Kept in the outbox, never sent: nothing here has an SMTP server.
const outbox = new Outbox(handle.db, {
  from: "Site <bench@localhost>",
  retryBaseMs: 3_600_000,
  log,
});
const agency = { address: "hello@nakshilabs.com.bd", publicUrl: "http://127.0.0.1" };
const { tomorrow } = suggestedDays(new Date().toISOString().slice(0, 10));
let first = 0;
for (const [index, [firstName, lastName, subject, value, status]] of LEADS.entries()) {
  const id = await saveContactMessage(
    handle.db,
    outbox,
    agency,
    {
      "f-name": firstName,
      "l-name": lastName,
      email: `${firstName.toLowerCase()}@example.com`,
      phone: `+88017120000${10 + index}`,
      suject: subject,
      message: `${subject}. We would like to start next month; please send an estimate and a timeline.`,
    },
    "127.0.0.1",
    index % 3 === 1 ? "bn" : "en",
  );
  first ||= id;
  await setDeal(handle.db, id, actor, { value, closeMonth: null });
  await setNextStep(handle.db, id, actor, { what: "Call about the estimate", due: tomorrow });
  if (status !== "new") await changeStatus(handle.db, id, actor, status);
}
await outbox.stop();

const signedIn = await auth.signIn(EMAIL, PASSWORD, "127.0.0.1");
if (signedIn.kind !== "signed-in") throw new Error(`could not sign in: ${signedIn.kind}`);
const cookie = signedIn.setCookies[0]!.split(";")[0];
await handle.db.destroy();
console.log(JSON.stringify({ cookie, lead: `/admin/leads/${first}` }));
