/** Webhooks: telling the agency's own tools (Slack, Telegram, n8n, Zapier…) what happens. */
export const webhooksWords = {
  webhooks: {
    title: "Webhooks",
    intro:
      "Tell your own tools what happens on the site: a new lead, a won deal, a payment. Each event is sent as JSON by POST to the address you give, signed with its secret, and tried again for about eight hours if the address does not answer with 2xx.",
    add: "Add a webhook",
    url: "Address (URL)",
    urlHint: "An HTTPS address, such as a Slack, Zapier, Make or n8n webhook.",
    events: "Tell it of",
    eventNames: {
      "lead.created": "A new lead",
      "deal.won": "A deal won",
      "payment.received": "A payment recorded",
      ping: "A test",
    },
    save: "Add webhook",
    saving: "Adding…",
    none: "No webhooks yet. Add one to post new leads to your team's chat.",
    secret: "Signing secret",
    secretHint:
      "Each request carries X-Nakshi-Signature: t=<unix time>,v1=<HMAC-SHA256 of “<t>.<body>” with this secret, in hex>. Check it, and drop a repeat by its X-Nakshi-Delivery id.",
    addedBy: "Added by {name} on {day}",
    test: "Send a test",
    testing: "Sending…",
    remove: "Remove",
    removeConfirm: "Remove the webhook to {url}? What is waiting for it is not sent.",
    deliveries: "Latest deliveries",
    noDeliveries: "Nothing sent yet.",
    when: "When",
    event: "Event",
    to: "To",
    result: "Result",
    states: {
      delivered: "Delivered",
      pending: "Waiting for try {attempts}",
      failed: "Gave up after {attempts} tries",
    },
    saved: {
      added: "Webhook added. Send a test to see that it arrives.",
      removed: "Webhook removed.",
      tested: "Test queued: it is sent within a few seconds.",
    },
    errors: {
      url: "Write the whole address, starting with https://.",
      https: "Use an HTTPS address: a plain HTTP one would send leads' details unencrypted.",
      events: "Choose at least one event.",
      missing: "That webhook was removed already.",
    },
  },
} as const;
