import type { Route } from "./+types/case-study";
import { useCopy } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import { copyForPath, localeOfPath, siteMetaIn } from "~/content/copy";
import { pageMeta } from "~/lib/page/seo";
import { backendContext } from "~/platform/context.server";

/** One case study, at /case-studies/<slug> in each language it is written in. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { content } = context.get(backendContext);
  const study = await content.pageAt("case-study", locale, params.slug);
  return { ...study, languages: { versions: study.versions, elsewhere: "/case-studies" } };
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  if (!data) return [];
  const copy = copyForPath(location.pathname);
  return pageMeta(siteMetaIn(copy), {
    title: data.seoTitle ?? data.title,
    description: data.seoDescription ?? data.description,
    path: `/case-studies/${data.slug}`,
    breadcrumb: {
      parents: [{ title: copy.about.caseStudies.title, to: "/case-studies" }],
      current: data.title,
    },
    versions: data.versions,
  });
};

export default function CaseStudy({ loaderData: study }: Route.ComponentProps) {
  const { about } = useCopy();
  return (
    <>
      <PageBanner
        title={study.title}
        parents={[{ title: about.caseStudies.title, to: "/case-studies" }]}
      />
      <article className="container-page section">
        <p className="mx-auto mb-8 max-w-3xl text-lg text-ink-muted">{study.description}</p>
        <div
          className="prose-article mx-auto max-w-3xl"
          dangerouslySetInnerHTML={{ __html: study.html }}
        />
      </article>
    </>
  );
}
