import { approvedCommentCounts } from "./comments.server";
import type { Db } from "./db.server";
import { categoryCounts, popularPosts, popularTags } from "~/content/posts.server";

/** What the blog's sidebar shows: categories with their true post counts, popular posts and tags. */
export async function blogSidebar(db: Db) {
  const counts = await approvedCommentCounts(db);
  return {
    counts,
    sidebar: {
      categories: categoryCounts(),
      popular: popularPosts(counts).map(({ slug, title, date, cover }) => ({
        slug,
        title,
        date,
        cover,
      })),
      tags: popularTags(),
    },
  };
}

export type BlogSidebarData = Awaited<ReturnType<typeof blogSidebar>>["sidebar"];
