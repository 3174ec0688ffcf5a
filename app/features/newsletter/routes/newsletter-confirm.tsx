import { Form } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { useCopy } from "~/components/copy-context";
import { MessagePage } from "~/components/layout/message-page";
import { copyForPath, localeOfRequest } from "~/content/copy";
import { confirmationLinkState, confirmSubscription } from "../newsletter.server";
import { backendContext, visitContext } from "~/platform/context.server";

const ttlOf = (hours: number) => hours * 60 * 60 * 1000;

/**
 * The e-mailed confirmation link opens this page, which confirms only when its button is pressed:
 * mail scanners that open links do not subscribe anyone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { db, env } = context.get(backendContext);
  const state = await confirmationLinkState(db, token, ttlOf(env.NEWSLETTER_CONFIRM_TTL_HOURS));
  return { token: state === "valid" ? token : "", state };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const token = form?.get("token");
  const { db, outbox, publicUrl, env } = context.get(backendContext);
  const result = await confirmSubscription(
    db,
    outbox,
    publicUrl,
    typeof token === "string" ? token : "",
    context.get(visitContext).ip,
    localeOfRequest(request),
    ttlOf(env.NEWSLETTER_CONFIRM_TTL_HOURS),
  );
  return { result };
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: copyForPath(location.pathname).forms.newsletter.pageTitle },
  { name: "robots", content: "noindex" },
];

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const words = useCopy().forms.newsletter;
  const outcome = actionData?.result ?? (loaderData.state === "valid" ? null : loaderData.state);
  if (outcome) {
    const message = {
      confirmed: words.confirmed,
      expired: words.expiredLink,
      invalid: words.invalidLink,
    }[outcome];
    return (
      <MessagePage title={words.pageTitle}>
        <p role="status">{message}</p>
      </MessagePage>
    );
  }
  return (
    <MessagePage title={words.pageTitle}>
      <Form method="post">
        <p>{words.confirmText}</p>
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" className="btn-primary mt-6">
          {words.confirmButton}
        </button>
      </Form>
    </MessagePage>
  );
}
