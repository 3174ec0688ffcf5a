import { data } from "react-router";
import { Link } from "~/components/ui/localized";
import type { Route } from "./+types/service-detail";
import { useCopy } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import { OfferingList } from "~/components/sections/offering-list";
import { ServiceProcess } from "~/components/sections/service-process";
import { copyForPath, copyForRequest, siteMetaIn } from "~/content/copy";
import { servicesIn } from "~/content/services";
import { pageMeta } from "~/lib/seo";

export function loader({ params, request }: Route.LoaderArgs) {
  const service = servicesIn(copyForRequest(request)).pages.find((s) => s.slug === params.slug);
  if (!service) throw data(null, { status: 404 });
  return { slug: service.slug };
}

const pageOf = (pathname: string, slug: string) =>
  servicesIn(copyForPath(pathname)).pages.find((service) => service.slug === slug);

export const meta: Route.MetaFunction = ({ data, location }) => {
  const service = data && pageOf(location.pathname, data.slug);
  if (!service) return [];
  return pageMeta(siteMetaIn(copyForPath(location.pathname)), {
    title: service.title,
    description: service.summary,
    path: service.to,
  });
};

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const copy = useCopy();
  const words = copy.services;
  const pages = servicesIn(copy).pages;
  const service = pages.find((item) => item.slug === loaderData.slug)!;
  return (
    <>
      <PageBanner title={service.title} parents={[{ title: words.page.title, to: "/service" }]} />
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
