import { staffRoles, type StaffRole } from "./index";

/**
 * The workspace's sections, in the order of its navigation, and the roles each is open to. To a
 * role it is not open to, every page, data request, export and form of a section is refused
 * (403, see `Refusal`) before any of its code runs. A section with `nav` has a link in the
 * workspace's navigation, named by the navigation word of its key.
 */
export const workspaceSections = {
  dashboard: { roles: staffRoles, nav: "/admin" },
  insights: { roles: staffRoles, nav: "/admin/insights" },
  leads: { roles: ["owner", "sales"], nav: "/admin/leads" },
  board: { roles: ["owner", "sales"], nav: "/admin/board" },
  contacts: { roles: ["owner", "sales"], nav: "/admin/contacts" },
  spam: { roles: ["owner", "sales"], nav: "/admin/spam" },
  comments: { roles: staffRoles, nav: "/admin/comments" },
  subscribers: { roles: ["owner", "sales"], nav: "/admin/subscribers" },
  campaigns: { roles: ["owner", "editor"], nav: "/admin/campaigns" },
  mail: { roles: ["owner", "sales"], nav: "/admin/mail" },
  content: { roles: ["owner", "editor"], nav: "/admin/content" },
  media: { roles: ["owner", "editor"], nav: "/admin/media" },
  site: { roles: ["owner", "editor"], nav: "/admin/site" },
  redirects: { roles: ["owner", "editor"], nav: "/admin/redirects" },
  people: { roles: ["owner"], nav: "/admin/people" },
  privacy: { roles: ["owner"], nav: "/admin/privacy" },
  activity: { roles: ["owner"], nav: "/admin/activity" },
  webhooks: { roles: ["owner"], nav: "/admin/webhooks" },
  /** Search across what the person's sections hold. */
  search: { roles: staffRoles },
  // Every lead or subscriber at once leaves the workspace only with an owner.
  leadsExport: { roles: ["owner"] },
  subscribersExport: { roles: ["owner"] },
  /** One's own password and second factor. */
  account: { roles: staffRoles },
} satisfies Record<string, { roles: readonly StaffRole[]; nav?: string }>;

export type WorkspaceSection = keyof typeof workspaceSections;

/**
 * Every route below /admin (its path there, the module that serves it) and the section it
 * belongs to. The route table is made from this list, and a route's section is found by the
 * pattern React Router matched, never by how the address was written.
 */
export const workspaceRoutes: {
  path: string;
  file: string;
  section: WorkspaceSection;
  id?: string;
}[] = [
  { path: "", file: "features/leads/routes/dashboard.tsx", section: "dashboard" },
  { path: "password", file: "features/staff/routes/password.tsx", section: "account" },
  { path: "two-factor", file: "features/staff/routes/two-factor.tsx", section: "account" },
  { path: "leads", file: "features/leads/routes/leads.tsx", section: "leads" },
  {
    path: "leads/export.csv",
    file: "features/leads/routes/leads-export.ts",
    section: "leadsExport",
  },
  { path: "leads/:id", file: "features/leads/routes/lead.tsx", section: "leads" },
  { path: "board", file: "features/leads/routes/board.tsx", section: "board" },
  { path: "contacts", file: "features/leads/routes/contacts.tsx", section: "contacts" },
  { path: "contacts/:id", file: "features/leads/routes/contact-record.tsx", section: "contacts" },
  { path: "spam", file: "features/submissions/routes/spam.tsx", section: "spam" },
  { path: "comments", file: "features/comments/routes/comments.tsx", section: "comments" },
  {
    path: "subscribers",
    file: "features/newsletter/routes/subscribers.tsx",
    section: "subscribers",
  },
  {
    path: "subscribers/export.csv",
    file: "features/newsletter/routes/subscribers-export.ts",
    section: "subscribersExport",
  },
  { path: "campaigns", file: "features/newsletter/routes/campaigns.tsx", section: "campaigns" },
  {
    path: "campaigns/new",
    file: "features/newsletter/routes/campaign.tsx",
    section: "campaigns",
    id: "campaign-new",
  },
  {
    path: "campaigns/:id",
    file: "features/newsletter/routes/campaign.tsx",
    section: "campaigns",
    id: "campaign",
  },
  { path: "insights", file: "features/insights/routes/insights.tsx", section: "insights" },
  {
    path: "insights/export.csv",
    file: "features/insights/routes/insights-export.ts",
    section: "insights",
  },
  { path: "mail", file: "features/mail/routes/mail.tsx", section: "mail" },
  { path: "content", file: "features/publishing/routes/content.tsx", section: "content" },
  { path: "media", file: "features/publishing/routes/media-library.tsx", section: "media" },
  { path: "media/upload", file: "features/publishing/routes/media-upload.ts", section: "media" },
  {
    path: "content/preview",
    file: "features/publishing/routes/workspace-preview.ts",
    section: "content",
  },
  {
    path: "content/new",
    file: "features/publishing/routes/content-edit.tsx",
    section: "content",
    id: "content-new",
  },
  {
    path: "content/:id/:language",
    file: "features/publishing/routes/content-edit.tsx",
    section: "content",
    id: "content-edit",
  },
  { path: "people", file: "features/staff/routes/people.tsx", section: "people" },
  { path: "privacy", file: "features/privacy/routes/privacy.tsx", section: "privacy" },
  { path: "activity", file: "features/activity/routes/activity.tsx", section: "activity" },
  {
    path: "activity/export.csv",
    file: "features/activity/routes/activity-export.ts",
    section: "activity",
  },
  { path: "webhooks", file: "features/webhooks/routes/webhooks.tsx", section: "webhooks" },
  { path: "redirects", file: "features/redirects/routes/redirects.tsx", section: "redirects" },
  { path: "site/:kind?", file: "features/facts/routes/site.tsx", section: "site" },
  { path: "search", file: "features/staff/routes/search.tsx", section: "search" },
];

