import type express from "express";
import type { Backend } from "../app/server/backend.server";

/** The workspace's addresses: /admin, everything under it, and its data requests. */
export const isWorkspacePath = (path: string) => /^\/admin(\/|\.data$|$)/.test(path);

/** Addresses of the workspace that need no signed-in session. */
const isOpen = (path: string) => /^\/admin\/sign-in(\.data)?$/.test(path);

/** Addresses a person who must change a one-time password may still use. */
const isPasswordChange = (path: string) => /^\/admin\/(password|sign-out)(\.data)?$/.test(path);

/**
 * A workspace POST must come from a page of this site: the browser says so in Sec-Fetch-Site, or
 * else its Origin names this host. Unlike the public forms, a request that says neither is refused.
 */
function isSameOrigin(req: express.Request) {
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin";
  const origin = req.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host === req.get("host");
  } catch {
    return false;
  }
}

/**
 * Guards /admin before any route runs: nothing there is cached or indexed; a POST from another
 * origin is refused; the signed-in person (if any) is looked up once and handed to the routes; an
 * anonymous request gets the sign-in page (a page) or 401 (data, exports, posts by script); a
 * person with a one-time password is sent to choose their own first.
 */
export function guardWorkspace(backend: Backend): express.RequestHandler {
  return (req, res, next) => {
    if (!isWorkspacePath(req.path)) return next();
    res.set("Cache-Control", "no-store");
    res.set("X-Robots-Tag", "noindex, nofollow");
    if (req.method === "POST" && !isSameOrigin(req)) {
      backend.log.warn({ path: req.path, ip: req.ip }, "cross-origin workspace request refused");
      return res.status(403).type("text/plain").send("Refused: not sent from this site.");
    }
    backend.workspace
      .signedIn(req.get("cookie"))
      .then((staff) => {
        res.locals.staff = staff;
        const wantsPage = req.method === "GET" && !/\.(data|csv)$/.test(req.path);
        if (!staff && !isOpen(req.path)) {
          // A form sent without JavaScript is a page too; data and exports are answered 401.
          const isPlainForm = req.method === "POST" && !req.path.endsWith(".data");
          if (!wantsPage && !isPlainForm) {
            return res.status(401).type("text/plain").send("Sign in to the workspace first.");
          }
          const next = req.method === "GET" ? req.originalUrl : "/admin";
          return res.redirect(303, `/admin/sign-in?next=${encodeURIComponent(next)}`);
        }
        if (staff?.user.mustChangePassword && !isPasswordChange(req.path) && !isOpen(req.path)) {
          if (!wantsPage)
            return res.status(403).type("text/plain").send("Choose a password first.");
          return res.redirect(303, "/admin/password");
        }
        next();
      })
      .catch(next);
  };
}
