import type { Copy } from "./copy";

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

export type SlideMenuSection = {
  id: keyof Chrome["slideMenu"]["sections"];
  /** The spec's Arabic menu leaves out the items marked `notInArabicMenu`. */
  items: { key: SlideItemKey; to: string; notInArabicMenu?: boolean }[];
};

export const slideMenuSections: SlideMenuSection[] = [
  {
    id: "home",
    items: [
      { key: "overview", to: "/" },
      { key: "services", to: "/#services" },
      { key: "whyUs", to: "/#why-us" },
      { key: "numbers", to: "/#numbers" },
      { key: "technologies", to: "/#technologies" },
      { key: "whatWeDo", to: "/#what-we-do" },
      { key: "latest", to: "/#latest-posts" },
      { key: "pricing", to: "/#pricing" },
      { key: "newsletter", to: "/#newsletter" },
    ],
  },
  {
    id: "pages",
    items: [
      { key: "servicesPage", to: "/service" },
      { key: "about", to: "/about-us" },
      { key: "clientStories", to: "/about-us#testimonials", notInArabicMenu: true },
      { key: "hostingPlans", to: "/pricing", notInArabicMenu: true },
      { key: "orderHosting", to: "/request-quote", notInArabicMenu: true },
      { key: "contact", to: "/contact" },
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
  "/home-two": "/#services",
  "/home-three": "/#why-us",
  "/home-four": "/#numbers",
  "/home-five": "/#technologies",
  "/home-six": "/#what-we-do",
  "/home-seven": "/#latest-posts",
  "/home-eight": "/#pricing",
  "/home-dark": "/",
  "/about-us-another": "/about-us#testimonials",
  "/shops": "/pricing",
  "/shops/shop-details": "/request-quote",
};
