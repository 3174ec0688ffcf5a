import { z } from "zod";
import { phoneNumber, email, line, text, type FieldMessages, type TextMessages } from "./fields";

const contactLimits = { name: 80, subject: 150, message: 5000 };

export type ContactMessages = FieldMessages & {
  contact: {
    firstName: TextMessages;
    lastName: TextMessages;
    subject: TextMessages;
    message: TextMessages;
    terms: string;
  };
};

/** The contact form; field names are the original site's (including "suject"). */
export const contactSchema = (messages: ContactMessages) => {
  const oneLine = line(messages.lineBreak, messages.numberLocale);
  return z.object({
    "f-name": oneLine(messages.contact.firstName, contactLimits.name),
    "l-name": oneLine(messages.contact.lastName, contactLimits.name),
    email: email(messages.email),
    phone: phoneNumber(messages.phone, messages.checkPhone).optional(),
    suject: oneLine(messages.contact.subject, contactLimits.subject),
    message: text(messages.contact.message, contactLimits.message, 10, messages.numberLocale),
    terms: z.literal("on", { error: messages.contact.terms }),
  });
};

export type ContactInput = z.infer<ReturnType<typeof contactSchema>>;

/** A message as the agency receives it, from the contact form or a landing page's short form. */
export type ContactMessage = Omit<ContactInput, "terms">;

/**
 * A landing page's short form: one name, an e-mail address, a phone number if the visitor wants a
 * call, and what they need. Sending it is consent to be contacted, which the form says beside its
 * button.
 */
export const landingLeadFields = (
  messages: ContactMessages & { quote: { name: TextMessages } },
) => {
  const oneLine = line(messages.lineBreak, messages.numberLocale);
  return z.object({
    name: oneLine(messages.quote.name, contactLimits.name),
    email: email(messages.email),
    phone: phoneNumber(messages.phone, messages.checkPhone).optional(),
    message: text(messages.contact.message, contactLimits.message, 10, messages.numberLocale),
  });
};

/** The short form as the agency receives it: a contact message under the landing page's subject. */
export const landingLeadSchema = (
  messages: Parameters<typeof landingLeadFields>[0],
  subject: string,
) =>
  landingLeadFields(messages).transform(({ name, ...rest }): ContactMessage => ({
    "f-name": name,
    "l-name": "",
    suject: subject,
    ...rest,
  }));
