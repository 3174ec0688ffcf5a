import { index, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { defaultLocale, locales } from "./content/copy";
import { landingSlugs } from "./content/landings";
import { feedFiles } from "./lib/feeds";

/**
 * The pages of one language. English has them at the site's root, every other language under its
 * prefix (/bn/…, /ar/…); each route's id names its language so that the ids stay unique.
 */
function pages(locale: string) {
  const id = (name: string) => (locale === defaultLocale ? name : `${locale}/${name}`);
  return [
    index("routes/home.tsx", { id: id("home") }),
    // The spec's dark home: the home page, drawn in the dark theme (see lib/theme.ts).
    route("home-dark", "routes/home.tsx", { id: id("home-dark") }),
    ...landingSlugs.map((slug) => route(slug, "routes/landing.tsx", { id: id(slug) })),
    route("news", "routes/news.tsx", { id: id("news") }),
    route("news/single-news", "routes/news-single.tsx", { id: id("single-news") }),
    ...Object.entries(feedFiles).map(([format, file]) =>
      route(`news/${file.name}`, "routes/feed.ts", { id: id(`feed-${format}`) }),
    ),
    route("news/:slug", "routes/news-single.tsx", { id: id("news-post") }),
    route("service", "routes/service.tsx", { id: id("service") }),
    route("services/:slug", "routes/service-detail.tsx", { id: id("service-detail") }),
    route("pricing", "routes/pricing.tsx", { id: id("pricing") }),
    route("shops", "routes/shop.tsx", { id: id("shops") }),
    route("shops/shop-details", "routes/shop-details.tsx", { id: id("shop-details") }),
    route("about-us", "routes/about-us.tsx", { id: id("about-us") }),
    route("about-us-another", "routes/team.tsx", { id: id("about-us-another") }),
    route("contact", "routes/contact.tsx", { id: id("contact") }),
    route("request-quote", "routes/request-quote.tsx", { id: id("request-quote") }),
    route("newsletter", "routes/newsletter.tsx", { id: id("newsletter") }),
    route("newsletter/confirm", "routes/newsletter-confirm.tsx", { id: id("newsletter-confirm") }),
    route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx", {
      id: id("newsletter-unsubscribe"),
    }),
    route("my-data", "routes/my-data.tsx", { id: id("my-data") }),
    route("error", "routes/not-found.tsx", { id: id("error") }),
    route("case-studies", "routes/case-studies.tsx", { id: id("case-studies") }),
    route("case-studies/:slug", "routes/case-study.tsx", { id: id("case-study") }),
    // A private preview link from the workspace: one version as saved, published or not.
    route("preview/:token", "routes/content-preview.tsx", { id: id("preview") }),
    // The pages the agency writes (privacy policy, FAQs, …): any other one-word address.
    route(":page", "routes/info-page.tsx", { id: id("info-page") }),
  ];
}

export default [
  ...pages(defaultLocale),
  ...locales
    .filter((locale) => locale !== defaultLocale)
    .flatMap((locale) => prefix(locale, pages(locale))),
  // The spec's right-to-left home: the Arabic home page at an address of its own.
  route("home-rtl", "routes/home.tsx", { id: "home-rtl" }),
  route("comments/moderate", "routes/comment-moderate.tsx"),
  // The copy a data request's link downloads (see routes/my-data.tsx).
  route("my-data/download", "routes/my-data-download.ts"),
  // The media library's images, in the sizes and formats pages use.
  route("media/:file", "routes/media.ts"),
  // The agency's workspace: English, signed in, never prerendered (see server/workspace.ts).
  route("admin/sign-in", "routes/admin/sign-in.tsx"),
  route("admin/sign-in/code", "routes/admin/sign-in-code.tsx"),
  route("admin/sign-out", "routes/admin/sign-out.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("password", "routes/admin/password.tsx"),
    route("two-factor", "routes/admin/two-factor.tsx"),
    route("leads", "routes/admin/leads.tsx"),
    route("leads/export.csv", "routes/admin/leads-export.ts"),
    route("leads/:id", "routes/admin/lead.tsx"),
    route("contacts", "routes/admin/contacts.tsx"),
    route("contacts/:id", "routes/admin/contact.tsx"),
    route("spam", "routes/admin/spam.tsx"),
    route("comments", "routes/admin/comments.tsx"),
    route("subscribers", "routes/admin/subscribers.tsx"),
    route("subscribers/export.csv", "routes/admin/subscribers-export.ts"),
    route("campaigns", "routes/admin/campaigns.tsx"),
    route("campaigns/new", "routes/admin/campaign.tsx", { id: "campaign-new" }),
    route("campaigns/:id", "routes/admin/campaign.tsx", { id: "campaign" }),
    route("insights", "routes/admin/insights.tsx"),
    route("insights/export.csv", "routes/admin/insights-export.ts"),
    route("mail", "routes/admin/mail.tsx"),
    route("content", "routes/admin/content.tsx"),
    route("media", "routes/admin/media.tsx"),
    route("media/upload", "routes/admin/media-upload.ts"),
    route("content/preview", "routes/admin/content-preview.ts"),
    route("content/new", "routes/admin/content-edit.tsx", { id: "content-new" }),
    route("content/:id/:language", "routes/admin/content-edit.tsx", { id: "content-edit" }),
    route("people", "routes/admin/people.tsx"),
    route("privacy", "routes/admin/privacy.tsx"),
    route("site/:kind?", "routes/admin/site.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
