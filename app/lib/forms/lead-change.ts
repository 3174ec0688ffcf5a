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

/** What a word after a number multiplies it by: lakh and crore as Bangladesh counts, in English or Bangla. */
const TAKA_UNITS: Record<string, number> = {
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  l: 1e5,
  লাখ: 1e5,
  লক্ষ: 1e5,
  crore: 1e7,
  crores: 1e7,
  cr: 1e7,
  কোটি: 1e7,
  thousand: 1e3,
  k: 1e3,
  হাজার: 1e3,
};

/**
 * A deal's value as staff type it, in whole taka: "150000", "1,50,000", "৳ ১,৫০,০০০", "Tk 150000",
 * "1.5 lakh", "১.৫ লাখ" or "2 crore"; null for nothing typed, undefined for what is no amount.
 */
export function takaFrom(typed: string): number | null | undefined {
  const text = latinDigits(typed)
    .toLowerCase()
    .replace(/৳|tk\.?|taka|টাকা|,/g, "")
    .trim();
  if (text === "") return null;
  const found = /^(\d{1,12}(?:\.\d{1,7})?)\s*([^\d\s.]*)$/u.exec(text);
  if (!found) return undefined;
  const unit = found[2] ? TAKA_UNITS[found[2]] : 1;
  if (unit === undefined) return undefined;
  const amount = Math.round(Number(found[1]) * unit * 100) / 100;
  return Number.isInteger(amount) && amount <= MAX_DEAL_TAKA ? amount : undefined;
}

/** A deal's value field (see takaFrom); anything else is refused with the "value" message. */
export const takaAmount = z.string().transform((typed, context) => {
  const amount = takaFrom(typed);
  if (amount === undefined) {
    context.addIssue({ code: "custom", message: "value" });
    return z.NEVER;
  }
  return amount;
});

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
