/** Redirects: old addresses that lead elsewhere, and the addresses visitors asked for in vain. */
export const redirectsWords = {
  redirects: {
    title: "Redirects",
    intro:
      "Send visitors and search engines from an address that no longer exists to the page that replaces it. A permanent redirect also hands the old address's place in search results to the new one.",
    add: "Add a redirect",
    from: "Old address",
    fromHint: "A path on this site, such as /old-pricing or /bn/offer-2025.",
    fromExample: "/old-pricing",
    to: "New address",
    toHint:
      "A path on this site or a full address on it. Campaign tags on the old address are passed on.",
    toExample: "/pricing",
    type: "Kind",
    statuses: { 301: "Permanent (301)", 302: "Temporary (302)" },
    statusHints: {
      301: "The old address is gone for good.",
      302: "For a while, such as during a campaign.",
    },
    save: "Save redirect",
    saving: "Saving…",
    saved: {
      added: "Redirect saved. The old address now leads to the new one.",
      replaced: "Redirect updated. The old address now leads to the new one.",
      removed: "Redirect removed.",
      dismissed: "Address taken off the list.",
    },
    errors: {
      from: "Write the old address as a path on this site, starting with /.",
      fromReserved: "The home pages, the workspace and the site's own files cannot be redirected.",
      to: "Write the new address as a path on this site (starting with /) or a full address on it.",
      offSite: "A redirect can only lead to a page of this site.",
      same: "The new address is the old one.",
      loop: "That would send visitors round in a circle through the redirects already kept.",
      status: "Choose permanent or temporary.",
      missing: "That redirect is no longer there.",
    },
    list: "Redirects kept",
    arrow: "→",
    leadsTo: " leads to ",
    none: "No redirects yet. Add one when a page moves, or from an address visitors could not find below.",
    used: { one: "Used once, last {when}", other: "Used {count} times, last {when}" },
    unused: "Not used yet",
    addedBy: "Added by {name} on {day}",
    remove: "Remove",
    removeConfirm:
      "Remove the redirect from {from}? Visitors to it will see “page not found” again.",
    missing: {
      title: "Addresses not found",
      intro:
        "Addresses of the site that visitors asked for and that answered “page not found”, the most asked for first. Redirect those that should lead somewhere, and dismiss the rest.",
      times: { one: "Asked for once", other: "Asked for {count} times" },
      last: "last {when}",
      cameFrom: "from {from}",
      unknown: "an unknown page",
      redirect: "Add a redirect",
      dismiss: "Dismiss",
      none: "No address has answered “page not found” yet.",
    },
  },
} as const;
