import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { deferHydration } from "~/lib/defer-hydration";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (no loader here streams deferred data, and pages
 * are small), so that the hydration start-up can be rewritten to wait for the page's own content:
 * see `deferHydration`.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
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
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const html = deferHydration(Buffer.concat(chunks).toString("utf8"));
            resolve(new Response(html, { status, headers: responseHeaders }));
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
