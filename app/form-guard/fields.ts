import type { SubmissionResult } from "@conform-to/react";

/** Fields every form carries for abuse checks; the server reads them, visitors never see them. */
export const HONEYPOT_FIELD = "nickname";
export const FORM_TOKEN_FIELD = "form_started";

/** A form action's answer: the validation result to show, and whether the submission was accepted. */
export type FormActionData = { result: SubmissionResult<string[]>; sent: boolean };
