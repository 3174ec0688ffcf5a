import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Copy, SlideMenuCopy } from "~/content/copy";
import { fill, formatDate, formatNumber, formatTaka, plural, type PluralForms } from "~/lib/format";

type PageLanguage = { copy: Copy; slideMenus: SlideMenuCopy[] };

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

/** The slide-out menu's words in each language its language flag offers. */
export const useSlideMenus = () => usePageLanguage().slideMenus;

/** Numbers, prices, dates and messages written the way the page's language writes them. */
export function useFormat() {
  const { intl } = useCopy().locale;
  return useMemo(
    () => ({
      date: (isoDate: string) => formatDate(isoDate, intl.date),
      number: (value: number) => formatNumber(value, intl.number),
      taka: (amount: number) => formatTaka(amount, intl.number),
      plural: (forms: PluralForms, count: number) => plural(forms, count, intl.number),
      fill,
    }),
    [intl],
  );
}
