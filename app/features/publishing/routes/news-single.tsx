import { data, redirect, type RouterContextProvider } from "react-router";
import type { Route } from "./+types/news-single";
import { useCopy, useForeignText } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import { BlogSidebar } from "../components/blog-sidebar";
import { CommentForm } from "~/features/comments";
import { PostArticle } from "../components/post-article";
import { PostComments } from "~/features/comments";
import { PostList } from "../components/post-list";
import {
  copyForPath,
  copyForRequest,
  localeOfRequest,
  siteMetaIn,
  pathIn,
  validationIn,
  type Copy,
  type Locale,
} from "~/content/copy";
import { postAt } from "../posts.server";
import { site } from "~/content/site";
import { commentSchema } from "~/lib/forms/comment";
import { absoluteUrl, articleMeta } from "~/lib/page/seo";
import { postPage } from "../blog.server";
import { commentTarget, submitForm } from "~/features/submissions/index.server";
import { backendContext } from "~/platform/context.server";

/**
 * The post at an address, in the page's language. A post that is not written in that language
 * (or whose translation has a slug of its own) is at another address, which the visitor is sent
 * to for good; an address no post has is a 404. The menu's latest post (/news/single-news) is the
 * newest the blog lists, which a language without posts of its own shows in English.
 */
async function postFor(request: Request, context: Readonly<RouterContextProvider>, slug?: string) {
  const locale = localeOfRequest(request);
  const { content } = context.get(backendContext);
  const blog = await content.blog(locale);
  const post = postAt(blog, slug);
  if (post && (post.language === locale || !slug)) return { blog, post, content };
  const elsewhere = post
    ? pathIn(post.language as Locale, `/news/${post.slug}`)
    : slug && (await content.redirectFor("post", locale, slug));
  if (elsewhere) throw redirect(elsewhere, 301);
  throw data(null, { status: 404 });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { blog, post, content } = await postFor(request, context, params.slug);
  const replyId = Number(new URL(request.url).searchParams.get("replyto"));
  const [page, versions] = await Promise.all([
    postPage(context.get(backendContext).db, blog, post, replyId),
    content.postVersions(post.language, post.slug),
  ]);
  return { ...page, languages: { versions, elsewhere: "/news" } };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { post } = await postFor(request, context, params.slug);
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
    canonical: pathIn(post.language as Locale, `/news/${post.slug}`),
    section: post.category,
    tags: post.tags.map((tag) => tag.name),
    breadcrumb: breadcrumbOf(copy),
    versions: data.languages.versions,
  });
};

export default function NewsSingle({ loaderData, actionData, params }: Route.ComponentProps) {
  const { post, comments, commentCount, sidebar, replyTo } = loaderData;
  const copy = useCopy();
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
              url={absoluteUrl(site.url, pathIn(post.language as Locale, `/news/${post.slug}`))}
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
