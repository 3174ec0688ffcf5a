import { arSlideMenu } from "./ar/slide-menu";
import { en } from "./en";
import { site } from "./site";
import type { SiteMeta } from "~/lib/seo";

/** Everything the site says, in one language. English defines the shape; another language must fill all of it. */
export type Copy = typeof en;

/**
 * The languages the site speaks, by their URL prefix (English has none). Adding one is adding its
 * folder of copy and a line here; a key missing from its copy fails the type check. English is
 * always loaded; another language's copy is loaded when a page in it is rendered (the server loads
 * them all at start-up, a browser only the page's own), so a page carries one language.
 */
const registry = {
  en: async () => en,
  bn: async () => (await import("./bn")).bn,
  ar: async () => (await import("./ar")).ar,
} satisfies Record<string, () => Promise<Copy>>;

export type Locale = keyof typeof registry;

export const defaultLocale: Locale = "en";

export const locales = Object.keys(registry) as Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && Object.hasOwn(registry, value);
}

const loaded = new Map<Locale, Copy>([["en", en]]);

/** Makes a language's copy available to `copyFor`. */
export async function loadCopy(locale: Locale) {
  if (!loaded.has(locale)) loaded.set(locale, await registry[locale]());
  return loaded.get(locale)!;
}

/** Loads every language, as the server does before it answers. */
export const loadAllCopies = () => Promise.all(locales.map(loadCopy));

export function copyFor(locale: Locale): Copy {
  const copy = loaded.get(locale);
  if (!copy) throw new Error(`The ${locale} copy is used before it was loaded`);
  return copy;
}

/** The language of a page, from its path: "/bn/…" is Bangla, a path without a language prefix English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

export const copyForPath = (pathname: string) => copyFor(localeOfPath(pathname));

export const localeOfRequest = (request: Request): Locale =>
  localeOfPath(new URL(request.url).pathname);

export const copyForRequest = (request: Request) => copyFor(localeOfRequest(request));

/** What the slide-out menu says, in the page's language or the one its language flag picks. */
export type SlideMenuCopy = {
  locale: Pick<Copy["locale"], "code" | "label" | "dir">;
  menu: Copy["chrome"]["slideMenu"];
  social: Copy["company"]["social"];
  /** The link under the address that opens it in a maps app. */
  mapLink: string;
};

export const slideMenuIn = (copy: Copy): SlideMenuCopy => ({
  locale: copy.locale,
  menu: copy.chrome.slideMenu,
  social: copy.company.social,
  mapLink: copy.company.details.mapLink,
});

/**
 * The languages a page's slide-out menu offers: its own, and on English pages Arabic too, which the
 * spec's language flag switches to.
 */
export const slideMenusFor = (copy: Copy): SlideMenuCopy[] =>
  copy === en ? [slideMenuIn(en), arSlideMenu] : [slideMenuIn(copy)];

/** What every page's meta tags say about the site, in a language. */
export const siteMetaIn = (copy: Copy): SiteMeta => ({
  name: copy.siteName,
  origin: site.url,
  ogLocale: copy.chrome.seo.ogLocale,
  defaultImageAlt: copy.chrome.seo.defaultImageAlt,
});

/** The agency's address as one line, as a language writes it. */
export const fullAddressIn = ({ company: { address } }: Copy) =>
  `${address.street}, ${address.locality}, ${address.country}`;
