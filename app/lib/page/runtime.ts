import { isWorkspacePath } from "~/lib/workspace";

/**
 * Whether a page needs the React runtime in the browser (see
 * docs/decisions/2026-11-23-scripts-only-where-they-pay.md):
 *
 * - "none" (the default): the page is complete as HTML and CSS; the site's small script gives it
 *   its few behaviours. No React is downloaded.
 * - "on-use": a page whose form checks fields as they are typed and shows its sending state. Its
 *   route says so in its `handle`; the runtime is downloaded when the visitor starts using a
 *   form, not on every visit.
 * - "always": the agency's workspace, an application used by staff on desks.
 */
export type Runtime = "none" | "on-use" | "always";

/** What a route with a form that is better with the runtime exports as its `handle`. */
export const runtimeOnUse = { runtime: "on-use" } as const;

/**
 * Whether a matched route says it needs the runtime on use: in its `handle`, or (a route whose
 * pages differ, such as a one-word address that may be a landing page) in its loader's data.
 */
function declaresOnUse({ handle, data }: { handle: unknown; data: unknown }) {
  return [handle, data].some(
    (said) =>
      typeof said === "object" && said !== null && "runtime" in said && said.runtime === "on-use",
  );
}

/** The runtime a page needs, from its address and its matched routes' handles and data. */
export function runtimeOf(
  pathname: string,
  matches: { handle: unknown; data: unknown }[],
): Runtime {
  if (isWorkspacePath(pathname)) return "always";
  return matches.some(declaresOnUse) ? "on-use" : "none";
}
