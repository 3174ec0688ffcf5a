import { fill, formatDate, formatNumber } from "./format";

/**
 * What a taka is worth in the Gulf currencies, as the agency last set it: taka to one UAE dirham
 * and to one Saudi riyal, and the day of the rate. A rate left empty is not shown.
 */
export type GulfRates = { aed: number | null; sar: number | null; asOf: string | null };

/** How a language says an approximate price in the Gulf currencies (Arabic pages only). */
export type GulfWords = {
  /** "≈ {amounts}": the amounts, each in its currency, joined by `separator`. */
  approx: string;
  separator: string;
  aed: string;
  sar: string;
  /** Under a price list: the amounts are approximate, from the rate of "{date}", and paid in taka. */
  note: string;
};

const currencies = ["aed", "sar"] as const;

/** Whether the agency has set a rate to show. */
const rated = (rates: GulfRates) => currencies.some((currency) => rates[currency]);

/**
 * A price in taka as an approximate amount in each Gulf currency the agency set a rate for
 * ("≈ 45 درهم · 46 ريال"), in whole units; nothing without words or a rate. Nothing is charged in it.
 */
export function gulfApprox(
  taka: number,
  rates: GulfRates,
  words: GulfWords | null,
  numberLocale: string,
) {
  if (!words || !rated(rates)) return null;
  const amounts = currencies.flatMap((currency) => {
    const rate = rates[currency];
    if (!rate) return [];
    return [fill(words[currency], { amount: formatNumber(Math.round(taka / rate), numberLocale) })];
  });
  return fill(words.approx, { amounts: amounts.join(words.separator) });
}

/** The note under prices shown in Gulf currencies: approximate, at the rate of its date. */
export function gulfNote(rates: GulfRates, words: GulfWords | null, dateLocale: string) {
  if (!words || !rated(rates) || !rates.asOf) return null;
  return fill(words.note, { date: formatDate(rates.asOf, dateLocale) });
}
