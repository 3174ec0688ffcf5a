/** The outbox's e-mails. */
export const mailWords = {
  mail: {
    title: "Mail",
    intro:
      "Every e-mail the site sends goes through this outbox. A failed one can be tried again once the cause is fixed.",
    tabs: { failed: "Failed", pending: "Waiting", sent: "Sent" },
    empty: "No e-mails here.",
    to: "To",
    subject: "Subject",
    created: "Queued",
    sentAt: "Sent",
    lastError: "Last error",
    attempts: { one: "{count} attempt", other: "{count} attempts" },
    retry: "Retry now",
    retried: "It is queued again and being sent.",
    notFailed: "That e-mail is not a failed one.",
    search: "Search e-mails",
    searchHint: "Recipient or words of the subject",
    noMatch: "No e-mail here matches this search.",
    lead: "Lead",
  },
} as const;
