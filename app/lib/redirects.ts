/**
 * Redirects staff keep: an old address of the site that answers "moved" to another address of
 * the site. What an address is matched as, what may be redirected where, and loops.
 */

export type RedirectStatus = 301 | 302;

export const redirectStatuses: readonly RedirectStatus[] = [301, 302];

export const isRedirectStatus = (value: unknown): value is RedirectStatus =>
  value === 301 || value === 302;

/** The longest address kept, redirected from or logged as not found. */
export const MAX_ADDRESS_LENGTH = 300;

/**
 * An address as redirects match it: its path alone, decoded ("/bn/%E0%A6%…" is "/bn/সেবা"), in
 * lower case, without a trailing slash. Undefined for what is not a path of the site.
 */
export function matchedPath(address: string): string | undefined {
  const path = address.split(/[?#]/, 1)[0] ?? "";
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  // Nothing a browser would not send as a path: no spaces or control characters.
  if (/[\s\p{Cc}]/u.test(decoded)) return undefined;
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, "") : decoded;
  return (trimmed || "/").toLowerCase();
}

/**
 * Addresses that are never redirected: the home pages (a redirect there would hide the whole
 * site), the workspace, the build's own files and the health checks.
 */
const NEVER_FROM = /^\/(bn|ar)?$|^\/(admin|assets)(\/|$)|^\/(__manifest|healthz|readyz)$/;

export type RedirectProblem = "from" | "fromReserved" | "to" | "offSite" | "same" | "loop";

/**
 * Where a redirect may lead: an address of the site, written as a path ("/pricing?plan=power")
 * or as a full address on one of the site's own origins (then kept as its path). Anything else
 * is off the site.
 */
export function redirectTarget(
  typed: string,
  ownOrigins: readonly string[],
): { path: string } | { problem: "to" | "offSite" } {
  const to = typed.trim();
  if (!to || to.length > MAX_ADDRESS_LENGTH) return { problem: "to" };
  if (to.startsWith("/") && !to.startsWith("//")) {
    return matchedPath(to) === undefined ? { problem: "to" } : { path: to };
  }
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return { problem: "to" };
  }
  if (!ownOrigins.includes(url.origin)) return { problem: "offSite" };
  return { path: `${url.pathname}${url.search}${url.hash}` };
}

/**
 * What is wrong with a redirect from `from` to `to` (a path from `redirectTarget`) beside the
 * redirects already kept (matched path → target path), if anything: an address that is not a
 * path of the site or may not be redirected, a redirect to itself, or one that would lead back
 * to where it started after any number of steps.
 */
export function redirectProblem(
  from: string,
  to: string,
  kept: ReadonlyMap<string, string>,
): RedirectProblem | null {
  const source = matchedPath(from.trim());
  if (source === undefined || from.trim().length > MAX_ADDRESS_LENGTH) return "from";
  if (NEVER_FROM.test(source)) return "fromReserved";
  let next = matchedPath(to);
  if (next === undefined) return "to";
  if (next === source) return "same";
  const seen = new Set([source, next]);
  while (next !== undefined) {
    const target: string | undefined = kept.get(next);
    if (target === undefined) return null;
    next = matchedPath(target);
    if (next !== undefined && seen.has(next)) return "loop";
    if (next !== undefined) seen.add(next);
  }
  return null;
}

/**
 * The address a redirect sends a request to: its target, with the request's query when the
 * target has none of its own, so that a campaign's tags on an old address still reach the page.
 */
export function redirectLocation(target: string, requestQuery: string) {
  if (!requestQuery || requestQuery === "?" || /[?]/.test(target)) return target;
  const hash = target.indexOf("#");
  const query = requestQuery.startsWith("?") ? requestQuery : `?${requestQuery}`;
  return hash === -1
    ? `${target}${query}`
    : `${target.slice(0, hash)}${query}${target.slice(hash)}`;
}

/**
 * Where a visitor came from, as the log of addresses not found keeps it: an address of the site
 * as its path, another site as its origin and path; never a query (it may carry what is theirs).
 */
export function referrerOf(referer: string | undefined, ownOrigins: readonly string[]) {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const shown = ownOrigins.includes(url.origin) ? url.pathname : `${url.origin}${url.pathname}`;
    return shown.slice(0, MAX_ADDRESS_LENGTH);
  } catch {
    return null;
  }
}
