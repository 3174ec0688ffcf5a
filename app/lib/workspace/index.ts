/** Facts of the workspace that its pages and its server code share. */

export const leadKinds = ["contact", "quote", "order", "meeting"] as const;
export type LeadKind = (typeof leadKinds)[number];

/** The pipeline, in order: new → contacted → proposal sent → won / lost. */
export const leadStatuses = ["new", "contacted", "proposal", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Stages in which a lead is still being worked: won and lost have nothing more to do. */
export const OPEN_STATUSES: readonly LeadStatus[] = ["new", "contacted", "proposal"];

export const MAX_NOTE_LENGTH = 5000;

/** What staff log by hand as it happens, and how it went. */
export const activityKinds = ["call", "whatsapp", "meeting"] as const;
export type ActivityKind = (typeof activityKinds)[number];
export const isActivityKind = (value: unknown): value is ActivityKind =>
  activityKinds.includes(value as ActivityKind);
export const activityOutcomes = ["interested", "follow-up", "no-answer", "not-interested"] as const;
export type ActivityOutcome = (typeof activityOutcomes)[number];

/** The entries of a lead's history. */
export type LeadEventKind =
  | "status"
  | "assignee"
  | "note"
  | "released"
  | "deal"
  | "next-step"
  | "reply"
  | "paid"
  | "booked"
  | "call-moved"
  | "call-cancelled"
  | ActivityKind;

/** The largest deal value the workspace takes, in taka (100 crore). */
export const MAX_DEAL_TAKA = 1_000_000_000;
export const MAX_NEXT_STEP_LENGTH = 200;
export const MAX_REPLY_LENGTH = 10_000;
export const MAX_CONTACT_NOTES = 5000;

/**
 * What a member of staff does: owners everything; editors write and publish what the site says
 * and see no leads; sales staff work the leads and cannot publish.
 */
export const staffRoles = ["owner", "editor", "sales"] as const;
export type StaffRole = (typeof staffRoles)[number];
export const isStaffRole = (value: unknown): value is StaffRole =>
  staffRoles.includes(value as StaffRole);

/** The shortest password a member of staff may choose. */
export const MIN_PASSWORD_LENGTH = 12;

/**
 * What a signed-in person is told when their role does not open a section of the workspace: which
 * section (a key of `workspaceSections`), and who they are, for the workspace's frame around the
 * message (never their e-mail address).
 */
export type Refusal = { section: string; user: { name: string; role: StaffRole } };

/** Whether an error's data is a refusal (see `Refusal`). */
export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Refusal).section === "string" &&
  typeof (value as Refusal).user?.name === "string" &&
  isStaffRole((value as Refusal).user.role);

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
