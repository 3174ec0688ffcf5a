import { existsSync } from "node:fs";
import path from "node:path";
import type express from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

/**
 * Serves the Brotli file written at build time (scripts/precompress.mjs) next to a script,
 * stylesheet or SVG, to browsers that accept it: smaller than on-the-fly gzip, and no CPU per request.
 */
export function servePrecompressed(dir: string, cacheControl: string): express.RequestHandler {
  return (req, res, next) => {
    const type = TYPES[path.extname(req.path)];
    if (!type || !req.acceptsEncodings("br")) return next();
    const file = path.join(dir, path.normalize(req.path));
    if (!file.startsWith(dir) || !existsSync(`${file}.br`)) return next();
    res.set({
      "Content-Type": type,
      "Content-Encoding": "br",
      "Cache-Control": cacheControl,
      Vary: "Accept-Encoding",
    });
    res.sendFile(`${file}.br`);
  };
}
