/** The dashboard. */
export const dashboardWords = {
  dashboard: {
    title: "Dashboard",
    today: "New today",
    week: "New in the last 7 days",
    unread: "Unread",
    byKind: "This week by kind",
    byPage: "This week by page",
    noPage: "Unknown page",
    waiting: "Waiting more than a working day",
    /** {days}: the office's working days, "Sunday to Thursday". */
    waitingHint:
      "Open leads with no next step and nothing done for a full working day ({days}, not counting holidays).",
    noneWaiting: "Nothing is waiting. Well done.",
    pipeline: "Open deals",
    pipelineHint: "Leads being worked, by stage, with the value of those that have one.",
    stage: { one: "{count} lead · {value}", other: "{count} leads · {value}" },
    wonThisMonth: "Won in {month}",
    won: { one: "{count} deal · {value}", other: "{count} deals · {value}" },
    mine: "Your next steps",
    mineNone:
      "Nothing planned for the coming week. Plan next steps on your leads to see them here.",
    lastActivity: "last activity {date}",
    noneThisWeek: "No leads this week yet.",
    openInbox: "Open the inbox",
    withoutLeads:
      "Leads are worked by sales and the owners. As an editor, you look after what the site says: posts, pages and case studies under Content, and the comments waiting for moderation under Comments.",
    openContent: "Write and publish",
    openComments: "Moderate comments",
  },
} as const;
