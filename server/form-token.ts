import path from "node:path";
import type { IncomingMessage } from "node:http";
import type express from "express";
import { tokenFromCookies, type FormGuard } from "../app/features/submissions/guard.server";

/**
 * Gives a visitor opening a page the token that times their forms, in a cookie (see FormGuard),
 * unless the one they have is still young. Pages themselves stay the same for everyone, so they
 * can be served as built and compressed once.
 */
export function formTokenFor(guard: FormGuard) {
  /** The Set-Cookie header's value that gives a new token, when the visitor needs one. */
  return (req: IncomingMessage): string | undefined => {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    const pathname = (req.url ?? "/").split("?")[0]!;
    const isPage = path.extname(pathname) === "" || pathname.endsWith(".data");
    return isPage && guard.wantsNewToken(tokenFromCookies(req.headers.cookie))
      ? guard.tokenCookie()
      : undefined;
  };
}

/** The same, as Express middleware for the pages Express answers. */
export function formTokenCookie(guard: FormGuard): express.RequestHandler {
  const tokenFor = formTokenFor(guard);
  return (req, res, next) => {
    const cookie = tokenFor(req);
    if (cookie) res.appendHeader("Set-Cookie", cookie);
    next();
  };
}
