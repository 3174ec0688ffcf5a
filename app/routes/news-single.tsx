import { ArrowLeft, ArrowRight, CalendarDays, Clock, Tag } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/news-single";
import { PageBanner } from "~/components/layout/page-banner";
import { BlogSidebar } from "~/components/sections/blog-sidebar";
import { CommentForm } from "~/components/sections/comment-form";
import { CommentList } from "~/components/sections/comment-list";
import { TagList } from "~/components/sections/tag-list";
import { BrandIcon } from "~/components/ui/brand-icon";
import type { BrandIconName } from "~/components/ui/brand-icons";
import { blogText } from "~/content/blog";
import { getPost, neighbours, posts, summarize } from "~/content/posts.server";
import { formatDate } from "~/lib/format";
import { commentSchema } from "~/lib/forms/comment";
import { absoluteUrl, pageMeta } from "~/lib/seo";
import { blogSidebar } from "~/server/blog.server";
import { approvedComments, submitComment } from "~/server/comments.server";
import { formTokenFor, handleFormSubmission } from "~/server/forms.server";

/** /news/single-news is the original site's address for "the" post: it shows the newest one. */
function postFor(params: { slug?: string }) {
  const post = params.slug ? getPost(params.slug) : posts[0];
  if (!post) throw data(null, { status: 404 });
  return post;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const post = postFor(params);
  const { db } = context.services;
  const [{ comments, count }, { sidebar }] = await Promise.all([
    approvedComments(db, post.slug),
    blogSidebar(db),
  ]);
  const replyId = Number(new URL(request.url).searchParams.get("replyto"));
  const findReply = (nodes: typeof comments): { id: number; author: string } | undefined => {
    for (const node of nodes) {
      if (node.id === replyId) return { id: node.id, author: node.author };
      const found = findReply(node.replies);
      if (found) return found;
    }
  };
  return {
    post: { ...summarize(post), html: post.html },
    neighbours: neighbours(post.slug),
    comments,
    commentCount: count,
    replyTo: replyId ? findReply(comments) : undefined,
    sidebar,
    formToken: formTokenFor(context),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const post = postFor(params);
  const { db, outbox, env, publicUrl, secret } = context.services;
  return handleFormSubmission({
    request,
    context,
    form: "comment",
    schema: commentSchema,
    save: (value) =>
      submitComment(
        db,
        outbox,
        { agencyInbox: env.MAIL_TO, publicUrl, secret },
        post.slug,
        value,
        context.ip,
      ),
  });
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const { post } = data;
  return [
    ...pageMeta({
      title: post.title,
      description: post.excerpt,
      path: `/news/${post.slug}`,
      type: "article",
      image: post.cover.replace(/\.svg$/, "-1200.png"),
      imageAlt: post.coverAlt,
      article: {
        publishedTime: post.date,
        author: post.author.name,
        section: post.category,
        tags: post.tags.map((tag) => tag.name),
      },
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        datePublished: post.date,
        author: { "@type": "Person", name: post.author.name },
        image: absoluteUrl(post.cover.replace(/\.svg$/, "-1200.png")),
        mainEntityOfPage: absoluteUrl(`/news/${post.slug}`),
      },
    },
  ];
};

export default function NewsSingle({ loaderData, actionData, params }: Route.ComponentProps) {
  const { post, comments, commentCount, sidebar } = loaderData;
  const path = params.slug ? `/news/${post.slug}` : "/news/single-news";
  const url = absoluteUrl(`/news/${post.slug}`);
  const p = blogText.post;
  const shares: { label: string; icon: BrandIconName; href: string }[] = [
    {
      label: p.share.facebook,
      icon: "facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    {
      label: p.share.x,
      icon: "x",
      href: `https://x.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(post.title)}`,
    },
    {
      label: p.share.whatsapp,
      icon: "whatsapp",
      href: `https://wa.me/?text=${encodeURIComponent(`${post.title} ${url}`)}`,
    },
  ];
  return (
    <>
      <PageBanner
        title={post.title}
        parents={[{ title: blogText.title, to: "/news" }]}
        current={blogText.postCrumb}
      />
      <section className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0 space-y-10">
            <article>
              <img
                src={post.cover}
                alt={post.coverAlt}
                width="1200"
                height="675"
                fetchPriority="high"
                className="card aspect-[16/9] h-auto w-full object-cover"
              />
              <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-ink-muted">
                <span>
                  {p.by} <strong className="text-ink">{post.author.name}</strong>
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays className="size-4" aria-hidden="true" />
                  <time dateTime={post.date}>{formatDate(post.date)}</time>
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Clock className="size-4" aria-hidden="true" />
                  {p.minRead(post.readingMinutes)}
                </span>
                <Link
                  to={`/news?category=${post.categorySlug}`}
                  className="rounded-full bg-brand-50 px-3 py-0.5 font-semibold text-brand-800 hover:bg-brand-100"
                >
                  {post.category}
                </Link>
              </p>
              <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />

              <div className="mt-10 flex flex-wrap items-center justify-between gap-6 border-y border-line py-6">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="me-1 inline-flex items-center gap-1.5 font-bold">
                    <Tag className="size-4" aria-hidden="true" />
                    {p.tagsTitle}:
                  </h2>
                  <TagList tags={post.tags} testId="post-tags" />
                </div>
                <div className="flex items-center gap-2">
                  <h2 className="me-1 font-bold">{p.shareTitle}:</h2>
                  <ul className="flex gap-2" data-testid="share-links">
                    {shares.map((share) => (
                      <li key={share.label}>
                        <a
                          href={share.href}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={share.label}
                          className="inline-flex size-11 items-center justify-center rounded-full border border-line hover:border-brand-600 hover:bg-brand-700 hover:text-white"
                        >
                          <BrandIcon name={share.icon} className="size-4" />
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>

              <section
                aria-labelledby="author-title"
                className="mt-10 flex flex-col gap-5 rounded-[var(--radius-card)] bg-surface-muted p-6 sm:flex-row sm:p-8"
                data-testid="author-box"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
                >
                  {post.author.initials}
                </span>
                <div>
                  <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
                    {p.aboutAuthor}
                  </p>
                  <h2 id="author-title" className="mt-1 text-xl font-bold">
                    {post.author.name}{" "}
                    <span className="text-base font-medium text-ink-muted">
                      · {post.author.role}
                    </span>
                  </h2>
                  <p className="mt-2 text-ink-muted">{post.author.bio}</p>
                </div>
              </section>

              <nav
                aria-label={`${p.previous} / ${p.next}`}
                className="mt-10 grid gap-4 sm:grid-cols-2"
              >
                {loaderData.neighbours.older ? (
                  <Link
                    to={`/news/${loaderData.neighbours.older.slug}`}
                    className="card group p-5 hover:border-brand-600"
                    rel="prev"
                  >
                    <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
                      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
                      {p.previous}
                    </span>
                    <span className="mt-1 block font-bold group-hover:text-brand-700">
                      {loaderData.neighbours.older.title}
                    </span>
                  </Link>
                ) : (
                  <span />
                )}
                {loaderData.neighbours.newer && (
                  <Link
                    to={`/news/${loaderData.neighbours.newer.slug}`}
                    className="card group p-5 text-end hover:border-brand-600"
                    rel="next"
                  >
                    <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
                      {p.next}
                      <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
                    </span>
                    <span className="mt-1 block font-bold group-hover:text-brand-700">
                      {loaderData.neighbours.newer.title}
                    </span>
                  </Link>
                )}
              </nav>
            </article>

            <section aria-labelledby="comments-title" id="comments">
              <h2 id="comments-title" className="mb-6 text-2xl font-bold">
                {p.commentsHeading(commentCount)}
              </h2>
              {comments.length > 0 ? (
                <CommentList comments={comments} slugPath={path} />
              ) : (
                <p className="text-ink-muted">{p.noComments}</p>
              )}
            </section>

            <CommentForm
              key={`${post.slug}-${loaderData.replyTo?.id ?? "new"}`}
              action={path}
              token={loaderData.formToken}
              lastResult={actionData?.result}
              sent={Boolean(actionData?.sent)}
              replyTo={loaderData.replyTo}
            />
          </div>
          <BlogSidebar data={sidebar} />
        </div>
      </section>
    </>
  );
}
