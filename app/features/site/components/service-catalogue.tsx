import { useCopy } from "~/components/copy-context";
import { Icon } from "~/components/ui/icon";
import { LearnMoreLink } from "~/components/ui/learn-more-link";
import { SectionHeading } from "~/components/ui/section-heading";
import { servicesIn } from "~/content/services";

/**
 * Everything the agency offers as cards. The services page shows them all, each linking to its
 * page where it has one; the about page shows the first few on a tinted band.
 */
export function ServiceCatalogue({
  heading,
  limit,
  variant = "linked",
}: {
  heading: { id: string; eyebrow: string; title: string; text?: string };
  limit?: number;
  variant?: "linked" | "about";
}) {
  const copy = useCopy();
  const about = variant === "about";
  const services = servicesIn(copy).catalogue.slice(0, limit);
  return (
    <section
      aria-labelledby={heading.id}
      className={about ? "section bg-surface-muted" : "section"}
    >
      <div className="container-page">
        <SectionHeading {...heading} />
        <ul
          className={`mt-12 grid gap-6 sm:grid-cols-2 ${about ? "lg:grid-cols-3" : "xl:grid-cols-4"}`}
          data-testid={about ? "about-services" : undefined}
        >
          {services.map((service) => (
            <li
              key={service.slug}
              className={`reveal card ${about ? "p-7" : "relative flex flex-col p-7"}`}
            >
              <span
                className={`inline-flex size-14 items-center justify-center rounded-2xl ${about ? "bg-brand-700 text-white" : "bg-tint text-brand-ink"}`}
              >
                <Icon name={service.icon} className="size-7" />
              </span>
              <h3 className="mt-5 text-xl font-bold">{service.title}</h3>
              <p className={about ? "mt-3 text-ink-muted" : "mt-3 flex-1 text-ink-muted"}>
                {service.description}
              </p>
              {!about && service.to && (
                <LearnMoreLink
                  to={service.to}
                  label={copy.services.learnMore}
                  subject={service.title}
                  className="mt-5"
                />
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
