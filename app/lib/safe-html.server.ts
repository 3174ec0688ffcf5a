import sanitizeHtml from "sanitize-html";

/**
 * What rendered Markdown may keep: text structure, links, images, code and tables. No script,
 * style, event handler, form, frame or embed survives, and links and images take only web, mail
 * and telephone addresses (or the site's own paths). The content security policy stays the second
 * wall behind this one.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code"],
    ...["a", "strong", "em", "b", "i", "del", "s", "sup", "sub", "kbd", "abbr", "mark"],
    ...["ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td", "img", "figure"],
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "hreflang"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
    abbr: ["title"],
    code: ["class"],
  },
  allowedClasses: { code: ["language-*"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};

/** HTML that staff (or their Markdown) wrote, made safe to put into a page as it is. */
export function safeHtml(html: string) {
  return sanitizeHtml(html, POLICY);
}
