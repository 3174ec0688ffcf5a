import type { Route } from "./+types/pricing";
import { useCopy } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import { PricingFaq } from "../components/pricing-faq";
import { PricingPlans } from "../components/pricing-plans";
import { copyForPath, siteMetaIn } from "~/content/copy";
import { hostingGraphIn } from "~/content/plans";
import { pageMeta } from "~/lib/page/seo";
import { searchTextOf } from "~/content/search";

export const meta: Route.MetaFunction = ({ location }) => {
  const copy = copyForPath(location.pathname);
  return pageMeta(siteMetaIn(copy), {
    ...searchTextOf(copy, "/pricing"),
    path: "/pricing",
    breadcrumb: { current: copy.pricing.page.title },
    entities: hostingGraphIn(copy),
  });
};

export default function Pricing() {
  const { page } = useCopy().pricing;
  return (
    <>
      <PageBanner title={page.title} />
      <PricingPlans />
      <PricingFaq />
    </>
  );
}
