import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { FormActionData, PlacedOrder } from "./fields";
import { tokenFromCookies, type FormGuard, type SpamReason } from "./guard.server";
import type { Copy } from "~/content/copy";
import { plural } from "~/lib/format";
import { cleanFormData } from "~/lib/forms/fields";

const reply = (
  result: SubmissionResult<string[]>,
  sent: boolean,
  status: number,
  { order, headers }: { order?: PlacedOrder; headers?: HeadersInit } = {},
) => data<FormActionData>({ result, sent, ...(order && { order }) }, { status, headers });

/** What a submission needs from the server: the abuse checks and a log for what they hold back. */
export type SubmissionContext = {
  guard: Pick<FormGuard, "check" | "tokenCookie">;
  log: { info: (details: object, message: string) => void };
  ip: string;
};

/**
 * The path every form submission takes: read the body and clean it, validate it with the form's
 * schema, run the abuse checks, then store. Invalid input comes back with field messages and what
 * was typed (400); a submission that fails the abuse checks gets the same answer as a person's but
 * is held as suspected spam (`hold`) instead of being stored and e-mailed; an over-eager sender is
 * told to wait (429); a body that cannot be read gets a readable 400. Messages are in the page's
 * language. An answer to a submission whose token was judged comes with a fresh token.
 */
export async function handleFormSubmission<S extends z.ZodType>({
  request,
  context,
  copy,
  form,
  schema,
  save,
  hold,
}: {
  request: Request;
  context: SubmissionContext;
  copy: Copy;
  form: string;
  schema: S;
  /** Stores the submission; an order it placed goes back with the reply. */
  save: (value: z.output<S>) => Promise<PlacedOrder | void>;
  /** Holds it as suspected spam; false when it was over the address's limit, counted, not kept. */
  hold: (value: z.output<S>, reason: SpamReason) => Promise<boolean>;
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
  const token = tokenFromCookies(request.headers.get("Cookie"));
  const verdict = await context.guard.check(form, context.ip, formData, token);
  const headers = { "Set-Cookie": context.guard.tokenCookie() };
  if (verdict.kind === "spam") {
    const kept = await hold(submission.value as z.output<S>, verdict.reason);
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
  const saved = await save(submission.value as z.output<S>);
  return reply(submission.reply({ resetForm: true }), true, 200, {
    order: saved || undefined,
    headers,
  });
}
