import type { Route } from "./+types/service";
import { useCopy } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import { CallToAction } from "../components/call-to-action";
import { CoreServices } from "../components/core-services";
import { ServiceCatalogue } from "../components/service-catalogue";
import { copyForPath, siteMetaIn } from "~/content/copy";
import { pageMeta } from "~/lib/page/seo";
import { searchTextOf } from "~/content/search";

export const meta: Route.MetaFunction = ({ location }) => {
  const copy = copyForPath(location.pathname);
  return pageMeta(siteMetaIn(copy), {
    ...searchTextOf(copy, "/service"),
    path: "/service",
    kind: "CollectionPage",
    breadcrumb: { current: copy.services.page.title },
  });
};

export default function Services() {
  const { page } = useCopy().services;
  return (
    <>
      <PageBanner title={page.title} />
      <ServiceCatalogue heading={{ id: "all-services-title", ...page.catalogue }} />
      <CoreServices />
      <CallToAction id="services-cta-title" {...page.cta} />
    </>
  );
}
