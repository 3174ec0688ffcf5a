/**
 * The addresses of the public pages, in any language: every one shows the site's facts (the
 * footer's numbers at least) and many what the agency publishes, so each is rendered once per
 * content revision and kept. Home, the blog, its feeds and posts, services, case studies, the
 * shop's order page, the one-word pages (the agency's, pricing, contact, the landing pages...;
 * not a data request's page, which its link's token makes one person's), the sitemap.
 */
export const publicPages =
  /^(\/(bn|ar))?(\/|\/home-(dark|rtl)|\/news(\/([^/.]+|rss\.xml|atom\.xml))?\/?|\/(services|case-studies)\/[^/.]+|\/shops\/shop-details|\/(?!admin$|error$|my-data$|book$)[a-z0-9]+(-[a-z0-9]+)*|\/sitemap\.xml)?$/;
