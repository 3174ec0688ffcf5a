/** Facts of the workspace that its pages and its server code share. */

export const leadKinds = ["contact", "quote", "order"] as const;
export type LeadKind = (typeof leadKinds)[number];

/** The pipeline, in order: new → contacted → proposal sent → won / lost. */
export const leadStatuses = ["new", "contacted", "proposal", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const MAX_NOTE_LENGTH = 5000;

/** The shortest password a member of staff may choose. */
export const MIN_PASSWORD_LENGTH = 12;

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

/** The workspace's addresses: /admin, everything under it, and its data requests. */
export const isWorkspacePath = (path: string) => /^\/admin(\/|\.data$|$)/i.test(path);

/** The sign-in page, which sends the person on to `next` once signed in. */
export const signInPath = (next: string) => `/admin/sign-in?next=${encodeURIComponent(next)}`;
