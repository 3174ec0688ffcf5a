import { useCopy } from "~/components/copy-context";
import { LearnMoreLink } from "~/components/ui/learn-more-link";
import { SectionHeading } from "~/components/ui/section-heading";
import { servicesIn } from "~/content/services";
import { OfferingList } from "./offering-list";

/** The services with a page of their own, each told at length, picture and text alternating. */
export function CoreServices() {
  const copy = useCopy();
  const intro = copy.services.page.core;
  return (
    <section aria-labelledby="core-services-title" className="section bg-surface-muted">
      <div className="container-page">
        <SectionHeading
          id="core-services-title"
          eyebrow={intro.eyebrow}
          title={intro.title}
          text={intro.text}
        />
        <div className="mt-14 space-y-16 lg:space-y-24">
          {servicesIn(copy).pages.map((service, index) => (
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
                <OfferingList offerings={service.offerings} className="mt-6" />
                <LearnMoreLink
                  to={service.to}
                  label={copy.services.learnMore}
                  subject={service.title}
                  button
                  className="mt-7"
                />
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
