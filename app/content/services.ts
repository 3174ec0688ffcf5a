import type { Copy } from "./copy";
import type { IconName } from "./icons";

/**
 * The agency's services: one list, in the order the quote form offers them. Each entry says how the
 * service is drawn and where it appears besides its own page at /services/<slug> (a card on the
 * home page, a home tab); its words are in each language's copy under the same key.
 */
export const services = {
  "web-development": {
    icon: "code",
    image: "/images/services/web-development.svg",
    homeCard: { tone: "bg-tint text-brand-ink" },
    tab: true,
  },
  "mobile-app": {
    icon: "smartphone",
    image: "/images/services/app-development.svg",
    homeCard: { tone: "bg-accent-tint text-accent-ink" },
    tab: true,
  },
  software: { icon: "cpu", image: "/images/services/software.svg" },
  "digital-marketing": {
    icon: "megaphone",
    image: "/images/services/digital-marketing.svg",
    homeCard: { tone: "bg-sand-tint text-sand-ink" },
    tab: true,
  },
  seo: {
    icon: "search",
    image: "/images/services/seo.svg",
    homeCard: { tone: "bg-sky-tint text-sky-ink" },
    tab: true,
  },
  "ui-ux": { icon: "palette", image: "/images/services/ui-ux.svg" },
  hosting: { icon: "server", image: "/images/services/hosting.svg" },
  consultancy: { icon: "lightbulb", image: "/images/services/consultancy.svg" },
} satisfies Record<string, ServiceFacts>;

type ServiceFacts = {
  icon: IconName;
  /** The illustration of its page and home tab. */
  image: string;
  homeCard?: { tone: string };
  tab?: true;
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

/** The paths of the services' pages. */
export const servicePagePaths = slugs.map(servicePath);

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
      to: servicePath(slug),
      words,
      fact,
    };
  };
  const all = slugs.map(entry);
  const withImage = (service: ReturnType<typeof entry>) => ({
    image: service.fact.image,
    imageAlt: need(service.words.imageAlt, service.slug, "image description"),
  });
  return {
    /** Every service, for the quote form. */
    quoteOptions: all.map(({ slug, words }) => ({ value: slug, label: words.quoteOption })),
    /** The catalogue of the services and about pages. */
    catalogue: all.map(({ slug, icon, title, to, words }) => ({
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
    /** The services' pages, with their words. */
    pages: all.map((service) => ({
      slug: service.slug,
      title: service.title,
      to: servicePath(service.slug),
      ...need(service.words.page, service.slug, "page"),
      ...withImage(service),
    })),
  };
}
