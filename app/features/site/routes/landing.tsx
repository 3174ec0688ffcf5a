import { data } from "react-router";
import { receivedValidationIn } from "~/platform/phone.server";
import type { Route } from "./+types/landing";
import { useCopy } from "~/components/copy-context";
import { CaseStory } from "../components/case-story";
import { FaqList } from "../components/faq-list";
import { Hero } from "../components/hero";
import { LeadSection } from "~/features/leads";
import { PricingPlans } from "../components/pricing-plans";
import { ServicesGrid } from "../components/services-grid";
import { WhyChooseUs } from "../components/why-choose-us";
import { copyForPath, copyForRequest, siteMetaIn } from "~/content/copy";
import {
  hasSection,
  landingAt,
  landingPages,
  type LandingSection,
  type LandingSlug,
} from "~/content/landings";
import { storyIn, type Story } from "~/content/people";
import { hostingGraphIn } from "~/content/plans";
import { servicesIn, servicePath } from "~/content/services";
import type { FormActionData } from "~/lib/forms/honeypot";
import { landingLeadSchema } from "~/lib/forms/contact";
import { runtimeOnUse } from "~/lib/page/runtime";
import { pageMeta } from "~/lib/page/seo";
import { sourceOf, submitForm } from "~/features/submissions/index.server";
import type { Utm } from "~/lib/utm";
import { searchTextOf } from "~/content/search";

function slugOf(request: Request) {
  const slug = landingAt(new URL(request.url).pathname);
  if (!slug) throw data(null, { status: 404 });
  return slug;
}

/** The form checks its fields as they are typed once the visitor starts on it. */
export const handle = runtimeOnUse;

/**
 * The visit's utm_* parameters, where the server sees them: in the page's address or that of the
 * page the visitor came from on this site (a reply to the form sent without scripts comes from the
 * landing page's address). A prerendered page has none; the form then carries those of the
 * browser's address (see LeadSection), or its Referer does.
 */
export function loader({ request }: Route.LoaderArgs) {
  const slug = slugOf(request);
  return {
    slug,
    utm: sourceOf(request).utm,
    // A fact, given here so that a page hydrated for its form renders it as the server did.
    story: storyIn(copyForRequest(request), slug),
  };
}

/** The short form's lead: a contact message whose subject names the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const slug = slugOf(request);
  const copy = copyForRequest(request);
  const schema = landingLeadSchema(receivedValidationIn(copy), landingPages[slug].leadSubject);
  return submitForm({ request, context, copy, form: "contact", goal: "lead", schema });
}

export const meta: Route.MetaFunction = ({ location }) => {
  const slug = landingAt(location.pathname);
  if (!slug) return [];
  const copy = copyForPath(location.pathname);
  return pageMeta(siteMetaIn(copy), {
    ...searchTextOf(copy, `/${slug}`),
    path: `/${slug}`,
    entities: hasSection(slug, "pricing") ? hostingGraphIn(copy) : undefined,
  });
};

/** One audience's page: the home page's sections, in the order and with the words of its own. */
export default function Landing({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, utm, story } = loaderData;
  return (
    <>
      {landingPages[slug].sections.map((section) => (
        <Section
          key={section}
          slug={slug}
          section={section}
          utm={utm}
          story={story}
          answer={actionData}
        />
      ))}
    </>
  );
}

function Section({
  slug,
  section,
  utm,
  story,
  answer,
}: {
  slug: LandingSlug;
  section: LandingSection;
  utm: Utm | null;
  story: Story;
  answer?: FormActionData;
}) {
  const copy = useCopy();
  const facts = landingPages[slug];
  const page = copy.landings.pages[slug];
  const lead = { label: page.hero.primary, to: "#lead" };
  switch (section) {
    case "hero":
      return (
        <Hero
          {...page.hero}
          primary={lead}
          image={{ src: facts.image, alt: page.hero.imageAlt, width: 640, height: 520 }}
        />
      );
    case "services": {
      const all = servicesIn(copy).catalogue;
      const cards = facts.services.map((service) => {
        const entry = all.find((item) => item.slug === service)!;
        return {
          slug: service,
          icon: entry.icon,
          title: entry.title,
          description: page.services.items[service] ?? entry.description,
          to: servicePath(service),
          tone: "bg-tint text-brand-ink",
        };
      });
      return <ServicesGrid heading={page.services} cards={cards} />;
    }
    case "points":
      return (
        <WhyChooseUs
          heading={page.points}
          action={lead}
          points={page.points.items.map((point, index) => ({
            key: point.title,
            icon: facts.pointIcons[index] ?? "badge",
            ...point,
          }))}
        />
      );
    case "story":
      return <CaseStory eyebrow={page.story.eyebrow} story={story} />;
    case "pricing":
      return page.pricing ? <PricingPlans heading={page.pricing} /> : null;
    case "faq":
      return <FaqList id="faq-title" {...page.faq} />;
    case "lead":
      return (
        <LeadSection
          heading={page.lead}
          messageHint={page.lead.messageHint}
          utm={utm}
          answer={answer}
        />
      );
  }
}
