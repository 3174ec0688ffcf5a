/** What the content editor's form and its comparisons hold, for its route and its components. */

/** What an editor does with a version. */
export const editorIntents = ["draft", "publish", "update", "schedule", "unpublish"] as const;
export type EditorIntent = (typeof editorIntents)[number];

/** The editor's fields as the form sends them (and as they are shown again when refused). */
export type EditorValues = {
  title: string;
  slug: string;
  description: string;
  body: string;
  cover: string;
  coverAlt: string;
  seoTitle: string;
  seoDescription: string;
  topic: string;
  tags: string;
  author: string;
  category: string;
  services: string[];
  publishAt: string;
};

/** A line of a comparison: kept, only in the older text, or only in the newer. */
export type DiffLine = { kind: "same" | "removed" | "added"; text: string };
