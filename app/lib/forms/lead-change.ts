import { z } from "zod";
import { latinDigits } from "~/lib/phone";
import {
  activityKinds,
  activityOutcomes,
  leadStatuses,
  MAX_DEAL_TAKA,
  MAX_NEXT_STEP_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_REPLY_LENGTH,
} from "~/lib/workspace";

/**
 * A deal's value as staff type it: "150000", "1,50,000", "৳ ১,৫০,০০০" or "Tk 150000"; empty for
 * none. Whole taka only.
 */
export const takaAmount = z
  .string()
  .transform((typed) => latinDigits(typed).replace(/৳|tk\.?|taka|[\s,]/gi, ""))
  .pipe(
    z.union([
      z.literal("").transform(() => null),
      z
        .string()
        .regex(/^\d{1,10}$/, "value")
        .transform(Number)
        .refine((value) => value <= MAX_DEAL_TAKA, "value"),
    ]),
  );

/**
 * What a lead's forms send: a status (with the reason when lost), an assignee (an account's id, or
 * "" for nobody), a note, that it was read (`shown` when the page's script sends it as the lead
 * is shown, rather than a person pressing the button), its deal, its next step (or that the step
 * is done), a call, WhatsApp conversation or meeting logged, or a reply to send. Messages are the
 * keys of the workspace's error words.
 */
export const leadChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), shown: z.literal("1").optional() }),
  z.object({
    intent: z.literal("status"),
    status: z.enum(leadStatuses, { error: "status" }),
    lostReason: z.string().trim().max(300).optional(),
  }),
  z.object({
    intent: z.literal("assignee"),
    assignee: z.union([z.literal("").transform(() => null), z.coerce.number().int().positive()], {
      error: "assignee",
    }),
  }),
  z.object({
    intent: z.literal("note"),
    note: z.string({ error: "note" }).trim().min(1, "note").max(MAX_NOTE_LENGTH, "note"),
  }),
  z.object({
    intent: z.literal("deal"),
    value: takaAmount,
    closeMonth: z
      .string()
      .trim()
      .regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, "close-month")
      .transform((month) => month || null),
  }),
  z.object({
    intent: z.literal("next-step"),
    what: z
      .string({ error: "next-step" })
      .trim()
      .min(1, "next-step")
      .max(MAX_NEXT_STEP_LENGTH, "next-step"),
    /** The day typed or picked, or one of the suggested days tapped. */
    due: z.string().trim().optional(),
    dueQuick: z.string().trim().optional(),
  }),
  z.object({ intent: z.literal("step-done") }),
  z.object({
    intent: z.literal("log"),
    kind: z.enum(activityKinds, { error: "log" }),
    outcome: z.enum(activityOutcomes, { error: "outcome" }),
    summary: z.string().trim().max(MAX_NOTE_LENGTH, "note").optional(),
  }),
  z.object({
    intent: z.literal("paid"),
    paidOn: z.string({ error: "paid-on" }).trim(),
    reference: z
      .string({ error: "paid-reference" })
      .trim()
      .min(1, "paid-reference")
      .max(100, "paid-reference"),
  }),
  z.object({
    intent: z.literal("reply"),
    /** One of the site's languages: the route checks which. */
    language: z.string({ error: "language" }).max(8, "language"),
    subject: z
      .string({ error: "reply-subject" })
      .trim()
      .min(1, "reply-subject")
      .max(200, "reply-subject"),
    body: z
      .string({ error: "reply-body" })
      .trim()
      .min(1, "reply-body")
      .max(MAX_REPLY_LENGTH, "reply-body"),
  }),
]);
export type LeadChange = z.infer<typeof leadChangeSchema>;
