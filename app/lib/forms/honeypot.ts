import type { SubmissionResult } from "@conform-to/react";

/**
 * The field every form carries for abuse checks; the server reads it, visitors never see it. Its
 * name means nothing to browsers' and password managers' autofill, so that a person's browser
 * never fills it in.
 */
export const HONEYPOT_FIELD = "leave_this_empty";

/** The cookie that carries the token timing a visitor's forms (see FormGuard). */
export const FORM_TOKEN_COOKIE = "form_started";

/** A form action's answer: the validation result to show, and whether the submission was accepted. */
export type FormActionData = {
  result: SubmissionResult<string[]>;
  sent: boolean;
  /** What the submission placed, when it was an order: what the thank-you shows. */
  order?: PlacedOrder;
};

/** An order as its thank-you and payment instructions need it. */
export type PlacedOrder = { reference: string; payment: string; amount: number };
