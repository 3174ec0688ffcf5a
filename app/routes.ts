import { index, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { defaultLocale, locales } from "./content/copy";
import { landingSlugs } from "./content/landings";
import { feedFiles } from "./lib/feeds";
import { WORKSPACE_ELSEWHERE, workspaceRoutes } from "./lib/workspace/sections";

/**
 * The pages of one language. English has them at the site's root, every other language under its
 * prefix (/bn/…, /ar/…); each route's id names its language so that the ids stay unique.
 */
function pages(locale: string) {
  const id = (name: string) => (locale === defaultLocale ? name : `${locale}/${name}`);
  return [
    index("features/site/routes/home.tsx", { id: id("home") }),
    // The spec's dark home: the home page, drawn in the dark theme (see lib/theme.ts).
    route("home-dark", "features/site/routes/home.tsx", { id: id("home-dark") }),
    ...landingSlugs.map((slug) =>
      route(slug, "features/site/routes/landing.tsx", { id: id(slug) }),
    ),
    route("news", "features/publishing/routes/news.tsx", { id: id("news") }),
    route("news/single-news", "features/publishing/routes/news-single.tsx", {
      id: id("single-news"),
    }),
    ...Object.entries(feedFiles).map(([format, file]) =>
      route(`news/${file.name}`, "features/publishing/routes/feed.ts", {
        id: id(`feed-${format}`),
      }),
    ),
    route("news/:slug", "features/publishing/routes/news-single.tsx", { id: id("news-post") }),
    route("service", "features/site/routes/service.tsx", { id: id("service") }),
    route("services/:slug", "features/site/routes/service-detail.tsx", {
      id: id("service-detail"),
    }),
    route("pricing", "features/site/routes/pricing.tsx", { id: id("pricing") }),
    route("shops", "features/site/routes/shop.tsx", { id: id("shops") }),
    route("shops/shop-details", "features/leads/routes/shop-details.tsx", {
      id: id("shop-details"),
    }),
    route("about-us", "features/site/routes/about-us.tsx", { id: id("about-us") }),
    route("about-us-another", "features/site/routes/team.tsx", { id: id("about-us-another") }),
    route("contact", "features/leads/routes/contact.tsx", { id: id("contact") }),
    route("request-quote", "features/leads/routes/request-quote.tsx", { id: id("request-quote") }),
    route("book", "features/meetings/routes/book.tsx", { id: id("book") }),
    // A booked call's own page, from its e-mails: moved or cancelled there.
    route("book/change/:token", "features/meetings/routes/book-change.tsx", {
      id: id("book-change"),
    }),
    route("newsletter", "features/newsletter/routes/newsletter.tsx", { id: id("newsletter") }),
    route("newsletter/confirm", "features/newsletter/routes/newsletter-confirm.tsx", {
      id: id("newsletter-confirm"),
    }),
    route("newsletter/unsubscribe", "features/newsletter/routes/newsletter-unsubscribe.tsx", {
      id: id("newsletter-unsubscribe"),
    }),
    route("my-data", "features/privacy/routes/my-data.tsx", { id: id("my-data") }),
    route("error", "features/site/routes/not-found.tsx", { id: id("error") }),
    route("case-studies", "features/site/routes/case-studies.tsx", { id: id("case-studies") }),
    route("case-studies/:slug", "features/site/routes/case-study.tsx", { id: id("case-study") }),
    // A private preview link from the workspace: one version as saved, published or not.
    route("preview/:token", "features/publishing/routes/content-preview.tsx", {
      id: id("preview"),
    }),
    // A main page's private preview: as saved, or as its editor has it before saving.
    route("preview/page/:token", "features/site/routes/page-preview.tsx", {
      id: id("page-preview"),
    }),
    // The pages the agency writes (privacy policy, FAQs, …): any other one-word address.
    route(":page", "features/site/routes/page.tsx", { id: id("info-page") }),
  ];
}

export default [
  ...pages(defaultLocale),
  ...locales
    .filter((locale) => locale !== defaultLocale)
    .flatMap((locale) => prefix(locale, pages(locale))),
  // The spec's right-to-left home: the Arabic home page at an address of its own.
  route("home-rtl", "features/site/routes/home.tsx", { id: "home-rtl" }),
  route("comments/moderate", "features/comments/routes/comment-moderate.tsx"),
  // The copy a data request's link downloads (see routes/my-data.tsx).
  route("my-data/download", "features/privacy/routes/my-data-download.ts"),
  // The media library's images, in the sizes and formats pages use.
  route("media/:file", "features/publishing/routes/media.ts"),
  // The agency's workspace: English, signed in, never prerendered (see server/workspace.ts); its
  // pages are listed with the section each belongs to in lib/workspace-sections.ts.
  route("admin/sign-in", "features/staff/routes/sign-in.tsx"),
  route("admin/sign-in/code", "features/staff/routes/sign-in-code.tsx"),
  route("admin/sign-out", "features/staff/routes/sign-out.tsx"),
  // Open to anyone: the first owner's set-up, "forgot password" and an invitation's link.
  route("admin/setup", "features/staff/routes/setup.tsx"),
  route("admin/forgot", "features/staff/routes/forgot.tsx"),
  route("admin/reset/:token", "features/staff/routes/reset.tsx"),
  route("admin/invitation/:token", "features/staff/routes/invitation.tsx"),
  route("admin", "features/staff/routes/workspace-layout.tsx", { id: "workspace" }, [
    ...workspaceRoutes.map(({ path, file, id }) =>
      path ? route(path, file, id ? { id } : {}) : index(file),
    ),
    route(WORKSPACE_ELSEWHERE, "features/staff/routes/workspace-not-found.tsx"),
  ]),
  route("sitemap.xml", "features/site/routes/sitemap.ts"),
  route("*", "features/site/routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
