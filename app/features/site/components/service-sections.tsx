import { Link } from "~/components/ui/localized";
import { useCopy } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import { PostList, type PostCardData } from "~/features/publishing";
import { OfferingList } from "./offering-list";
import { ServiceProcess } from "./service-process";
import type { Copy } from "~/content/copy";
import { serviceOfPage, type SectionPage } from "~/content/sections";
import { servicesIn } from "~/content/services";

/** What a service's page sections show besides their words: the posts about the service. */
type ServiceParts = { page: SectionPage; teasers?: PostCardData[] };

/** The service a page is about, in its language's words (with staff's sections in place). */
function useService(page: SectionPage) {
  const copy = useCopy();
  const pages = servicesIn(copy).pages;
  const slug = serviceOfPage(page);
  return { copy, pages, service: pages.find((item) => item.slug === slug)! };
}

type ServicePage = ReturnType<typeof servicesIn>["pages"][number];

/** Where a service's page sits: under the services page. */
export const serviceBreadcrumbOf = (copy: Copy, service: ServicePage) => ({
  parents: [{ title: copy.services.page.title, to: "/service" }],
  current: service.title,
});

function ServiceBanner({ page }: ServiceParts) {
  const { copy, service } = useService(page);
  return <PageBanner title={service.title} {...serviceBreadcrumbOf(copy, service)} />;
}

function ServiceIntro({ page }: ServiceParts) {
  const { copy, service } = useService(page);
  const words = copy.services.detail;
  return (
    <section className="section">
      <div className="container-page grid items-start gap-12 lg:grid-cols-2">
        <div>
          <p className="text-xl leading-8 text-ink">{service.summary}</p>
          <h2 className="mt-10 text-2xl font-bold">{words.offeringsTitle}</h2>
          <OfferingList offerings={service.offerings} className="mt-5" />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/request-quote" className="btn-primary">
              {words.cta}
            </Link>
            <Link to="/contact" className="btn-ghost">
              {words.ask}
            </Link>
          </div>
        </div>
        <img
          src={service.image}
          alt={service.imageAlt}
          width="560"
          height="420"
          className="card h-auto w-full p-4"
        />
      </div>
    </section>
  );
}

function ServiceSteps({ page }: ServiceParts) {
  return <ServiceProcess steps={useService(page).service.process} />;
}

function ServicePosts({ teasers = [] }: ServiceParts) {
  const { services } = useCopy();
  return (
    <div className="container-page">
      <PostList
        id="service-posts-title"
        title={services.detail.postsTitle}
        posts={teasers}
        className="section"
      />
    </div>
  );
}

function OtherServices({ page }: ServiceParts) {
  const { copy, pages, service } = useService(page);
  return (
    <section aria-labelledby="other-services-title" className="section">
      <div className="container-page">
        <h2 id="other-services-title" className="text-2xl font-bold">
          {copy.services.detail.otherTitle}
        </h2>
        <ul className="mt-6 flex flex-wrap gap-3">
          {pages
            .filter((item) => item.slug !== service.slug)
            .map((item) => (
              <li key={item.slug}>
                <Link to={item.to} className="btn-ghost">
                  {item.title}
                </Link>
              </li>
            ))}
        </ul>
      </div>
    </section>
  );
}

/** What draws each section of a service's page. */
export const serviceSections = {
  banner: ServiceBanner,
  intro: ServiceIntro,
  process: ServiceSteps,
  posts: ServicePosts,
  others: OtherServices,
};
