import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { loadAllCopies } from "~/content/copy";
import { NonceProvider } from "~/components/nonce-context";
import { deferHydration } from "~/lib/page/defer-hydration";
import { runtimeOf } from "~/lib/page/runtime";
import { visitContext } from "~/platform/context.server";

export const streamTimeout = 5_000;

// Every language's copy is loaded before the first page is rendered.
await loadAllCopies();

/**
 * Renders the whole document before answering (no loader here streams deferred data, and pages
 * are small), so that the hydration start-up can be rewritten to wait for the page's own content:
 * see `deferHydration`. The renderer gives the inline scripts it writes a nonce: the response's
 * Content-Security-Policy nonce for a page rendered for one response; for a page served as built
 * or kept (prerendered, or kept per content revision), one made for this rendering, by which the
 * server tells its scripts from any other and allows them by their hashes (lib/csp.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
) {
  const nonce = loadContext?.get(visitContext).cspNonce ?? randomBytes(16).toString("base64");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          clearTimeout(timeout);
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            // Thrown here, an error would leave the stream's event unhandled and end the process
            // (a page too long to be one string did); rejected, it is this request's 500.
            try {
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const { matches, loaderData } = routerContext.staticHandlerContext;
              const runtime = runtimeOf(
                new URL(request.url).pathname,
                matches.map(({ route }) => ({
                  handle: routerContext.routeModules[route.id]?.handle,
                  data: loaderData[route.id],
                })),
              );
              const page = Buffer.concat(chunks).toString("utf8");
              const html = deferHydration(page, runtime, nonce);
              resolve(new Response(html, { status, headers: responseHeaders }));
            } catch (error) {
              reject(error);
            }
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Errors in the shell reject and are logged by React Router itself.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
