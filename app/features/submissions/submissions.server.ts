import type { RouterContextProvider } from "react-router";
import { sql } from "kysely";
import type { z } from "zod";
import type { Backend } from "~/backend.server";
import type { Env } from "~/platform/env.server";
import { siteFacts } from "~/content/facts";
import { submitComment } from "~/features/comments/index.server";
import { now, type Db } from "~/platform/db/db.server";
import { heldSearchText } from "./held-spam.server";
import { recordLeadEvent, type Actor } from "~/features/leads/index.server";
import {
  saveContactMessage,
  saveQuoteRequest,
  type LeadSource,
} from "~/features/leads/index.server";
import { subscribe } from "~/features/newsletter/index.server";
import { checkedEntry } from "./journal-check.server";
import { newTicket, type JournalEntry, type Ticket } from "./journal.server";
import { newReference, placedOrder, saveOrder } from "~/features/leads/index.server";
import type { Database } from "~/platform/db/schema.server";
import { isLocale, localeOfRequest, type Copy, type Locale } from "~/content/copy";
import type { SpamReason } from "./guard.server";
import type { PlacedOrder } from "~/lib/forms/honeypot";
import { handleFormSubmission } from "./guard-submission.server";
import type { CommentInput } from "~/lib/forms/comment";
import type { ContactMessage } from "~/lib/forms/contact";
import type { OrderInput } from "~/lib/forms/order";
import type { QuoteInput } from "~/lib/forms/quote";
import { utmOf } from "~/lib/utm";
import { touchOfField, VISIT_FIELD } from "~/lib/visit";
import type { GoalForm } from "~/features/insights/index.server";
import { backendContext, visitContext } from "~/platform/context.server";

/**
 * A validated form submission, with what the server knows of where it came from, and when it was
 * sent when that is not now (a held submission released, one kept through a database outage).
 */
export type Submission = { ip: string; locale: Locale; source?: LeadSource; sentAt?: string } & (
  | { form: "contact"; value: ContactMessage }
  | { form: "quote"; value: QuoteInput }
  | { form: "order"; value: OrderInput; reference?: string }
  | { form: "newsletter"; value: { email: string } }
  | { form: "comment"; value: CommentInput; target: string }
);

/** What a comment answers: the language version of a post, as `<language>/<slug>`. */
export const commentTarget = (post: { slug: string; language: string }) =>
  `${post.language}/${post.slug}`;

/**
 * The thread a comment's target names. A target held before threads were per language is the bare
 * slug: the Bangla pages showed the Bangla posts, the others the English ones.
 */
function threadOf(target: string, locale: Locale) {
  const named = /^([a-z]{2})\/(.+)$/.exec(target);
  if (named) return { language: named[1]!, slug: named[2]! };
  return { language: locale === "bn" ? "bn" : "en", slug: target };
}

export type FormName = Database["suspected_spam"]["form"];

/**
 * Where the agency's staff e-mails go (new leads, comments to moderate, failed deliveries):
 * MAIL_TO when the operator set it, else the general address owners keep under Site › General,
 * as it is when the e-mail is queued.
 */
export const agencyInbox = (env: Env) => env.MAIL_TO ?? siteFacts().company.emails.general;

/**
 * Stores a submission and queues its e-mails, as its form does; a lead's id when it made one (and an
 * order's reference).
 */
export async function saveSubmission(
  backend: Backend,
  submission: Submission,
): Promise<number | { leadId: number; order: PlacedOrder } | void> {
  const { db, outbox, env, publicUrl, secret } = backend;
  switch (submission.form) {
    case "contact":
      return saveContactMessage(
        db,
        outbox,
        { address: agencyInbox(env), publicUrl },
        submission.value,
        submission.ip,
        submission.locale,
        submission.source,
        submission.sentAt,
      );
    case "quote":
      return saveQuoteRequest(
        db,
        outbox,
        { address: agencyInbox(env), publicUrl },
        submission.value,
        submission.ip,
        submission.locale,
        submission.source,
        submission.sentAt,
      );
    case "order":
      return saveOrder(
        db,
        outbox,
        { address: agencyInbox(env), publicUrl },
        submission.value,
        submission.ip,
        submission.locale,
        submission.source ?? { path: null, utm: null },
        submission.reference,
        submission.sentAt,
      );
    case "newsletter":
      return subscribe(
        db,
        outbox,
        publicUrl,
        submission.value.email,
        submission.ip,
        submission.locale,
      );
    case "comment":
      return submitComment(
        db,
        outbox,
        {
          agencyInbox: agencyInbox(env),
          publicUrl,
          secret,
          linkTtlMs: env.MODERATION_LINK_TTL_DAYS * 24 * 60 * 60 * 1000,
          locale: submission.locale,
          sentAt: submission.sentAt,
        },
        threadOf(submission.target, submission.locale),
        submission.value,
        submission.ip,
      );
  }
}

