import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { infoPageSlugs } from "./content/paths";

export default [
  index("routes/home.tsx"),
  route("news", "routes/news.tsx"),
  route("news/single-news", "routes/news-single.tsx", { id: "single-news" }),
  route("news/:slug", "routes/news-single.tsx", { id: "news-post" }),
  route("service", "routes/service.tsx"),
  route("services/:slug", "routes/service-detail.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("contact", "routes/contact.tsx"),
  route("request-quote", "routes/request-quote.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("comments/moderate", "routes/comment-moderate.tsx"),
  ...infoPageSlugs.map((page) => route(page, "routes/info-page.tsx", { id: `page-${page}` })),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("error", "routes/not-found.tsx", { id: "error" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
