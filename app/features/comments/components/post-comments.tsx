import { useCopy, useFormat } from "~/components/copy-context";
import type { CommentNode } from "~/lib/comment-tree";
import { CommentList } from "./comment-list";

/** A post's approved comments, threaded, with their count. */
export function PostComments({
  comments,
  count,
  path,
}: {
  comments: CommentNode[];
  count: number;
  /** The post page's path, which reply links return to. */
  path: string;
}) {
  const words = useCopy().blog.post;
  const format = useFormat();
  return (
    <section aria-labelledby="comments-title" id="comments">
      <h2 id="comments-title" className="mb-6 text-2xl font-bold">
        {format.plural(words.commentsHeading, count)}
      </h2>
      {comments.length > 0 ? (
        <CommentList comments={comments} slugPath={path} />
      ) : (
        <p className="text-ink-muted">{words.noComments}</p>
      )}
    </section>
  );
}
