import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "~/components/ui/localized";
import { useCopy, useForeignText } from "~/components/copy-context";

type Neighbour = { slug: string; title: string; language: string } | undefined;

/** Links to the previous (older) and next (newer) post. */
export function PostNeighbours({ older, newer }: { older: Neighbour; newer: Neighbour }) {
  const words = useCopy().blog.post;
  return (
    <nav
      aria-label={`${words.previous} / ${words.next}`}
      className="mt-10 grid gap-4 sm:grid-cols-2"
    >
      {older ? (
        <Link
          to={`/news/${older.slug}`}
          language={older.language}
          className="card group p-5 hover:border-brand-600"
          rel="prev"
        >
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-ink">
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
            {words.previous}
          </span>
          <NeighbourTitle post={older} />
        </Link>
      ) : (
        <span />
      )}
      {newer && (
        <Link
          to={`/news/${newer.slug}`}
          language={newer.language}
          className="card group p-5 text-end hover:border-brand-600"
          rel="next"
        >
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-ink">
            {words.next}
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
          </span>
          <NeighbourTitle post={newer} />
        </Link>
      )}
    </nav>
  );
}

function NeighbourTitle({ post }: { post: NonNullable<Neighbour> }) {
  return (
    <span
      {...useForeignText(post.language)}
      className="mt-1 block font-bold group-hover:text-brand-ink"
    >
      {post.title}
    </span>
  );
}
