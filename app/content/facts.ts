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
