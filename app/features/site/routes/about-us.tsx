import type { Route } from "./+types/about-us";
import { useCopy } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import { AboutClosing } from "../components/about-closing";
import { AboutIntro } from "../components/about-intro";
import { ServiceCatalogue } from "../components/service-catalogue";
import { Testimonials } from "../components/testimonials";
import { copyForPath, siteMetaIn } from "~/content/copy";
import { pageMeta } from "~/lib/page/seo";
import { searchTextOf } from "~/content/search";

export const meta: Route.MetaFunction = ({ location }) => {
  const copy = copyForPath(location.pathname);
  return pageMeta(siteMetaIn(copy), {
    ...searchTextOf(copy, "/about-us"),
    path: "/about-us",
    kind: "AboutPage",
    breadcrumb: { current: copy.about.title },
  });
};

/** The six services shown on this page; the seventh, consultancy, is offered with all of them. */
const SERVICE_CARD_COUNT = 6;

export default function AboutUs() {
  const { about } = useCopy();
  return (
    <>
      <PageBanner title={about.title} />
      <AboutIntro />
      <ServiceCatalogue
        heading={{
          id: "about-services-title",
          eyebrow: about.servicesEyebrow,
          title: about.servicesTitle,
        }}
        limit={SERVICE_CARD_COUNT}
        variant="about"
      />
      <Testimonials />
      <AboutClosing />
    </>
  );
}
