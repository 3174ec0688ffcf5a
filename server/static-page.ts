import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type express from "express";
import { inlineScriptHashes } from "../app/lib/csp";
import { policyWithScriptHashes } from "./security-headers";

export type Encoding = "br" | "gzip" | "identity";

/** A page whose bytes are the same for every visitor, ready in each encoding. */
export type StaticPage = {
  type: string;
  bodies: Record<Encoding, Buffer>;
  etag: string;
  /** The Content-Security-Policy allowing the page's own inline scripts, for HTML. */
  policy?: string;
};

/** A page from its bytes and their compressed copies. */
export function staticPage(type: string, bodies: Record<Encoding, Buffer>): StaticPage {
  const etag = createHash("sha256").update(bodies.identity).digest("base64url").slice(0, 16);
  const html = type.startsWith("text/html");
  const policy = html
    ? policyWithScriptHashes(inlineScriptHashes(bodies.identity.toString("utf8")))
    : undefined;
  return { type, bodies, etag, policy };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A page compressed now, once, at a quality that is quick to make (for pages made at run time). */
export async function compressedPage(type: string, identity: Buffer) {
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzipped(identity, { level: 6 }),
  ]);
  return staticPage(type, { br, gzip: gz, identity });
}

/**
 * Sends a static page as a static file server would: in the best encoding the browser accepts,
 * with an ETag (Express answers 304 when it matches, and HEAD without a body), to be checked
 * again on every visit.
 */
export function sendStaticPage(req: express.Request, res: express.Response, page: StaticPage) {
  const encoding = (req.acceptsEncodings("br", "gzip", "identity") || "identity") as Encoding;
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", `"${page.etag}-${encoding}"`);
  if (page.policy) res.setHeader("Content-Security-Policy", page.policy);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.type(page.type);
  res.send(page.bodies[encoding]);
}
