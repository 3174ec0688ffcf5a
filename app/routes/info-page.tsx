import { data } from "react-router";
import type { Route } from "./+types/info-page";
import { PageBanner } from "~/components/layout/page-banner";
import { copyForPath, localeOfPath, siteMetaIn } from "~/content/copy";
import { getPage } from "~/content/pages.server";
import { pageMeta } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const page = getPage(localeOfPath(pathname), pathname.split("/").at(-1) ?? "");
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data
    ? pageMeta(siteMetaIn(copyForPath(location.pathname)), {
        title: data.title,
        description: data.description,
        path: `/${data.slug}`,
        breadcrumb: { current: data.title },
      })
    : [];

export default function InfoPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.title} />
      <article className="container-page section">
        <div
          className="prose-article mx-auto max-w-3xl"
          dangerouslySetInnerHTML={{ __html: page.html }}
        />
      </article>
    </>
  );
}
