import { unlocalizedPath } from "./copy";
import type { IconName } from "./icons";
import type { ServiceSlug } from "./services";

/**
 * The campaign landing pages: the home page re-composed, one page per audience the agency sells to.
 * What each page shows, and in what order, is data here; its words are in each language's copy under
 * `landings.pages.<slug>`.
 */
export const landingPages = {
  "home-two": {
    leadSubject: "Enquiry from the start-ups page",
    image: "/images/landing/start-ups.svg",
    services: ["mobile-app", "web-development", "ui-ux", "consultancy"],
    pointIcons: ["rocket", "users", "chart", "shield"],
    sections: ["hero", "services", "points", "story", "faq", "lead"],
  },
  "home-three": {
    leadSubject: "Enquiry from the online shops page",
    image: "/images/landing/online-shops.svg",
    services: ["web-development", "digital-marketing", "seo", "hosting"],
    pointIcons: ["smartphone", "chart", "megaphone", "headphones"],
    sections: ["hero", "services", "points", "story", "pricing", "faq", "lead"],
  },
  "home-four": {
    leadSubject: "Enquiry from the manufacturers page",
    image: "/images/landing/manufacturers.svg",
    services: ["software", "web-development", "seo", "hosting"],
    pointIcons: ["badge", "cpu", "shield", "search"],
    sections: ["hero", "points", "services", "story", "faq", "lead"],
  },
  "home-five": {
    leadSubject: "Enquiry from the clinics page",
    image: "/images/landing/clinics.svg",
    services: ["web-development", "seo", "mobile-app", "hosting"],
    pointIcons: ["search", "smartphone", "shield", "headphones"],
    sections: ["hero", "services", "story", "points", "pricing", "faq", "lead"],
  },
  "home-six": {
    leadSubject: "Enquiry from the schools page",
    image: "/images/landing/schools.svg",
    services: ["web-development", "software", "mobile-app", "digital-marketing"],
    pointIcons: ["users", "smartphone", "cpu", "megaphone"],
    sections: ["hero", "services", "points", "story", "pricing", "faq", "lead"],
  },
  "home-seven": {
    leadSubject: "Enquiry from the NGOs page",
    image: "/images/landing/ngos.svg",
    services: ["web-development", "software", "ui-ux", "hosting"],
    pointIcons: ["badge", "shield", "chart", "users"],
    sections: ["hero", "points", "services", "story", "faq", "lead"],
  },
  "home-eight": {
    leadSubject: "Enquiry from the real estate page",
    image: "/images/landing/real-estate.svg",
    services: ["web-development", "digital-marketing", "seo", "mobile-app"],
    pointIcons: ["search", "megaphone", "smartphone", "chart"],
    sections: ["hero", "services", "story", "points", "pricing", "faq", "lead"],
  },
} satisfies Record<string, LandingFacts>;

export type LandingSection = "hero" | "services" | "points" | "story" | "pricing" | "faq" | "lead";

type LandingFacts = {
  /** The subject of the page's leads in the agency's inbox and e-mail, which are in English. */
  leadSubject: string;
  /** The hero's illustration. */
  image: string;
  /** The services this audience buys, in the order the page shows them. */
  services: ServiceSlug[];
  /** One icon per point in the copy's `points.items`, in order. */
  pointIcons: IconName[];
  /** The page's sections, top to bottom. */
  sections: LandingSection[];
};

export type LandingSlug = keyof typeof landingPages;

export const landingSlugs = Object.keys(landingPages) as LandingSlug[];

export const landingPath = (slug: LandingSlug) => `/${slug}`;

export function isLandingSlug(value: string): value is LandingSlug {
  return Object.hasOwn(landingPages, value);
}

/** The landing page at a path in any language ("/bn/home-two"), if it is one. */
export function landingAt(pathname: string): LandingSlug | undefined {
  const slug = unlocalizedPath(pathname).replace(/^\/|\/$/g, "");
  return isLandingSlug(slug) ? slug : undefined;
}

/** What a language says on one landing page. */
export type LandingCopy = {
  /** Who the page is for, as the slide-out menu lists it ("For start-ups"). */
  label: string;
  /** The page's title in search results and the browser tab. */
  title: string;
  /** The page's description in search results (at most 160 characters). */
  metaDescription: string;
  hero: {
    eyebrow: string;
    title: string;
    text: string;
    /** The button that scrolls to the lead form. */
    primary: string;
    /** One line of proof under the buttons. */
    trust: string;
    imageAlt: string;
  };
  services: {
    eyebrow: string;
    title: string;
    text: string;
    /** What each listed service does for this audience, one or two sentences. */
    items: Partial<Record<ServiceSlug, string>>;
  };
  points: {
    eyebrow: string;
    title: string;
    text: string;
    /** Four reasons this audience chooses the agency. */
    items: { title: string; text: string }[];
  };
  /** The heading over the page's client story; the story is one of the site's facts. */
  story: { eyebrow: string };
  /** Shown when the page lists the hosting plans. */
  pricing?: { eyebrow: string; title: string; text: string };
  faq: { eyebrow: string; title: string; items: { question: string; answer: string }[] };
  lead: {
    eyebrow: string;
    title: string;
    text: string;
    /** What this audience might ask for, shown under the message box's label. */
    messageHint: string;
  };
};
