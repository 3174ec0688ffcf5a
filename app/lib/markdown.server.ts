import { Marked, type Tokens } from "marked";
import { responsiveImages, type MediaIndex } from "./media";
import { safeHtml } from "./safe-html.server";

const marked = new Marked({ gfm: true, async: false });

/**
 * Where a link written in Markdown leads on the page it is shown on: another address (the page's
 * language's version of it), and, when what it leads to is written in another language, that
 * language and the words that say so ("In English").
 */
export type MarkdownLink = { href: string; other?: { language: string; label: string } };

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** An address as Marked writes it into a link (null when it cannot be encoded). */
function encodedHref(href: string) {
  try {
    return encodeURI(href).replace(/%25/g, "%");
  } catch {
    return null;
  }
}

/** A Markdown reader whose links lead where `links` says (unchanged where it says nothing). */
const markedWithLinks = (links: (href: string) => MarkdownLink | undefined) =>
  new Marked({
    gfm: true,
    async: false,
    renderer: {
      link(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, token) {
        const link = links(token.href);
        const text = this.parser.parseInline(token.tokens);
        const href = encodedHref(link?.href ?? token.href);
        if (href === null) return text;
        const title = token.title ? ` title="${escapeAttribute(token.title)}"` : "";
        const lang = link?.other ? ` hreflang="${escapeAttribute(link.other.language)}"` : "";
        const anchor = `<a href="${escapeAttribute(href)}"${title}${lang}>${text}</a>`;
        return link?.other ? `${anchor} (${escapeAttribute(link.other.label)})` : anchor;
      },
    },
  });

/**
 * Markdown as sanitised HTML, the media library's images in all their sizes and formats, the
 * site's facts filled in where the text names them by placeholder, and its links leading where
 * `links` says (the page's language's addresses).
 */
export const renderMarkdown = (
  markdown: string,
  media: MediaIndex = {},
  fillFacts: (markdown: string) => string = (text) => text,
  links?: (href: string) => MarkdownLink | undefined,
) =>
  responsiveImages(
    safeHtml((links ? markedWithLinks(links) : marked).parse(fillFacts(markdown)) as string),
    media,
  );
