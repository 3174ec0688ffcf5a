import { CornerDownRight } from "lucide-react";
import { Link } from "~/components/ui/localized";
import { useCopy, useFormat } from "~/components/copy-context";
import type { CommentNode } from "~/lib/comment-tree";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

export function CommentList({ comments, slugPath }: { comments: CommentNode[]; slugPath: string }) {
  const { post } = useCopy().blog;
  const format = useFormat();
  return (
    <ol className="space-y-6">
      {comments.map((comment) => (
        <li key={comment.id} data-testid="comment">
          <article id={`comment-${comment.id}`} className="flex gap-4">
            {/* On a phone the bubble takes the whole width; the name says who wrote it. */}
            <span
              aria-hidden="true"
              className="hidden size-12 shrink-0 sm:inline-flex items-center justify-center rounded-full bg-tint-strong font-bold text-brand-ink"
            >
              {initials(comment.author)}
            </span>
            <div className="min-w-0 flex-1 rounded-2xl bg-surface-muted p-4 sm:p-5">
              <header className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-bold">
                  {comment.website ? (
                    <a
                      href={comment.website}
                      rel="ugc nofollow noopener"
                      target="_blank"
                      className="hover:text-brand-ink"
                    >
                      {comment.author}
                    </a>
                  ) : (
                    comment.author
                  )}
                </h3>
                <time dateTime={comment.date} className="text-sm text-ink-muted">
                  {format.date(comment.date)}
                </time>
              </header>
              <p className="mt-2 whitespace-pre-line">{comment.body}</p>
              <Link
                to={`${slugPath}?replyto=${comment.id}#respond`}
                aria-label={format.fill(post.replyTo, { name: comment.author })}
                className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-ink hover:text-brand-ink-strong"
              >
                <CornerDownRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                {post.reply}
              </Link>
            </div>
          </article>
          {comment.replies.length > 0 && (
            <div className="mt-6 ms-2 border-s-2 border-line ps-3 sm:ms-16 sm:ps-6">
              <CommentList comments={comment.replies} slugPath={slugPath} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
