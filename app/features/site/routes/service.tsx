import type { Route } from "./+types/service";
import { MainPage } from "../components/main-pages";
import { loadMainPage } from "../main-pages.server";
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

export const loader = (args: Route.LoaderArgs) => loadMainPage(args, "services");

export default function Services({ loaderData }: Route.ComponentProps) {
  return <MainPage page="services" sections={loaderData.sections} />;
}
