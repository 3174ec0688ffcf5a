import type {
  BlogPosting,
  BreadcrumbList,
  DayOfWeek,
  Graph,
  Offer,
  Person,
  ProfessionalService,
  Service,
  Thing,
  WebPage,
  WebSite,
} from "schema-dts";

/**
 * The agency as every page's schema graph describes it, in the page's language: the same name,
 * address, numbers and links the page's header and footer show.
 */
export type AgencyFacts = {
  name: string;
  legalName: string;
  description: string;
  /** Absolute URLs. */
  logo: string;
  email: string;
  telephones: string[];
  address: { street: string; locality: string; postalCode: string; countryCode: string };
  /** Days are 0 (Sunday) to 6. */
  openingHours: { days: readonly number[]; opens: string; closes: string };
  sameAs: string[];
  areaServed: string;
  priceRange: string;
  foundingYear: number;
};

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** What a graph needs to know about the site and the page's language. */
export type GraphSite = {
  origin: string;
  /** The page's language (BCP 47). */
  language: string;
  /** The home page of the page's language, absolute. */
  homeUrl: string;
  /** The absolute URL of a site path in the page's language. */
  urlOf: (path: string) => string;
  agency: AgencyFacts;
};

/** A breadcrumb item as the page shows it; the last one, the page itself, has no URL. */
export type GraphCrumb = { name: string; url?: string };

/** What schema.org says a page is (the fitting WebPage subtype). */
export type PageKind = "WebPage" | "AboutPage" | "ContactPage" | "CollectionPage" | "ItemPage";

export type GraphPage = {
  kind: PageKind;
  /** Absolute canonical URL. */
  url: string;
  name: string;
  description: string;
  crumbs?: GraphCrumb[];
  /** Nodes the page is about, beyond the page itself (a service, an article, offers). */
  entities?: Thing[];
  /** The node the page is mainly about, by `@id`. */
  mainEntity?: string;
};

type Ref = { "@id": string };
const ref = (id: string): Ref => ({ "@id": id });

export const agencyId = (origin: string) => `${origin}/#organization`;
export const websiteId = (homeUrl: string) => `${homeUrl.replace(/\/$/, "")}/#website`;
export const webPageId = (url: string) => `${url}#webpage`;
export const authorId = (origin: string, id: string) => `${origin}/#author-${id}`;

/** The agency: an organisation and a professional service (a local business) at its Dhaka office. */
export function agencyNode({ origin, agency }: GraphSite): Thing {
  const node: Omit<ProfessionalService, "@type"> = {
    "@id": agencyId(origin),
    name: agency.name,
    legalName: agency.legalName,
    description: agency.description,
    url: `${origin}/`,
    logo: agency.logo,
    image: agency.logo,
    email: agency.email,
    telephone: agency.telephones[0],
    contactPoint: agency.telephones.map((telephone) => ({
      "@type": "ContactPoint",
      telephone,
      email: agency.email,
      contactType: "customer service",
    })),
    address: {
      "@type": "PostalAddress",
      streetAddress: agency.address.street,
      addressLocality: agency.address.locality,
      postalCode: agency.address.postalCode,
      addressCountry: agency.address.countryCode,
    },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: agency.openingHours.days.map(
        (day) => `https://schema.org/${WEEKDAYS[day]}` as DayOfWeek,
      ),
      opens: agency.openingHours.opens,
      closes: agency.openingHours.closes,
    },
    areaServed: { "@type": "Country", name: agency.areaServed },
    priceRange: agency.priceRange,
    foundingDate: String(agency.foundingYear),
    sameAs: agency.sameAs,
  };
  // One node of two types: Organization for the brand, ProfessionalService for the office.
  return { "@type": ["Organization", "ProfessionalService"], ...node } as unknown as Thing;
}

export function websiteNode({ origin, language, homeUrl, agency }: GraphSite): WebSite {
  return {
    "@type": "WebSite",
    "@id": websiteId(homeUrl),
    url: homeUrl,
    name: agency.name,
    description: agency.description,
    inLanguage: language,
    publisher: ref(agencyId(origin)),
  };
}

