/** A blog post as the pages show it, in one language. */
export type PostSummary = {
  slug: string;
  /** The language the post is written in: a language without posts of its own shows the English ones. */
  language: string;
  title: string;
  date: string;
  /** The date of the last change in substance: the publication date unless it was revised. */
  updated: string;
  author: { id: string; name: string; role: string; bio: string; initials: string };
  category: string;
  categorySlug: string;
  topic: string;
  tags: { name: string; slug: string }[];
  /** The services the post concerns. */
  services: string[];
  excerpt: string;
  cover: string;
  coverAlt: string;
  readingMinutes: number;
};

export type Post = PostSummary & { html: string; text: string };
