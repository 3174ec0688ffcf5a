/** The blog's feed formats. */
export type FeedFormat = "rss" | "atom";

/** Each feed's file name under /news/ and its media type. */
export const feedFiles = {
  rss: { name: "rss.xml", mediaType: "application/rss+xml" },
  atom: { name: "atom.xml", mediaType: "application/atom+xml" },
} satisfies Record<FeedFormat, { name: string; mediaType: string }>;

export const feedFormats = Object.keys(feedFiles) as FeedFormat[];

/** The Content-Type a feed is served with. */
export const feedContentType = (format: FeedFormat) =>
  `${feedFiles[format].mediaType}; charset=utf-8`;

/** The feed format a file name is, if it is one. */
export const feedFormatOf = (fileName: string) =>
  feedFormats.find((format) => feedFiles[format].name === fileName);
