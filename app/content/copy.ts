import type { en } from "./en";
import { siteFacts } from "./facts";
import { site } from "./site";
import {
  factFiller,
  fullAddress,
  inLanguage,
  withPlaceholdersFilled,
  type SiteFacts,
} from "../lib/facts";
import { absoluteUrl, type SiteMeta } from "../lib/page/seo";

/** Everything the site says, in one language. English defines the shape; another language must fill all of it. */
export type Copy = typeof en;

/**
 * The languages the site speaks, by their URL prefix (English has none). Adding one is adding its
 * folder of copy and a line here; a key missing from its copy fails the type check. A language's
 * copy is loaded when a page in it is rendered (the server loads them all at start-up, a browser
 * only the page's own, and the workspace's pages none), so a page carries one language.
 */
const registry = {
  en: async () => (await import("./en")).en,
  bn: async () => (await import("./bn")).bn,
  ar: async () => (await import("./ar")).ar,
} satisfies Record<string, () => Promise<Copy>>;

export type Locale = keyof typeof registry;

export const defaultLocale: Locale = "en";

/** Each language's name in itself, as a language switch offers it on every page. */
export const languageNames: Record<Locale, string> = { en: "English", bn: "বাংলা", ar: "العربية" };
/** Which way each language is written, known without loading its copy (in the browser, too). */
export const languageDirections: Record<Locale, "ltr" | "rtl"> = {
  en: "ltr",
  bn: "ltr",
  ar: "rtl",
};

export const locales = Object.keys(registry) as Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && Object.hasOwn(registry, value);
}

const loaded = new Map<Locale, Copy>();

function loadedCopy(locale: Locale) {
  const copy = loaded.get(locale);
  if (!copy) throw new Error(`The ${locale} copy is used before it was loaded`);
  return copy;
}

/** Makes a language's copy available to `copyFor`. */
export async function loadCopy(locale: Locale) {
  if (!loaded.has(locale)) loaded.set(locale, await registry[locale]());
  return loaded.get(locale)!;
}

/** Loads every language, as the server does before it answers. */
export const loadAllCopies = () => Promise.all(locales.map(loadCopy));

/** Each language's copy with the facts in force filled in, for the facts it was filled from. */
const filled = new Map<Locale, { facts: SiteFacts; copy: Copy }>();

/**
 * Everything the site says in a language, with the facts' placeholders ("{price.power}") filled
 * in from the facts in force, in the language's digits.
 */
export function copyFor(locale: Locale): Copy {
  const facts = siteFacts();
  const kept = filled.get(locale);
  if (kept?.facts === facts) return kept.copy;
  const copy = loadedCopy(locale);
  const withFacts = withPlaceholdersFilled(copy, factsIn(locale, copy).text);
  filled.set(locale, { facts, copy: withFacts });
  return withFacts;
}

/** The facts' placeholders of a language, to fill in its copy (as text) or its Markdown (as links). */
export const factsIn = (locale: Locale, copy = loadedCopy(locale)) =>
  factFiller(siteFacts(), locale, copy.locale.intl.number, copy.company.office, copy.locale.taka);

/** Addresses of one language that carry no prefix: the spec's right-to-left home is the Arabic one. */
const aliases: Record<string, Locale> = { "/home-rtl": "ar" };

/** The language of a page, from its path: "/bn/…" is Bangla, a path without a language prefix English. */
export function localeOfPath(pathname: string): Locale {
  const alias = aliases[pathname.replace(/\/$/, "")];
  if (alias) return alias;
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/** Site paths that are the same in every language (files, the agency's links, the sitemap). */
const SHARED_PATH = /^\/(images|assets|fonts|comments|sitemap\.xml|manifest|robots|favicon)/;

/**
 * A site path in a language: "/contact" is "/bn/contact" in Bangla and stays "/contact" in English;
 * "/" is "/bn", "/#services" is "/bn#services". Other addresses are returned as they are.
 */
export function pathIn(locale: Locale, path: string) {
  if (locale === defaultLocale || !path.startsWith("/") || path.startsWith("//")) return path;
  // A page of one language at an address of its own ("/home-rtl") is the same in every menu.
  if (aliases[path]) return path;
  if (SHARED_PATH.test(path) || localeOfPath(path) === locale) return path;
  return /^\/($|[?#])/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The same page in the site's default language: "/bn/contact" is "/contact". */
export function unlocalizedPath(pathname: string) {
  const locale = localeOfPath(pathname);
  if (locale === defaultLocale) return pathname;
  if (aliases[pathname.replace(/\/$/, "")]) return "/";
  return pathname.slice(locale.length + 1) || "/";
}

export const copyForPath = (pathname: string) => copyFor(localeOfPath(pathname));

export const localeOfRequest = (request: Request): Locale =>
  localeOfPath(new URL(request.url).pathname);

export const copyForRequest = (request: Request) => copyFor(localeOfRequest(request));

/** A language's validation messages, with the locale whose digits write their limits. */
export const validationIn = (copy: Copy) => ({
  ...copy.forms.validation,
  numberLocale: copy.locale.intl.number,
});

/** What every page's meta tags say about the site, in a language. */
export const siteMetaIn = (copy: Copy): SiteMeta => {
  const locale = isLocale(copy.locale.code) ? copy.locale.code : defaultLocale;
  const facts = siteFacts();
  const { company } = facts;
  const address = inLanguage(company.address, locale);
  return {
    name: copy.siteName,
    language: copy.locale.code,
    homeCrumb: copy.chrome.breadcrumb.home,
    agency: {
      name: copy.siteName,
      legalName: company.legalName,
      description: copy.chrome.footer.tagline,
      logo: absoluteUrl(site.url, site.logo),
      email: company.emails.general,
      telephones: company.phones.map((phone) => phone.number),
      address: {
        street: address.street,
        locality: address.locality,
        postalCode: company.postalCode,
        countryCode: site.countryCode,
      },
      openingHours: company.hours,
      sameAs: Object.values(company.socials).filter((link) => link !== undefined),
      areaServed: address.country,
      priceRange: site.priceRange,
      foundingYear: site.foundedYear,
    },
    origin: site.url,
    ogLocale: copy.chrome.seo.ogLocale,
    defaultImageAlt: copy.chrome.seo.defaultImageAlt,
    localize: (path) => pathIn(locale, path),
    versions: (path) => locales.map((code) => ({ hrefLang: code, path: pathIn(code, path) })),
  };
};

/** The agency's address as one line, as a language writes it. */
export const fullAddressIn = (copy: Copy) => fullAddress(siteFacts(), copy.locale.code);
