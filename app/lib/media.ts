/** The media library's addresses and how pages show its images at the right size. */

/** The largest file the media library takes. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Where the workspace uploads media to: the one address that takes a body that large. */
export const UPLOAD_PATH = "/admin/media/upload";

/** The longest alt text an image keeps (its fields in the workspace take no more). */
export const MAX_ALT_LENGTH = 300;

/** An image's alt text as a form sends it: one line without control characters, at most 300. */
export const altTextOf = (value: FormDataEntryValue | null) =>
  String(value ?? "")
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, MAX_ALT_LENGTH);

/** An uploaded file's name as the library keeps it. */
export const mediaNameOf = (name: string) => name.replace(/\p{Cc}/gu, "").slice(0, 200);

/** Where media are served: /media/<id>-<width>.<format>. */
export const MEDIA_ADDRESS = "/media/";

export const mediaFormats = ["avif", "webp", "jpg"] as const;
export type MediaFormat = (typeof mediaFormats)[number];

/** Each medium's size and the widths it has, by id. */
export type MediaIndex = Record<string, { width: number; height: number; widths: number[] }>;

export const mediaPath = (id: string, width: number, format: MediaFormat) =>
  `${MEDIA_ADDRESS}${id}-${width}.${format}`;

/** A medium's smallest WebP at least `width` wide, or its widest. */
const webpFrom = (id: string, widths: readonly number[], width: number) =>
  mediaPath(id, widths.find((each) => each >= width) ?? widths.at(-1) ?? 0, "webp");

/** The address a medium is named by in content and facts: its WebP at 1200 px, or its widest. */
export const coverPath = (id: string, widths: readonly number[]) => webpFrom(id, widths, 1200);

/** A portrait's or logo's address: the medium's smallest WebP still sharp at 128 CSS px. */
export const portraitPath = (id: string, widths: readonly number[]) => webpFrom(id, widths, 256);

/** An image address made a portrait's: a medium of the library at its small size; any other as it is. */
export function asPortrait(src: string, index: MediaIndex) {
  const medium = mediumOf(src);
  const widths = medium ? index[medium.id]?.widths : undefined;
  return medium && widths?.length ? portraitPath(medium.id, widths) : src;
}

const MEDIA_FILE = /^([0-9a-f]{16})-(\d{2,4})\.(avif|webp|jpg)$/;

/** The medium, width and format a file name under /media/ names, if it names one. */
export function parseMediaFile(file: string) {
  const match = MEDIA_FILE.exec(file);
  if (!match) return null;
  return { id: match[1]!, width: Number(match[2]), format: match[3] as MediaFormat };
}

/** The medium an image address shows, if it is one of the library's. */
export function mediumOf(src: string) {
  return src.startsWith(MEDIA_ADDRESS) ? parseMediaFile(src.slice(MEDIA_ADDRESS.length)) : null;
}

/** An image of the library as a page shows it: every width in AVIF and WebP, and its size. */
export type ResponsiveImage = {
  src: string;
  avif: string;
  webp: string;
  width: number;
  height: number;
};

/** The sizes and formats of a library image at an address; null for any other image. */
export function responsiveImage(src: string, index: MediaIndex): ResponsiveImage | null {
  const medium = mediumOf(src);
  const entry = medium && index[medium.id];
  if (!medium || !entry || entry.widths.length === 0) return null;
  const set = (format: MediaFormat) =>
    entry.widths.map((width) => `${mediaPath(medium.id, width, format)} ${width}w`).join(", ");
  const fallback = entry.widths.find((width) => width >= 1200) ?? entry.widths.at(-1)!;
  return {
    src: mediaPath(medium.id, fallback, "webp"),
    avif: set("avif"),
    webp: set("webp"),
    width: entry.width,
    height: entry.height,
  };
}

/** The image a link preview or feed shows for a library image: its JPEG. */
export function shareImageOfMedium(src: string, index: MediaIndex) {
  const medium = mediumOf(src);
  const entry = medium && index[medium.id];
  return medium && entry ? mediaPath(medium.id, Math.min(entry.width, 1200), "jpg") : null;
}

/** How wide an image in an article's text is shown: the column's width, or the screen's. */
export const ARTICLE_IMAGE_SIZES = "(min-width: 800px) 768px, 100vw";

/**
 * Sanitised article HTML (its attributes already escaped) with each library image given its sizes and formats: a <picture> with
 * AVIF and WebP at every width, its own width and height (no layout shift), loaded lazily.
 */
export function responsiveImages(html: string, index: MediaIndex) {
  return html.replace(
    /<img src="([^"]+)" alt="([^"]*)"( title="[^"]*")? \/>/g,
    (tag, src: string, alt: string, title = "") => {
      const image = responsiveImage(src.replace(/&amp;/g, "&"), index);
      if (!image) return tag;
      return `<picture><source type="image/avif" srcset="${image.avif}" sizes="${ARTICLE_IMAGE_SIZES}" /><img src="${image.src}" srcset="${image.webp}" sizes="${ARTICLE_IMAGE_SIZES}" width="${image.width}" height="${image.height}" alt="${alt}"${title} loading="lazy" decoding="async" /></picture>`;
    },
  );
}
