import { z } from "zod";
import { leadStatuses, MAX_NOTE_LENGTH } from "~/lib/workspace";

/**
 * What a lead's forms send: a status (with the reason when lost), an assignee (an account's id, or
 * "" for nobody), a note, or that it was read (`shown` when the page's script sends it as the lead
 * is shown, rather than a person pressing the button). Messages are the keys of the workspace's
 * error words.
 */
export const leadChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), shown: z.literal("1").optional() }),
  z.object({
    intent: z.literal("status"),
    status: z.enum(leadStatuses, { error: "status" }),
    lostReason: z.string().trim().max(300).optional(),
  }),
  z.object({
    intent: z.literal("assignee"),
    assignee: z.union([z.literal("").transform(() => null), z.coerce.number().int().positive()], {
      error: "assignee",
    }),
  }),
  z.object({
    intent: z.literal("note"),
    note: z.string({ error: "note" }).trim().min(1, "note").max(MAX_NOTE_LENGTH, "note"),
  }),
]);
export type LeadChange = z.infer<typeof leadChangeSchema>;
