import { z } from "zod";
import {
  bangladeshPhone,
  email,
  line,
  text,
  type FieldMessages,
  type TextMessages,
} from "./fields";

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
    phone: bangladeshPhone(messages.phone).optional(),
    suject: oneLine(messages.contact.subject, contactLimits.subject),
    message: text(messages.contact.message, contactLimits.message, 10, messages.numberLocale),
    terms: z.literal("on", { error: messages.contact.terms }),
  });
};

export type ContactInput = z.infer<ReturnType<typeof contactSchema>>;
