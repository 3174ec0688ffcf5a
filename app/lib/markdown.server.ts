import { Marked } from "marked";
import { responsiveImages, type MediaIndex } from "./media";
import { safeHtml } from "./safe-html.server";

const marked = new Marked({ gfm: true, async: false });

/** Markdown as sanitised HTML, the media library's images in all their sizes and formats. */
export const renderMarkdown = (markdown: string, media: MediaIndex = {}) =>
  responsiveImages(safeHtml(marked.parse(markdown) as string), media);
