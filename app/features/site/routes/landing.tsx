import { data } from "react-router";
import { receivedValidationIn } from "~/platform/phone.server";
import type { Route } from "./+types/landing";
import { MainPage } from "../components/main-pages";
import { loadMainPage } from "../main-pages.server";
import { copyForPath, copyForRequest, siteMetaIn } from "~/content/copy";
import { landingAt, landingPages } from "~/content/landings";
import { storyIn } from "~/content/people";
import { hostingGraphIn } from "~/content/plans";
import { landingLeadSchema } from "~/lib/forms/contact";
import { runtimeOnUse } from "~/lib/page/runtime";
import { pageMeta } from "~/lib/page/seo";
import { sourceOf, submitForm } from "~/features/submissions/index.server";
import { searchTextOf } from "~/content/search";

function slugOf(request: Request) {
  const slug = landingAt(new URL(request.url).pathname);
  if (!slug) throw data(null, { status: 404 });
  return slug;
}

/** The form checks its fields as they are typed once the visitor starts on it. */
export const handle = runtimeOnUse;

/**
 * The visit's utm_* parameters, where the server sees them: in the page's address or that of the
 * page the visitor came from on this site (a reply to the form sent without scripts comes from the
 * landing page's address). A prerendered page has none; the form then carries those of the
 * browser's address (see LeadSection), or its Referer does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = slugOf(request);
  return {
    slug,
    ...(await loadMainPage({ request, context }, slug)),
    utm: sourceOf(request).utm,
    // A fact, given here so that a page hydrated for its form renders it as the server did.
    story: storyIn(copyForRequest(request), slug),
  };
}

/** The short form's lead: a contact message whose subject names the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const slug = slugOf(request);
  const copy = copyForRequest(request);
  const schema = landingLeadSchema(receivedValidationIn(copy), landingPages[slug].leadSubject);
  return submitForm({ request, context, copy, form: "contact", goal: "lead", schema });
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const slug = landingAt(location.pathname);
  if (!slug || !loaderData) return [];
  const copy = copyForPath(location.pathname);
  return pageMeta(siteMetaIn(copy), {
    ...searchTextOf(copy, `/${slug}`),
    path: `/${slug}`,
    entities: loaderData.sections.some(({ type }) => type === "pricing")
      ? hostingGraphIn(copy)
      : undefined,
  });
};

/** One audience's page: the home page's sections, in the order and the words staff gave it. */
export default function Landing({ loaderData, actionData }: Route.ComponentProps) {
  return <MainPage page={loaderData.slug} {...loaderData} answer={actionData} />;
}
