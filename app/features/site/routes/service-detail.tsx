import { data } from "react-router";
import type { Route } from "./+types/service-detail";
import { MainPage } from "../components/main-pages";
import { serviceBreadcrumbOf } from "../components/service-sections";
import { loadMainPage } from "../main-pages.server";
import { copyForPath, copyForRequest, localeOfRequest, siteMetaIn } from "~/content/copy";
import { servicePageOf } from "~/content/sections";
import { servicesIn } from "~/content/services";
import { absoluteUrl, pageMeta } from "~/lib/page/seo";
import { serviceNode } from "~/lib/page/structured-data";
import { backendContext } from "~/platform/context.server";
import { searchTextOf } from "~/content/search";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const service = servicesIn(copyForRequest(request)).pages.find((s) => s.slug === params.slug);
  if (!service) throw data(null, { status: 404 });
  const page = servicePageOf(service.slug);
  const blog = await context.get(backendContext).content.blog(localeOfRequest(request));
  return {
    slug: service.slug,
    page,
    ...(await loadMainPage({ request, context }, page)),
    teasers: blog.about(service.slug),
  };
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  const copy = copyForPath(location.pathname);
  const service = data && servicesIn(copy).pages.find((item) => item.slug === data.slug);
  if (!service) return [];
  return pageMeta(siteMetaIn(copy), {
    ...searchTextOf(copy, service.to),
    path: service.to,
    breadcrumb: serviceBreadcrumbOf(copy, service),
    entities: (site, url) => {
      const node = serviceNode(site, {
        url,
        name: service.title,
        description: service.summary,
        image: absoluteUrl(site.origin, service.image),
        offers: service.offerings,
      });
      return { entities: [node], mainEntity: node["@id"] as string };
    },
  });
};

/** A service's page: its sections as staff placed and wrote them, and the posts about it. */
export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  return <MainPage {...loaderData} />;
}
