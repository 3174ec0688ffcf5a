import { useCopy } from "~/components/copy-context";
import type { PostSummary } from "~/content/post";

/** Who wrote a post: initials, name, role and a short biography. */
export function AuthorBox({ author }: { author: PostSummary["author"] }) {
  const words = useCopy().blog.post;
  return (
    <section
      aria-labelledby="author-title"
      className="mt-10 flex flex-col gap-5 rounded-[var(--radius-card)] bg-surface-muted p-6 sm:flex-row sm:p-8"
      data-testid="author-box"
    >
      <span
        aria-hidden="true"
        className="inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
      >
        {author.initials}
      </span>
      <div>
        <p className="text-sm font-semibold tracking-wider text-brand-ink uppercase">
          {words.aboutAuthor}
        </p>
        <h2 id="author-title" className="mt-1 text-xl font-bold">
          {author.name}{" "}
          <span className="text-base font-medium text-ink-muted">· {author.role}</span>
        </h2>
        <p className="mt-2 text-ink-muted">{author.bio}</p>
      </div>
    </section>
  );
}
