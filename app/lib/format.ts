import { dhakaDayOf } from "./dhaka-time";

// Intl formatters are costly to create and cheap to reuse, so each is made once, when first needed.
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
) {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** How a language writes numbers and dates: the BCP 47 tags its Intl formatters use. */
export type IntlLocales = { number: string; date: string };

const numberFormat = (locale: string) =>
  formatter(`number:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));

/** A count or figure written the language's way ("1,200" in English, "১,২০০" in Bangla). */
export function formatNumber(value: number, locale: string) {
  return numberFormat(locale).format(value);
}

/**
 * A price in Bangladeshi taka, grouped the South Asian way: with "en-IN", 150000 becomes "৳1,50,000";
 * with "bn-BD" the digits are Bengali. A language that names the currency gives its own `pattern`
 * ("{amount} تاكا").
 */
export function formatTaka(amount: number, locale: string, pattern = "৳{amount}") {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a price: ${amount}`);
  return pattern.replace("{amount}", numberFormat(locale).format(amount));
}

/** A calendar date as "April 10, 2025" in English; the input is an ISO date (YYYY-MM-DD) taken as a UTC day. */
export function formatDate(isoDate: string, locale: string) {
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
  return format.format(new Date(`${dhakaDayOf(isoDate)}T00:00:00Z`));
}

/**
 * A message template: "{name}" stands for the value of `name`. With a locale, numbers are written
 * the language's way ("১২" in Bangla).
 */
export function fill(template: string, values: Record<string, string | number>, locale?: string) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === "number" && locale ? formatNumber(value, locale) : String(value);
  });
}

/**
 * The forms of a message that depends on a count, by the language's plural category (English has
 * "one" and "other"; Arabic has six). "{count}" in the chosen form is the count, written the
 * language's way.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export function plural(forms: PluralForms, count: number, locale: string) {
  const rules = formatter(`plural:${locale}`, () => new Intl.PluralRules(locale));
  const template = forms[rules.select(count)] ?? forms.other;
  return fill(template, { count: formatNumber(count, locale) });
}

/** An instant as the agency's staff read it: Dhaka time, "23 Nov 2026, 14:05". */
export const formatDhakaTime = (iso: string) =>
  staffFormat("dhaka-time", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Dhaka",
  }).format(new Date(iso));

/** A calendar day (YYYY-MM-DD) as the agency's staff read it: "Thu 26 Nov". */
export const formatStaffDay = (day: string) =>
  staffFormat("day", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A month (YYYY-MM) as staff read it: "December 2026". */
export const formatStaffMonth = (month: string) =>
  staffFormat("month", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * The workspace's date formats, made when first used: a module that imports this one (the site
 * script does) must not pay for them when it loads, as the first date format with a time zone
 * loads the browser's zone data (some 30 ms on a slow machine).
 */
function staffFormat(name: string, options: Intl.DateTimeFormatOptions) {
  return formatter(`staff:${name}`, () => new Intl.DateTimeFormat("en-GB", options));
}
