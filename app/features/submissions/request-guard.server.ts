import type express from "express";
import type { Logger } from "pino";
import { copyFor, localeOfPath, type Copy } from "~/content/copy";
import { serverCopyFor, type ServerCopy } from "~/content/server-copy.server";
import { canonicalPath } from "~/lib/canonical-path";
import { MAX_UPLOAD_BYTES, UPLOAD_PATH } from "~/lib/media";
import { sameSitePath } from "~/lib/safe-redirect";

/** The largest form submission accepted; the longest message field is 5,000 characters. */
const MAX_BODY_BYTES = 64 * 1024;
/** An upload to the media library: the largest file it takes, and the form around it. */
const MAX_UPLOAD_BODY = MAX_UPLOAD_BYTES + MAX_BODY_BYTES;
/**
 * The workspace's editors of long text: a post, or the site's team and stories in three
 * languages, where a Bangla or Arabic letter travels as nine bytes (a long post is about 50 KB),
 * and a main page sent to its preview.
 */
const EDITOR_PATHS = /^\/admin\/(content|site)(\/|\.data$|$)|^\/([a-z]{2}\/)?preview\/page\//;
const MAX_EDITOR_BODY = 1024 * 1024;

/** The largest body a request to a path may carry. */
const bodyLimit = (path: string) =>
  path === UPLOAD_PATH
    ? MAX_UPLOAD_BODY
    : EDITOR_PATHS.test(path)
      ? MAX_EDITOR_BODY
      : MAX_BODY_BYTES;

/** A refusal page in the language of the page the form was sent to. */
function page(copy: Copy, refusals: ServerCopy["refusals"], title: string, text: string) {
  const { code, dir } = copy.locale;
  return `<!doctype html><html lang="${code}" dir="${dir}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6"><h1>${title}</h1><p>${text}</p><p><a href="/">${refusals.home}</a></p></body></html>`;
}

/**
 * Where a request says it comes from: browsers say so in Sec-Fetch-Site ("none": the visitor's own
 * action, not a page's); older ones by their Origin header, which names this host or not. Clients
 * that send neither (scripts, curl) leave it unstated.
 */
export function originOf(req: express.Request): "same-origin" | "none" | "elsewhere" | "unstated" {
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite === "same-origin" || fetchSite === "none") return fetchSite;
  if (fetchSite) return "elsewhere";
  const origin = req.get("origin");
  if (!origin) return "unstated";
  try {
    return new URL(origin).host === req.get("host") ? "same-origin" : "elsewhere";
  } catch {
    return "elsewhere";
  }
}

const HOST_SHAPE = /^(?:[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/**
 * A Host header a browser could have sent: a name or address, and a port a connection can have;
 * what passes also makes a URL (React Router builds the request's URL from it).
 */
export function isValidHost(host: string | undefined) {
  if (host !== undefined && validHosts.has(host)) return true;
  const shape = host && host.length <= 260 ? HOST_SHAPE.exec(host) : null;
  if (!shape || Number(shape[1] ?? 0) > 65_535) return false;
  const valid = URL.canParse(`http://${host}/`);
  // A site answers to a handful of names: each is checked once (a few hundred at most are kept).
  if (valid && validHosts.size < 256) validHosts.add(host!);
  return valid;
}

/** The hosts found valid so far. */
const validHosts = new Set<string>();

/** The methods the site answers; React Router would run a form's action for any other. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

/**
 * Checks every request before any route runs. It must name a valid host and use a method the site
 * answers (TRACE, PUT, DELETE and the like are refused, so no form action runs for them). A POST must
 * come from this site (cross-site posts are refused), say how long it is, and be small. An address
 * not written in its one spelling is sent to that spelling (one that cannot be an address is
 * refused), so that what follows decides on one path however the address was written. An address
 * ending in /index.html is sent to the page's own address, so the raw prerendered file (with its
 * build-time token) is never served. Refusals are readable pages with a 4xx status.
 */
export function guardRequests(log: Logger): express.RequestHandler {
  return (req, res, next) => {
    const locale = localeOfPath(req.path);
    const copy = copyFor(locale);
    const { refusals } = serverCopyFor(locale);
    const refuse = (status: number, { title, text }: { title: string; text: string }) => {
      log.warn({ status, method: req.method, path: req.path, ip: req.ip }, title);
      res
        .status(status)
        .type("html")
        .set("Connection", "close")
        .send(page(copy, refusals, title, text));
    };
    if (!isValidHost(req.get("host"))) return refuse(400, refusals.badRequest);
    if (!ALLOWED_METHODS.includes(req.method)) {
      res.set("Allow", ALLOWED_METHODS.join(", "));
      return refuse(405, refusals.methodNotAllowed);
    }
    // Every decision after this one reads the path in its one spelling (lib/canonical-path.ts):
    // any other is sent there first, a form to be sent again.
    const path = canonicalPath(req.path);
    if (path === null) return refuse(400, refusals.badRequest);
    if (path !== req.path) {
      return res.redirect(req.method === "POST" ? 308 : 301, path + req.url.slice(req.path.length));
    }
    if (req.method !== "POST") {
      if (req.path.endsWith("/index.html")) {
        const query = req.url.slice(req.path.length);
        const target = sameSitePath((req.path.slice(0, -"/index.html".length) || "/") + query);
        return target ? res.redirect(301, target) : refuse(400, refusals.badRequest);
      }
      return next();
    }
    // Public forms also take posts from clients that do not say where they come from.
    if (originOf(req) === "elsewhere") return refuse(403, refusals.crossSite);
    const length = req.get("content-length");
    if (length === undefined) return refuse(411, refusals.lengthRequired);
    if (!/^\d+$/.test(length) || Number(length) > bodyLimit(req.path)) {
      return refuse(413, refusals.tooLarge);
    }
    next();
  };
}
