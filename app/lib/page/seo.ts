import type { Thing } from "schema-dts";
import {
  articleNodes,
  pageGraph,
  type AgencyFacts,
  type GraphSite,
  type PageKind,
} from "./structured-data";

/** What every page's meta tags say about the site itself, in the page's language. */
export type SiteMeta = {
  name: string;
  /** The page's language (BCP 47). */
  language: string;
  /** The first breadcrumb item's name. */
  homeCrumb: string;
  agency: AgencyFacts;
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

/** A breadcrumb item: a page's title and, for every item but the current page, its site path. */
export type Crumb = { title: string; to?: string };

/** Where a page sits: its parents under Home, and the name of the page itself. */
export type Breadcrumb = { parents?: Crumb[]; current: string };

/** The breadcrumb's items as a page shows them and as its schema graph lists them. */
export const breadcrumbTrail = (home: string, { parents = [], current }: Breadcrumb): Crumb[] => [
  { title: home, to: "/" },
  ...parents,
  { title: current },
];

function graphSiteOf(site: SiteMeta): GraphSite {
  const urlOf = (path: string) => absoluteUrl(site.origin, site.localize(path));
  return {
    origin: site.origin,
    language: site.language,
    homeUrl: urlOf("/"),
    urlOf,
    agency: site.agency,
  };
}

/** The nodes a page is about, built once its canonical URL is known. */
export type PageEntities = (
  site: GraphSite,
  url: string,
) => { entities: Thing[]; mainEntity?: string };

type PageMeta = {
  title: string;
  description: string;
  path: string;
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  noindex?: boolean;
  article?: { publishedTime: string; author: string; section: string; tags: string[] };
  /** What kind of page this is, for its schema graph. */
  kind?: PageKind;
  /** The breadcrumb the page shows, if it shows one. */
  breadcrumb?: Breadcrumb;
  entities?: PageEntities;
  /**
   * The languages the page is written in, when not every language has it (a post, a page the
   * agency wrote): hreflang names these alone.
   */
  versions?: LanguageVersion[];
  /** The page's own address, when another address shows it too (the latest post). */
  canonical?: string;
};

/** One language's version of a page: its language and its address. */
export type LanguageVersion = { language: string; path: string };

/**
 * What the language switch offers on a page that exists in some languages only: those versions,
 * and for the other languages the page to go to instead (the blog for a post), in the default
 * language's address.
 */
export type PageLanguages = { versions: LanguageVersion[]; elsewhere: string };

/**
 * Title, description, canonical URL, Open Graph / Twitter card tags and the schema graph of a page.
 */
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
    kind = "WebPage",
    breadcrumb,
    entities,
    versions: written,
    canonical,
  }: PageMeta,
) {
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const url = absoluteUrl(site.origin, canonical ?? site.localize(path));
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
    const versions = written
      ? written.map(({ language, path }) => ({ hrefLang: language, path }))
      : site.versions(path);
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
  // Pages kept out of search results (filtered lists, not-found) carry no graph.
  if (noindex) return tags;
  const graphSite = graphSiteOf(site);
  const about = entities?.(graphSite, url);
  const graph = pageGraph(graphSite, {
    kind,
    url,
    name: title,
    description,
    crumbs:
      breadcrumb &&
      breadcrumbTrail(site.homeCrumb, breadcrumb).map((crumb) => ({
        name: crumb.title,
        url: crumb.to && graphSite.urlOf(crumb.to),
      })),
    entities: about?.entities,
    mainEntity: about?.mainEntity,
  });
  return [...tags, { "script:ld+json": graph }];
}

/** A blog post's sharing image: the cover's raster rendering. */
export const shareImageOf = (cover: string) => cover.replace(/\.svg$/, "-1200.png");

type ArticleMeta = {
  title: string;
  excerpt: string;
  path: string;
  date: string;
  updated: string;
  /** The article's own language. */
  language: string;
  cover: string;
  coverAlt: string;
  /** The cover's raster rendering, for link previews. */
  shareImage: string;
  author: { id: string; name: string; role?: string };
  section: string;
  tags: string[];
  breadcrumb: Breadcrumb;
  versions?: LanguageVersion[];
  canonical?: string;
};

/** The size of a post's sharing image. */
export const SHARE_IMAGE = { width: 1200, height: 675 };

/** A blog post's meta tags, and its page's graph with the article and its author. */
export function articleMeta(site: SiteMeta, post: ArticleMeta) {
  const image = post.shareImage;
  return pageMeta(site, {
    title: post.title,
    description: post.excerpt,
    path: post.path,
    type: "article",
    image,
    imageAlt: post.coverAlt,
    article: {
      publishedTime: post.date,
      author: post.author.name,
      section: post.section,
      tags: post.tags,
    },
    breadcrumb: post.breadcrumb,
    versions: post.versions,
    canonical: post.canonical,
    entities: (graphSite, url) => {
      const nodes = articleNodes(graphSite, {
        url,
        headline: post.title,
        description: post.excerpt,
        datePublished: post.date,
        dateModified: post.updated,
        language: post.language,
        section: post.section,
        keywords: post.tags,
        image: { url: absoluteUrl(site.origin, image), ...SHARE_IMAGE, caption: post.coverAlt },
        author: { id: post.author.id, name: post.author.name, jobTitle: post.author.role },
      });
      return { entities: nodes, mainEntity: `${url}#article` };
    },
  });
}
