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

function declaresOnUse(handle: unknown) {
  return typeof handle === "object" && handle !== null && "runtime" in handle
    ? handle.runtime === "on-use"
    : false;
}

/** The runtime a page needs, from its address and the handles of its matched routes. */
export function runtimeOf(pathname: string, handles: unknown[]): Runtime {
  if (isWorkspacePath(pathname)) return "always";
  return handles.some(declaresOnUse) ? "on-use" : "none";
}
