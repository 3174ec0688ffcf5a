/** A section's words: text, or groups of text (a point's title and text), as its copy has them. */
export type SectionWords = { [key: string]: string | SectionWords };

/** The texts of some words, each with its path ("points.networks.title"), in order. */
export function textsOf(words: SectionWords, prefix = ""): [string, string][] {
  if (!words || typeof words !== "object") return [];
  return Object.entries(words).flatMap(([key, value]) =>
    typeof value === "string" ? [[prefix + key, value]] : textsOf(value, `${prefix}${key}.`),
  );
}
