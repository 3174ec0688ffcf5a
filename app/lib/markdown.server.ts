import matter from "gray-matter";
import { Marked } from "marked";
import type { z } from "zod";
import { safeHtml } from "./safe-html.server";

const marked = new Marked({ gfm: true, async: false });

/**
 * Splits a Markdown file into checked front matter and rendered, sanitised HTML; a bad field names
 * the file.
 */
export function parseMarkdown<S extends z.ZodType>(fileName: string, source: string, schema: S) {
  const { data, content } = matter(source);
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `field "${issue.path.join(".") || "(front matter)"}": ${issue.message}`)
      .join("; ");
    throw new Error(`${fileName}: invalid front matter: ${problems}`);
  }
  return {
    meta: result.data as z.infer<S>,
    html: safeHtml(marked.parse(content) as string),
    text: content,
  };
}

export function fileNameOf(path: string) {
  return path.slice(path.lastIndexOf("/") + 1);
}
