/** A base no request ever has: only what resolves against it and stays on it is this site's. */
const BASE = "http://site.invalid";

/**
 * A path on this site to send a person to, or undefined when the value could lead anywhere else.
 * The value is resolved as a browser would resolve it (dots, encoded dots, slashes), and refused
 * when it has a character a browser drops or a header cannot carry (tabs, line breaks, U+2028) or
 * a backslash, or when what it resolves to starts with two slashes (another host to a browser).
 * Every redirect of the site whose target comes from a request goes through here.
 */
export function sameSitePath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2000 || !value.startsWith("/")) return undefined;
  if (/[\p{Cc}\u2028\u2029\\]/u.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const path = url.pathname + url.search + url.hash;
  return /^\/(?![/\\])/.test(path) ? path : undefined;
}
