import { z } from "zod";
import {
  phoneNumber,
  email,
  line,
  oneOf,
  type FieldMessages,
  type FormatMessages,
  type TextMessages,
} from "./fields";

export type OrderMessages = FieldMessages & {
  quote: { name: TextMessages };
  order: { product: string; domain: FormatMessages; period: string; payment: string };
};

/** What the order form may offer: the products, the periods each is sold for, the payment methods. */
export type OrderChoices = {
  products: readonly string[];
  periodsOf: (product: string) => readonly number[];
  payments: readonly string[];
};

/** A domain name as people type it, without "https://", "www." or a path; lower case. */
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const domainName = (messages: FormatMessages) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(253, messages.tooLong)
    .transform((value) =>
      value
        .toLowerCase()
        .replace(/^https?:\/\//, "")
        .replace(/^www\./, "")
        .replace(/\/.*$/, ""),
    )
    .refine((value) => DOMAIN.test(value), messages.invalid);

/** The shop's order form: who orders, what, for how long, and how they prefer to pay. */
export const orderSchema = (messages: OrderMessages, choices: OrderChoices) => {
  const m = messages.order;
  return z
    .object({
      product: oneOf(choices.products, m.product),
      name: line(messages.lineBreak, messages.numberLocale)(messages.quote.name, 120),
      email: email(messages.email),
      phone: phoneNumber(messages.phone, messages.checkPhone),
      domain: domainName(m.domain),
      period: z.coerce.number({ error: m.period }).int(m.period),
      payment: oneOf(choices.payments, m.payment),
    })
    .refine((order) => choices.periodsOf(order.product).includes(order.period), {
      message: m.period,
      path: ["period"],
    });
};

export type OrderInput = z.infer<ReturnType<typeof orderSchema>>;
