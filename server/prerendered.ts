import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type express from "express";
import { FORM_TOKEN_PLACEHOLDER } from "../app/form-guard/guard.server";
import { NONCE_PLACEHOLDER } from "../app/lib/csp";
import { nonceOf } from "./security-headers";

/** A prerendered file split at its placeholders: text, placeholder, text, … */
type Prerendered = { parts: string[]; type: string };

const PLACEHOLDERS = new RegExp(`(${FORM_TOKEN_PLACEHOLDER}|${NONCE_PLACEHOLDER})`);

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

/**
 * Reads each prerendered page (its HTML, and its .data for in-app navigation) into memory, split at
 * its form-token and nonce placeholders, so that a response needs only a join.
 */
async function loadPrerendered(clientDir: string) {
  const pages = new Map<string, Prerendered>();
  for (const pagePath of await findPages(clientDir)) {
    const html = path.join(clientDir, pagePath, "index.html");
    pages.set(pagePath, {
      parts: (await readFile(html, "utf8")).split(PLACEHOLDERS),
      type: "text/html; charset=utf-8",
    });
    const dataPath = pagePath === "/" ? "/_root.data" : `${pagePath}.data`;
    const dataFile = await readFile(path.join(clientDir, dataPath), "utf8").catch(() => null);
    if (dataFile !== null) {
      pages.set(dataPath, { parts: dataFile.split(PLACEHOLDERS), type: "text/x-script" });
    }
  }
  return pages;
}

/**
 * Answers a GET for a prerendered page (its HTML, or its .data for in-app navigation) from memory, at
 * its own URL and without a redirect, with a fresh form token and the response's nonce in place of
 * the build-time placeholders.
 * A request with a query string is rendered per request instead, since the query may change the page.
 */
export async function servePrerendered(
  clientDir: string,
  issueToken: () => string,
): Promise<express.RequestHandler> {
  const pages = await loadPrerendered(clientDir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // React Router's own routing hint (_routes) does not change a page; any other parameter may.
    const isData = req.path.endsWith(".data");
    const query = new URLSearchParams(req.url.split("?")[1] ?? "");
    query.delete("_routes");
    if (query.size > 0 || (!isData && req.url.includes("?"))) return next();
    const key = req.path.length > 1 && !isData ? req.path.replace(/\/$/, "") : req.path;
    const file = pages.get(key);
    if (!file) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.type(file.type);
    // Only pages with a form carry the token placeholder; a page issues one token for all its forms.
    let token: string | undefined;
    const fill = (part: string) =>
      part === FORM_TOKEN_PLACEHOLDER
        ? (token ??= issueToken())
        : part === NONCE_PLACEHOLDER
          ? nonceOf(res)
          : part;
    res.send(file.parts.length === 1 ? file.parts[0] : file.parts.map(fill).join(""));
  };
}
