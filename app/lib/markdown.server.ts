import { Marked } from "marked";
import { safeHtml } from "./safe-html.server";

const marked = new Marked({ gfm: true, async: false });

/** Markdown as sanitised HTML. */
export const renderMarkdown = (markdown: string) => safeHtml(marked.parse(markdown) as string);
