import { Link } from "~/components/ui/localized";

/** Tags as chips, each opening the blog list filtered by that tag. */
export function TagList({
  tags,
  className = "",
  testId,
}: {
  tags: { name: string; slug: string }[];
  className?: string;
  testId?: string;
}) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} data-testid={testId}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link
            to={`/news?tag=${tag.slug}`}
            className="inline-flex min-h-9 items-center rounded-full border border-line px-3.5 text-sm font-medium hover:border-brand-600 hover:bg-brand-700 hover:text-white"
          >
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
