import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Copy } from "~/content/copy";
import { siteFacts } from "~/content/facts";
import { fill, formatDate, formatNumber, formatTaka, plural, type PluralForms } from "~/lib/format";
import { gulfApprox, gulfNote } from "~/lib/prices";

type PageLanguage = { copy: Copy };

const CopyContext = createContext<PageLanguage | null>(null);

/** Hands the page's language to every component below; the root chooses it from the URL. */
export function CopyProvider({ children, ...value }: PageLanguage & { children: ReactNode }) {
  return <CopyContext value={value}>{children}</CopyContext>;
}

function usePageLanguage() {
  const value = useContext(CopyContext);
  if (!value) throw new Error("useCopy needs a CopyProvider above it");
  return value;
}

/** Everything the site says, in the page's language. */
export const useCopy = () => usePageLanguage().copy;

/**
 * Numbers, prices, dates and messages written the way the page's language writes them; on Arabic
 * pages, a price's approximate amount in the Gulf currencies and the note that says so.
 */
export function useFormat() {
  const { locale } = useCopy();
  const { intl, taka, gulf } = locale;
  return useMemo(
    () => ({
      date: (isoDate: string) => formatDate(isoDate, intl.date),
      number: (value: number) => formatNumber(value, intl.number),
      taka: (amount: number) => formatTaka(amount, intl.number, taka),
      approx: (amount: number) => gulfApprox(amount, siteFacts().payments.rates, gulf, intl.number),
      approxNote: () => gulfNote(siteFacts().payments.rates, gulf, intl.date),
      plural: (forms: PluralForms, count: number) => plural(forms, count, intl.number),
      fill: (template: string, values: Record<string, string | number>) =>
        fill(template, values, intl.number),
    }),
    [intl, taka, gulf],
  );
}

/**
 * The `lang` and `dir` of text written in another language than the page's (an English post on an
 * Arabic page), so that it is read, hyphenated and laid out as what it is; nothing for the page's own.
 */
export function useForeignText(language: string) {
  const { code } = useCopy().locale;
  if (language === code) return {};
  return { lang: language, dir: language === "ar" ? "rtl" : "ltr" } as const;
}