export function breadcrumbNode(url: string, crumbs: GraphCrumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    "@id": `${url}#breadcrumb`,
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

function webPageNode(site: GraphSite, page: GraphPage): WebPage {
  return {
    "@type": page.kind,
    "@id": webPageId(page.url),
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: site.language,
    isPartOf: ref(websiteId(site.homeUrl)),
    ...(page.crumbs ? { breadcrumb: ref(`${page.url}#breadcrumb`) } : {}),
    ...(page.mainEntity ? { mainEntity: ref(page.mainEntity) } : {}),
    ...(page.kind === "AboutPage" || page.kind === "ContactPage"
      ? { about: ref(agencyId(site.origin)) }
      : {}),
  } as WebPage;
}

/** One page's connected graph: the agency, the site, the page, its breadcrumb and what it is about. */
export function pageGraph(site: GraphSite, page: GraphPage): Graph {
  return {
    "@context": "https://schema.org",
    "@graph": [
      agencyNode(site),
      websiteNode(site),
      webPageNode(site, page),
      ...(page.crumbs ? [breadcrumbNode(page.url, page.crumbs)] : []),
      ...(page.entities ?? []),
    ],
  };
}

/** A service the agency offers, as its own page describes it. */
export function serviceNode(
  site: GraphSite,
  service: { url: string; name: string; description: string; image: string; offers?: string[] },
): Service {
  return {
    "@type": "Service",
    "@id": `${service.url}#service`,
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: service.url,
    image: service.image,
    provider: ref(agencyId(site.origin)),
    areaServed: { "@type": "Country", name: site.agency.areaServed },
    ...(service.offers?.length
      ? {
          hasOfferCatalog: {
            "@type": "OfferCatalog",
            name: service.name,
            itemListElement: service.offers.map((name) => ({
              "@type": "Offer",
              itemOffered: { "@type": "Service", name },
            })),
          },
        }
      : {}),
  };
}

export type GraphPlan = { id: string; name: string; description: string; monthlyPrice: number };

/**
 * The hosting plans as one service with an offer per plan, each at the monthly price in taka the
 * page shows. Annual billing is left out while the site does not sell it.
 */
export function hostingNode(
  site: GraphSite,
  hosting: { url: string; name: string; plans: GraphPlan[] },
): Service {
  const offers: Offer[] = hosting.plans.map((plan) => ({
    "@type": "Offer",
    "@id": `${hosting.url}#offer-${plan.id}`,
    name: plan.name,
    description: plan.description,
    url: hosting.url,
    price: plan.monthlyPrice,
    priceCurrency: "BDT",
    availability: "https://schema.org/InStock",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: plan.monthlyPrice,
      priceCurrency: "BDT",
      // Billed by the month: the price is for one month of the plan.
      billingDuration: "P1M",
      unitCode: "MON",
    },
    seller: ref(agencyId(site.origin)),
  }));
  return {
    "@type": "Service",
    "@id": `${hosting.url}#hosting`,
    name: hosting.name,
    serviceType: hosting.name,
    provider: ref(agencyId(site.origin)),
    areaServed: { "@type": "Country", name: site.agency.areaServed },
    offers,
  };
}

export type GraphArticle = {
  url: string;
  headline: string;
  description: string;
  datePublished: string;
  dateModified: string;
  /** The article's own language, which may differ from the page's. */
  language: string;
  section: string;
  keywords: string[];
  image: { url: string; width: number; height: number; caption: string };
  author: { id: string; name: string; jobTitle?: string };
};

/** A blog post, tied to its page, its author and the agency that publishes it. */
export function articleNodes(site: GraphSite, article: GraphArticle): [BlogPosting, Person] {
  const author: Person = {
    "@type": "Person",
    "@id": authorId(site.origin, article.author.id),
    name: article.author.name,
    ...(article.author.jobTitle ? { jobTitle: article.author.jobTitle } : {}),
    worksFor: ref(agencyId(site.origin)),
  };
  const posting: BlogPosting = {
    "@type": "BlogPosting",
    "@id": `${article.url}#article`,
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    inLanguage: article.language,
    articleSection: article.section,
    keywords: article.keywords.join(", "),
    url: article.url,
    image: {
      "@type": "ImageObject",
      url: article.image.url,
      width: `${article.image.width}`,
      height: `${article.image.height}`,
      caption: article.image.caption,
    },
    author: ref(author["@id"] as string),
    publisher: ref(agencyId(site.origin)),
    mainEntityOfPage: ref(webPageId(article.url)),
  };
  return [posting, author];
}
