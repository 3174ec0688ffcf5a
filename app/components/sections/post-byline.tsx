import { CalendarDays, Clock } from "lucide-react";
import { Link } from "~/components/ui/localized";
import { useCopy, useFormat } from "~/components/copy-context";
import type { PostSummary } from "~/content/post";

/** Under a post's cover: its author, date, reading time and category. */
export function PostByline({ post }: { post: PostSummary }) {
  const words = useCopy().blog.post;
  const format = useFormat();
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-ink-muted">
      <span>
        {words.by} <strong className="text-ink">{post.author.name}</strong>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden="true" />
        <time dateTime={post.date}>{format.date(post.date)}</time>
      </span>
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
    </p>
  );
}
