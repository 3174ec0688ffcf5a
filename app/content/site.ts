/**
 * What the site is, that no one edits in the workspace: its public origin, its logo, the start-up
 * overlay. The facts the agency edits (the company's name, numbers, addresses, hours, prices) are
 * in the database, read through `siteFacts()` (./facts.ts); ./shipped-facts.ts is what a new site
 * starts with.
 */
export const site = {
  /** Public origin, used for canonical URLs, Open Graph and share links. */
  url: "https://www.nakshilabs.com.bd",
  /** ISO country code of the office, as business listings file it. */
  countryCode: "BD",
  /** For search engines: a relative price level, as business listings give it. */
  priceRange: "৳৳",
  /** The square logo search engines show beside the name. */
  logo: "/images/icon-512.png",
  /** The start-up overlay shown on a visitor's first page load. */
  loader: { enabled: true, durationMs: 2000 },
  foundedYear: 2016,
} as const;

export type SocialNetwork = "facebook" | "instagram" | "youtube" | "x";
