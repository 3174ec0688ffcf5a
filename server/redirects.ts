import type { IncomingMessage, ServerResponse } from "node:http";
import type express from "express";
import type { Redirects } from "../app/features/redirects/index.server";

/**
 * Addresses that the original site linked to without a page behind them. Each answers a permanent
 * redirect to the page that now serves its purpose, so old links and bookmarks keep working.
 */
const legacyRedirects: Record<string, string> = {
  "/services": "/service",
};

/** Old addresses answer a permanent redirect to the page that serves their purpose now. */
export const redirects: express.RequestHandler = (req, res, next) => {
  const target = legacyRedirects[req.path];
  if (target) return res.redirect(301, target);
  const blog = /^\/blog\/([a-z0-9-]+)\/?$/.exec(req.path);
  if (blog) return res.redirect(301, `/news/${blog[1]}`);
  next();
};

/**
 * A redirect staff keep under Redirects, answered before anything else (a kept page at the same
 * address included: the redirect replaces it). Returns whether it answered.
 */
export function staffRedirect(
  kept: Redirects,
  req: IncomingMessage,
  res: ServerResponse,
  headers: readonly (readonly [string, string | number | readonly string[]])[],
) {
  if ((req.method !== "GET" && req.method !== "HEAD") || !req.url) return false;
  const redirect = kept.answer(req.url);
  if (!redirect) return false;
  for (const [name, value] of headers) res.setHeader(name, value);
  res.writeHead(redirect.status, {
    Location: redirect.location,
    "Cache-Control": redirect.status === 301 ? "public, max-age=3600" : "no-store",
    "Content-Length": 0,
  });
  res.end();
  return true;
}

/** What is never noted as an address not found: the build's files, the workspace, data requests. */
const NOT_PAGES = /^\/(assets|admin|__manifest)(\/|$)|\.data$/;

/** Notes every public address a visitor asked for that answered "not found" (see Redirects). */
export function noteNotFound(kept: Redirects): express.RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" && !NOT_PAGES.test(req.path)) {
      res.on("finish", () => {
        if (res.statusCode === 404) kept.notFound(req.originalUrl, req.get("referer"));
      });
    }
    next();
  };
}
