import type { Route } from "./+types/newsletter";
import { useCopy } from "~/components/copy-context";
import { MessagePage } from "~/components/layout/message-page";
import { NEWSLETTER_FORM_ID, NewsletterForm } from "../components/newsletter-form";
import { FormSuccess } from "~/components/ui/form-controls";
import { copyForPath, copyForRequest, siteMetaIn, validationIn } from "~/content/copy";
import { newsletterSchema } from "~/lib/forms/newsletter";
import { pageMeta } from "~/lib/page/seo";
import { submitForm } from "~/features/submissions/index.server";
import { searchTextOf } from "~/content/search";

export async function action({ request, context }: Route.ActionArgs) {
  const copy = copyForRequest(request);
  const schema = newsletterSchema(validationIn(copy));
  return submitForm({ request, context, copy, form: "newsletter", schema });
}

export const meta: Route.MetaFunction = ({ location }) => {
  const copy = copyForPath(location.pathname);
  return pageMeta(siteMetaIn(copy), {
    ...searchTextOf(copy, "/newsletter"),
    path: "/newsletter",
    noindex: true,
  });
};

/** Where the sign-up lands without scripts, and a page of its own for the newsletter. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
  const words = useCopy().forms.newsletter;
  return (
    <MessagePage title={words.formTitle}>
      {actionData?.sent ? (
        <FormSuccess id={NEWSLETTER_FORM_ID} title={words.pendingTitle} text={words.pending} />
      ) : (
        <NewsletterForm pageResult={actionData?.result} />
      )}
    </MessagePage>
  );
}
