import { CalendarDays, MessageSquare } from "lucide-react";
import { useCopy, useForeignText, useFormat } from "~/components/copy-context";
import { LearnMoreLink } from "~/components/ui/learn-more-link";
import { CoverImage } from "~/components/ui/cover-image";
import type { PluralForms } from "~/lib/format";
import type { PostSummary } from "~/content/post";

export type PostCardData = Pick<
  PostSummary,
  "slug" | "language" | "title" | "date" | "cover" | "coverSet" | "coverAlt" | "topic" | "excerpt"
>;

/**
 * A post teaser: the home page shows its topic and a "Learn More" link, the blog list its comment count
 * and excerpt. The cover is decorative here because the title beside it names the post.
 */
export function PostCard({
  post,
  variant,
  headingLevel = 3,
  commentCount,
  commentsLabel,
  linkLabel,
  cover = "lazy",
}: {
  post: PostCardData;
  variant: "teaser" | "list";
  headingLevel?: 2 | 3;
  commentCount?: number;
  commentsLabel?: PluralForms;
  linkLabel: string;
  /** "first" for the cover of the page's first card, its likely largest paint on a phone. */
  cover?: "lazy" | "eager" | "first";
}) {
  const format = useFormat();
  const foreign = useForeignText(post.language);
  const { englishBadge } = useCopy().blog.post;
  const Heading = `h${headingLevel}` as const;
  const href = `/news/${post.slug}`;
  return (
    <article
      className="card group relative flex h-full flex-col overflow-hidden"
      data-testid="post-card"
    >
      <CoverImage
        src={post.cover}
        set={post.coverSet}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
        alt=""
        width="1200"
        height="675"
        loading={cover === "lazy" ? "lazy" : "eager"}
        fetchPriority={cover === "first" ? "high" : undefined}
        decoding="async"
        className="aspect-[16/9] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            <time dateTime={post.date}>{format.date(post.date)}</time>
          </span>
          {"lang" in foreign && (
            <span
              className="rounded-full border border-line px-2.5 py-0.5 font-semibold"
              data-testid="post-language"
            >
              {englishBadge}
            </span>
          )}
          {variant === "teaser" ? (
            <span
              className="rounded-full bg-tint px-2.5 py-0.5 font-semibold text-brand-ink"
              data-testid="post-topic"
            >
              {post.topic}
            </span>
          ) : (
            commentCount !== undefined &&
            commentsLabel && (
              <span className="inline-flex items-center gap-1.5" data-testid="post-comments">
                <MessageSquare className="size-4" aria-hidden="true" />
                {format.plural(commentsLabel, commentCount)}
              </span>
            )
          )}
        </p>
        <Heading
          {...foreign}
          className="mt-3 text-xl leading-snug font-bold group-hover:text-brand-ink"
        >
          {post.title}
        </Heading>
        {variant === "list" && (
          <p {...foreign} className="mt-3 line-clamp-3 text-ink-muted">
            {post.excerpt}
          </p>
        )}
        <LearnMoreLink
          to={href}
          language={post.language}
          label={linkLabel}
          subject={post.title}
          className="mt-auto self-start pt-5"
        />
      </div>
    </article>
  );
}
