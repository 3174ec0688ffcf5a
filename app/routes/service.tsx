import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/service";
import { PageBanner } from "~/components/layout/page-banner";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { allServices, serviceDetails } from "~/content/services";
import { servicesPage } from "~/content/services-page";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: servicesPage.title,
    description: servicesPage.metaDescription,
    path: "/service",
  });

export default function Services() {
  return (
    <>
      <PageBanner title={servicesPage.title} />

      <section aria-labelledby="all-services-title" className="section">
        <div className="container-page">
          <SectionHeading
            id="all-services-title"
            eyebrow={servicesPage.catalogue.eyebrow}
            title={servicesPage.catalogue.title}
            text={servicesPage.catalogue.text}
          />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {allServices.map((service) => (
              <li key={service.title} className="reveal card relative flex flex-col p-7">
                <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                  <Icon name={service.icon} className="size-7" />
                </span>
                <h3 className="mt-5 text-xl font-bold">{service.title}</h3>
                <p className="mt-3 flex-1 text-ink-muted">{service.description}</p>
                {service.to && (
                  <Link
                    to={service.to}
                    className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 after:absolute after:inset-0 hover:text-brand-900"
                  >
                    {servicesPage.learnMore}
                    <span className="sr-only">: {service.title}</span>
                    <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="core-services-title" className="section bg-surface-muted">
        <div className="container-page">
          <SectionHeading
            id="core-services-title"
            eyebrow={servicesPage.core.eyebrow}
            title={servicesPage.core.title}
            text={servicesPage.core.text}
          />
          <div className="mt-14 space-y-16 lg:space-y-24">
            {serviceDetails.map((service, index) => (
              <article
                key={service.slug}
                className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16"
              >
                <img
                  src={service.image}
                  alt={service.imageAlt}
                  width="560"
                  height="420"
                  loading="lazy"
                  decoding="async"
                  className={`card h-auto w-full p-4 ${index % 2 ? "lg:order-2" : ""}`}
                />
                <div>
                  <h3 className="text-2xl font-bold sm:text-3xl">{service.title}</h3>
                  <p className="mt-4 text-lg text-ink-muted">{service.summary}</p>
                  <ul className="mt-6 space-y-3">
                    {service.offerings.map((offering) => (
                      <li key={offering} className="flex gap-3">
                        <Check
                          className="mt-0.5 size-5 shrink-0 text-brand-600"
                          aria-hidden="true"
                        />
                        {offering}
                      </li>
                    ))}
                  </ul>
                  <Link to={`/services/${service.slug}`} className="btn-primary mt-7">
                    {servicesPage.learnMore}
                    <span className="sr-only">: {service.title}</span>
                    <ArrowRight className="size-5 rtl:rotate-180" aria-hidden="true" />
                  </Link>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="services-cta-title" className="section">
        <div className="container-page text-center">
          <h2 id="services-cta-title" className="section-title">
            {servicesPage.cta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">{servicesPage.cta.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/request-quote" className="btn-primary">
              {servicesPage.cta.primary}
            </Link>
            <Link to="/contact" className="btn-ghost">
              {servicesPage.cta.secondary}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