/**
 * Every other address below /admin: open to whoever is signed in, it answers "not found" inside
 * the workspace's shell.
 */
export const WORKSPACE_ELSEWHERE = "*";

/** Whether the route React Router matched is the workspace's "not found". */
export const isWorkspaceElsewhere = (pattern: string) =>
  pattern.replace(/^\/+/, "") === `admin/${WORKSPACE_ELSEWHERE}`;

/** Each route's section by its pattern as React Router gives it: "admin/leads/:id". */
const sectionOfPattern = new Map(
  workspaceRoutes.map((route) => [route.path ? `admin/${route.path}` : "admin", route.section]),
);

/** Whether a role may open a section. */
export const mayOpen = (role: StaffRole, section: WorkspaceSection) =>
  (workspaceSections[section].roles as readonly StaffRole[]).includes(role);

/**
 * Whether a role may use the workspace route React Router matched (`/admin/leads/:id`): a
 * pattern in no section is open to no one.
 */
export function mayUseRoute(role: StaffRole, pattern: string) {
  const section = sectionOfRoute(pattern);
  return section !== undefined && mayOpen(role, section);
}

/** The section of the workspace route React Router matched, if it is one. */
export const sectionOfRoute = (pattern: string) =>
  sectionOfPattern.get(pattern.replace(/^\/+/, ""));

/** The sections with a link in the navigation. */
export type NavigationSection = {
  [K in WorkspaceSection]: (typeof workspaceSections)[K] extends { nav: string } ? K : never;
}[WorkspaceSection];

/** The navigation's groups, by job, in order, and the sections each holds in its order. */
export const navigationGroups = {
  home: ["dashboard", "insights"],
  sales: ["leads", "board", "contacts", "spam", "mail"],
  publishing: ["content", "media", "comments", "site", "redirects"],
  audience: ["campaigns", "subscribers"],
  admin: ["people", "privacy", "activity", "webhooks"],
} as const satisfies Record<string, readonly NavigationSection[]>;

export type NavigationGroup = keyof typeof navigationGroups;

/** The groups of the navigation a role sees, each with the sections it opens; empty ones left out. */
export const navigationGroupsFor = (role: StaffRole) =>
  (Object.keys(navigationGroups) as NavigationGroup[]).flatMap((group) => {
    const links = navigationGroups[group]
      .filter((section) => mayOpen(role, section))
      .map((section) => ({ section, to: workspaceSections[section].nav }));
    return links.length ? [{ group, links }] : [];
  });

/** The sections a role sees in the navigation, in order. */
export const navigationFor = (role: StaffRole) =>
  (Object.keys(workspaceSections) as WorkspaceSection[]).flatMap((section) => {
    const { nav } = workspaceSections[section] as { nav?: string };
    return nav && mayOpen(role, section)
      ? [{ section: section as NavigationSection, to: nav }]
      : [];
  });
