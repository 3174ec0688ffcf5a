import { z } from "zod";
import { defaultLocale, type Locale } from "./copy";
import { fileNameOf, parseMarkdown } from "~/lib/markdown.server";

const pageSchema = z
  .object({ title: z.string().min(2).max(80), description: z.string().min(50).max(170) })
  .strict();

const sources = import.meta.glob<string>("./*/pages/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const pages = new Map(
  Object.entries(sources).map(([path, source]) => {
    const fileName = fileNameOf(path);
    const slug = fileName.replace(/\.md$/, "");
    const { meta, html } = parseMarkdown(fileName, source, pageSchema);
    return [`${path.split("/")[1]}/${slug}`, { slug, ...meta, html }];
  }),
);

/** An information page (privacy policy, FAQs, …) in a language, or in English where it has none. */
export function getPage(locale: Locale, slug: string) {
  return pages.get(`${locale}/${slug}`) ?? pages.get(`${defaultLocale}/${slug}`);
}
