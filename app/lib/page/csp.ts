import { createHash } from "node:crypto";

/** An inline script (no `src`): its attributes and its code. */
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
/** The nonce of the first script that has one: the document's own, in its <head>. */
const RENDER_NONCE = /<script\s[^>]*?\bnonce="([^"]+)"/;

/**
 * The Content-Security-Policy hashes ("sha256-…") of a page's inline scripts, for a page whose
 * bytes are the same in every response. Only the scripts the renderer wrote count: every page is
 * rendered with a nonce made for that rendering (entry.server), which its own scripts carry and
 * which no text written before the rendering, in a post or a query string, can know. Markup
 * injected past the HTML sanitiser would get no hash. The starter of a form page's runtime adds
 * its module as an inline script with the same text its inert copy carries, so that module's hash
 * is listed too.
 */
export function inlineScriptHashes(html: string) {
  const nonce = RENDER_NONCE.exec(html)?.[1];
  const hashes = new Set<string>();
  if (!nonce) return [];
  for (const [, attributes = "", code] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attributes) || !attributes.includes(` nonce="${nonce}"`)) continue;
    if (code) hashes.add(`sha256-${createHash("sha256").update(code).digest("base64")}`);
  }
  return [...hashes];
}
