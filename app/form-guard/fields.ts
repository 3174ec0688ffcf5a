import type { SubmissionResult } from "@conform-to/react";

/**
 * Fields every form carries for abuse checks; the server reads them, visitors never see them. The
 * honeypot's name means nothing to browsers' and password managers' autofill, so that a person's
 * browser never fills it in.
 */
export const HONEYPOT_FIELD = "leave_this_empty";
export const FORM_TOKEN_FIELD = "form_started";

/** A form action's answer: the validation result to show, and whether the submission was accepted. */
export type FormActionData = {
  result: SubmissionResult<string[]>;
  sent: boolean;
  /** What the submission placed, when it was an order: what the thank-you shows. */
  order?: PlacedOrder;
};

/** An order as its thank-you and payment instructions need it. */
export type PlacedOrder = { reference: string; payment: string; amount: number };
