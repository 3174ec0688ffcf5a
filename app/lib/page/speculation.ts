/**
 * Speculation rules for the public pages, whose links are ordinary page loads: a page is fetched
 * while the pointer rests on a link to it ("moderate") and fully prepared the moment it is pressed
 * ("conservative"), so that following a link feels instant without a client-side router. Feeds,
 * the workspace and links marked nofollow are never fetched ahead.
 */
const sameSitePages = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: ["/admin", "/admin/*", "/*.xml", "/*.json", "/*.csv"] } },
    { not: { selector_matches: "[rel~=nofollow], [download]" } },
  ],
};

export const speculationRules = JSON.stringify({
  prefetch: [{ source: "document", where: sameSitePages, eagerness: "moderate" }],
  prerender: [{ source: "document", where: sameSitePages, eagerness: "conservative" }],
});
