import { Rss, Search } from "lucide-react";
import { useLocation } from "react-router";
import { Form, Link } from "~/components/ui/localized";
import { useCopy, useForeignText, useFormat } from "~/components/copy-context";
import { localeOfPath } from "~/content/copy";
import { feedPathsFor } from "~/content/paths";
import { TagList } from "./tag-list";
import { CoverImage } from "~/components/ui/cover-image";
import type { PostSummary } from "~/content/post";

type Tag = { name: string; slug: string };

/** What the sidebar lists: categories with their post counts, popular posts and tags. */
export type BlogSidebarData = {
  categories: (Tag & { count: number })[];
  popular: Pick<PostSummary, "slug" | "language" | "title" | "date" | "cover" | "coverSet">[];
  tags: Tag[];
};

const widget = "card p-6";
const widgetTitle = "text-lg font-bold";

export function BlogSidebar({ data, query = "" }: { data: BlogSidebarData; query?: string }) {
  const { blog } = useCopy();
  const s = blog.sidebar;
  const feeds = feedPathsFor(localeOfPath(useLocation().pathname));
  return (
    <aside className="space-y-6" aria-label={s.label}>
      <section className={widget} aria-labelledby="sidebar-search">
        <h2 id="sidebar-search" className={widgetTitle}>
          {s.searchTitle}
        </h2>
        <Form method="get" action="/news" role="search" className="mt-4 flex gap-2">
          <label htmlFor="blog-search" className="sr-only">
            {s.searchLabel}
          </label>
          <input
            id="blog-search"
            type="search"
            name="s"
            defaultValue={query}
            key={query}
            maxLength={100}
            placeholder={s.searchPlaceholder}
            className="min-h-11 w-full min-w-0 rounded-full border border-line bg-surface-raised px-4 text-ink placeholder:text-ink-muted"
          />
          <button
            type="submit"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
          >
            <Search className="size-5" aria-hidden="true" />
            <span className="sr-only">{s.searchButton}</span>
          </button>
        </Form>
      </section>

      <section className={widget} aria-labelledby="sidebar-categories">
        <h2 id="sidebar-categories" className={widgetTitle}>
          {s.categoriesTitle}
        </h2>
        <ul className="mt-3 divide-y divide-line" data-testid="categories">
          {data.categories.map((category) => (
            <li key={category.slug}>
              <Link
                to={`/news?category=${category.slug}`}
                className="flex min-h-11 items-center justify-between gap-3 text-ink-muted hover:text-brand-ink"
              >
                <span>{category.name}</span>
                <span
                  className="rounded-full bg-surface-muted px-2.5 py-0.5 text-sm font-semibold tabular-nums"
                  data-testid="category-count"
                >
                  ({category.count})
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={widget} aria-labelledby="sidebar-popular">
        <h2 id="sidebar-popular" className={widgetTitle}>
          {s.popularTitle}
        </h2>
        <ul className="mt-4 space-y-4">
          {data.popular.map((post) => (
            <PopularPost key={post.slug} post={post} />
          ))}
        </ul>
      </section>

      <section className={widget} aria-labelledby="sidebar-tags">
        <h2 id="sidebar-tags" className={widgetTitle}>
          {s.tagsTitle}
        </h2>
        <TagList tags={data.tags} className="mt-4" />
      </section>
      <div className="px-2 text-sm">
        <p className="flex items-center gap-2 text-ink-muted">
          <Rss className="size-4 shrink-0 text-accent-ink" aria-hidden="true" />
          {blog.feed.follow}
        </p>
        <p className="mt-1.5 flex flex-wrap gap-x-5 ps-6">
          {feeds.feeds.map((feed) => (
            <a
              key={feed.format}
              href={feed.path}
              hrefLang={feeds.language}
              type={feed.mediaType}
              className="font-semibold text-brand-ink underline-offset-4 hover:underline"
            >
              {blog.feed[feed.format]}
            </a>
          ))}
        </p>
      </div>
    </aside>
  );
}

function PopularPost({ post }: { post: BlogSidebarData["popular"][number] }) {
  const format = useFormat();
  const foreign = useForeignText(post.language);
  return (
    <li className="flex items-center gap-4">
      <CoverImage
        src={post.cover}
        set={post.coverSet}
        sizes="80px"
        alt=""
        width="96"
        height="54"
        loading="lazy"
        className="h-14 w-20 shrink-0 rounded-lg object-cover"
      />
      <div>
        <Link
          to={`/news/${post.slug}`}
          language={post.language}
          {...foreign}
          className="line-clamp-2 font-semibold leading-snug hover:text-brand-ink"
        >
          {post.title}
        </Link>
        <time dateTime={post.date} className="text-sm text-ink-muted">
          {format.date(post.date)}
        </time>
      </div>
    </li>
  );
}
