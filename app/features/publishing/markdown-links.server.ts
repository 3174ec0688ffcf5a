import { defaultLocale, localeOfPath, pathIn, type Locale } from "~/content/copy";
import type { MarkdownLink } from "~/lib/markdown.server";

/**
 * Where the address of something published leads in one language ("/news/<slug>", "/faq",
 * "/case-studies/<slug>", as the default language writes them), and the language it is written
 * in there.
 */
export type LinkTargets = ReadonlyMap<string, { path: string; language: Locale }>;

/**
 * How the links of a text shown in a language lead: an address of the site written without a
 * language ("/contact") leads to that language's page ("/bn/contact"); one of something published
 * to its version in that language, or, where it has none, to the version there is, marked with
 * `label` when that is written in English. An address written with its language, another site,
 * mail and telephone are left as written.
 */
export function linksIn(locale: Locale, targets: LinkTargets, label: string) {
  return (href: string): MarkdownLink | undefined => {
    if (!href.startsWith("/") || href.startsWith("//")) return undefined;
    const cut = href.search(/[?#]/);
    const path = cut === -1 ? href : href.slice(0, cut);
    const rest = cut === -1 ? "" : href.slice(cut);
    if (localeOfPath(path) !== defaultLocale) return undefined;
    let key: string;
    try {
      key = decodeURIComponent(path.length > 1 ? path.replace(/\/+$/, "") : path);
    } catch {
      return undefined;
    }
    const target = targets.get(key);
    if (!target) return { href: `${pathIn(locale, path)}${rest}` };
    const other =
      target.language !== locale && target.language === defaultLocale
        ? { language: target.language, label }
        : undefined;
    return { href: `${target.path}${rest}`, other };
  };
}
