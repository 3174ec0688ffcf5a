/** The site's languages, as the staff name them. */
export const languages = { en: "English", bn: "Bangla", ar: "Arabic" };

/** The staff's roles, by name. */
export const roleNames = { owner: "Owner", editor: "Editor", sales: "Sales" } as const;

/** The workspace around its pages: its name, navigation, languages, lists and notices. */
export const workspaceCommon = {
  name: "Workspace",
  skipToContent: "Skip to content",
  nav: {
    label: "Workspace",
    dashboard: "Dashboard",
    leads: "Leads",
    board: "Deals",
    contacts: "Contacts",
    spam: "Spam",
    comments: "Comments",
    subscribers: "Subscribers",
    campaigns: "Newsletter",
    insights: "Insights",
    mail: "Mail",
    content: "Content",
    media: "Media",
    people: "People",
    privacy: "Personal data",
    activity: "Activity",
    webhooks: "Webhooks",
    redirects: "Redirects",
    site: "Site",
    password: "My password",
    search: "Search the workspace",
    searchPlaceholder: "Search",
    menu: "Menu",
    close: "Close the menu",
    groups: {
      home: "Overview",
      sales: "Sales",
      publishing: "Publishing",
      audience: "Audience",
      admin: "Administration",
    },
    /** A count beside a section, for screen readers: "Leads, 3 unread". */
    counts: {
      leads: "{count} unread",
      comments: "{count} waiting for moderation",
      spam: "{count} held",
    },
    searchShortcut: "Press / to search",
  },
  languages,
  signedInAs: "Signed in as {name}",
  pager: { page: "Page {page} of {pages}", previous: "Newer", next: "Older" },
  search: { apply: "Search", clear: "Clear" },
  copy: { copy: "Copy", copied: "Copied" },
  signOut: "Sign out",
  notFound: "There is nothing at this address in the workspace.",
  refused: {
    title: "Not open to your role",
    text: {
      one: "{section} is open to the {roles} role.",
      other: "{section} is open to the {roles} roles.",
    },
    ask: "If your work needs it, ask an owner to change your role under People.",
    back: "Back to the dashboard",
    /** Sections without a place in the navigation, named here. */
    sections: {
      search: "Search",
      leadsExport: "Downloading every lead",
      subscribersExport: "Downloading every subscriber",
      account: "Your account",
    },
  },
  failed:
    "Something went wrong on this page. Try again; if it keeps happening, tell the site's owner.",
  /** A page of the workspace's own outside its frame (the sign-in) that is not there or failed. */
  trouble: {
    notFound: "Nothing here",
    failed: "Something went wrong",
    open: "Go to the workspace",
  },
} as const;
