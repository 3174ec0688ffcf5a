import type { BrandIconName } from "./brand-icons";
import type { Copy } from "./copy";
import type { IconName } from "./icons";
import { servicePath, type ServiceSlug } from "./services";

/** The home page's figures, icons and featured posts; its words are in each language's copy. */

const counterValues = { web: 100, apps: 50, seo: 300, traffic: 725 } satisfies Record<
  keyof Copy["home"]["counters"]["items"],
  number
>;

/** The chips under the hero: each names a service and leads to its page. */
const iconRowFacts = {
  web: { icon: "code", service: "web-development" },
  app: { icon: "smartphone", service: "mobile-app" },
  software: { icon: "cpu", service: "software" },
  marketing: { icon: "megaphone", service: "digital-marketing" },
  seo: { icon: "search", service: "seo" },
} satisfies Record<keyof Copy["home"]["iconRow"], { icon: IconName; service: ServiceSlug }>;

const whyUsIcons = {
  networks: "rocket",
  secure: "shield",
  team: "users",
  support: "headphones",
} satisfies Record<keyof Copy["home"]["whyChooseUs"]["points"], IconName>;

/** The technologies shown, by name (a name is the same in every language) and logo. */
export const technologies: { name: string; icon: BrandIconName }[] = [
  { name: "HTML5", icon: "html5" },
  { name: "CSS3", icon: "css" },
  { name: "JavaScript", icon: "javascript" },
  { name: "React.js", icon: "react" },
  { name: "Node.js", icon: "nodedotjs" },
  { name: "Laravel", icon: "laravel" },
  { name: "PHP", icon: "php" },
  { name: "Wordpress", icon: "wordpress" },
  { name: "MySQL", icon: "mysql" },
  { name: "Flutter", icon: "flutter" },
  { name: "Tailwind", icon: "tailwindcss" },
];

/** The home hero's illustration: a vector drawing, under 2 KB compressed at any size. */
export const homeHeroImage = {
  src: "/images/hero.svg",
  width: 640,
  height: 520,
};

/** The posts the home page features, in order, where the blog has them; its newest fill the rest. */
export const featuredPostSlugs = ["ai-software-dev", "mobile-app-trends-2025", "seo-trends-2025"];

const entries = <K extends string, V>(record: Record<K, V>) => Object.entries(record) as [K, V][];

/** The counters as a language presents them. */
export const countersIn = (copy: Copy) =>
  entries(copy.home.counters.items).map(([key, words]) => ({
    key,
    value: counterValues[key],
    ...words,
  }));

export const iconRowIn = (copy: Copy) =>
  entries(copy.home.iconRow).map(([key, label]) => {
    const { icon, service } = iconRowFacts[key];
    return { key, label, icon, to: servicePath(service) };
  });

export const whyUsPointsIn = (copy: Copy) =>
  entries(copy.home.whyChooseUs.points).map(([key, words]) => ({
    key,
    icon: whyUsIcons[key],
    ...words,
  }));
