import type { Route } from "./+types/newsletter-confirm";
import { MessagePage } from "~/components/layout/message-page";
import { newsletterMessages } from "~/content/forms";
import { confirmSubscription } from "~/server/newsletter.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { db, outbox, publicUrl } = context.services;
  const result = await confirmSubscription(db, outbox, publicUrl, token, context.ip);
  return { confirmed: result === "confirmed" };
}

export const meta: Route.MetaFunction = () => [
  { title: newsletterMessages.pageTitle },
  { name: "robots", content: "noindex" },
];

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  return (
    <MessagePage title={newsletterMessages.pageTitle}>
      <p role="status">
        {loaderData.confirmed ? newsletterMessages.confirmed : newsletterMessages.invalidLink}
      </p>
    </MessagePage>
  );
}
