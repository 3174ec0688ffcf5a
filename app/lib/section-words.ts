/**
 * A section's words: texts, groups of texts (a point's title and text) and lists of them (an
 * about page's paragraphs), as its page's copy has them.
 */
export type SectionText = string | SectionText[] | { [key: string]: SectionText };
export type SectionWords = { [key: string]: SectionText };

/** The texts of some words, each with its path ("points.networks.title", "steps.2.time"), in order. */
export function textsOf(words: SectionText, prefix = ""): [string, string][] {
  if (!words || typeof words !== "object") return [];
  return Object.entries(words).flatMap(([key, value]: [string, SectionText]) =>
    typeof value === "string" ? [[prefix + key, value]] : textsOf(value, `${prefix}${key}.`),
  );
}

/** The same words with every text empty: a list's new item. */
export const blank = (words: SectionText): SectionText =>
  typeof words === "string"
    ? ""
    : Array.isArray(words)
      ? words.map(blank)
      : Object.fromEntries(Object.entries(words).map(([key, value]) => [key, blank(value)]));
