/** Held submissions. */
export const spamWords = {
  spam: {
    title: "Spam",
    intro:
      "Submissions that failed the bot checks are held here, not e-mailed. Release one that a person sent, and it is stored and e-mailed as it would have been. Held submissions are deleted after {days} days.",
    empty: "The spam folder is empty.",
    form: {
      contact: "Contact form",
      quote: "Quote form",
      order: "Shop order",
      newsletter: "Newsletter",
      comment: "Comment",
    },
    reasons: {
      honeypot: "Filled in the hidden field bots fill in",
      "too-fast": "Sent faster than a person can type",
      "token-missing": "Sent without the form's token",
      "token-invalid": "Sent with a forged token",
      "token-expired": "Sent from a page left open too long",
      "token-reused": "Sent the same form twice",
    },
    release: "Not spam",
    count: { one: "{count} held submission", other: "{count} held submissions" },
    search: "Search",
    searchHint: "Name, e-mail, words of the message or the reason",
    noMatch: "No held submission matches this search.",
    overflow: "{count} more from {ip} not kept (over the limit)",
    overflowWhen: "{since} – {last}",
    overflowTitle: "Not kept one by one",
    overflowHint:
      "An address that sends more than {max} held submissions to one form in {minutes} minutes has the rest counted here instead of kept.",
    released: "Released: it is now where it belongs, and its e-mail is on its way.",
    alreadyReleased: "That submission was released already.",
    releasedAt: "Released {date}",
    on: "on {target}",
  },
} as const;
