import { data } from "react-router";
import type { Route } from "./+types/case-studies";
import { useCopy } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import { LearnMoreLink } from "~/components/ui/learn-more-link";
import { copyForPath, localeOfPath, siteMetaIn } from "~/content/copy";
import { pageMeta } from "~/lib/page/seo";
import { backendContext } from "~/platform/context.server";

/**
 * The case studies: the agency's introduction to them (the page "case-studies" it writes in the
 * workspace), then each story it published in the page's language, newest first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { content } = context.get(backendContext);
  const [intro, studies] = await Promise.all([
    content.page("page", locale, "case-studies"),
    content.list("case-study", locale),
  ]);
  if (!intro) throw data(null, { status: 404 });
  return {
    intro,
    studies: studies.map(({ slug, title, description }) => ({ slug, title, description })),
    languages: { versions: intro.versions, elsewhere: "/" },
  };
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data
    ? pageMeta(siteMetaIn(copyForPath(location.pathname)), {
        title: data.intro.seoTitle ?? data.intro.title,
        description: data.intro.seoDescription ?? data.intro.description,
        path: "/case-studies",
        kind: "CollectionPage",
        breadcrumb: { current: data.intro.title },
        versions: data.intro.versions,
      })
    : [];

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { intro, studies } = loaderData;
  const { about } = useCopy();
  return (
    <>
      <PageBanner title={intro.title} />
      <section className="container-page section">
        <div
          className="prose-article mx-auto max-w-3xl"
          dangerouslySetInnerHTML={{ __html: intro.html }}
        />
        <ul
          className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-3"
          data-testid="case-studies"
        >
          {studies.map((study) => (
            <li key={study.slug} className="card relative flex flex-col p-6">
              <h2 className="text-xl font-bold leading-snug">{study.title}</h2>
              <p className="mt-3 text-ink-muted">{study.description}</p>
              <LearnMoreLink
                to={`/case-studies/${study.slug}`}
                label={about.caseStudies.read}
                subject={study.title}
                className="mt-auto self-start pt-5"
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
