import type { Route } from "./+types/newsletter-confirm";
import { useCopy } from "~/components/copy-context";
import { MessagePage } from "~/components/layout/message-page";
import { copyForPath, localeOfRequest } from "~/content/copy";
import { confirmSubscription } from "~/server/newsletter.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { db, outbox, publicUrl } = context.backend;
  const result = await confirmSubscription(
    db,
    outbox,
    publicUrl,
    token,
    context.ip,
    localeOfRequest(request),
  );
  return { confirmed: result === "confirmed" };
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: copyForPath(location.pathname).forms.newsletter.pageTitle },
  { name: "robots", content: "noindex" },
];

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const newsletterMessages = useCopy().forms.newsletter;
  return (
    <MessagePage title={newsletterMessages.pageTitle}>
      <p role="status">
        {loaderData.confirmed ? newsletterMessages.confirmed : newsletterMessages.invalidLink}
      </p>
    </MessagePage>
  );
}
