import { ar } from "./locales/ar";
import { en, type Messages, type Translation } from "./locales/en";

export type Locale = "en" | "ar" | "bn";

export const defaultLocale: Locale = "en";

export const localeInfo: Record<Locale, { dir: "ltr" | "rtl"; label: string }> = {
  en: { dir: "ltr", label: "English" },
  ar: { dir: "rtl", label: "العربية" },
  bn: { dir: "ltr", label: "বাংলা" },
};

/** Interface strings per language; English is always present and is the fallback. */
const catalogues: { en: Messages } & Partial<Record<Exclude<Locale, "en">, Translation>> = {
  en,
  ar,
};

function merge<T extends object>(base: T, override: object | undefined): T {
  if (!override) return base;
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    out[key] =
      value && typeof value === "object" && !Array.isArray(value) && current
        ? merge(current as object, value as object)
        : value;
  }
  return out as T;
}

/** The interface strings of a language, with English filling in whatever it does not translate. */
const merged = new Map<Locale, Messages>([["en", en]]);

export function messagesFor(locale: Locale): Messages {
  let messages = merged.get(locale);
  if (!messages) {
    messages = merge(en, catalogues[locale]);
    merged.set(locale, messages);
  }
  return messages;
}

/** Interface strings of the site's default language. */
export const t = en;
