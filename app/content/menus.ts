import type { Facts } from "~/lib/facts-schema";
import { chrome as ar } from "./ar/chrome";
import { landings as arLandings } from "./ar/landings";
import { chrome as bn } from "./bn/chrome";
import { landings as bnLandings } from "./bn/landings";
import { chrome as en } from "./en/chrome";
import { landings as enLandings } from "./en/landings";
import { landingPath, landingSlugs } from "./landings";

/**
 * The menus a new site starts with, in the words of each language's copy: what the "Menus" facts
 * are until the agency first saves them in the workspace's Site section.
 */

type Chrome = typeof en;
type Menus = Facts["menus"];
type Link = Menus["header"][number];

const everywhere: Link["languages"] = ["en", "bn", "ar"];
/** The spec's Arabic menu leaves these out. */
const notInArabic: Link["languages"] = ["en", "bn"];

/** A link labelled by the same words of each language's chrome. */
const link = (words: (chrome: Chrome) => string, to: string, languages = everywhere): Link => ({
  label: { en: words(en), bn: words(bn), ar: words(ar) },
  to,
  languages,
});

const section = (id: keyof Chrome["slideMenu"]["sections"], links: Link[]) => ({
  title: {
    en: en.slideMenu.sections[id],
    bn: bn.slideMenu.sections[id],
    ar: ar.slideMenu.sections[id],
  },
  links,
});

const item = (key: keyof Chrome["slideMenu"]["items"], to: string, languages = everywhere) =>
  link((chrome) => chrome.slideMenu.items[key], to, languages);

const footerLink = (key: keyof Chrome["footer"]["links"], to: string) =>
  link((chrome) => chrome.footer.links[key], to);

export const shippedMenus: Menus = {
  header: (
    [
      ["home", "/"],
      ["about", "/about-us"],
      ["services", "/service"],
      ["pricing", "/pricing"],
      ["blog", "/news"],
      ["contact", "/contact"],
    ] as const
  ).map(([key, to]) => link((chrome) => chrome.nav[key], to)),
  slide: {
    sections: [
      section("home", [
        item("overview", "/"),
        ...landingSlugs.map((slug) => ({
          label: {
            en: enLandings.pages[slug].label,
            bn: bnLandings.pages[slug].label,
            ar: arLandings.pages[slug].label,
          },
          to: landingPath(slug),
          languages: everywhere,
        })),
        item("darkHome", "/home-dark"),
        item("rtlHome", "/home-rtl"),
      ]),
      section("pages", [
        item("servicesPage", "/service"),
        item("about", "/about-us"),
        item("team", "/about-us-another", notInArabic),
        item("shop", "/shops", notInArabic),
        item("shopDetails", "/shops/shop-details", notInArabic),
        item("errorPage", "/error"),
      ]),
      section("news", [item("blog", "/news"), item("latestPost", "/news/single-news")]),
    ],
    links: [item("contact", "/contact")],
  },
  footer: [
    {
      title: { en: en.footer.companyTitle, bn: bn.footer.companyTitle, ar: ar.footer.companyTitle },
      links: [
        footerLink("about", "/about-us"),
        footerLink("services", "/service"),
        footerLink("caseStudies", "/case-studies"),
        footerLink("blog", "/news"),
        footerLink("contact", "/contact"),
      ],
    },
    {
      title: {
        en: en.footer.resourcesTitle,
        bn: bn.footer.resourcesTitle,
        ar: ar.footer.resourcesTitle,
      },
      links: [
        footerLink("community", "/community"),
        footerLink("resources", "/resources"),
        footerLink("faqs", "/faqs"),
        footerLink("privacy", "/privacy-policy"),
        footerLink("careers", "/careers"),
      ],
    },
  ],
};
