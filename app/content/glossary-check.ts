import type { GlossaryEntry } from "./glossary";

/** Letters of the languages the glossary checks: a quoted phrase without any is not a rendering. */
const ownLetters = /[\u0980-\u09FF\u0600-\u06FF]/;

/**
 * Text as a reader sees it, for the glossary's checks: without code, link targets, addresses and
 * placeholders, and without quoted phrases in another script (an English search a reader types,
 * "AC repair near me", is quoted, not rendered).
 */
export function readerText(text: string) {
  return text
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/`[^`\n]*`/g, " ")
    .replace(/\]\([^)\s]*\)/g, "] ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/\{[\w.]+\}/g, " ")
    .replace(/"[^"\n]*"|“[^”\n]*”|«[^»\n]*»|‘[^’\n]*’/g, (quoted) =>
      ownLetters.test(quoted) ? quoted : " ",
    );
}

/** Each rendering the glossary rules out that a text uses, with the term and the rendering to use. */
export function ruledOut(text: string, entries: GlossaryEntry[]) {
  const seen = readerText(text);
  return entries.flatMap((entry) =>
    entry.avoid.flatMap((pattern) => {
      const found = new RegExp(pattern.source, pattern.flags.replace("g", "") + "g");
      return [...seen.matchAll(found)].map((match) => ({
        term: entry.term,
        use: entry.use,
        found: seen.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30),
      }));
    }),
  );
}
