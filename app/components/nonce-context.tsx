import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/** Hands the nonce of a rendering to the document's own inline scripts (see entry.server). */
export const NonceProvider = NonceContext.Provider;

/**
 * The nonce the page's inline scripts carry: on the server, the one made for this rendering; in
 * the browser, the one the page arrived with (which hydration must find the same).
 */
export function useNonce() {
  const rendered = useContext(NonceContext);
  if (typeof document === "undefined") return rendered;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}
