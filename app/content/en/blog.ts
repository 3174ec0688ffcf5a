import type { CategorySlug } from "../blog-taxonomy";

export const blog = {
  title: "Blogs",
  metaDescription:
    "Practical articles on web development, mobile apps, digital marketing and SEO for Bangladeshi businesses, from the {company.name} team.",
  /** The title of a later page of the list: "Blogs, page 2". */
  pageTitle: "{title}, page {page}",
  postCrumb: "Blog",
  /** The blog's feeds: their names in a feed reader, and the link to them in the sidebar. */
  feed: {
    title: "{company.name} blog",
    rss: "RSS feed",
    atom: "Atom feed",
    follow: "Follow the blog in your feed reader",
  },
  readMore: "Read More",
  comments: { one: "{count} Comment", other: "{count} Comments" },
  categories: {
    "web-design": "Web Design",
    marketing: "Marketing",
    frontend: "Frontend",
    "it-software": "IT & Software",
    photography: "Photography",
    technology: "Technology",
    general: "General",
  } satisfies Record<CategorySlug, string>,
  /**
   * The names of the blog's tags in this language, by their address ("seo"), which every language
   * shares; a tag not named here shows as it was typed. English tags show as typed.
   */
  tagNames: {} as Record<string, string>,
  pagination: { label: "Blog pages", page: "Page", next: "Next", previous: "Previous" },
  results: {
    /** Above a list of posts written in English, on a language without posts of its own. */
    inEnglish: "Our articles are written in English for now.",
    search: "Search results for “{query}”",
    category: "Category: {name}",
    tag: "Tag: {name}",
    count: { one: "{count} post found", other: "{count} posts found" },
    clear: "Show all posts",
    none: "No posts match your search. Try a different word, or browse the categories and tags.",
  },
  sidebar: {
    label: "Blog sidebar",
    searchTitle: "Search",
    searchLabel: "Search the blog",
    searchPlaceholder: "Search articles…",
    searchButton: "Search",
    categoriesTitle: "Categories",
    popularTitle: "Popular Posts",
    tagsTitle: "Popular Tags",
  },
  post: {
    by: "By",
    minRead: { one: "{count} min read", other: "{count} min read" },
    tagsTitle: "Tags",
    relatedTitle: "Read next",
    shareTitle: "Share",
    share: { facebook: "Share on Facebook", x: "Share on X", whatsapp: "Share on WhatsApp" },
    aboutAuthor: "About the author",
    previous: "Previous post",
    next: "Next post",
    commentsHeading: { other: "Comment ({count})" },
    inEnglish: "This article is written in English.",
    /** On the card of a post written in English, in a list of another language's posts. */
    englishBadge: "In English",
    noComments: "No comments yet. Be the first to share your thoughts.",
    reply: "Reply",
    replyTo: "Reply to {name}",
  },
  moderation: {
    title: "Comment moderation",
    /** "{post}" links to the post. */
    on: "Comment on {post}, by {name}",
    status: {
      pending: "awaiting moderation",
      approved: "approved",
      rejected: "rejected",
      spam: "marked as spam",
    },
    approve: "Approve comment",
    reject: "Reject comment",
    approved: "The comment is approved and now shows on the post.",
    rejected: "The comment is rejected and will not be shown.",
    expired: "This moderation link has expired, so it can no longer change the comment.",
    decided: "A decision was already made on this comment; each moderation link acts only once",
  },
};
