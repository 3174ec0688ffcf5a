import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "~/components/ui/localized";
import { useFormat } from "~/components/copy-context";
import { pageLabel } from "~/lib/blog-query";

/** Numbered pages with previous and next; page numbers show with two digits (01, 02, …), in the page's digits. */
export function Pagination({
  page,
  pages,
  hrefOf,
  labels,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  labels: { label: string; page: string; next: string; previous: string };
}) {
  const format = useFormat();
  const item =
    "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border px-4 font-semibold transition-colors";
  return (
    <nav aria-label={labels.label} className="mt-12">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link to={hrefOf(page - 1)} className={`${item} border-line hover:border-brand-600`}>
              <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
              {labels.previous}
            </Link>
          </li>
        )}
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <Link
              to={hrefOf(number)}
              aria-current={number === page ? "page" : undefined}
              className={`${item} ${number === page ? "border-brand-700 bg-brand-700 text-white" : "border-line hover:border-brand-600"}`}
            >
              <span className="sr-only">{labels.page} </span>
              {pageLabel(number, format.number)}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li>
            <Link to={hrefOf(page + 1)} className={`${item} border-line hover:border-brand-600`}>
              {labels.next}
              <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
