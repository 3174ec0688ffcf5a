import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useCopy } from "~/components/copy-context";

type Neighbour = { slug: string; title: string } | undefined;

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
          className="card group p-5 hover:border-brand-600"
          rel="prev"
        >
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
            {words.previous}
          </span>
          <span className="mt-1 block font-bold group-hover:text-brand-700">{older.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {newer && (
        <Link
          to={`/news/${newer.slug}`}
          className="card group p-5 text-end hover:border-brand-600"
          rel="next"
        >
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
            {words.next}
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
          </span>
          <span className="mt-1 block font-bold group-hover:text-brand-700">{newer.title}</span>
        </Link>
      )}
    </nav>
  );
}
