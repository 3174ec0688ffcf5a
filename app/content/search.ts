import type { Copy } from "./copy";
import { siteFacts } from "./facts";
import { landingPath, landingSlugs } from "./landings";
import { servicePagePaths, servicesIn } from "./services";

/** What a search result shows of a page: its title (before the site's name) and description. */
export type SearchText = { title: string; description: string };

/** The fixed pages' own search title and description, from the words of their language's copy. */
const ownText: Record<string, (copy: Copy) => SearchText> = {
  "/": (copy) => ({
    title: `${copy.siteName}: ${copy.home.hero.title}`,
    description: copy.home.metaDescription,
  }),
  "/about-us": ({ about }) => ({ title: about.title, description: about.metaDescription }),
  "/about-us-another": ({ team }) => ({ title: team.title, description: team.metaDescription }),
  "/service": ({ services }) => ({
    title: services.page.title,
    description: services.page.metaDescription,
  }),
  ...Object.fromEntries(
    servicePagePaths.map((path) => [
      path,
      (copy: Copy) => {
        const service = servicesIn(copy).pages.find((page) => page.to === path)!;
        return { title: service.title, description: service.summary };
      },
    ]),
  ),
  "/pricing": ({ pricing }) => ({
    title: pricing.page.title,
    description: pricing.page.metaDescription,
  }),
  "/shops": ({ shop }) => ({ title: shop.title, description: shop.metaDescription }),
  "/contact": ({ contact }) => ({ title: contact.title, description: contact.metaDescription }),
  "/request-quote": ({ forms }) => ({
    title: forms.quote.title,
    description: forms.quote.metaDescription,
  }),
  "/book": ({ booking }) => ({ title: booking.title, description: booking.metaDescription }),
  "/newsletter": ({ forms }) => ({
    title: forms.newsletter.pageTitle,
    description: forms.newsletter.metaDescription,
  }),
  "/news": ({ blog }) => ({ title: blog.title, description: blog.metaDescription }),
  ...Object.fromEntries(
    landingSlugs.map((slug) => [
      landingPath(slug),
      ({ landings }: Copy) => ({
        title: landings.pages[slug].title,
        description: landings.pages[slug].metaDescription,
      }),
    ]),
  ),
};

/** The pages whose search title and description the agency sets under Site › Search results. */
export const searchPaths = Object.keys(ownText);

/** A fixed page's own search title and description, before the agency sets any. */
export const ownSearchTextOf = (copy: Copy, path: string) => ownText[path]!(copy);

/** A fixed page's search title and description in the copy's language: as set, else its own. */
export function searchTextOf(copy: Copy, path: string): SearchText {
  const own = ownSearchTextOf(copy, path);
  const set = siteFacts().search.pages[copy.locale.code as "en"]?.[path];
  return { title: set?.title ?? own.title, description: set?.description ?? own.description };
}