/**
 * A form's action: the shared submission path, saving what passes and holding what fails the abuse
 * checks. `target` is what a comment answers (`commentTarget`: the post version's language and
 * slug).
 */
export function submitForm<S extends z.ZodType>({
  request,
  context,
  copy,
  form,
  goal = form,
  schema,
  target,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  copy: Copy;
  form: FormName;
  /** The form as the insights count it when it is sent (a landing page's contact form is `lead`). */
  goal?: GoalForm;
  schema: S;
  target?: string;
}) {
  const backend = context.get(backendContext);
  const { ip } = context.get(visitContext);
  const locale = localeOfRequest(request);
  const submission = (value: z.output<S>, fields: FormData) =>
    ({
      form,
      value,
      target,
      ip,
      locale,
      source: sourceOf(request, fields.get(VISIT_FIELD)),
    }) as Submission;
  /** A form sent and stored (or kept to be): a goal reached, on the page and in the visit it names. */
  const sent = ({ source }: Submission) =>
    backend.insights.record({
      kind: "goal",
      name: `sent:${goal}`,
      page: source?.path ?? "/",
      touch: source?.landing
        ? { landing: source.landing, referrer: source.referrer ?? null, utm: source.utm }
        : null,
      ip,
      userAgent: request.headers.get("user-agent") ?? "",
    });
  const ticket = newTicket();
  return handleFormSubmission({
    request,
    context: { guard: backend.guard, log: backend.log, ip, submissionId: ticket.id },
    copy,
    form,
    schema,
    save: async (value, fields) => {
      const stored = submission(value, fields);
      const saved = await storeOnce(backend, ticket, (scoped) => saveSubmission(scoped, stored));
      sent(stored);
      return typeof saved === "object" ? saved.order : undefined;
    },
    hold: (value, reason, fields) => quarantine(backend, submission(value, fields), reason),
    keep: async (value, { token, heldFor }, fields) => {
      const kept = submission(value, fields);
      if (!heldFor) sent(kept);
      // An order's reference is given now, so that the customer pays with the one it keeps.
      if (kept.form === "order") kept.reference = newReference();
      await backend.journal.keep(ticket, kept, { token, heldFor });
      return kept.form === "order" && !heldFor
        ? placedOrder(kept.value, kept.reference!)
        : undefined;
    },
  });
}

/**
 * Stores a submission (`work`, given the backend in one transaction) with its ticket's id in
 * `stored_submissions`, in that transaction: a submission whose id is there already was stored, by
 * a first try that committed unseen or by an earlier replay, and nothing is done again. Then the
 * outbox sends what the transaction queued.
 */
async function storeOnce<T>(
  backend: Backend,
  { id, receivedAt }: Ticket,
  work: (scoped: Backend) => Promise<T>,
): Promise<T | undefined> {
  const result = await backend.db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto("stored_submissions")
      .values({ id, received_at: receivedAt, stored_at: now() })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .executeTakeFirst();
    if (Number(fresh.numInsertedOrUpdatedRows ?? 0) !== 1) return undefined;
    return work({ ...backend, db: trx });
  });
  backend.outbox.kick();
  return result;
}

/**
 * Stores a submission an instance kept while the database was unavailable, as it would have been
 * stored then, once: a token it carried is spent now (one spent already holds it as reused), and
 * one the checks held is held. The entry is read from a file first, and passes its form's rules
 * again (`checkedEntry`) or is refused with an UnfitEntry before the database sees it.
 */
export async function storeKept(backend: Backend, kept: JournalEntry) {
  const entry = await checkedEntry(kept);
  await storeOnce(backend, entry, async (scoped) => {
    const heldFor =
      entry.heldFor ??
      (entry.token && !(await backend.guard.spend(entry.token, entry.id, scoped.db))
        ? "token-reused"
        : undefined);
    const submission = { ...entry.submission, sentAt: entry.receivedAt };
    if (heldFor) await quarantine(scoped, submission, heldFor);
    else await saveSubmission(scoped, submission);
  });
}

/** Forgets the ids of submissions stored long ago: no instance keeps one that long. */
export async function pruneStoredSubmissions(db: Db, retentionDays: number) {
  const cutoff = new Date(Date.now() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  await db.deleteFrom("stored_submissions").where("stored_at", "<", cutoff).execute();
}

/**
 * The page a form was sent from (the address it posts to, which is its own page) and the visit's
 * first touch, as the form's `visit` field carries it (its first page, the site that sent the
 * visitor, its utm_* parameters). Without it (a form sent without scripts), the utm_* parameters
 * of that address, or else of the page the visitor was on.
 */
export function sourceOf(request: Request, visit?: FormDataEntryValue | null): LeadSource {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "/") || "/";
  let referrer: URLSearchParams | undefined;
  try {
    const from = new URL(request.headers.get("referer") ?? "");
    if (from.host === url.host) referrer = from.searchParams;
  } catch {
    // No referrer, or not an address: the request's own query is all there is.
  }
  const touch = touchOfField(visit ?? null);
  if (touch) return { path, ...touch };
  return {
    path,
    utm: utmOf(url.searchParams) ?? (referrer ? utmOf(referrer) : null),
    landing: null,
    referrer: null,
  };
}

