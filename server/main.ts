import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import proxyAddress from "proxy-addr";
import { createRequestHandler as createFetchHandler, type ServerBuild } from "react-router";
import { defaultLocale, loadAllCopies, unlocalizedPath } from "../app/content/copy";
import { serverCopyFor } from "../app/content/server-copy.server";
import { requestContext } from "../app/platform/context.server";
import { InsightsCollector } from "../app/features/insights/insights.server";
import type { SignedIn } from "../app/features/staff/workspace-auth.server";
import { guardRequests, isValidHost } from "../app/features/submissions/request-guard.server";
import { blogQueryParameters } from "../app/lib/blog-query";
import { publicPages } from "../app/lib/public-pages";
import { formTokenCookie, formTokenFor } from "./form-token";
import { healthChecks } from "./health";
import { cacheRenderedPages } from "./page-cache";
import { shutDownOnSignal, startUp } from "./lifecycle";
import { servePrecompressed } from "./precompressed";
import { sendStaticPage } from "./static-page";
import { noteNotFound, redirects, staffRedirect } from "./redirects";
import { guardWorkspace } from "./workspace";
import { nonceOf, securityHeaders, staticSecurityHeaders } from "./security-headers";

/**
 * The query parameters a public page reads: the blog list its search, filters and page, a post
 * the comment being answered, the order page its product, the quote form its plan; every other
 * page none (a landing page's campaign tags reach its form from the browser's address, or from
 * the Referer of a form sent without scripts).
 */
const queryReadAt = (pagePath: string): readonly string[] => {
  const page = unlocalizedPath(pagePath);
  if (/^\/news\/?$/.test(page)) return blogQueryParameters;
  if (/^\/news\/(?!rss\.xml$|atom\.xml$)[^/.]+$/.test(page)) return ["replyto"];
  if (page === "/shops/shop-details") return ["product"];
  if (page === "/request-quote") return ["plan"];
  return [];
};

await loadAllCopies();
const { env, log, backend } = await startUp();
const production = env.NODE_ENV === "production";
const clientDir = path.resolve("build/client");

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);
app.use(...securityHeaders(production));
app.use(healthChecks(backend));
app.use(compression());
app.use(guardRequests(log));
app.use(guardWorkspace(backend));
app.use(redirects);
app.use(noteNotFound(backend.redirects));
app.use(formTokenCookie(backend.guard));

const loadContext = (req: express.Request, res?: express.Response) =>
  requestContext(
    backend,
    { ip: req.ip ?? "unknown", cspNonce: res && nonceOf(res) },
    res?.locals.staff as SignedIn | undefined,
  );

let build: ServerBuild | (() => Promise<ServerBuild>);
let keptPages: ReturnType<typeof cacheRenderedPages> | undefined;
if (production) {
  // A folder of the build: its Brotli copies first, then the files, under one cache lifetime.
  const buildFolder = (folder: string, maxAgeSeconds: number, immutable = false) => {
    const dir = path.join(clientDir, folder);
    const cacheControl = `public, max-age=${maxAgeSeconds}${immutable ? ", immutable" : ""}`;
    return [
      servePrecompressed(dir, cacheControl),
      express.static(dir, { immutable, maxAge: maxAgeSeconds * 1000, index: false }),
    ];
  };
  app.use("/assets", buildFolder("assets", 365 * 24 * 3600, true));
  app.use("/images", buildFolder("images", 30 * 24 * 3600));
  const staticFiles = express.static(clientDir, {
    maxAge: "1d",
    index: false,
    redirect: false,
  });
  app.use(staticFiles);
  build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  // The public pages, in every language: each kept from one rendering until the content or the
  // facts change on any instance or a comment is approved here, and rendered again behind the
  // copy after a minute.
  const renderPage = createFetchHandler(build, "production");
  keptPages = cacheRenderedPages((request, req) => renderPage(request, loadContext(req)), {
    revision: () => `${backend.content.revision()}.${backend.published.revision()}`,
    pattern: publicPages,
    reads: queryReadAt,
    ttlMs: 60_000,
    maxEntries: 800,
    log,
  });
  app.use(keptPages);
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
    getLoadContext: loadContext,
  }),
);

app.use(((error, _req, res, _next) => {
  log.error({ err: error }, "unhandled request error");
  if (!res.headersSent) {
    res.status(500).type("text/plain").send(serverCopyFor(defaultLocale).refusals.serverError);
  }
}) satisfies express.ErrorRequestHandler);

/** The security headers of an answer that is not a page (no Content-Security-Policy). */
const plainHeaders = staticSecurityHeaders(production);

/**
 * In production the pages that are the same for every visitor (kept pages that are current) are
 * answered ahead of Express, as a static file server would answer them, with the same headers and
 * form token Express would add; every other request goes through Express.
 */
let asBuilt: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
if (production) {
  const tokenFor = formTokenFor(backend.guard);
  const security = plainHeaders.flatMap(([name, value]) => [name, String(value)]);
  asBuilt = (req, res) => {
    const page = isValidHost(req.headers.host) ? keptPages?.fresh(req) : undefined;
    if (!page) return false;
    const cookie = tokenFor(req);
    sendStaticPage(req, res, page, security, cookie);
    return true;
  };
}

// A browser's count for the insights is answered before anything else: it is the most frequent
// request and needs none of what Express adds (the visitor's address as Express would read it).
const trustedProxy = app.get("trust proxy fn") as Parameters<typeof proxyAddress>[1];
const server = createServer((req, res) => {
  if (InsightsCollector.asks(req))
    backend.insights.collect(req, res, proxyAddress(req, trustedProxy));
  else if (!staffRedirect(backend.redirects, req, res, plainHeaders) && !asBuilt?.(req, res))
    void app(req, res);
});
server.listen(env.PORT, env.HOST, () => {
  log.info(
    `Nakshi Labs site on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`,
  );
});
shutDownOnSignal(server, backend, log);
