/**
 * What the activity log records, grouped as its filter offers them. A new action is added to its
 * group here and given its words in `app/content/en/workspace/activity.ts`.
 */
export const activityGroups = {
  signIn: ["sign-in", "sign-in-refused"],
  accounts: [
    "set-up",
    "invited",
    "invitation-resent",
    "invitation-revoked",
    "invitation-accepted",
    "role-changed",
    "password-reset",
    "password-reset-by-link",
    "two-factor-reset",
    "deactivated",
    "reactivated",
    "removed",
  ],
  publishing: ["published", "updated", "scheduled", "unpublished", "restored"],
  site: ["facts-saved", "facts-undone", "redirect-saved", "redirect-removed"],
  newsletter: ["campaign-sent", "campaign-scheduled"],
  exports: ["leads-exported", "subscribers-exported"],
  privacy: ["erase", "retention"],
  integrations: ["webhook-added", "webhook-removed"],
} as const;

export type ActivityGroup = keyof typeof activityGroups;
export type ActivityAction = (typeof activityGroups)[ActivityGroup][number];

export const isActivityGroup = (value: unknown): value is ActivityGroup =>
  typeof value === "string" && Object.hasOwn(activityGroups, value);

/** How long the log keeps an entry (the privacy policy's retention run deletes older ones). */
export const ACTIVITY_KEEP_MONTHS = 12;

/** The log's filter, as the page's address writes it. */
export type ActivityFilter = {
  /** An account's id. */
  person?: number;
  group?: ActivityGroup;
  /** Days, Dhaka time (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function activityFilterOf(params: URLSearchParams): ActivityFilter {
  const day = (key: string) => {
    const given = params.get(key) ?? "";
    return DAY.test(given) && !Number.isNaN(Date.parse(given)) ? given : undefined;
  };
  const person = params.get("person") ?? "";
  const group = params.get("kind");
  const page = Number(params.get("page"));
  return {
    person: /^\d{1,9}$/.test(person) ? Number(person) : undefined,
    group: isActivityGroup(group) ? group : undefined,
    from: day("from"),
    to: day("to"),
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : 1,
  };
}

/** The query string of a filter (with a page when asked), "" when nothing is chosen. */
export function activityQuery(filter: ActivityFilter, page?: number) {
  const params = new URLSearchParams();
  if (filter.person) params.set("person", String(filter.person));
  if (filter.group) params.set("kind", filter.group);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** What an entry was done to, and where in the workspace it is. */
export type ActivityObject = { kind: string; id: string; label: string };

/** The workspace page of an entry's object, when it has one. */
export function objectPath(kind: string | null, id: string | null) {
  if (!kind || !id) return undefined;
  switch (kind) {
    case "content":
      return `/admin/content/${id}`;
    case "campaign":
      return `/admin/campaigns/${id}`;
    case "facts":
      return `/admin/site/${id}`;
    case "account":
      return "/admin/people";
    case "webhook":
      return "/admin/webhooks";
    case "redirect":
      return "/admin/redirects";
    default:
      return undefined;
  }
}
