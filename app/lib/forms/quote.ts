import { z } from "zod";
import {
  phoneNumber,
  email,
  line,
  oneOf,
  optionalLine,
  text,
  type FieldMessages,
  type OptionalTextMessages,
  type TextMessages,
} from "./fields";

export type QuoteMessages = FieldMessages & {
  quote: {
    name: TextMessages;
    company: OptionalTextMessages;
    service: string;
    plan: string;
    budget: string;
    timeline: string;
    details: TextMessages;
  };
};

/** The values each of the quote form's lists may take. */
export type QuoteChoices = {
  services: readonly string[];
  plans: readonly string[];
  budgets: readonly string[];
  timelines: readonly string[];
};

export const quoteSchema = (messages: QuoteMessages, choices: QuoteChoices) => {
  const m = messages.quote;
  return z.object({
    name: line(messages.lineBreak, messages.numberLocale)(m.name, 120),
    email: email(messages.email),
    phone: phoneNumber(messages.phone, messages.checkPhone),
    company: optionalLine(messages.lineBreak, messages.numberLocale)(m.company, 120),
    service: oneOf(choices.services, m.service),
    plan: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || choices.plans.includes(value), m.plan),
    budget: oneOf(choices.budgets, m.budget),
    timeline: oneOf(choices.timelines, m.timeline),
    details: text(m.details, 5000, 20, messages.numberLocale),
  });
};

export type QuoteInput = z.infer<ReturnType<typeof quoteSchema>>;
