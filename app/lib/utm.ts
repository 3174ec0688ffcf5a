/** A visit's utm_* parameters (utm_source, utm_campaign, …), as a lead records them. */
export type Utm = Record<string, string>;

/** The utm_* parameters of a query string, or null when it has none. */
export function utmOf(search: URLSearchParams): Utm | null {
  const entries = [...search.entries()]
    .filter(([key, value]) => /^utm_[a-z]{1,20}$/.test(key) && value.trim() !== "")
    .slice(0, 10)
    .map(([key, value]) => [key, value.trim().slice(0, 200)] as const);
  return entries.length ? Object.fromEntries(entries) : null;
}
