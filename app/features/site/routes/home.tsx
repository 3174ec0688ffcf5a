import type { Route } from "./+types/home";
import { MainPage } from "../components/main-pages";
import { copyForPath, localeOfRequest, siteMetaIn } from "~/content/copy";
import { hostingGraphIn } from "~/content/plans";
import { homeTeasers, shownSections } from "../main-pages.server";
import { pageMeta } from "~/lib/page/seo";
import { backendContext } from "~/platform/context.server";
import { searchTextOf } from "~/content/search";

/** The page's sections as staff placed and wrote them in its language, and the posts it shows. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { content } = context.get(backendContext);
  const [sections, teasers] = await Promise.all([
    content.sections(locale, "home"),
    homeTeasers(content, locale),
  ]);
  return { sections: shownSections(sections, locale, "home"), teasers };
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
  return <MainPage page="home" {...loaderData} />;
}
