/** A price in Bangladeshi taka, grouped the South Asian way: 150000 becomes "৳1,50,000". */
export function formatTaka(
  amount: number,
  { digits = "latin" }: { digits?: "latin" | "bengali" } = {},
) {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a price: ${amount}`);
  const formatted = new Intl.NumberFormat(digits === "bengali" ? "bn-BD" : "en-IN", {
    maximumFractionDigits: 2,
  }).format(amount);
  return `৳${formatted}`;
}

/** A calendar date as "April 10, 2025"; the input is an ISO date (YYYY-MM-DD) taken as a UTC day. */
export function formatDate(isoDate: string, locale = "en-US") {
  return new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "long",
    day: "2-digit",
    timeZone: "UTC",
  }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
