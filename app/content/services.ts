import type { Copy } from "./copy";
import type { IconName } from "./icons";

/**
 * The agency's services: one list, in the order the quote form offers them. Each entry says how the
 * service is drawn and where it appears (a card on the home page, a home tab, a page of its own at
 * /services/<slug>); its words are in each language's copy under the same key.
 */
export const services = {
  "web-development": {
    icon: "code",
    image: "/images/services/web-development.svg",
    homeCard: { tone: "bg-brand-50 text-brand-800" },
    tab: true,
    page: true,
  },
  "mobile-app": {
    icon: "smartphone",
    image: "/images/services/app-development.svg",
    homeCard: { tone: "bg-accent-100 text-accent-700" },
    tab: true,
    page: true,
  },
  software: { icon: "cpu", catalogue: false },
  "digital-marketing": {
    icon: "megaphone",
    image: "/images/services/digital-marketing.svg",
    homeCard: { tone: "bg-sand-100 text-amber-800" },
    tab: true,
    page: true,
  },
  seo: {
    icon: "search",
    image: "/images/services/seo.svg",
    homeCard: { tone: "bg-sky-50 text-sky-800" },
    tab: true,
    page: true,
  },
  "ui-ux": { icon: "palette" },
  hosting: { icon: "server" },
  consultancy: { icon: "lightbulb" },
} satisfies Record<string, ServiceFacts>;

type ServiceFacts = {
  icon: IconName;
  image?: string;
  homeCard?: { tone: string };
  tab?: true;
  page?: true;
  /** Listed on the services and about pages (all but those marked false). */
  catalogue?: false;
};

export type ServiceSlug = keyof typeof services;

/** What a language says about one service; which parts it needs follows from the facts above. */
export type ServiceCopy = {
  title: string;
  /** The service's label in the quote form's list and in the agency's e-mail. */
  quoteOption: string;
  card?: string;
  catalogue?: string;
  tab?: { label: string; heading: string; text: string };
  imageAlt?: string;
  page?: {
    summary: string;
    offerings: string[];
    process: { title: string; text: string }[];
  };
};

const slugs = Object.keys(services) as ServiceSlug[];

export const serviceSlugs = slugs as [ServiceSlug, ...ServiceSlug[]];
const facts = (slug: ServiceSlug): ServiceFacts => services[slug];

/** The paths of the services that have a page of their own. */
export const servicePagePaths = slugs.filter((slug) => facts(slug).page).map(servicePath);

export function servicePath(slug: ServiceSlug) {
  return `/services/${slug}`;
}

function need<T>(value: T | undefined, slug: ServiceSlug, part: string): T {
  if (value === undefined) throw new Error(`Service "${slug}" has no ${part} in this language`);
  return value;
}

/** The services as one language presents them, with a selector for what each page shows. */
export function servicesIn(copy: Copy) {
  const entry = (slug: ServiceSlug) => {
    const words = copy.services.items[slug];
    const fact = facts(slug);
    return {
      slug,
      icon: fact.icon,
      title: words.title,
      to: fact.page ? servicePath(slug) : undefined,
      words,
      fact,
    };
  };
  const all = slugs.map(entry);
  const withImage = (service: ReturnType<typeof entry>) => ({
    image: need(service.fact.image, service.slug, "image"),
    imageAlt: need(service.words.imageAlt, service.slug, "image description"),
  });
  return {
    /** Every service, for the quote form. */
    quoteOptions: all.map(({ slug, words }) => ({ value: slug, label: words.quoteOption })),
    /** The catalogue of the services and about pages. */
    catalogue: all
      .filter((service) => service.fact.catalogue !== false)
      .map(({ slug, icon, title, to, words }) => ({
        slug,
        icon,
        title,
        to,
        description: need(words.catalogue, slug, "catalogue text"),
      })),
    /** The home page's service cards. */
    homeCards: all
      .filter((service) => service.fact.homeCard)
      .map(({ slug, icon, title, words, fact }) => ({
        slug,
        icon,
        title,
        to: servicePath(slug),
        tone: fact.homeCard?.tone ?? "",
        description: need(words.card, slug, "home card text"),
      })),
    /** The home page's tabs. */
    tabs: all
      .filter((service) => service.fact.tab)
      .map((service) => ({
        slug: service.slug,
        to: servicePath(service.slug),
        ...need(service.words.tab, service.slug, "tab"),
        ...withImage(service),
      })),
    /** The services with a page of their own, with that page's words. */
    pages: all
      .filter((service) => service.fact.page)
      .map((service) => ({
        slug: service.slug,
        title: service.title,
        to: servicePath(service.slug),
        ...need(service.words.page, service.slug, "page"),
        ...withImage(service),
      })),
  };
}
