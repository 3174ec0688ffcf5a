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
import { copyWithSections, type Section, type SectionType } from "~/content/sections";
import { servicesIn } from "~/content/services";

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

/** What draws each section of the home page; its words are the page's copy, as placed. */
const drawn: Record<SectionType, (props: { teasers: PostCardData[] }) => React.ReactNode> = {
  hero: HomeHero,
  "icon-row": IconRow,
  services: HomeServices,
  "why-us": HomeWhyUs,
  counters: Counters,
  technologies: TechStack,
  "service-tabs": ServiceTabs,
  blog: ({ teasers }) => <BlogTeasers posts={teasers} />,
  pricing: () => <PricingPlans />,
  newsletter: NewsletterStrip,
};

/** The home page: its sections in the order staff placed them, in the words they wrote. */
export function HomeSections({
  sections,
  teasers,
}: {
  sections: Section[];
  teasers: PostCardData[];
}) {
  const copy = copyWithSections(useCopy(), "home", sections);
  return (
    <CopyProvider copy={copy}>
      {sections.map(({ type }) => {
        const Drawn = drawn[type];
        return <Drawn key={type} teasers={teasers} />;
      })}
    </CopyProvider>
  );
}
