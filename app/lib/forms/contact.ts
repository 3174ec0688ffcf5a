import { z } from "zod";
import { bangladeshPhone, email, text } from "./fields";

const contactLimits = { name: 80, subject: 150, message: 5000 };

/** The contact form; field names are the original site's (including "suject"). */
export const contactSchema = z.object({
  "f-name": text("first name", contactLimits.name),
  "l-name": text("last name", contactLimits.name),
  email,
  phone: bangladeshPhone.optional(),
  suject: text("subject", contactLimits.subject),
  message: text("message", contactLimits.message, 10),
  terms: z.literal("on", { error: "Please accept the terms and conditions to send your message." }),
});

export type ContactInput = z.infer<typeof contactSchema>;
