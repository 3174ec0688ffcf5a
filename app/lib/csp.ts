import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** Gives every inline script of a page rendered for one response that response's nonce. */
export function addNonce(html: string, nonce: string) {
  return html.replace(/<script(?=[\s>])(?![^>]*\snonce=)/g, `<script nonce="${nonce}"`);
}

/**
 * The Content-Security-Policy hashes ("sha256-…") of a page's inline scripts, for a page whose
 * bytes are the same in every response. The starter of a form page's runtime adds its module as
 * an inline script with the same text it carries, so that module's hash is listed too.
 */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>();
  for (const [, code] of html.matchAll(INLINE_SCRIPT)) {
    if (code) hashes.add(`sha256-${createHash("sha256").update(code).digest("base64")}`);
  }
  return [...hashes];
}
