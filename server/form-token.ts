import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import type express from "express";
import { tokenFromCookies, type FormGuard } from "../app/features/submissions/guard.server";

/**
 * Gives a visitor opening a page the token that times their forms, in a cookie (see FormGuard),
 * unless the one they have is still young. Pages themselves stay the same for everyone, so they
 * can be served as built and compressed once.
 */
export function giveFormToken(guard: FormGuard) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? "/").split("?")[0]!;
    const isPage = path.extname(pathname) === "" || pathname.endsWith(".data");
    if (
      (req.method === "GET" || req.method === "HEAD") &&
      isPage &&
      guard.wantsNewToken(tokenFromCookies(req.headers.cookie))
    ) {
      res.appendHeader("Set-Cookie", guard.tokenCookie());
    }
  };
}

/** The same, as Express middleware for the pages Express answers. */
export function formTokenCookie(guard: FormGuard): express.RequestHandler {
  const give = giveFormToken(guard);
  return (req, res, next) => {
    give(req, res);
    next();
  };
}
