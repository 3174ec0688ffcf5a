import { createContext, RouterContextProvider, type RouterContext } from "react-router";
import type { Backend } from "~/backend.server";
import type { SignedIn } from "~/features/staff/index.server";

/**
 * A context is known by its identity, and the server's entry is bundled apart from the app (and
 * in development loaded apart from Vite's copy of it): each context is made once per process and
 * found again by name, so that what the entry sets is what the routes read.
 */
function shared<T>(name: string, make: () => RouterContext<T>): RouterContext<T> {
  const registry = globalThis as unknown as Record<symbol, RouterContext<T> | undefined>;
  const key = Symbol.for(`nakshi-labs.context.${name}`);
  return (registry[key] ??= make());
}

/** The wiring every loader and action works with: database, outbox, guards, log. */
export const backendContext = shared("backend", () => createContext<Backend>());

export type Visit = {
  /** The visitor's address as the server sees it (after trusted proxies). */
  ip: string;
  /**
   * This response's Content-Security-Policy nonce, for the page's inline scripts; none when the
   * page is rendered to be served again (its scripts are then allowed by their hashes).
   */
  cspNonce?: string;
};

/** Who asks; a page prerendered at build time is asked for by nobody in particular. */
export const visitContext = shared("visit", () => createContext<Visit>({ ip: "unknown" }));

/**
 * The session of a workspace request's cookie, as the server's workspace guard found it, if any;
 * the workspace's middleware looks it up itself when no guard ran.
 */
export const sessionContext = shared("session", () =>
  createContext<SignedIn | undefined>(undefined),
);

/** The signed-in member of staff: set by the workspace's middleware before any of its loaders. */
export const staffContext = shared("staff", () => createContext<SignedIn>());

/** The context of one request, as the server hands it to React Router. */
export function requestContext(backend: Backend, visit: Visit, session?: SignedIn) {
  const context = new RouterContextProvider();
  context.set(backendContext, backend);
  context.set(visitContext, visit);
  context.set(sessionContext, session);
  return context;
}
