/**
 * Pages whose HTML is the same for every visitor, rendered once at build time and served as files.
 * Pages that read the database or the query string (blog lists, posts with comments, not-found) are
 * rendered per request instead.
 */
export const prerenderedPaths = [
  "/",
  "/service",
  "/pricing",
  "/about-us",
  "/contact",
  "/request-quote",
  "/privacy-policy",
  "/faqs",
  "/careers",
  "/case-studies",
  "/community",
  "/resources",
  "/services/web-development",
  "/services/mobile-app",
  "/services/digital-marketing",
  "/services/seo",
];
