import { ChevronLeft, ChevronRight } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/news";
import { PageBanner } from "~/components/layout/page-banner";
import { BlogSidebar } from "~/components/sections/blog-sidebar";
import { PostCard } from "~/components/sections/post-card";
import { blogText } from "~/content/blog";
import { categories, POSTS_PER_PAGE } from "~/content/blog-taxonomy";
import { filterPosts, popularTags, summarize } from "~/content/posts.server";
import {
  blogListHref,
  pageCount,
  pageLabel,
  readBlogQuery,
  type BlogQuery,
} from "~/lib/blog-query";
import { pageMeta } from "~/lib/seo";
import { blogSidebar } from "~/server/blog.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readBlogQuery(new URL(request.url).searchParams);
  if (!query) throw data(null, { status: 404 });
  const matches = filterPosts({ query: query.s, category: query.category, tag: query.tag });
  const pages = pageCount(matches.length, POSTS_PER_PAGE);
  if (query.page > pages) throw data(null, { status: 404 });
  const { counts, sidebar } = await blogSidebar(context.services.db);
  const start = (query.page - 1) * POSTS_PER_PAGE;
  return {
    query,
    pages,
    total: matches.length,
    posts: matches.slice(start, start + POSTS_PER_PAGE).map((post) => ({
      ...summarize(post),
      comments: counts.get(post.slug) ?? 0,
    })),
    categoryName: categories.find((c) => c.slug === query.category)?.name ?? query.category,
    tagName: popularTags(Infinity).find((tag) => tag.slug === query.tag)?.name ?? query.tag,
    sidebar,
  };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const { query } = data;
  const filtered = Boolean(query.s || query.category || query.tag);
  return pageMeta({
    title: query.page > 1 ? `${blogText.title}, page ${query.page}` : blogText.title,
    description: blogText.metaDescription,
    path: blogListHref(query),
    noindex: filtered,
  });
};

export default function News({ loaderData }: Route.ComponentProps) {
  const { query, posts, pages, total, sidebar } = loaderData;
  const filterTitle = query.s
    ? blogText.results.search(query.s)
    : query.category
      ? blogText.results.category(loaderData.categoryName ?? "")
      : query.tag
        ? blogText.results.tag(loaderData.tagName ?? "")
        : null;
  return (
    <>
      <PageBanner title={blogText.title} />
      <section className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div>
            {filterTitle && (
              <div className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-surface-muted px-5 py-4">
                <div>
                  <h2 className="text-xl font-bold">{filterTitle}</h2>
                  <p className="text-ink-muted" role="status">
                    {blogText.results.count(total)}
                  </p>
                </div>
                <Link
                  to="/news"
                  className="font-semibold text-brand-700 underline underline-offset-4"
                >
                  {blogText.results.clear}
                </Link>
              </div>
            )}
            {posts.length === 0 ? (
              <p className="card p-8 text-lg" data-testid="no-results">
                {blogText.results.none}
              </p>
            ) : (
              <ul className="grid gap-6 md:grid-cols-2" data-testid="post-list">
                {posts.map((post, index) => (
                  <li key={post.slug}>
                    <PostCard
                      post={post}
                      variant="list"
                      headingLevel={filterTitle ? 3 : 2}
                      commentCount={post.comments}
                      commentsLabel={blogText.comments}
                      linkLabel={blogText.readMore}
                      eager={index < 2}
                    />
                  </li>
                ))}
              </ul>
            )}
            {pages > 1 && <Pagination query={query} pages={pages} />}
          </div>
          <BlogSidebar data={sidebar} query={query.s} />
        </div>
      </section>
    </>
  );
}

function Pagination({ query, pages }: { query: BlogQuery; pages: number }) {
  const p = blogText.pagination;
  const item =
    "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border px-4 font-semibold transition-colors";
  return (
    <nav aria-label={p.label} className="mt-12">
      <ul className="flex flex-wrap items-center gap-2">
        {query.page > 1 && (
          <li>
            <Link
              to={blogListHref({ ...query, page: query.page - 1 })}
              className={`${item} border-line hover:border-brand-600`}
            >
              <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
              {p.previous}
            </Link>
          </li>
        )}
        {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            <Link
              to={blogListHref({ ...query, page })}
              aria-current={page === query.page ? "page" : undefined}
              className={`${item} ${page === query.page ? "border-brand-700 bg-brand-700 text-white" : "border-line hover:border-brand-600"}`}
            >
              <span className="sr-only">{p.page} </span>
              {pageLabel(page)}
            </Link>
          </li>
        ))}
        {query.page < pages && (
          <li>
            <Link
              to={blogListHref({ ...query, page: query.page + 1 })}
              className={`${item} border-line hover:border-brand-600`}
            >
              {p.next}
              <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
