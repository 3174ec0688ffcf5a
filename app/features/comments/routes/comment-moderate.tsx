import { Sentence } from "~/components/ui/sentence";
import { data, Form } from "react-router";
import type { Route } from "./+types/comment-moderate";
import { useCopy } from "~/components/copy-context";
import { MessagePage } from "~/components/layout/message-page";
import { copyForPath } from "~/content/copy";
import {
  commentPostPath,
  findComment,
  moderateComment,
  readModerationLink,
} from "../comments.server";
import { backendContext } from "~/platform/context.server";

/**
 * The signed links in the moderation e-mail lead here; the decision is applied by pressing a button.
 * A link works until it expires, and only while the comment awaits a decision, so it acts once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const link = readModerationLink(
    new URL(request.url).searchParams,
    context.get(backendContext).secret,
  );
  if (!link) throw data(null, { status: 404 });
  const comment = await findComment(context.get(backendContext).db, link.id);
  if (!comment) throw data(null, { status: 404 });
  return { link, comment: comment && { ...comment, postPath: commentPostPath(comment) } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const link = form && readModerationLink(form, context.get(backendContext).secret);
  if (!link) throw data(null, { status: 404 });
  if (link.expired) return { outcome: "expired" as const };
  const done = await moderateComment(context.get(backendContext).db, link.id, link.decision);
  if (done) context.get(backendContext).published.changed();
  return { outcome: done ? link.decision : ("decided" as const) };
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: copyForPath(location.pathname).blog.moderation.title },
  { name: "robots", content: "noindex" },
];

export default function CommentModerate({ loaderData, actionData }: Route.ComponentProps) {
  const words = useCopy().blog.moderation;
  const { comment, link } = loaderData;
  const outcome =
    actionData?.outcome ??
    (link.expired ? "expired" : comment.status === "pending" ? null : "decided");
  if (outcome) {
    const message = {
      approve: words.approved,
      reject: words.rejected,
      expired: words.expired,
      decided: `${words.decided} (${words.status[comment.status]})`,
    }[outcome];
    return (
      <MessagePage title={words.title}>
        <p role="status">{message}</p>
      </MessagePage>
    );
  }
  return (
    <MessagePage title={words.title}>
      <p className="text-ink-muted">
        <Sentence
          text={words.on}
          parts={{
            post: (
              <a className="font-semibold text-brand-ink underline" href={comment.postPath}>
                {comment.post_slug}
              </a>
            ),
            name: <strong>{comment.author_name}</strong>,
          }}
        />{" "}
        ({words.status[comment.status]})
      </p>
      <blockquote className="mt-4 rounded-xl bg-surface-muted p-5 whitespace-pre-line">
        {comment.body}
      </blockquote>
      <Form method="post" className="mt-6">
        <input type="hidden" name="id" value={link.id} />
        <input type="hidden" name="decision" value={link.decision} />
        <input type="hidden" name="exp" value={link.expires} />
        <input type="hidden" name="sig" value={link.sig} />
        <button
          type="submit"
          className={link.decision === "approve" ? "btn-primary" : "btn-accent"}
        >
          {link.decision === "approve" ? words.approve : words.reject}
        </button>
      </Form>
    </MessagePage>
  );
}
