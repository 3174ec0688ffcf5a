/**
 * Stands in prerendered pages for the Content-Security-Policy nonce; the server puts the nonce of
 * each response in its place.
 */
export const NONCE_PLACEHOLDER = "__CSP_NONCE__";

/** Gives every inline script of a rendered page that has no nonce the response's nonce. */
export function addNonce(html: string, nonce: string) {
  return html.replace(/<script(?=[\s>])(?![^>]*\snonce=)/g, `<script nonce="${nonce}"`);
}
