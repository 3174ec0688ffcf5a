import type { Route } from "./+types/home";
import { BlogTeasers } from "../components/blog-teasers";
import { Counters } from "../components/counters";
import { HomeIntro } from "../components/home-intro";
import { NewsletterStrip } from "~/features/newsletter";
import { PricingPlans } from "../components/pricing-plans";
import { ServiceTabs } from "../components/service-tabs";
import { TechStack } from "../components/tech-stack";
import { copyForPath, localeOfRequest, siteMetaIn } from "~/content/copy";
import { featuredPostSlugs } from "~/content/home";
import { hostingGraphIn } from "~/content/plans";
import { summarize } from "~/features/publishing/index.server";
import { pageMeta } from "~/lib/page/seo";
import { backendContext } from "~/platform/context.server";
import { searchTextOf } from "~/content/search";

/** How many posts the home page shows. */
const TEASER_COUNT = 3;

/** The featured posts the blog has, then its newest, three in all. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const blog = await context.get(backendContext).content.blog(localeOfRequest(request));
  const featured = featuredPostSlugs.flatMap((slug) => blog.posts.filter((p) => p.slug === slug));
  const rest = blog.posts.filter((post) => !featured.includes(post));
  const teasers = [...featured, ...rest].slice(0, TEASER_COUNT).map(summarize);
  return { teasers };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const copy = copyForPath(location.pathname);
  return pageMeta(siteMetaIn(copy), {
    ...searchTextOf(copy, "/"),
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
