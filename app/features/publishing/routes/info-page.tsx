import type { Route } from "./+types/info-page";
import { PageBanner } from "~/components/layout/page-banner";
import { copyForPath, localeOfPath, siteMetaIn } from "~/content/copy";
import { pageMeta } from "~/lib/page/seo";
import { backendContext } from "~/platform/context.server";

/**
 * An information page (privacy policy, FAQs, …) the agency writes in the workspace, at /<slug> in
 * each language it is written in; another language's address of it leads to the version there is.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeOfPath(pathname);
  const { content } = context.get(backendContext);
  const page = await content.pageAt("page", locale, params.page);
  return { ...page, languages: { versions: page.versions, elsewhere: "/" } };
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data
    ? pageMeta(siteMetaIn(copyForPath(location.pathname)), {
        title: data.seoTitle ?? data.title,
        description: data.seoDescription ?? data.description,
        path: `/${data.slug}`,
        breadcrumb: { current: data.title },
        versions: data.versions,
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
