import { Marked } from "marked";
import { responsiveImages, type MediaIndex } from "./media";
import { safeHtml } from "./safe-html.server";

const marked = new Marked({ gfm: true, async: false });

/**
 * Markdown as sanitised HTML, the media library's images in all their sizes and formats, and the
 * site's facts filled in where the text names them by placeholder.
 */
export const renderMarkdown = (
  markdown: string,
  media: MediaIndex = {},
  fillFacts: (markdown: string) => string = (text) => text,
) => responsiveImages(safeHtml(marked.parse(fillFacts(markdown)) as string), media);
