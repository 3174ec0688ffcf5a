import path from "node:path";
import type express from "express";
import { tokenFromCookies, type FormGuard } from "../app/form-guard/guard.server";

/**
 * Gives a visitor opening a page the token that times their forms, in a cookie (see FormGuard),
 * unless the one they have is still young. Pages themselves stay the same for everyone, so they
 * can be served as built and compressed once.
 */
export function formTokenCookie(guard: FormGuard): express.RequestHandler {
  return (req, res, next) => {
    const isPage = path.extname(req.path) === "" || req.path.endsWith(".data");
    if (
      (req.method === "GET" || req.method === "HEAD") &&
      isPage &&
      guard.wantsNewToken(tokenFromCookies(req.headers.cookie))
    ) {
      res.append("Set-Cookie", guard.tokenCookie(req.secure));
    }
    next();
  };
}
