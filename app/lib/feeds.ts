/** The blog's feed formats. */
export type FeedFormat = "rss" | "atom";

/** The media type of each feed, and the file name it is served at under /news/. */
export const feedFiles = {
  rss: { name: "rss.xml", type: "application/rss+xml; charset=utf-8" },
  atom: { name: "atom.xml", type: "application/atom+xml; charset=utf-8" },
} satisfies Record<FeedFormat, { name: string; type: string }>;

/** The feed format a file name is, if it is one. */
export const feedFormatOf = (fileName: string) =>
  (Object.keys(feedFiles) as FeedFormat[]).find((format) => feedFiles[format].name === fileName);
