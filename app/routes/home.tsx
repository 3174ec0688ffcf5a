import type { Route } from "./+types/home";
import { BlogTeasers } from "~/components/sections/blog-teasers";
import { Counters } from "~/components/sections/counters";
import { Hero } from "~/components/sections/hero";
import { IconRow } from "~/components/sections/icon-row";
import { NewsletterStrip } from "~/components/sections/newsletter-strip";
import { PricingPlans } from "~/components/sections/pricing-plans";
import { ServiceTabs } from "~/components/sections/service-tabs";
import { ServicesGrid } from "~/components/sections/services-grid";
import { TechStack } from "~/components/sections/tech-stack";
import { WhyChooseUs } from "~/components/sections/why-choose-us";
import { blogTeasers, hero, servicesIntro } from "~/content/home";
import { getPost, summarize } from "~/content/posts.server";
import { homeServiceCards } from "~/content/services";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { formTokenFor } from "~/server/forms.server";

export function loader({ context }: Route.LoaderArgs) {
  const teasers = blogTeasers.slugs.map((slug) => {
    const post = getPost(slug);
    if (!post) throw new Error(`Home page teaser post "${slug}" does not exist`);
    return summarize(post);
  });
  return { teasers, formToken: formTokenFor(context) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `${site.name}: ${hero.title}`,
    description:
      "Nakshi Labs is a Dhaka software and digital agency: websites, mobile apps, custom software, digital marketing, SEO and hosting plans priced in taka.",
    path: "/",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <IconRow />
      <ServicesGrid
        cards={homeServiceCards}
        eyebrow={servicesIntro.eyebrow}
        title={servicesIntro.title}
        text={servicesIntro.text}
        learnMore={servicesIntro.learnMore}
        more={{ label: servicesIntro.more, to: "/service" }}
      />
      <WhyChooseUs />
      <Counters />
      <TechStack />
      <ServiceTabs />
      <BlogTeasers posts={loaderData.teasers} />
      <PricingPlans />
      <NewsletterStrip token={loaderData.formToken} />
    </>
  );
}
