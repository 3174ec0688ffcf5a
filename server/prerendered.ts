import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { IncomingMessage } from "node:http";
import { staticPage, type StaticPage } from "./static-page";

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
 * Finds the prerendered page (its HTML, or its .data) a GET or HEAD asks for, at its own URL and
 * without a redirect, in memory: the same bytes for every visitor, compressed at build time (see
 * static-page.ts). A request with a query string is rendered per request instead, since the
 * query may change the page.
 */
export async function findPrerendered(clientDir: string) {
  const pages = await loadPrerendered(clientDir);
  return (req: IncomingMessage): StaticPage | undefined => {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    const [pathname = "/", search] = (req.url ?? "/").split("?");
    // React Router's own routing hint (_routes) does not change a page; any other parameter may.
    const isData = pathname.endsWith(".data");
    const query = new URLSearchParams(search ?? "");
    query.delete("_routes");
    if (query.size > 0 || (!isData && search !== undefined)) return undefined;
    return pages.get(pathname.length > 1 && !isData ? pathname.replace(/\/$/, "") : pathname);
  };
}
