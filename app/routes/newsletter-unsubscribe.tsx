import { Form } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { useCopy } from "~/components/copy-context";
import { MessagePage } from "~/components/layout/message-page";
import { copyForPath } from "~/content/copy";
import { isKnownUnsubscribeToken, unsubscribe } from "~/server/newsletter.server";
import { backendContext } from "~/server/context.server";

/** Opening the link shows a button (so link scanners cannot unsubscribe anyone); pressing it unsubscribes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return {
    token,
    known: token !== "" && (await isKnownUnsubscribeToken(context.get(backendContext).db, token)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const token = form?.get("token");
  const done =
    typeof token === "string" && (await unsubscribe(context.get(backendContext).db, token));
  return { done };
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: copyForPath(location.pathname).forms.newsletter.unsubscribeTitle },
  { name: "robots", content: "noindex" },
];

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const newsletterMessages = useCopy().forms.newsletter;
  if (actionData) {
    return (
      <MessagePage title={newsletterMessages.unsubscribeTitle}>
        <p role="status">
          {actionData.done
            ? newsletterMessages.unsubscribed
            : newsletterMessages.unknownUnsubscribe}
        </p>
      </MessagePage>
    );
  }
  return (
    <MessagePage title={newsletterMessages.unsubscribeTitle}>
      {loaderData.known ? (
        <Form method="post">
          <p>{newsletterMessages.unsubscribeText}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="btn-accent mt-6">
            {newsletterMessages.unsubscribeButton}
          </button>
        </Form>
      ) : (
        <p role="status">{newsletterMessages.unknownUnsubscribe}</p>
      )}
    </MessagePage>
  );
}
