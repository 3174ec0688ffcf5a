import { approvedCommentCounts } from "./comments.server";
import type { Db } from "./db.server";
import type { Blog } from "~/content/posts.server";

/** What the blog's sidebar shows: categories with their true post counts, popular posts and tags. */
export async function blogSidebar(db: Db, blog: Blog) {
  const counts = await approvedCommentCounts(db);
  const sidebar = {
    categories: blog.categoryCounts(),
    popular: blog.popularPosts(counts).map(({ slug, title, date, cover }) => ({
      slug,
      title,
      date,
      cover,
    })),
    tags: blog.popularTags(),
  };
  return { counts, sidebar };
}
