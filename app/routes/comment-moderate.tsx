import { data, Form } from "react-router";
import type { Route } from "./+types/comment-moderate";
import { useCopy } from "~/components/copy-context";
import { MessagePage } from "~/components/layout/message-page";
import { copyForPath } from "~/content/copy";
import { findComment, moderateComment, verifyModeration } from "~/server/comments.server";

type Decision = "approve" | "reject";

function readLink(params: URLSearchParams | FormData, secret: string) {
  const id = Number(params.get("id"));
  const decision = params.get("decision");
  const sig = params.get("sig");
  if (
    !Number.isInteger(id) ||
    (decision !== "approve" && decision !== "reject") ||
    typeof sig !== "string"
  )
    return null;
  return verifyModeration(secret, id, decision, sig)
    ? { id, decision: decision as Decision, sig }
    : null;
}

/** The signed links in the moderation e-mail lead here; the decision is applied by pressing a button. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const link = readLink(new URL(request.url).searchParams, context.backend.secret);
  if (!link) throw data(null, { status: 404 });
  const comment = await findComment(context.backend.db, link.id);
  if (!comment) throw data(null, { status: 404 });
  return { ...link, comment };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const link = form && readLink(form, context.backend.secret);
  if (!link) throw data(null, { status: 404 });
  await moderateComment(context.backend.db, link.id, link.decision);
  return { decision: link.decision };
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: copyForPath(location.pathname).blog.moderation.title },
  { name: "robots", content: "noindex" },
];

export default function CommentModerate({ loaderData, actionData }: Route.ComponentProps) {
  const moderationText = useCopy().blog.moderation;
  const { comment } = loaderData;
  if (actionData) {
    return (
      <MessagePage title={moderationText.title}>
        <p role="status">
          {actionData.decision === "approve" ? moderationText.approved : moderationText.rejected}
        </p>
      </MessagePage>
    );
  }
  return (
    <MessagePage title={moderationText.title}>
      <p className="text-ink-muted">
        {moderationText.on}{" "}
        <a className="font-semibold text-brand-700 underline" href={`/news/${comment.post_slug}`}>
          {comment.post_slug}
        </a>
        , {moderationText.by} <strong>{comment.author_name}</strong> (
        {moderationText.status[comment.status]})
      </p>
      <blockquote className="mt-4 rounded-xl bg-surface-muted p-5 whitespace-pre-line">
        {comment.body}
      </blockquote>
      <Form method="post" className="mt-6">
        <input type="hidden" name="id" value={loaderData.id} />
        <input type="hidden" name="decision" value={loaderData.decision} />
        <input type="hidden" name="sig" value={loaderData.sig} />
        <button
          type="submit"
          className={loaderData.decision === "approve" ? "btn-primary" : "btn-accent"}
        >
          {loaderData.decision === "approve" ? moderationText.approve : moderationText.reject}
        </button>
      </Form>
    </MessagePage>
  );
}
