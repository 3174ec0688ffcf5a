import type { Route } from "./+types/team";
import { MainPage } from "../components/main-pages";
import { loadMainPage } from "../main-pages.server";
import { copyForPath, siteMetaIn } from "~/content/copy";
import { pageMeta } from "~/lib/page/seo";
import { searchTextOf } from "~/content/search";

/** The spec's second about page: the team, how it works, its office and its values. */
export const meta: Route.MetaFunction = ({ location }) => {
  const copy = copyForPath(location.pathname);
  return pageMeta(siteMetaIn(copy), {
    ...searchTextOf(copy, "/about-us-another"),
    path: "/about-us-another",
    kind: "AboutPage",
    breadcrumb: {
      parents: [{ title: copy.about.title, to: "/about-us" }],
      current: copy.team.title,
    },
  });
};

export const loader = (args: Route.LoaderArgs) => loadMainPage(args, "team");

export default function Team({ loaderData }: Route.ComponentProps) {
  return <MainPage page="team" sections={loaderData.sections} />;
}
