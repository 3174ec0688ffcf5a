import type { Route } from "./+types/newsletter";
import { MessagePage } from "~/components/layout/message-page";
import { NewsletterForm } from "~/components/sections/newsletter-form";
import { FormSuccess } from "~/components/ui/form-controls";
import { newsletterMessages } from "~/content/forms";
import { newsletterSchema } from "~/lib/forms/newsletter";
import { pageMeta } from "~/lib/seo";
import { formTokenFor, handleFormSubmission } from "~/server/forms.server";
import { subscribe } from "~/server/newsletter.server";

export function loader({ context }: Route.LoaderArgs) {
  return { formToken: formTokenFor(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, outbox, publicUrl } = context.services;
  return handleFormSubmission({
    request,
    context,
    form: "newsletter",
    schema: newsletterSchema,
    save: ({ email }) => subscribe(db, outbox, publicUrl, email, context.ip),
  });
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: newsletterMessages.pageTitle,
    description: newsletterMessages.metaDescription,
    path: "/newsletter",
    noindex: true,
  });

/** Where the sign-up lands without scripts, and a page of its own for the newsletter. */
export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MessagePage title={newsletterMessages.formTitle}>
      {actionData?.sent ? (
        <FormSuccess title={newsletterMessages.pendingTitle} text={newsletterMessages.pending} />
      ) : (
        <NewsletterForm token={loaderData.formToken} tone="light" pageResult={actionData?.result} />
      )}
    </MessagePage>
  );
}
