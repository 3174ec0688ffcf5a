import { data } from "react-router";
import type { Route } from "./+types/news-single";
import { useCopy, useForeignText } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import { usePath } from "~/components/ui/localized";
import { BlogSidebar } from "~/components/sections/blog-sidebar";
import { CommentForm } from "~/components/sections/comment-form";
import { PostArticle } from "~/components/sections/post-article";
import { PostComments } from "~/components/sections/post-comments";
import { PostList } from "~/components/sections/post-list";
import {
  copyForPath,
  copyForRequest,
  localeOfRequest,
  siteMetaIn,
  validationIn,
  type Copy,
} from "~/content/copy";
import { blogFor, postAt } from "~/content/posts.server";
import { site } from "~/content/site";
import { commentSchema } from "~/lib/forms/comment";
import { absoluteUrl, articleMeta } from "~/lib/seo";
import { postPage } from "~/server/blog.server";
import { commentTarget, submitForm } from "~/server/submissions.server";
import { backendContext } from "~/server/context.server";

function postFor(request: Request, slug: string | undefined) {
  const blog = blogFor(localeOfRequest(request));
  const post = postAt(blog, slug);
  if (!post) throw data(null, { status: 404 });
  return { blog, post };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { blog, post } = postFor(request, params.slug);
  const replyId = Number(new URL(request.url).searchParams.get("replyto"));
  return postPage(context.get(backendContext).db, blog, post, replyId);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { post } = postFor(request, params.slug);
  const copy = copyForRequest(request);
  const schema = commentSchema(validationIn(copy));
  return submitForm({
    request,
    context,
    copy,
    form: "comment",
    schema,
    target: commentTarget(post),
  });
}

/** Where a post sits: under the blog, named as a post (its title is the page's heading). */
const breadcrumbOf = (copy: Copy) => ({
  parents: [{ title: copy.blog.title, to: "/news" }],
  current: copy.blog.postCrumb,
});

export const meta: Route.MetaFunction = ({ data, location }) => {
  if (!data) return [];
  const { post } = data;
  const copy = copyForPath(location.pathname);
  return articleMeta(siteMetaIn(copy), {
    ...post,
    path: `/news/${post.slug}`,
    section: post.category,
    tags: post.tags.map((tag) => tag.name),
    breadcrumb: breadcrumbOf(copy),
  });
};

export default function NewsSingle({ loaderData, actionData, params }: Route.ComponentProps) {
  const { post, comments, commentCount, sidebar, replyTo } = loaderData;
  const copy = useCopy();
  const localize = usePath();
  const foreign = useForeignText(post.language);
  const path = params.slug ? `/news/${post.slug}` : "/news/single-news";
  return (
    <>
      <PageBanner title={post.title} titleLanguage={foreign} {...breadcrumbOf(copy)} />
      <section className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0 space-y-10">
            <PostArticle
              post={post}
              url={absoluteUrl(site.url, localize(`/news/${post.slug}`))}
              neighbours={loaderData.neighbours}
            />
            <PostList
              id="related-posts-title"
              title={copy.blog.post.relatedTitle}
              posts={loaderData.related}
            />
            <PostComments comments={comments} count={commentCount} path={path} />
            <CommentForm
              key={`${post.slug}-${replyTo?.id ?? "new"}`}
              action={path}
              lastResult={actionData?.result}
              sent={Boolean(actionData?.sent)}
              replyTo={replyTo}
            />
          </div>
          <BlogSidebar data={sidebar} />
        </div>
      </section>
    </>
  );
}
