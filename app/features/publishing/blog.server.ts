import { approvedCommentCounts, approvedComments } from "~/features/comments/index.server";
import type { Db } from "~/platform/db/db.server";
import { summarize, type Blog, type Post } from "./posts.server";
import { findInTree } from "~/lib/comment-tree";

/** What the blog's sidebar shows: categories with their true post counts, popular posts and tags. */
export async function blogSidebar(db: Db, blog: Blog) {
  const counts = await approvedCommentCounts(db, blog.language);
  const sidebar = {
    categories: blog.categoryCounts(),
    popular: blog.popularPosts(counts).map(({ slug, language, title, date, cover, coverSet }) => ({
      slug,
      language,
      title,
      date,
      cover,
      coverSet,
    })),
    tags: blog.popularTags(),
  };
  return { counts, sidebar };
}

/**
 * What a post's page shows: the post, its neighbours, the posts related to it, its approved comments (and the one being
 * answered, when the reply link names one) and the sidebar.
 */
export async function postPage(db: Db, blog: Blog, post: Post, replyId: number) {
  const [{ comments, count }, { sidebar }] = await Promise.all([
    approvedComments(db, post.slug, post.language),
    blogSidebar(db, blog),
  ]);
  return {
    post: { ...summarize(post), html: post.html },
    neighbours: blog.neighbours(post.slug),
    related: blog.related(post.slug),
    comments,
    commentCount: count,
    replyTo: replyId ? findInTree(comments, replyId) : undefined,
    sidebar,
  };
}
