import { data, redirect } from "react-router";
import type { Route } from "./+types/page";
import { PageBanner } from "~/components/layout/page-banner";
import { MainPage } from "../components/main-pages";
import { shownSections } from "../main-pages.server";
import {
  copyForPath,
  copyForRequest,
  factsIn,
  defaultLocale,
  localeOfPath,
  locales,
  siteMetaIn,
} from "~/content/copy";
import { storyIn } from "~/content/people";
import { hostingGraphIn } from "~/content/plans";
import { landingLeadSchema } from "~/lib/forms/contact";
import { runtimeOnUse } from "~/lib/page/runtime";
import { pageMeta } from "~/lib/page/seo";
import { receivedValidationIn } from "~/platform/phone.server";
import { backendContext } from "~/platform/context.server";
import { sourceOf, submitForm } from "~/features/submissions/index.server";
import type { PublishedContent } from "~/features/publishing/index.server";

/** The subject of a made landing page's leads in the agency's inbox and e-mail (in English). */
const leadSubjectOf = (name: string) => `Enquiry from the landing page “${name}”`;

/**
 * A landing page staff made, live at this address in this language. Another language's address of
 * it leads to the version there is (as an information page's does); none, and it is not one.
 */
async function madeLanding(content: PublishedContent, pathname: string, slug: string) {
  const locale = localeOfPath(pathname);
  const landing = await content.landing(locale, slug);
  if (landing) return landing;
  for (const other of locales) {
    const elsewhere = other === locale ? null : await content.landing(other, slug);
    const path = elsewhere?.versions[0]?.path;
    if (path) throw redirect(path, 302);
  }
  return null;
}

/**
 * A one-word address: a landing page staff made in the workspace (a campaign's, copied from one
 * of the site's), else an information page the agency writes (privacy policy, FAQs, …), at
 * /<slug> in each language it is written in; another language's address of either leads to the
 * version there is.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeOfPath(pathname);
  const { content } = context.get(backendContext);
  const landing = await madeLanding(content, pathname, params.page);
  if (landing) {
    const hero = landing.sections.find(({ type }) => type === "hero")?.words.title;
    return {
      kind: "landing" as const,
      ...landing,
      // Its search title when it has none of its own: the hero's heading, else its name.
      title:
        landing.seoTitle ?? (typeof hero === "string" ? factsIn(locale).text(hero) : landing.name),
      sections: shownSections(landing.sections, locale, landing.template),
      utm: sourceOf(request).utm,
      story: storyIn(copyForRequest(request), landing.template),
      // Its form checks its fields as they are typed once the visitor starts on it.
      runtime: runtimeOnUse.runtime,
      languages: { versions: landing.versions, elsewhere: "/" },
    };
  }
  const page = await content.pageAt("page", locale, params.page);
  return { kind: "page" as const, ...page, languages: { versions: page.versions, elsewhere: "/" } };
}

/** A made landing page's short form: a contact message whose subject names the page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { content } = context.get(backendContext);
  const landing = await madeLanding(content, new URL(request.url).pathname, params.page);
  if (!landing) throw data(null, { status: 405 });
  const copy = copyForRequest(request);
  const english = await content.landing(defaultLocale, params.page);
  const schema = landingLeadSchema(
    receivedValidationIn(copy),
    leadSubjectOf(english?.name ?? landing.name),
  );
  return submitForm({ request, context, copy, form: "contact", goal: "lead", schema });
}

export const meta: Route.MetaFunction = ({ data: page, location }) => {
  if (!page) return [];
  const copy = copyForPath(location.pathname);
  if (page.kind === "landing") {
    const words = copy.landings.pages[page.template];
    return pageMeta(siteMetaIn(copy), {
      title: page.title,
      description: page.seoDescription ?? words.metaDescription,
      path: `/${page.slug}`,
      versions: page.versions,
      entities: page.sections.some(({ type }) => type === "pricing")
        ? hostingGraphIn(copy)
        : undefined,
    });
  }
  return pageMeta(siteMetaIn(copy), {
    title: page.seoTitle ?? page.title,
    description: page.seoDescription ?? page.description,
    path: `/${page.slug}`,
    breadcrumb: { current: page.title },
    versions: page.versions,
  });
};

export default function OneWordPage({ loaderData: page, actionData }: Route.ComponentProps) {
  if (page.kind === "landing") {
    return <MainPage {...page} page={page.template} answer={actionData} />;
  }
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
