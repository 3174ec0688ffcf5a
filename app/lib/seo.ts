import { site } from "~/content/site";

export const absoluteUrl = (path: string) => new URL(path, site.url).toString();

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
export function pageMeta({
  title,
  description,
  path,
  image = "/images/og-default.png",
  imageAlt = `${site.name}: web, apps, software, marketing and SEO`,
  type = "website",
  noindex = false,
  article,
}: PageMeta) {
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const url = absoluteUrl(path);
  const tags = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(image) },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
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
