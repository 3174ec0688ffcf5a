import type { Route } from "./+types/about-us";
import { MainPage } from "../components/main-pages";
import { loadMainPage } from "../main-pages.server";
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

export const loader = (args: Route.LoaderArgs) => loadMainPage(args, "about");

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return <MainPage page="about" sections={loaderData.sections} />;
}
