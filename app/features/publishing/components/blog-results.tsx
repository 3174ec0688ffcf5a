import { Link } from "~/components/ui/localized";
import { useCopy, useFormat } from "~/components/copy-context";
import type { PostSummary } from "~/content/post";
import { PostCard } from "./post-card";

/**
 * The blog list's posts; above them, when the list is a search, a category or a tag, what it shows
 * and how many posts it found.
 */
export function BlogResults({
  title,
  total,
  posts,
}: {
  title: string | null;
  total: number;
  posts: (PostSummary & { comments: number })[];
}) {
  const { blog } = useCopy();
  const format = useFormat();
  return (
    <>
      {title && (
        <div className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-surface-muted px-5 py-4">
          <div>
            <h2 className="text-xl font-bold">{title}</h2>
            <p className="text-ink-muted" role="status">
              {format.plural(blog.results.count, total)}
            </p>
          </div>
          <Link to="/news" className="font-semibold text-brand-ink underline underline-offset-4">
            {blog.results.clear}
          </Link>
        </div>
      )}
      {posts.length === 0 ? (
        <p className="card p-8 text-lg" data-testid="no-results">
          {blog.results.none}
        </p>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2" data-testid="post-list">
          {posts.map((post, index) => (
            <li key={post.slug}>
              <PostCard
                post={post}
                variant="list"
                headingLevel={title ? 3 : 2}
                commentCount={post.comments}
                commentsLabel={blog.comments}
                linkLabel={blog.readMore}
                // Two cards share the first screen on a wide one, one on a phone.
                cover={index === 0 ? "first" : index === 1 ? "eager" : "lazy"}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