/**
 * Keeps a submission that failed the abuse checks: stored with the reason, not e-mailed. Beyond
 * the address's limit for the form (SPAM_RATE_LIMIT_MAX in a rate-limit window) it is not stored
 * but counted, in one row per form, address and window that the spam page shows, and the first
 * one over the limit is logged as a warning: a flood neither fills the table nor hides a person's
 * submission held by mistake, and what it sent does not vanish without a trace. Returns whether
 * the submission was kept.
 */
export async function quarantine(
  { db, guard, log }: Pick<Backend, "db" | "guard" | "log">,
  submission: Submission,
  reason: SpamReason,
) {
  const { form, ip } = submission;
  const { keep, over, windowStart, limit } = await guard.holdHit(form, ip, db);
  if (!keep) {
    await db
      .insertInto("spam_overflow")
      .values({ form, ip, window_start: windowStart, dropped: 1, last_at: now() })
      .onConflict((conflict) =>
        conflict.columns(["form", "ip", "window_start"]).doUpdateSet({
          dropped: sql<number>`spam_overflow.dropped + 1`,
          last_at: now(),
        }),
      )
      .execute();
    if (over === 1) {
      log.warn(
        { form, ip, limit },
        "held submissions from one address over the limit: counted from now on, not kept",
      );
    }
    return false;
  }
  const payload = JSON.stringify(submission.value);
  await db
    .insertInto("suspected_spam")
    .values({
      form,
      reason,
      payload,
      search_text: heldSearchText(payload),
      target: "target" in submission ? submission.target : null,
      locale: submission.locale,
      ip,
      created_at: submission.sentAt ?? now(),
      source_path: submission.source?.path ?? null,
      utm: submission.source?.utm ? JSON.stringify(submission.source.utm) : null,
      landing_path: submission.source?.landing ?? null,
      referrer: submission.source?.referrer ?? null,
    })
    .execute();
  return true;
}

/**
 * Releases a submission held as suspected spam: it is stored and e-mailed as it would have been,
 * once, dated when the visitor sent it, and the lead it makes records who released it. All of it
 * is one transaction: if the lead cannot be stored, the submission stays held. Returns false when
 * there is no such held submission (or it was released already).
 */
export async function releaseSpam(backend: Backend, id: number, by?: Actor) {
  const released = await backend.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("suspected_spam")
      .set({ released_at: now() })
      .where("id", "=", id)
      .where("released_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const row = await trx
      .selectFrom("suspected_spam")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const saved = await saveSubmission({ ...backend, db: trx }, {
      form: row.form,
      value: JSON.parse(row.payload) as unknown,
      target: row.target ?? "",
      ip: row.ip,
      locale: isLocale(row.locale) ? row.locale : "en",
      source: {
        path: row.source_path,
        utm: row.utm ? JSON.parse(row.utm) : null,
        landing: row.landing_path,
        referrer: row.referrer,
      },
      sentAt: row.created_at,
    } as Submission);
    const leadId = typeof saved === "object" ? saved.leadId : saved;
    if (leadId && by) {
      await recordLeadEvent(trx, leadId, by, {
        kind: "released",
        from_value: null,
        to_value: null,
        body: row.reason,
      });
    }
    return true;
  });
  backend.outbox.kick();
  return released;
}

/**
 * Deletes held submissions older than the retention period (released ones are leads by then), and
 * the oldest held ones beyond the most kept (`maxKept`), so that many addresses flooding at once
 * cannot fill the database either; the counts of submissions not kept go after the retention
 * period too. Returns how many held submissions were deleted for the number kept, which the
 * caller logs.
 */
export async function pruneSpam(db: Db, retentionDays: number, maxKept: number) {
  const cutoff = new Date(Date.now() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  await db.deleteFrom("suspected_spam").where("created_at", "<", cutoff).execute();
  await db.deleteFrom("spam_overflow").where("last_at", "<", cutoff).execute();
  const newestDropped = await db
    .selectFrom("suspected_spam")
    .select(["created_at", "id"])
    .where("released_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(maxKept)
    .limit(1)
    .executeTakeFirst();
  if (!newestDropped) return 0;
  const deleted = await db
    .deleteFrom("suspected_spam")
    .where("released_at", "is", null)
    .where((eb) =>
      eb.or([
        eb("created_at", "<", newestDropped.created_at),
        eb.and([eb("created_at", "=", newestDropped.created_at), eb("id", "<=", newestDropped.id)]),
      ]),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
