import { useCopy } from "~/components/copy-context";
import { LeadSection } from "~/features/leads";
import { CaseStory } from "./case-story";
import { FaqList } from "./faq-list";
import { Hero } from "./hero";
import { PricingPlans } from "./pricing-plans";
import { ServicesGrid } from "./services-grid";
import { WhyChooseUs } from "./why-choose-us";
import { landingPages, type LandingSection, type LandingSlug } from "~/content/landings";
import type { Story } from "~/content/people";
import { servicesIn, servicePath } from "~/content/services";
import type { FormActionData } from "~/lib/forms/honeypot";
import type { Utm } from "~/lib/utm";

/** What a landing page's sections show besides their words: its story, the visit, the answer. */
export type LandingParts = {
  page: LandingSlug;
  story?: Story;
  utm?: Utm | null;
  answer?: FormActionData;
};

/** A landing page's words (with staff's sections in place) and what it shows of the facts. */
function useLanding(page: LandingSlug) {
  const copy = useCopy();
  const words = copy.landings.pages[page];
  return {
    copy,
    words,
    facts: landingPages[page],
    lead: { label: words.hero.primary, to: "#lead" },
  };
}

function LandingHero({ page }: LandingParts) {
  const { words, facts, lead } = useLanding(page);
  return (
    <Hero
      {...words.hero}
      primary={lead}
      image={{ src: facts.image, alt: words.hero.imageAlt, width: 640, height: 520 }}
    />
  );
}

function LandingServices({ page }: LandingParts) {
  const { copy, words, facts } = useLanding(page);
  const all = servicesIn(copy).catalogue;
  const cards = facts.services.map((service) => {
    const entry = all.find((item) => item.slug === service)!;
    return {
      slug: service,
      icon: entry.icon,
      title: entry.title,
      description: words.services.items[service] ?? entry.description,
      to: servicePath(service),
      tone: "bg-tint text-brand-ink",
    };
  });
  return <ServicesGrid heading={words.services} cards={cards} />;
}

function LandingPoints({ page }: LandingParts) {
  const { words, facts, lead } = useLanding(page);
  return (
    <WhyChooseUs
      heading={words.points}
      action={lead}
      points={words.points.items.map((point, index) => ({
        key: `${index}`,
        icon: facts.pointIcons[index] ?? "badge",
        ...point,
      }))}
    />
  );
}

function LandingStory({ page, story }: LandingParts) {
  const { words } = useLanding(page);
  return story ? <CaseStory eyebrow={words.story.eyebrow} story={story} /> : null;
}

function LandingPricing({ page }: LandingParts) {
  const { words } = useLanding(page);
  return words.pricing ? <PricingPlans heading={words.pricing} /> : null;
}

function LandingFaq({ page }: LandingParts) {
  const { words } = useLanding(page);
  return <FaqList id="faq-title" {...words.faq} />;
}

function LandingLead({ page, utm = null, answer }: LandingParts) {
  const { words } = useLanding(page);
  return (
    <LeadSection
      heading={words.lead}
      messageHint={words.lead.messageHint}
      utm={utm}
      answer={answer}
    />
  );
}

/** What draws each section a landing page may hold. */
export const landingSections: Record<LandingSection, (parts: LandingParts) => React.ReactNode> = {
  hero: LandingHero,
  services: LandingServices,
  points: LandingPoints,
  story: LandingStory,
  pricing: LandingPricing,
  faq: LandingFaq,
  lead: LandingLead,
};
