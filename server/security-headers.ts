import { randomBytes } from "node:crypto";
import type express from "express";
import helmet from "helmet";

/** The Content-Security-Policy nonce of a response, made before any page is rendered. */
export const nonceOf = (res: express.Response) => res.locals.cspNonce as string;

/**
 * The production Content-Security-Policy, apart from its inline scripts: this site's own files
 * and the map frame; inline styles only as attributes.
 */
const directives = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "style-src-attr": ["'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  // The site's own: the workspace shows a page's private preview at a phone's width.
  "frame-src": ["'self'", "https://maps.google.com", "https://www.google.com"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'self'"],
  "object-src": ["'none'"],
  "manifest-src": ["'self'"],
};

/**
 * The policy of a page served as it was built (see prerendered.ts): its inline scripts are always
 * the same, so they are allowed by their hashes rather than by a nonce in the page.
 */
export function policyWithScriptHashes(hashes: string[]) {
  return Object.entries({
    ...directives,
    "script-src": [...directives["script-src"], ...hashes.map((hash) => `'${hash}'`)],
  })
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join(";");
}

/** The build's own files: scripts, styles, fonts and images, named by their content. */
const BUILD_FILES = /^\/(assets|images)\//;

/** A private preview, which the workspace frames; no other page is framed, here or elsewhere. */
const PREVIEW = /^\/(?:[a-z]{2}\/)?preview\//;

/**
 * A fresh nonce for each response, then Helmet's headers. In production an inline script of a
 * page rendered for the request runs only with the response's nonce (React Router's hydration data
 * and the page's small starters carry it); prerendered pages replace this policy with their own.
 * The build's files get only the headers that protect a file (nosniff, who may embed it, HSTS):
 * a policy, framing or referrer rules mean nothing on a script or an image, and on a slow link
 * their 700 bytes would come with every one of them.
 */
export function securityHeaders(production: boolean) {
  const nonce: express.RequestHandler = (req, res, next) => {
    if (!BUILD_FILES.test(req.path)) res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
  const fileOptions = {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    strictTransportSecurity: production,
  } as const;
  const fileHeaders = helmet(fileOptions);
  // The site's images are shown in its e-mails and on other sites (a shared page's picture).
  const imageHeaders = helmet({
    ...fileOptions,
    crossOriginResourcePolicy: { policy: "cross-origin" },
  });
  const pageHeaders = (framedBy: string) =>
    helmet({
      contentSecurityPolicy: production
        ? {
            useDefaults: false,
            directives: {
              ...directives,
              "script-src": [
                ...directives["script-src"],
                (_req, res) => `'nonce-${nonceOf(res as express.Response)}'`,
              ],
              "frame-ancestors": [framedBy],
            },
          }
        : false,
      crossOriginEmbedderPolicy: false,
      // Same-origin form posts must carry their Origin, which "no-referrer" would blank out.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: production,
    });
  const headers = pageHeaders("'none'");
  const previewHeaders = pageHeaders("'self'");
  const headersFor: express.RequestHandler = (req, res, next) =>
    (BUILD_FILES.test(req.path)
      ? req.path.startsWith("/images/")
        ? imageHeaders
        : fileHeaders
      : PREVIEW.test(req.path)
        ? previewHeaders
        : headers)(req, res, next);
  return [nonce, headersFor] as const;
}

/**
 * The headers `securityHeaders` gives every response, made once: for the pages served as built
 * ahead of Express, which add their own Content-Security-Policy.
 */
export function staticSecurityHeaders(production: boolean) {
  const recorded = new Map<string, string | number | readonly string[]>();
  const response = {
    locals: { cspNonce: "" },
    setHeader: (name: string, value: string | number | readonly string[]) =>
      recorded.set(name, value),
    removeHeader: (name: string) => recorded.delete(name),
  };
  const [, headers] = securityHeaders(production);
  headers(
    { path: "/" } as express.Request,
    response as unknown as express.Response,
    () => undefined,
  );
  recorded.delete("Content-Security-Policy");
  return [...recorded];
}
