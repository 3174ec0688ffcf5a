import { randomBytes } from "node:crypto";
import type express from "express";
import helmet from "helmet";

/** The Content-Security-Policy nonce of a response, made before any page is rendered. */
export const nonceOf = (res: express.Response) => res.locals.cspNonce as string;

/**
 * A fresh nonce for each response, then Helmet's headers. In production the Content-Security-Policy
 * allows this site's own files and the map frame; an inline script runs only with the response's
 * nonce (React Router's hydration data and the page's small starters carry it), and inline styles
 * only as attributes.
 */
export function securityHeaders(production: boolean): express.RequestHandler[] {
  const nonce: express.RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: production
      ? {
          useDefaults: false,
          directives: {
            "default-src": ["'self'"],
            "script-src": ["'self'", (_req, res) => `'nonce-${nonceOf(res as express.Response)}'`],
            "style-src": ["'self'"],
            "style-src-attr": ["'unsafe-inline'"],
            "img-src": ["'self'", "data:"],
            "font-src": ["'self'", "data:"],
            "connect-src": ["'self'"],
            "frame-src": ["https://maps.google.com", "https://www.google.com"],
            "form-action": ["'self'"],
            "frame-ancestors": ["'none'"],
            "base-uri": ["'self'"],
            "object-src": ["'none'"],
            "manifest-src": ["'self'"],
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
    // Same-origin form posts must carry their Origin, which "no-referrer" would blank out.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: production,
  });
  return [nonce, headers];
}
