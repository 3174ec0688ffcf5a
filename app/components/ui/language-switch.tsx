import { useLocation, useMatches } from "react-router";
import { useCopy } from "~/components/copy-context";
import { languageNames, locales, pathIn, unlocalizedPath, type Locale } from "~/content/copy";
import type { PageLanguages } from "~/lib/page/seo";

/**
 * Where each language's link goes: the same page in that language, or, on a page written in some
 * languages only (its loader says which), that language's version of it or the page to go to
 * instead.
 */
function useLanguageLinks(): (locale: Locale) => string {
  const { pathname, search } = useLocation();
  const page = unlocalizedPath(pathname);
  const languages = useMatches()
    .map((match) => (match.data as { languages?: PageLanguages } | undefined)?.languages)
    .findLast(Boolean);
  if (!languages) return (locale) => `${pathIn(locale, page)}${search}`;
  return (locale) =>
    languages.versions.find((version) => version.language === locale)?.path ??
    pathIn(locale, languages.elsewhere);
}

/**
 * Links to the same page in the site's other languages (and the current one, marked). Following one
 * is a full page load, so the new page arrives whole in its language; the choice is remembered in
 * this browser (app/browser/links.ts). Other languages' names are drawn from a tiny font holding just those names, so
 * that showing them does not download that script's whole font on every page.
 */
export function LanguageSwitch({ label, className = "" }: { label: string; className?: string }) {
  const current = useCopy().locale.code;
  const linkTo = useLanguageLinks();
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={linkTo(locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? "true" : undefined}
              data-language={locale}
              className={`inline-flex min-h-11 items-center rounded-full border whitespace-nowrap border-line px-4 text-sm font-semibold hover:border-brand-600 aria-[current]:border-brand-700 aria-[current]:bg-brand-700 aria-[current]:text-white ${locale === current ? "" : "[font-family:'Language_Names',system-ui]"}`}
            >
              {languageNames[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
