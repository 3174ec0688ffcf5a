import type { Route } from "./+types/pricing";
import { MainPage } from "../components/main-pages";
import { loadMainPage } from "../main-pages.server";
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

export const loader = (args: Route.LoaderArgs) => loadMainPage(args, "pricing");

export default function Pricing({ loaderData }: Route.ComponentProps) {
  return <MainPage page="pricing" sections={loaderData.sections} />;
}
