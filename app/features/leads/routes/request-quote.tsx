import { receivedValidationIn } from "~/platform/phone.server";
import type { Route } from "./+types/request-quote";
import { useCopy } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import { QuoteFormCard } from "../components/quote-form";
import { QuoteNextSteps } from "../components/quote-next-steps";
import { copyForPath, copyForRequest, siteMetaIn } from "~/content/copy";
import { isPlanId } from "~/content/plans";
import { quoteChoicesIn } from "~/content/quote";
import { quoteSchema } from "~/lib/forms/quote";
import { runtimeOnUse } from "~/lib/page/runtime";
import { pageMeta } from "~/lib/page/seo";
import { submitForm } from "~/features/submissions/index.server";
import { searchTextOf } from "~/content/search";

/** The form checks its fields as they are typed once the visitor starts on it. */
export const handle = runtimeOnUse;

export function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("plan");
  return { plan: isPlanId(requested) ? requested : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const copy = copyForRequest(request);
  const schema = quoteSchema(receivedValidationIn(copy), quoteChoicesIn(copy));
  return submitForm({ request, context, copy, form: "quote", schema });
}

export const meta: Route.MetaFunction = ({ location }) => {
  const copy = copyForPath(location.pathname);
  return pageMeta(siteMetaIn(copy), {
    ...searchTextOf(copy, "/request-quote"),
    path: "/request-quote",
    kind: "ContactPage",
    breadcrumb: { current: copy.forms.quote.title },
  });
};

export default function RequestQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { quote } = useCopy().forms;
  return (
    <>
      <PageBanner title={quote.title} />
      <section className="section">
        <div className="container-page grid gap-12 lg:grid-cols-[1.5fr_1fr]">
          <QuoteFormCard plan={loaderData.plan} answer={actionData} />
          <QuoteNextSteps />
        </div>
      </section>
    </>
  );
}
