import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { readFile } from "node:fs/promises";
import { legacyRedirects } from "../app/content/menus";
import { prerenderedPaths } from "../app/prerendered-paths";
import { readEnv } from "../app/server/env.server";
import { FORM_TOKEN_PLACEHOLDER } from "../app/server/form-guard.server";
import { createServices, type AppServices } from "../app/server/services.server";
import { guardPosts } from "./guard-posts";
import { servePrecompressed } from "./precompressed";

let env;
try {
  env = readEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const log = pino({ level: env.LOG_LEVEL });
const production = env.NODE_ENV === "production";
const clientDir = path.resolve("build/client");
/** Each prerendered file split at its form-token placeholders, so a response needs only a join. */
const prerendered = new Map<string, { parts: string[]; type: string }>();

let services: AppServices;
try {
  services = await createServices(env, log);
} catch (error) {
  log.fatal({ err: error }, "could not open the database");
  process.exit(1);
}
services.outbox.start(env.OUTBOX_POLL_MS);
// Counters of finished rate-limit windows are of no further use; they are deleted as they expire.
setInterval(() => {
  services.guard
    .pruneRateLimits()
    .catch((error: unknown) => log.warn({ err: error }, "pruning rate limits failed"));
}, env.FORM_RATE_LIMIT_WINDOW_MS).unref();

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);

app.use(
  helmet({
    contentSecurityPolicy: production
      ? {
          directives: {
            "default-src": ["'self'"],
            // Prerendered pages carry React Router's inline hydration data, so inline scripts are allowed.
            "script-src": ["'self'", "'unsafe-inline'"],
            "style-src": ["'self'", "'unsafe-inline'"],
            "img-src": ["'self'", "data:"],
            "font-src": ["'self'", "data:"],
            "connect-src": ["'self'"],
            "frame-src": ["https://maps.google.com", "https://www.google.com"],
            "form-action": ["'self'"],
            "frame-ancestors": ["'none'"],
            "base-uri": ["'self'"],
            "object-src": ["'none'"],
            "upgrade-insecure-requests": null,
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
    // Same-origin form posts must carry their Origin, which "no-referrer" would blank out.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: production,
  }),
);
app.use(compression());
app.use(guardPosts(log));

app.use((req, res, next) => {
  const target = legacyRedirects[req.path];
  if (target) return res.redirect(301, target);
  const blog = /^\/blog\/([a-z0-9-]+)\/?$/.exec(req.path);
  if (blog) return res.redirect(301, `/news/${blog[1]}`);
  next();
});

let build: ServerBuild | (() => Promise<ServerBuild>);
if (production) {
  app.use("/assets", servePrecompressed(path.join(clientDir, "assets")));
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
  );
  await loadPrerendered();
  app.use(servePrerendered);
  app.use(
    "/images",
    express.static(path.join(clientDir, "images"), { maxAge: "30d", index: false }),
  );
  const staticFiles = express.static(clientDir, { maxAge: "1d", index: false, redirect: false });
  // Prerendered .data files are answered from memory above; on disk they lack the query's effect.
  app.use((req, res, next) => (req.path.endsWith(".data") ? next() : staticFiles(req, res, next)));
  build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
} else {
  const vite = await import("vite").then((v) =>
    v.createServer({ server: { middlewareMode: true } }),
  );
  app.use(vite.middlewares);
  build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
}

app.use(
  createRequestHandler({
    build,
    mode: env.NODE_ENV,
    getLoadContext: (req) => ({ services, ip: req.ip ?? "unknown" }),
  }),
);

app.use(((error, _req, res, _next) => {
  log.error({ err: error }, "unhandled request error");
  if (!res.headersSent) res.status(500).type("text/plain").send("Unexpected Application Error!");
}) satisfies express.ErrorRequestHandler);

/**
 * Answers a GET for a prerendered page (its HTML, or its .data for in-app navigation) from memory, at
 * its own URL and without a redirect, with a fresh form token in place of the build-time placeholder.
 * A request with a query string is rendered per request instead, since the query may change the page.
 */
async function loadPrerendered() {
  for (const pagePath of prerenderedPaths) {
    const html = path.join(clientDir, pagePath, "index.html");
    prerendered.set(pagePath, {
      parts: (await readFile(html, "utf8")).split(FORM_TOKEN_PLACEHOLDER),
      type: "text/html; charset=utf-8",
    });
    const dataPath = pagePath === "/" ? "/_root.data" : `${pagePath}.data`;
    const dataFile = await readFile(path.join(clientDir, dataPath), "utf8").catch(() => null);
    if (dataFile !== null) {
      prerendered.set(dataPath, {
        parts: dataFile.split(FORM_TOKEN_PLACEHOLDER),
        type: "text/x-script",
      });
    }
  }
}

function servePrerendered(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  // React Router's own routing hint (_routes) does not change a page; any other parameter may.
  const isData = req.path.endsWith(".data");
  const query = new URLSearchParams(req.url.split("?")[1] ?? "");
  query.delete("_routes");
  if (query.size > 0 || (!isData && req.url.includes("?"))) return next();
  const key = req.path.length > 1 && !isData ? req.path.replace(/\/$/, "") : req.path;
  const file = prerendered.get(key);
  if (!file) return next();
  res.setHeader("Cache-Control", "no-cache");
  res.type(file.type);
  // Only pages with a form carry the placeholder; the others need no token.
  res.send(file.parts.length === 1 ? file.parts[0] : file.parts.join(services.guard.issueToken()));
}

const server = app.listen(env.PORT, env.HOST, () => {
  log.info(
    `Nakshi Labs site on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => {
      void services.close().finally(() => process.exit(0));
    });
  });
}
