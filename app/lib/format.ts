// Intl formatters are costly to create and cheap to reuse, so each is made once, when first needed.
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T) {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

const takaLocales = { latin: "en-IN", bengali: "bn-BD" } as const;

/** A price in Bangladeshi taka, grouped the South Asian way: 150000 becomes "৳1,50,000". */
export function formatTaka(
  amount: number,
  { digits = "latin" }: { digits?: keyof typeof takaLocales } = {},
) {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a price: ${amount}`);
  const locale = takaLocales[digits];
  const format = formatter(
    `number:${locale}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
  );
  return `৳${format.format(amount)}`;
}

/** A calendar date as "April 10, 2025"; the input is an ISO date (YYYY-MM-DD) taken as a UTC day. */
export function formatDate(isoDate: string, locale = "en-US") {
  const format = formatter(
    `date:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        year: "numeric",
        month: "long",
        day: "2-digit",
        timeZone: "UTC",
      }),
  );
  return format.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
