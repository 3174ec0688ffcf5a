import { z } from "zod";
import { email, line, phoneNumber, text, type FieldMessages, type TextMessages } from "./fields";

/** The booking form: the kind and time chosen, the visitor's time zone, and who they are. */
export const bookingSchema = (
  messages: FieldMessages & {
    name: TextMessages;
    note: TextMessages;
    time: string;
    kind: string;
  },
) =>
  z.object({
    kind: z.string({ error: messages.kind }).max(40, messages.kind),
    /** The start chosen, in milliseconds since the epoch. */
    start: z.coerce.number({ error: messages.time }).int(messages.time).positive(messages.time),
    tz: z.string().max(64).optional(),
    name: line(messages.lineBreak, messages.numberLocale)(messages.name, 80),
    email: email(messages.email),
    phone: phoneNumber(messages.phone, messages.checkPhone).optional(),
    note: text(messages.note, 1000, 10, messages.numberLocale),
  });

export type BookingInput = z.infer<ReturnType<typeof bookingSchema>>;
