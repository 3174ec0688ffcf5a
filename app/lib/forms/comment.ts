import { z } from "zod";
import { email, text } from "./fields";

export const commentSchema = z.object({
  name: text("name", 80),
  email,
  website: z
    .string()
    .trim()
    .max(200, "Please keep the website address under 200 characters.")
    .optional()
    .transform((value) => value || undefined)
    .refine(
      (value) => value === undefined || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value),
      "Please enter a full website address starting with https://",
    ),
  comment: text("comment", 3000, 2),
  parent: z.coerce.number().int().positive().optional(),
  remember: z.literal("on").optional(),
});

export type CommentInput = z.infer<typeof commentSchema>;
