import type express from "express";
import { originOf } from "../app/features/submissions/request-guard.server";
import type { Backend } from "../app/backend.server";
import { isWorkspacePath, signInPath } from "../app/lib/workspace";

/**
 * Addresses of the workspace that need no signed-in session: signing in, the first owner's
 * set-up, "forgot password", and the pages a reset's or an invitation's link opens.
 */
const isOpen = (path: string) =>
  /^\/admin\/(sign-in(\/code)?|setup|forgot|(reset|invitation)\/[\w-]{1,100})(\.data)?$/i.test(
    path,
  );

/** Addresses a person who must change a one-time password may still use. */
const isPasswordChange = (path: string) => /^\/admin\/(password|sign-out)(\.data)?$/i.test(path);

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
    // A workspace POST must come from a page of this site; unlike the public forms, one that does
    // not say where it comes from is refused.
    if (req.method === "POST" && originOf(req) !== "same-origin") {
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
          return res.redirect(303, signInPath(req.method === "GET" ? req.originalUrl : "/admin"));
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
