import type { ResponsiveImage } from "~/lib/media";

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
  /** A media library cover's widths and formats; null for another image. */
  coverSet: ResponsiveImage | null;
  coverAlt: string;
  /** The image link previews and feeds show: the cover's raster rendering. */
  shareImage: string;
  readingMinutes: number;
};

export type Post = PostSummary & { html: string; text: string };
