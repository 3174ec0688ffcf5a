/** What every page's meta tags say about the site itself, in the page's language. */
export type SiteMeta = {
  name: string;
  /** The public origin, for canonical URLs, Open Graph and share links. */
  origin: string;
  ogLocale: string;
  defaultImageAlt: string;
  /** A site path in the page's language. */
  localize: (path: string) => string;
  /** The same page in every language (hreflang and path), the default language first. */
  versions: (path: string) => { hrefLang: string; path: string }[];
};

export const absoluteUrl = (origin: string, path: string) => new URL(path, origin).toString();

type PageMeta = {
  title: string;
  description: string;
  path: string;
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  noindex?: boolean;
  article?: { publishedTime: string; author: string; section: string; tags: string[] };
};

/** Title, description, canonical URL and Open Graph / Twitter card tags for a page. */
export function pageMeta(
  site: SiteMeta,
  {
    title,
    description,
    path,
    image = "/images/og-default.png",
    imageAlt = site.defaultImageAlt,
    type = "website",
    noindex = false,
    article,
  }: PageMeta,
) {
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const url = absoluteUrl(site.origin, site.localize(path));
  const tags: Record<string, string>[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(site.origin, image) },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: site.ogLocale },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  else {
    // Every language version, for search engines; the default language also stands for any other.
    const versions = site.versions(path);
    for (const version of versions) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: version.hrefLang,
        href: absoluteUrl(site.origin, version.path),
      });
    }
    if (versions[0]) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: absoluteUrl(site.origin, versions[0].path),
      });
    }
  }
  if (article) {
    tags.push(
      { property: "article:published_time", content: article.publishedTime },
      { property: "article:author", content: article.author },
      { property: "article:section", content: article.section },
      ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    );
  }
  return tags;
}

/** A blog post's sharing image: the cover's raster rendering. */
export const shareImageOf = (cover: string) => cover.replace(/\.svg$/, "-1200.png");

type ArticleMeta = {
  title: string;
  excerpt: string;
  path: string;
  date: string;
  cover: string;
  coverAlt: string;
  author: string;
  section: string;
  tags: string[];
};

/** A blog post's meta tags and its BlogPosting JSON-LD. */
export function articleMeta(site: SiteMeta, post: ArticleMeta) {
  const image = shareImageOf(post.cover);
  return [
    ...pageMeta(site, {
      title: post.title,
      description: post.excerpt,
      path: post.path,
      type: "article",
      image,
      imageAlt: post.coverAlt,
      article: {
        publishedTime: post.date,
        author: post.author,
        section: post.section,
        tags: post.tags,
      },
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        datePublished: post.date,
        author: { "@type": "Person", name: post.author },
        image: absoluteUrl(site.origin, image),
        mainEntityOfPage: absoluteUrl(site.origin, site.localize(post.path)),
      },
    },
  ];
}
