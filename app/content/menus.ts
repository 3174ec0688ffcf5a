import type { Copy } from "./copy";
import { isLandingSlug, landingPath, landingSlugs, type LandingSlug } from "./landings";

type Chrome = Copy["chrome"];

export type NavKey = keyof Chrome["nav"];

export const primaryNav: { key: NavKey; to: string }[] = [
  { key: "home", to: "/" },
  { key: "about", to: "/about-us" },
  { key: "services", to: "/service" },
  { key: "pricing", to: "/pricing" },
  { key: "blog", to: "/news" },
  { key: "contact", to: "/contact" },
];

type SlideItemKey = keyof Chrome["slideMenu"]["items"];

export type SlideMenuItem = {
  /** Its label: a slide-menu item's, or a landing page's own. */
  key: SlideItemKey | LandingSlug;
  to: string;
  /** The spec's Arabic menu leaves these out. */
  notInArabicMenu?: boolean;
};

export type SlideMenuSection = {
  id: keyof Chrome["slideMenu"]["sections"];
  items: SlideMenuItem[];
};

/** The spec's slide-out menu: its three sections, then the contact page on its own. */
export const slideMenuSections: SlideMenuSection[] = [
  {
    id: "home",
    items: [
      { key: "overview", to: "/" },
      ...landingSlugs.map((slug) => ({ key: slug, to: landingPath(slug) })),
      { key: "darkHome", to: "/home-dark" },
      { key: "rtlHome", to: "/home-rtl" },
    ],
  },
  {
    id: "pages",
    items: [
      { key: "servicesPage", to: "/service" },
      { key: "about", to: "/about-us" },
      { key: "team", to: "/about-us-another", notInArabicMenu: true },
      { key: "shop", to: "/shops", notInArabicMenu: true },
      { key: "shopDetails", to: "/shops/shop-details", notInArabicMenu: true },
      { key: "errorPage", to: "/error" },
    ],
  },
  {
    id: "news",
    items: [
      { key: "blog", to: "/news" },
      { key: "latestPost", to: "/news/single-news" },
    ],
  },
];

export const slideMenuContact = "/contact";

/** A slide-menu item's label in a language. */
export const slideItemLabel = (copy: Copy, key: SlideMenuItem["key"]) =>
  isLandingSlug(key) ? copy.landings.pages[key].label : copy.chrome.slideMenu.items[key];

export const footerLinks: { key: keyof Chrome["footer"]["links"]; to: string }[][] = [
  [
    { key: "about", to: "/about-us" },
    { key: "services", to: "/service" },
    { key: "caseStudies", to: "/case-studies" },
    { key: "blog", to: "/news" },
    { key: "contact", to: "/contact" },
  ],
  [
    { key: "community", to: "/community" },
    { key: "resources", to: "/resources" },
    { key: "faqs", to: "/faqs" },
    { key: "privacy", to: "/privacy-policy" },
    { key: "careers", to: "/careers" },
  ],
];

/**
 * Addresses that the original site linked to without a page behind them. Each answers a permanent
 * redirect to the page that now serves its purpose, so old links and bookmarks keep working.
 */
export const legacyRedirects: Record<string, string> = {
  "/services": "/service",
};
