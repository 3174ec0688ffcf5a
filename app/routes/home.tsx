import type { Route } from "./+types/home";
import { BlogTeasers } from "~/components/sections/blog-teasers";
import { Counters } from "~/components/sections/counters";
import { HomeIntro } from "~/components/sections/home-intro";
import { NewsletterStrip } from "~/components/sections/newsletter-strip";
import { PricingPlans } from "~/components/sections/pricing-plans";
import { ServiceTabs } from "~/components/sections/service-tabs";
import { TechStack } from "~/components/sections/tech-stack";
import { copyForPath, localeOfRequest, siteMetaIn } from "~/content/copy";
import { featuredPostSlugs } from "~/content/home";
import { hostingGraphIn } from "~/content/plans";
import { blogFor, summarize } from "~/content/posts.server";
import { pageMeta } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  const blog = blogFor(localeOfRequest(request));
  const teasers = featuredPostSlugs.map((slug) => {
    const post = blog.getPost(slug);
    if (!post) throw new Error(`Home page teaser post "${slug}" does not exist`);
    return summarize(post);
  });
  return { teasers };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const copy = copyForPath(location.pathname);
  return pageMeta(siteMetaIn(copy), {
    title: `${copy.siteName}: ${copy.home.hero.title}`,
    description: copy.home.metaDescription,
    path: "/",
    entities: hostingGraphIn(copy),
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeIntro />
      <Counters />
      <TechStack />
      <ServiceTabs />
      <BlogTeasers posts={loaderData.teasers} />
      <PricingPlans />
      <NewsletterStrip />
    </>
  );
}
