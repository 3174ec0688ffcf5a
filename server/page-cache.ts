import type { IncomingMessage } from "node:http";
import type express from "express";
import type { Logger } from "pino";
import { compressedPage, sendStaticPage, type StaticPage } from "./static-page";

type Cached = { page: StaticPage; until: number; revision: string | number };

export type PageCacheOptions = {
  /** What the pages show from the database changes with each revision. */
  revision: () => string | number;
  /** The addresses whose pages are the same for every visitor (given the query string). */
  pattern: { test: (path: string) => boolean };
  /**
   * The query parameters the page at an address reads. A page is kept, and rendered, for these
   * alone, in this order; any others (campaign tags, cache busters, junk) make no new rendering.
   */
  reads: (path: string) => readonly string[];
  ttlMs: number;
  maxEntries: number;
  log: Logger;
};

/**
 * Serves pages that are rendered on demand (they read the database or the query string) but are
 * the same for every visitor: the blog list and its searches, and the posts with their comments.
 * Each is kept for the query parameters it reads alone, and rendered once, compressed quickly for its first visitor and again at the best level
 * behind it, and served from memory like a prerendered page. When
 * this instance changes what they show (a comment approved here), the next visitor waits for a new
 * rendering. When `ttlMs` has passed (for a comment approved by another instance on the same
 * database), the copy is still served, for up to another `ttlMs`, while a new one is rendered
 * behind it for the visitors after, so that no visitor of a page in demand waits for a rendering
 * that has probably not changed it. The oldest entries make way when there are `maxEntries`.
 * Anything else, or an answer other than 200, goes on to React Router as usual.
 */
export function cacheRenderedPages(
  /** Renders the page at an address for a visitor's request (React Router, in production). */
  render: (request: Request, req: express.Request) => Promise<Response>,
  { revision, pattern, reads, ttlMs, maxEntries, log }: PageCacheOptions,
): express.RequestHandler & {
  /**
   * A kept page that is current, for a GET or HEAD of a plain Node request: what the server
   * answers ahead of Express, as it answers prerendered pages. Anything else is for Express.
   */
  fresh: (req: IncomingMessage) => StaticPage | undefined;
} {
  const cache = new Map<string, Cached>();

  /** The address a page is kept and rendered at: its path, and the parameters it reads. */
  function keyOf(url: string) {
    const mark = url.indexOf("?");
    if (mark < 0) return url;
    const path = url.slice(0, mark);
    const given = new URLSearchParams(url.slice(mark + 1));
    const query = new URLSearchParams();
    for (const name of reads(path)) {
      const value = given.get(name);
      if (value !== null) query.set(name, value);
    }
    return query.size ? `${path}?${query}` : path;
  }

  const rendering = new Map<string, Promise<StaticPage | null>>();
  /**
   * Kept pages waiting to be compressed at the best level, one at a time, so that a burst of new
   * renderings never waits for (or floods the thread pool with) the slow compression.
   */
  let smaller: Promise<unknown> = Promise.resolve();

  function compressBestLater(key: string, page: StaticPage) {
    smaller = smaller
      .then(async () => {
        if (cache.get(key)?.page !== page) return;
        const best = await compressedPage(page.type, page.bodies.identity, "best");
        const entry = cache.get(key);
        if (entry?.page === page) entry.page = best;
      })
      .catch((error: unknown) =>
        log.error({ err: error, url: key }, "page cache: compression failed"),
      );
  }

  async function renderOnce(req: express.Request, key: string) {
    const rendered = revision();
    const url = new URL(key, `${req.protocol}://${req.get("host") ?? "localhost"}`);
    const response = await render(new Request(url, { method: "GET" }), req);
    if (response.status !== 200 || response.headers.has("Set-Cookie")) return null;
    const type = response.headers.get("Content-Type") ?? "text/html; charset=utf-8";
    const page = await compressedPage(type, Buffer.from(await response.arrayBuffer()), "quick");
    cache.delete(key);
    cache.set(key, { page, until: Date.now() + ttlMs, revision: rendered });
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
    compressBestLater(key, page);
    return page;
  }

  /** One rendering of a page at a time: visitors asking at the same moment share it. */
  function renderShared(req: express.Request, key: string) {
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderOnce(req, key).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  const fresh = (req: IncomingMessage) => {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    const key = keyOf(req.url ?? "/");
    const hit = cache.get(key);
    if (!hit || hit.revision !== revision() || hit.until <= Date.now()) return undefined;
    return pattern.test(key.split("?")[0]!) ? hit.page : undefined;
  };

  const handler: express.RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !pattern.test(req.path)) return next();
    const key = keyOf(req.originalUrl);
    const hit = cache.get(key);
    const now = Date.now();
    // A copy past its time is still served within a further `ttlMs`; a page nobody has asked for
    // in that while is rendered for its visitor.
    if (hit && hit.revision === revision() && now < hit.until + ttlMs) {
      if (hit.until <= now)
        renderShared(req, key).then(
          (page) => {
            // A page that is no longer there (a post taken down) is not served from the copy again.
            if (!page) cache.delete(key);
          },
          (error: unknown) => log.error({ err: error, url: key }, "page cache: rendering failed"),
        );
      return sendStaticPage(req, res, hit.page);
    }
    renderShared(req, key).then((page) => (page ? sendStaticPage(req, res, page) : next()), next);
  };
  return Object.assign(handler, { fresh });
}
