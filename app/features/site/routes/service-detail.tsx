import { data } from "react-router";
import { Link } from "~/components/ui/localized";
import type { Route } from "./+types/service-detail";
import { useCopy } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import { OfferingList } from "../components/offering-list";
import { ServiceProcess } from "../components/service-process";
import { PostList } from "~/features/publishing";
import {
  copyForPath,
  copyForRequest,
  localeOfRequest,
  siteMetaIn,
  type Copy,
} from "~/content/copy";
import { servicesIn } from "~/content/services";
import { absoluteUrl, pageMeta } from "~/lib/page/seo";
import { serviceNode } from "~/lib/page/structured-data";
import { backendContext } from "~/platform/context.server";
import { searchTextOf } from "~/content/search";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const service = servicesIn(copyForRequest(request)).pages.find((s) => s.slug === params.slug);
  if (!service) throw data(null, { status: 404 });
  const blog = await context.get(backendContext).content.blog(localeOfRequest(request));
  return { slug: service.slug, posts: blog.about(service.slug) };
}

type ServicePage = ReturnType<typeof servicesIn>["pages"][number];

/** Where a service's page sits: under the services page. */
const breadcrumbOf = (copy: Copy, service: ServicePage) => ({
  parents: [{ title: copy.services.page.title, to: "/service" }],
  current: service.title,
});

export const meta: Route.MetaFunction = ({ data, location }) => {
  const copy = copyForPath(location.pathname);
  const service = data && servicesIn(copy).pages.find((item) => item.slug === data.slug);
  if (!service) return [];
  return pageMeta(siteMetaIn(copy), {
    ...searchTextOf(copy, service.to),
    path: service.to,
    breadcrumb: breadcrumbOf(copy, service),
    entities: (site, url) => {
      const node = serviceNode(site, {
        url,
        name: service.title,
        description: service.summary,
        image: absoluteUrl(site.origin, service.image),
        offers: service.offerings,
      });
      return { entities: [node], mainEntity: node["@id"] as string };
    },
  });
};

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const copy = useCopy();
  const words = copy.services;
  const pages = servicesIn(copy).pages;
  const service = pages.find((item) => item.slug === loaderData.slug)!;
  return (
    <>
      <PageBanner title={service.title} {...breadcrumbOf(copy, service)} />
      <section className="section">
        <div className="container-page grid items-start gap-12 lg:grid-cols-2">
          <div>
            <p className="text-xl leading-8 text-ink">{service.summary}</p>
            <h2 className="mt-10 text-2xl font-bold">{words.detail.offeringsTitle}</h2>
            <OfferingList offerings={service.offerings} className="mt-5" />
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/request-quote" className="btn-primary">
                {words.detail.cta}
              </Link>
              <Link to="/contact" className="btn-ghost">
                {words.detail.ask}
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
      <ServiceProcess steps={service.process} />
      <div className="container-page">
        <PostList
          id="service-posts-title"
          title={words.detail.postsTitle}
          posts={loaderData.posts}
          className="section"
        />
      </div>
      <section aria-labelledby="other-services-title" className="section">
        <div className="container-page">
          <h2 id="other-services-title" className="text-2xl font-bold">
            {words.detail.otherTitle}
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
    </>
  );
}
