import type express from "express";
import { legacyRedirects } from "../app/content/menus";

/** Old addresses answer a permanent redirect to the page that serves their purpose now. */
export const redirects: express.RequestHandler = (req, res, next) => {
  const target = legacyRedirects[req.path];
  if (target) return res.redirect(301, target);
  const blog = /^\/blog\/([a-z0-9-]+)\/?$/.exec(req.path);
  if (blog) return res.redirect(301, `/news/${blog[1]}`);
  next();
};
