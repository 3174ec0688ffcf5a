import { useCopy } from "~/components/copy-context";
import { PostCard, type PostCardData } from "./post-card";

/**
 * A short list of posts to read next, under a heading of its own: at the end of a post, and on a
 * service's page.
 */
export function PostList({
  id,
  title,
  posts,
  className = "",
}: {
  id: string;
  title: string;
  posts: PostCardData[];
  className?: string;
}) {
  const { blog } = useCopy();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="post-list">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} variant="teaser" linkLabel={blog.readMore} />
          </li>
        ))}
      </ul>
    </section>
  );
}
