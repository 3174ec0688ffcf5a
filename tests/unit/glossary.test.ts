import { describe, expect, it } from "vitest";
import { ar } from "~/content/ar";
import { bn } from "~/content/bn";
import { glossary } from "~/content/glossary";
import { readerText, ruledOut } from "~/content/glossary-check";
import { shippedFacts } from "~/content/shipped-facts";
import { readContentFolder } from "~/features/publishing/content-files.server";

type Language = keyof typeof glossary;

/** Every string in a value, with where it is. */
function strings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  }
  return [];
}

/** The shipped facts' words in one language: the values under its key. */
function factWords(value: unknown, language: Language, at = ""): [string, string][] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => factWords(item, language, `${at}[${i}]`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === language ? strings(item, `${at}.${key}`) : factWords(item, language, `${at}.${key}`),
  );
}

// Each module once: the index gathers the others, so only its own words (the locale's) are read there.
const modules = {
  bn: import.meta.glob(["../../app/content/bn/*.ts", "!**/index.ts"], { eager: true }),
  ar: import.meta.glob(["../../app/content/ar/*.ts", "!**/index.ts"], { eager: true }),
};
const locales = { bn: bn.locale, ar: ar.locale };
const content = await readContentFolder("app/content");

/** All the words of a language the site ships: interface and e-mails, posts, pages, facts. */
function textsOf(language: Language): [string, string][] {
  const interfaceWords = Object.entries(modules[language]).flatMap(([file, exports]) =>
    strings(exports, file.replace("../../", "")),
  );
  const entries = content.flatMap((entry) =>
    entry.versions
      .filter((version) => version.language === language)
      .flatMap((version) => {
        const { slug: _slug, language: _language, cover: _cover, tags: _tags, ...words } = version;
        return strings(words, `${entry.kind} ${version.slug}`);
      }),
  );
  return [
    ...interfaceWords,
    ...strings(locales[language], `${language}.locale`),
    ...entries,
    ...factWords(shippedFacts, language, "shipped facts"),
  ];
}

describe("the glossary", () => {
  for (const language of ["bn", "ar"] as const) {
    it(`is kept by every ${language} text the site ships: interface, e-mails, posts, pages and facts`, () => {
      const texts = textsOf(language);
      expect(texts.length).toBeGreaterThan(500);
      const breaches = texts.flatMap(([at, text]) =>
        ruledOut(text, glossary[language]).map(
          (found) => `${at}: ${found.term} is "${found.use}", not …${found.found}…`,
        ),
      );
      expect(breaches).toEqual([]);
    });

    it(`rules out no ${language} rendering it asks for`, () => {
      for (const entry of glossary[language]) {
        expect(ruledOut(entry.use, [entry]), entry.term).toEqual([]);
      }
    });
  }

  it("finds a ruled-out rendering planted in a text, and where it is", () => {
    const planted = "আমাদের সাথে কথা বলুন, অথবা ইমেইল করুন।";
    expect(ruledOut(planted, glossary.bn).map((found) => found.term)).toEqual(["with", "e-mail"]);
    expect(ruledOut("اطلب خطة استضافة بسعر ৳3,000", glossary.ar).map((f) => f.term)).toEqual([
      "hosting plan",
      "taka",
    ]);
  });

  it("does not read code, link targets, placeholders or a search quoted in English as renderings", () => {
    const text =
      'লিখুন "best SEO agency Dhaka", দেখুন [এখানে](https://example.com/SEO) বা `SEO` {price.power}';
    expect(readerText(text)).not.toMatch(/SEO|price/);
    expect(ruledOut("আমাদের “SEO টিপস” পড়ুন", glossary.bn)).toHaveLength(1);
  });
});
