import { z } from "zod";
import { email, line, text, type FieldMessages, type TextMessages } from "./fields";
import { fill } from "~/lib/format";

export type CommentMessages = Pick<FieldMessages, "email" | "lineBreak" | "numberLocale"> & {
  comment: {
    name: TextMessages;
    website: { tooLong: string; invalid: string };
    comment: TextMessages;
  };
};

const WEBSITE_MAX = 200;

export const commentSchema = (messages: CommentMessages) => {
  const m = messages.comment;
  return z.object({
    name: line(messages.lineBreak, messages.numberLocale)(m.name, 80),
    email: email(messages.email),
    website: z
      .string()
      .trim()
      .max(WEBSITE_MAX, fill(m.website.tooLong, { max: WEBSITE_MAX }, messages.numberLocale))
      .optional()
      .transform((value) => value || undefined)
      .refine(
        (value) => value === undefined || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value),
        m.website.invalid,
      ),
    comment: text(m.comment, 3000, 2, messages.numberLocale),
    // A database integer: larger numbers cannot name a comment.
    parent: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    remember: z.literal("on").optional(),
  });
};

export type CommentInput = z.infer<ReturnType<typeof commentSchema>>;
