import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type express from "express";
import { sendStaticPage, staticPage, type StaticPage } from "./static-page";

/** Every page the build prerendered: the folders under the client build that hold an index.html. */
async function findPages(clientDir: string) {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => {
      const folder = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
      return folder === "" ? "/" : `/${folder}`;
    });
}

/** A file with the Brotli and gzip copies scripts/precompress.mjs wrote next to it. */
async function readStatic(file: string, type: string) {
  const identity = await readFile(file).catch(() => null);
  if (!identity) return null;
  // The build always writes both; a missing one is a broken build, and start-up fails.
  const [br, gzip] = await Promise.all([readFile(`${file}.br`), readFile(`${file}.gz`)]);
  return staticPage(type, { br, gzip, identity });
}

/** Reads each prerendered page (its HTML, and its .data for in-app requests) into memory. */
async function loadPrerendered(clientDir: string) {
  const pages = new Map<string, StaticPage>();
  for (const pagePath of await findPages(clientDir)) {
    const html = path.join(clientDir, pagePath, "index.html");
    const page = await readStatic(html, "text/html; charset=utf-8");
    if (page) pages.set(pagePath, page);
    const dataPath = pagePath === "/" ? "/_root.data" : `${pagePath}.data`;
    const data = await readStatic(path.join(clientDir, dataPath), "text/x-script");
    if (data) pages.set(dataPath, data);
  }
  return pages;
}

/**
 * Answers a GET for a prerendered page (its HTML, or its .data) from memory, at its own URL and
 * without a redirect, as a static file server would: the same bytes for every visitor, compressed
 * at build time (see static-page.ts). (The form token
 * travels in a cookie, set before this: see server/form-token.ts.)
 * A request with a query string is rendered per request instead, since the query may change the page.
 */
export async function servePrerendered(clientDir: string): Promise<express.RequestHandler> {
  const pages = await loadPrerendered(clientDir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // React Router's own routing hint (_routes) does not change a page; any other parameter may.
    const isData = req.path.endsWith(".data");
    const query = new URLSearchParams(req.url.split("?")[1] ?? "");
    query.delete("_routes");
    if (query.size > 0 || (!isData && req.url.includes("?"))) return next();
    const key = req.path.length > 1 && !isData ? req.path.replace(/\/$/, "") : req.path;
    const page = pages.get(key);
    if (!page) return next();
    sendStaticPage(req, res, page);
  };
}
