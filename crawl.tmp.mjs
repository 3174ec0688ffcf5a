import { LinkChecker } from "linkinator";
const base = "http://127.0.0.1:4300/";
const t = Date.now();
const result = await new LinkChecker().check({
  path: base, recurse: true, concurrency: 8, timeout: 10000, checkFragments: true, redirects: "error",
  linksToSkip: async (link) => !link.startsWith("http://127.0.0.1:4300"),
});
const states = {};
for (const l of result.links) states[l.state] = (states[l.state] ?? 0) + 1;
console.log((Date.now() - t) / 1000, "s", states, result.links.length);
for (const l of result.links.filter((l) => l.state === "BROKEN")) console.log(l.status, l.url, "<-", l.parent, (l.failureDetails ?? []).map(String).join(" ").slice(0, 200));
