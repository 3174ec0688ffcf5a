import { Check } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/service-detail";
import { PageBanner } from "~/components/layout/page-banner";
import { serviceDetails } from "~/content/services";
import { servicesPage } from "~/content/services-page";
import { pageMeta } from "~/lib/seo";

export function loader({ params }: Route.LoaderArgs) {
  const service = serviceDetails.find((item) => item.slug === params.slug);
  if (!service) throw new Response("Not found", { status: 404 });
  return { service };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: data.service.title,
        description: data.service.summary,
        path: `/services/${data.service.slug}`,
      })
    : [];

export default function ServiceDetail({ loaderData: { service } }: Route.ComponentProps) {
  const others = serviceDetails.filter((item) => item.slug !== service.slug);
  return (
    <>
      <PageBanner title={service.title} parents={[{ title: servicesPage.title, to: "/service" }]} />
      <section className="section">
        <div className="container-page grid items-start gap-12 lg:grid-cols-2">
          <div>
            <p className="text-xl leading-8 text-ink">{service.summary}</p>
            <h2 className="mt-10 text-2xl font-bold">{servicesPage.detail.offeringsTitle}</h2>
            <ul className="mt-5 space-y-3">
              {service.offerings.map((offering) => (
                <li key={offering} className="flex gap-3">
                  <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                  {offering}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/request-quote" className="btn-primary">
                {servicesPage.detail.cta}
              </Link>
              <Link to="/contact" className="btn-ghost">
                {servicesPage.detail.ask}
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
      <section aria-labelledby="process-title" className="section bg-surface-muted">
        <div className="container-page">
          <h2 id="process-title" className="section-title text-center">
            {servicesPage.detail.processTitle}
          </h2>
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {service.process.map((step, index) => (
              <li key={step.title} className="card p-6">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
                <p className="mt-2 text-ink-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section aria-labelledby="other-services-title" className="section">
        <div className="container-page">
          <h2 id="other-services-title" className="text-2xl font-bold">
            {servicesPage.detail.otherTitle}
          </h2>
          <ul className="mt-6 flex flex-wrap gap-3">
            {others.map((item) => (
              <li key={item.slug}>
                <Link to={`/services/${item.slug}`} className="btn-ghost">
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
