import { z } from "zod";
import { bangladeshPhone, email, text, type FieldMessages, type TextMessages } from "./fields";

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
export const contactSchema = (messages: ContactMessages) =>
  z.object({
    "f-name": text(messages.contact.firstName, contactLimits.name),
    "l-name": text(messages.contact.lastName, contactLimits.name),
    email: email(messages.email),
    phone: bangladeshPhone(messages.phone).optional(),
    suject: text(messages.contact.subject, contactLimits.subject),
    message: text(messages.contact.message, contactLimits.message, 10),
    terms: z.literal("on", { error: messages.contact.terms }),
  });

export type ContactInput = z.infer<ReturnType<typeof contactSchema>>;
