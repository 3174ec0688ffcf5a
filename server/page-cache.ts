import type express from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { compressedPage, sendStaticPage, type StaticPage } from "./static-page";

type Cached = { page: StaticPage; until: number; revision: number };

export type PageCacheOptions = {
  /** What the pages show from the database changes with each revision. */
  revision: () => number;
  /** The addresses whose pages are the same for every visitor (given the query string). */
  pattern: RegExp;
  ttlMs: number;
  maxEntries: number;
};

/**
 * Serves pages that are rendered on demand (they read the database or the query string) but are
 * the same for every visitor: the blog list and its searches, and the posts with their comments.
 * Each is rendered once, compressed once and served from memory like a prerendered page, until
 * this instance changes what they show (a comment approved here) or `ttlMs` passes (a comment
 * approved by another instance on the same database). The oldest entries
 * make way when there are `maxEntries`. Anything else, or an answer other than 200, goes on to
 * React Router as usual.
 */
export function cacheRenderedPages(
  build: ServerBuild,
  loadContext: (req: express.Request) => AppLoadContext,
  { revision, pattern, ttlMs, maxEntries }: PageCacheOptions,
): express.RequestHandler {
  const render = createRequestHandler(build, "production");
  const cache = new Map<string, Cached>();
  const rendering = new Map<string, Promise<StaticPage | null>>();

  async function renderOnce(req: express.Request, key: string) {
    const rendered = revision();
    const url = new URL(key, `${req.protocol}://${req.get("host") ?? "localhost"}`);
    const response = await render(new Request(url, { method: "GET" }), loadContext(req));
    if (response.status !== 200 || response.headers.has("Set-Cookie")) return null;
    const type = response.headers.get("Content-Type") ?? "text/html; charset=utf-8";
    const page = await compressedPage(type, Buffer.from(await response.arrayBuffer()));
    cache.delete(key);
    cache.set(key, { page, until: Date.now() + ttlMs, revision: rendered });
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
    return page;
  }

  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !pattern.test(req.path)) return next();
    const key = req.originalUrl;
    const hit = cache.get(key);
    if (hit && hit.until > Date.now() && hit.revision === revision())
      return sendStaticPage(req, res, hit.page);
    // Visitors asking at the same moment share one rendering.
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderOnce(req, key).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    pending.then((page) => (page ? sendStaticPage(req, res, page) : next()), next);
  };
}
