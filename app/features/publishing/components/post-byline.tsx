import { CalendarDays, Clock } from "lucide-react";
import { Link } from "~/components/ui/localized";
import { useCopy, useFormat } from "~/components/copy-context";
import type { PostSummary } from "~/content/post";

const pair = "flex flex-wrap items-center gap-x-5 gap-y-2";

/**
 * Under a post's cover: its author and date, then its reading time and category. On a phone the two
 * pairs keep a line each, so that a line's change of width (its text font arriving) never moves
 * the other pair.
 */
export function PostByline({ post }: { post: PostSummary }) {
  const words = useCopy().blog.post;
  const format = useFormat();
  return (
    <p className="mt-6 flex flex-col gap-2 text-ink-muted sm:flex-row sm:flex-wrap sm:gap-x-5">
      <span className={pair}>
        <span>
          {words.by} <strong className="text-ink">{post.author.name}</strong>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden="true" />
          <time dateTime={post.date}>{format.date(post.date)}</time>
        </span>
      </span>
      <span className={pair}>
        <span className="inline-flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden="true" />
          {format.plural(words.minRead, post.readingMinutes)}
        </span>
        <Link
          to={`/news?category=${post.categorySlug}`}
          className="rounded-full bg-tint px-3 py-0.5 font-semibold text-brand-ink hover:bg-tint-strong"
        >
          {post.category}
        </Link>
      </span>
    </p>
  );
}
