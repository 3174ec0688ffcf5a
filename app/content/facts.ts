import type { SiteFacts } from "~/lib/facts";

/**
 * The facts in force: on the server, as last read from the database for the content revision
 * (app/features/publishing/published.server.ts); in a browser, as the page's data brought them. One holder per
 * process, found by name: the server's entry and the app are bundled apart.
 */
type Held = { facts: SiteFacts; revision: number };

const KEY = Symbol.for("nakshi-labs.facts");
const holder = globalThis as unknown as Record<symbol, Held | undefined>;

/** The company, plans, products and payment details every page and e-mail shows. */
export function siteFacts(): SiteFacts {
  const held = holder[KEY];
  if (!held) throw new Error("The site's facts are used before they were read");
  return held.facts;
}

/** The content revision the facts in force were read at; -1 before any. */
export const factsRevision = () => holder[KEY]?.revision ?? -1;

export function putFactsInForce(facts: SiteFacts, revision: number) {
  holder[KEY] = { facts, revision };
}

/**
 * In a browser, puts in force the facts a page's data brought, when they are not those in force.
 * On the server it does nothing: the facts in force there are the database's, whole, and a page's
 * data holds one language of them without the team or stories (see factsForLanguage). A render
 * that outlives a refresh must not put its older, partial copy back in force for every request.
 */
export function adoptFactsOfPage(facts: SiteFacts, revision: number) {
  if (typeof document === "undefined") return;
  if (revision !== factsRevision()) putFactsInForce(facts, revision);
}
