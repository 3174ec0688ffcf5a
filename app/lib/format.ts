// Intl formatters are costly to create and cheap to reuse, so each is made once.
const takaFormats = {
  latin: new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }),
  bengali: new Intl.NumberFormat("bn-BD", { maximumFractionDigits: 2 }),
};

/** A price in Bangladeshi taka, grouped the South Asian way: 150000 becomes "৳1,50,000". */
export function formatTaka(
  amount: number,
  { digits = "latin" }: { digits?: "latin" | "bengali" } = {},
) {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a price: ${amount}`);
  return `৳${takaFormats[digits].format(amount)}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date as "April 10, 2025"; the input is an ISO date (YYYY-MM-DD) taken as a UTC day. */
export function formatDate(isoDate: string, locale = "en-US") {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: "numeric",
      month: "long",
      day: "2-digit",
      timeZone: "UTC",
    });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
