import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { FormActionData, PlacedOrder } from "~/lib/forms/honeypot";
import { tokenFromCookies, type FormGuard, type SpamReason } from "./guard.server";
import type { Copy } from "~/content/copy";
import { plural } from "~/lib/format";
import { cleanFormData } from "~/lib/forms/fields";
import { isDatabaseUnavailable } from "~/platform/db/db.server";

const reply = (
  result: SubmissionResult<string[]>,
  sent: boolean,
  status: number,
  { order, headers }: { order?: PlacedOrder; headers?: HeadersInit } = {},
) => data<FormActionData>({ result, sent, ...(order && { order }) }, { status, headers });

/** What a submission needs from the server: the abuse checks and a log for what they hold back. */
export type SubmissionContext = {
  guard: Pick<FormGuard, "check" | "tokenCookie">;
  log: {
    info: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
  ip: string;
  /** The id the submission is stored under, which also spends its token. */
  submissionId: string;
};

/** What is left to do with a submission kept for later: spend its token, or hold it as spam. */
export type Deferred = { token?: string; heldFor?: SpamReason };

/** How long a visitor asked to try again is told to wait, in seconds. */
const RETRY_AFTER_S = 30;

/**
 * The path every form submission takes: read the body and clean it, validate it with the form's
 * schema, run the abuse checks, then store. Invalid input comes back with field messages and what
 * was typed (400); a submission that fails the abuse checks gets the same answer as a person's but
 * is held as suspected spam (`hold`) instead of being stored and e-mailed; an over-eager sender is
 * told to wait (429); a body that cannot be read gets a readable 400. Messages are in the page's
 * language. An answer to a submission whose token was judged comes with a fresh token.
 *
 * When the database is unavailable (`isDatabaseUnavailable`) at any step, the submission is kept
 * on the instance (`keep`, synced to disk) with what is left to do, and the visitor is thanked as
 * usual; should that fail too, the visitor gets the form back with everything they typed and a
 * message to try again shortly (503, with Retry-After). Nothing is thanked and lost.
 */
export async function handleFormSubmission<S extends z.ZodType>({
  request,
  context,
  copy,
  form,
  schema,
  save,
  hold,
  keep,
}: {
  request: Request;
  context: SubmissionContext;
  copy: Copy;
  form: string;
  schema: S;
  /**
   * Stores the submission; an order it placed goes back with the reply. Each of these three also
   * gets the form's fields as sent, for what they carry beyond the schema's (the visit's first touch).
   */
  save: (value: z.output<S>, fields: FormData) => Promise<PlacedOrder | void>;
  /** Holds it as suspected spam; false when it was over the address's limit, counted, not kept. */
  hold: (value: z.output<S>, reason: SpamReason, fields: FormData) => Promise<boolean>;
  /** Keeps it on the instance while the database is unavailable; an order it placed goes back. */
  keep: (value: z.output<S>, deferred: Deferred, fields: FormData) => Promise<PlacedOrder | void>;
}) {
  let formData: FormData;
  try {
    formData = cleanFormData(await request.formData());
  } catch {
    return reply({ status: "error", error: { "": [copy.forms.invalidRequest] } }, false, 400);
  }
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return reply(submission.reply(), false, 400);
  }
  const value = submission.value as z.output<S>;
  const token = tokenFromCookies(request.headers.get("Cookie"));
  const headers = { "Set-Cookie": context.guard.tokenCookie() };
  /** The database is unavailable: kept for later and thanked, or else asked to try again. */
  const keepForLater = async (cause: unknown, deferred: Deferred) => {
    if (!isDatabaseUnavailable(cause)) throw cause;
    try {
      const order = await keep(value, deferred, formData);
      context.log.info(
        { form, ip: context.ip, cause: String(cause) },
        "database unavailable: submission kept on this instance until it returns",
      );
      return reply(submission.reply({ resetForm: true }), true, 200, {
        order: order || undefined,
        headers,
      });
    } catch (error) {
      context.log.error(
        { form, ip: context.ip, err: error, cause: String(cause) },
        "database unavailable and the submission could not be kept: the visitor is asked to retry",
      );
      return reply(submission.reply({ formErrors: [copy.forms.unavailable] }), false, 503, {
        headers: { "Retry-After": String(RETRY_AFTER_S) },
      });
    }
  };
  let verdict: Awaited<ReturnType<typeof context.guard.check>>;
  try {
    verdict = await context.guard.check(form, context.ip, formData, token, context.submissionId);
  } catch (error) {
    // The checks that count and spend in the database wait for it; the token is spent then.
    return keepForLater(error, { token });
  }
  if (verdict.kind === "spam") {
    let kept: boolean;
    try {
      kept = await hold(value, verdict.reason, formData);
    } catch (error) {
      return keepForLater(error, { heldFor: verdict.reason });
    }
    context.log.info(
      { form, ip: context.ip, reason: verdict.reason, kept },
      kept
        ? "submission held as suspected spam"
        : "suspected spam over the address's limit counted, not kept",
    );
    return reply(submission.reply({ resetForm: true }), true, 200, { headers });
  }
  if (verdict.kind === "rate-limited") {
    const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000));
    const message = plural(copy.forms.rateLimited, minutes, copy.locale.intl.number);
    return reply(submission.reply({ formErrors: [message] }), false, 429);
  }
  let saved: PlacedOrder | void;
  try {
    saved = await save(value, formData);
  } catch (error) {
    return keepForLater(error, {});
  }
  return reply(submission.reply({ resetForm: true }), true, 200, {
    order: saved || undefined,
    headers,
  });
}
