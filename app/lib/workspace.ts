import { z } from "zod";

/** Facts of the workspace that its pages and its server code share. */

export const leadKinds = ["contact", "quote"] as const;
export type LeadKind = (typeof leadKinds)[number];

/** The pipeline, in order: new → contacted → proposal sent → won / lost. */
export const leadStatuses = ["new", "contacted", "proposal", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const MAX_NOTE_LENGTH = 5000;

/** The shortest password a member of staff may choose. */
export const MIN_PASSWORD_LENGTH = 12;

/**
 * What a lead's forms send: a status (with the reason when lost), an assignee (an account's id, or
 * "" for nobody) or a note. Messages are the keys of the workspace's error words.
 */
export const leadChangeSchema = z.discriminatedUnion("intent", [
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

/** One of a list's tabs, named in the query string; the first tab when it names none of them. */
export function tabOf<K extends string>(value: string | null, tabs: Record<K, string>): K {
  const keys = Object.keys(tabs) as K[];
  return value && keys.includes(value as K) ? (value as K) : keys[0]!;
}

/** The head of a workspace page: its title and no indexing. */
export const workspaceMeta = (title: string, workspaceName: string) => [
  { title: `${title} | ${workspaceName}` },
  { name: "robots", content: "noindex, nofollow" },
];
