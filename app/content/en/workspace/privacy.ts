/** Personal data: erasure and its log. */
export const privacyWords = {
  privacy: {
    title: "Personal data",
    intro:
      "When someone asks the agency to delete what it holds about them, find them here by the e-mail address or phone number they used. You see what is kept before anything is erased.",
    who: "E-mail address or phone number",
    whoHint: "A number without +880 is read as a Bangladeshi one.",
    find: "Find",
    notAKey:
      "Write an e-mail address, like name@example.com, or a phone number, like 01712-345678.",
    nothing: "Nothing is kept about {who}.",
    found: "What is kept about {who}",
    kinds: {
      leads: "Leads, with their notes and history",
      leadsKept:
        "Won deals and shop orders: kept for the accounts and the figures, without the person",
      formRows: "Messages and quote requests as sent",
      comments: "Comments (and the replies under them)",
      subscriptions: "Newsletter subscription",
      emails: "E-mails to or about them",
      heldSpam: "Held submissions naming them",
      contacts: "Contacts",
      activity: "Activity log entries naming the address: kept, without it",
      webhooks: "Webhook deliveries that told the agency's tools of their leads",
      meetings: "Calls they booked, past or to come: erased, and their times freed",
    },
    confirm: "I understand that this cannot be undone",
    erase: "Erase for good",
    erased:
      "Erased. Nothing about {who} is left in the database; backups made before keep it until they are deleted, after at most 14 days.",
    log: "Erasures so far",
    logEmpty: "No one has been erased yet.",
    logEntry: "{when}, by {name}: {records} records",
  },
} as const;
