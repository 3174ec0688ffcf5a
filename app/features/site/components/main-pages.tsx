import { CopyProvider, useCopy } from "~/components/copy-context";
import { NewsletterStrip } from "~/features/newsletter";
import type { PostCardData } from "~/features/publishing";
import { BlogTeasers } from "./blog-teasers";
import { Counters } from "./counters";
import { Hero } from "./hero";
import { IconRow } from "./icon-row";
import { PricingPlans } from "./pricing-plans";
import { ServiceTabs } from "./service-tabs";
import { ServicesGrid } from "./services-grid";
import { TechStack } from "./tech-stack";
import { WhyChooseUs } from "./why-choose-us";
import { homeHeroImage, whyUsPointsIn } from "~/content/home";
import {
  copyWithSections,
  servicePageOf,
  type ShownSection,
  type ServicePage,
  type SectionPage,
  type sectionPages,
} from "~/content/sections";
import { PageBanner } from "~/components/layout/page-banner";
import { SectionHeading } from "~/components/ui/section-heading";
import { AboutClosing } from "./about-closing";
import { AboutIntro } from "./about-intro";
import { CallToAction } from "./call-to-action";
import { CoreServices } from "./core-services";
import { PricingFaq } from "./pricing-faq";
import { ServiceCatalogue } from "./service-catalogue";
import { Office, TeamMembers, TeamValues, WorkProcess } from "./team";
import { Testimonials } from "./testimonials";
import { servicesIn, serviceSlugs } from "~/content/services";
import { landingSlugs, type LandingSection, type LandingSlug } from "~/content/landings";
import { landingSections, type LandingParts } from "./landing-sections";
import { serviceSections } from "./service-sections";

function ServicesBanner() {
  return <PageBanner title={useCopy().services.page.title} />;
}

function ServicesCatalogue() {
  const { catalogue } = useCopy().services.page;
  return <ServiceCatalogue heading={{ id: "all-services-title", ...catalogue }} />;
}

function ServicesCta() {
  return <CallToAction id="services-cta-title" {...useCopy().services.page.cta} />;
}

function AboutBanner() {
  return <PageBanner title={useCopy().about.title} />;
}

function TeamCta() {
  return <CallToAction id="team-cta-title" {...useCopy().team.cta} />;
}

function PricingBanner() {
  return <PageBanner title={useCopy().pricing.page.title} />;
}

/** The six services the about page shows; the seventh, consultancy, goes with all of them. */
const ABOUT_SERVICE_COUNT = 6;

function AboutServices() {
  const { about } = useCopy();
  return (
    <ServiceCatalogue
      heading={{
        id: "about-services-title",
        eyebrow: about.servicesEyebrow,
        title: about.servicesTitle,
      }}
      limit={ABOUT_SERVICE_COUNT}
      variant="about"
    />
  );
}

function TeamBanner() {
  const { team, about } = useCopy();
  return <PageBanner title={team.title} parents={[{ title: about.title, to: "/about-us" }]} />;
}

function TeamIntro() {
  const { team } = useCopy();
  return (
    <section aria-labelledby="team-intro-title" className="section">
      <div className="container-page">
        <SectionHeading id="team-intro-title" {...team.intro} />
      </div>
    </section>
  );
}

function HomeHero() {
  const { hero } = useCopy().home;
  return (
    <Hero
      {...hero}
      primary={{ label: hero.primary, to: "/contact" }}
      secondary={{ label: hero.secondary, to: "/service" }}
      image={{ ...homeHeroImage, alt: hero.imageAlt }}
    />
  );
}

function HomeServices() {
  const copy = useCopy();
  const { servicesIntro } = copy.home;
  return (
    <ServicesGrid
      heading={servicesIntro}
      cards={servicesIn(copy).homeCards}
      more={servicesIntro.more}
    />
  );
}

function HomeWhyUs() {
  const copy = useCopy();
  const { whyChooseUs } = copy.home;
  return (
    <WhyChooseUs
      heading={whyChooseUs}
      action={{ label: whyChooseUs.cta, to: "/contact" }}
      points={whyUsPointsIn(copy)}
    />
  );
}

/**
 * What a main page's sections show besides their words: the posts it lists (the home page's
 * newest, a service's own), a landing page's story, visit and answer.
 */
type Parts = { teasers?: PostCardData[] } & Partial<Omit<LandingParts, "page">>;

type Drawn = (props: Parts & { page: SectionPage }) => React.ReactNode;

const landingDrawn = landingSections as Record<LandingSection, Drawn>;

/** What draws each section of each main page; its words are the page's copy, as placed. */
const drawn: { [P in SectionPage]: Record<keyof (typeof sectionPages)[P]["sections"], Drawn> } = {
  ...(Object.fromEntries(landingSlugs.map((slug) => [slug, landingDrawn])) as Record<
    LandingSlug,
    Record<LandingSection, Drawn>
  >),
  ...(Object.fromEntries(
    serviceSlugs.map((slug) => [servicePageOf(slug), serviceSections as Record<string, Drawn>]),
  ) as Record<ServicePage, Record<keyof typeof serviceSections, Drawn>>),
  home: {
    hero: HomeHero,
    "icon-row": IconRow,
    services: HomeServices,
    "why-us": HomeWhyUs,
    counters: Counters,
    technologies: TechStack,
    "service-tabs": ServiceTabs,
    blog: ({ teasers = [] }) => <BlogTeasers posts={teasers} />,
    pricing: () => <PricingPlans />,
    newsletter: NewsletterStrip,
  },
  services: {
    banner: ServicesBanner,
    catalogue: ServicesCatalogue,
    "core-services": CoreServices,
    cta: ServicesCta,
  },
  about: {
    banner: AboutBanner,
    intro: AboutIntro,
    "service-list": AboutServices,
    testimonials: Testimonials,
    closing: AboutClosing,
  },
  team: {
    banner: TeamBanner,
    intro: TeamIntro,
    people: TeamMembers,
    process: WorkProcess,
    office: Office,
    values: TeamValues,
    cta: TeamCta,
  },
  pricing: {
    banner: PricingBanner,
    plans: () => <PricingPlans />,
    faq: PricingFaq,
  },
};

/** A main page: its sections in the order staff placed them, in the words they wrote. */
export function MainPage({
  page,
  sections,
  ...parts
}: Parts & { page: SectionPage; sections: ShownSection[] }) {
  const copy = copyWithSections(useCopy(), page, sections);
  const drawing = drawn[page] as Record<string, Drawn>;
  return (
    <CopyProvider copy={copy}>
      {sections.map(({ type }) => {
        const Part = drawing[type];
        return Part ? <Part key={type} page={page} {...parts} /> : null;
      })}
    </CopyProvider>
  );
}
