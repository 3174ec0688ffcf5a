import { z } from "zod";
import { fileNameOf, parseMarkdown } from "~/lib/markdown.server";

const pageSchema = z
  .object({ title: z.string().min(2).max(80), description: z.string().min(50).max(170) })
  .strict();

const sources = import.meta.glob<string>("./pages/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const pages = new Map(
  Object.entries(sources).map(([path, source]) => {
    const fileName = fileNameOf(path);
    const { meta, html } = parseMarkdown(fileName, source, pageSchema);
    return [fileName.replace(/\.md$/, ""), { slug: fileName.replace(/\.md$/, ""), ...meta, html }];
  }),
);

export function getPage(slug: string) {
  return pages.get(slug);
}
