import { data } from "react-router";
import type { Route } from "./+types/news";
import { useCopy, useFormat } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import { BlogResults } from "../components/blog-results";
import { BlogSidebar } from "../components/blog-sidebar";
import { Pagination } from "~/components/ui/pagination";
import { POSTS_PER_PAGE } from "~/content/blog-taxonomy";
import { copyForPath, localeOfPath, siteMetaIn } from "~/content/copy";
import { summarize } from "../posts.server";
import { fill } from "~/lib/format";
import { blogListHref, pageCount, readBlogQuery } from "~/lib/blog-query";
import { pageMeta } from "~/lib/page/seo";
import { blogSidebar } from "../blog.server";
import { backendContext } from "~/platform/context.server";
import { searchTextOf } from "~/content/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = readBlogQuery(url.searchParams);
  if (!query) throw data(null, { status: 404 });
  const backend = context.get(backendContext);
  const blog = await backend.content.blog(localeOfPath(url.pathname));
  const matches = blog.filterPosts({ query: query.s, category: query.category, tag: query.tag });
  const pages = pageCount(matches.length, POSTS_PER_PAGE);
  if (query.page > pages) throw data(null, { status: 404 });
  const { counts, sidebar } = await blogSidebar(backend.db, blog);
  const start = (query.page - 1) * POSTS_PER_PAGE;
  return {
    query,
    pages,
    total: matches.length,
    posts: matches.slice(start, start + POSTS_PER_PAGE).map((post) => ({
      ...summarize(post),
      comments: counts.get(post.slug) ?? 0,
    })),
    categoryName: query.category && (blog.categoryName(query.category) ?? query.category),
    tagName: blog.popularTags(Infinity).find((tag) => tag.slug === query.tag)?.name ?? query.tag,
    sidebar,
    language: blog.language,
  };
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  if (!data) return [];
  const { query } = data;
  const copy = copyForPath(location.pathname);
  const { blog } = copy;
  const search = searchTextOf(copy, "/news");
  const page = { title: search.title, page: query.page };
  return pageMeta(siteMetaIn(copy), {
    title: query.page > 1 ? fill(blog.pageTitle, page, copy.locale.intl.number) : search.title,
    description: search.description,
    path: blogListHref(query),
    noindex: Boolean(query.s || query.category || query.tag),
    kind: "CollectionPage",
    breadcrumb: { current: blog.title },
  });
};

export default function News({ loaderData }: Route.ComponentProps) {
  const { query, posts, pages, total, sidebar } = loaderData;
  const copy = useCopy();
  const { blog } = copy;
  const format = useFormat();
  const results = blog.results;
  const filterTitle = query.s
    ? format.fill(results.search, { query: query.s })
    : query.category
      ? format.fill(results.category, { name: loaderData.categoryName ?? "" })
      : query.tag
        ? format.fill(results.tag, { name: loaderData.tagName ?? "" })
        : null;
  return (
    <>
      <PageBanner title={blog.title} />
      <section className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div>
            {loaderData.language !== copy.locale.code && (
              <p
                className="mb-8 rounded-xl bg-surface-muted px-4 py-3 font-semibold text-ink-muted"
                data-testid="posts-in-english"
              >
                {blog.results.inEnglish}
              </p>
            )}
            <BlogResults title={filterTitle} total={total} posts={posts} />
            {pages > 1 && (
              <Pagination
                page={query.page}
                pages={pages}
                hrefOf={(page) => blogListHref({ ...query, page })}
                labels={blog.pagination}
              />
            )}
          </div>
          <BlogSidebar data={sidebar} query={query.s} />
        </div>
      </section>
    </>
  );
}
