import type { Route } from "./+types/shop";
import { useCopy } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import { ShopCatalogue } from "../components/shop-catalogue";
import { SectionHeading } from "~/components/ui/section-heading";
import { copyForPath, siteMetaIn } from "~/content/copy";
import { pageMeta } from "~/lib/page/seo";
import { searchTextOf } from "~/content/search";

export const meta: Route.MetaFunction = ({ location }) => {
  const copy = copyForPath(location.pathname);
  return pageMeta(siteMetaIn(copy), {
    ...searchTextOf(copy, "/shops"),
    path: "/shops",
    kind: "CollectionPage",
    breadcrumb: { current: copy.shop.title },
  });
};

/** The hosting and domain shop: every product with its price, each leading to its order page. */
export default function Shop() {
  const { shop } = useCopy();
  return (
    <>
      <PageBanner title={shop.title} />
      <section aria-labelledby="shop-intro-title" className="section pb-0 sm:pb-0 lg:pb-0">
        <div className="container-page">
          <SectionHeading id="shop-intro-title" {...shop.intro} />
        </div>
      </section>
      <ShopCatalogue />
    </>
  );
}
