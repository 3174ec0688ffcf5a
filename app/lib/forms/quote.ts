import { z } from "zod";
import { plans } from "~/content/plans";
import { quoteOptions } from "~/content/forms";
import { bangladeshPhone, email, optionalText, text } from "./fields";

const oneOf = (values: readonly string[], message: string) =>
  z.string({ error: message }).refine((value) => values.includes(value), message);

export const quoteSchema = z.object({
  name: text("name", 120),
  email,
  phone: bangladeshPhone,
  company: optionalText("company name", 120),
  service: oneOf(
    quoteOptions.services.map((option) => option.value),
    "Please choose the service you need.",
  ),
  plan: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine(
      (value) => value === undefined || plans.some((plan) => plan.id === value),
      "Please choose one of the listed plans.",
    ),
  budget: oneOf(
    quoteOptions.budgets.map((option) => option.value),
    "Please choose a budget range.",
  ),
  timeline: oneOf(
    quoteOptions.timelines.map((option) => option.value),
    "Please choose a timeline.",
  ),
  details: text("project details", 5000, 20),
});

export type QuoteInput = z.infer<typeof quoteSchema>;
