import { Link } from "~/components/ui/localized";
import { useCopy } from "~/components/copy-context";
import { Icon } from "~/components/ui/icon";
import { LearnMoreLink } from "~/components/ui/learn-more-link";
import { SectionHeading } from "~/components/ui/section-heading";
import type { IconName } from "~/content/icons";

export type ServiceCard = {
  slug: string;
  icon: IconName;
  title: string;
  description: string;
  to: string;
  tone: string;
};

/** Service cards under a heading, each leading to its service's page. */
export function ServicesGrid({
  heading,
  cards,
  more,
}: {
  heading: { eyebrow: string; title: string; text: string };
  cards: ServiceCard[];
  /** A link to every service, below the cards. */
  more?: string;
}) {
  const copy = useCopy();
  return (
    <section id="services" aria-labelledby="services-title" className="section">
      <div className="container-page">
        <SectionHeading id="services-title" {...heading} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card, index) => (
            <li
              key={card.slug}
              className="reveal card group relative flex flex-col p-6 transition-shadow hover:shadow-[var(--shadow-lift)]"
              style={{ "--reveal-delay": `${index * 100}ms` } as React.CSSProperties}
            >
              <span
                className={`inline-flex size-14 items-center justify-center rounded-2xl ${card.tone}`}
              >
                <Icon name={card.icon} className="size-7" />
              </span>
              <h3 className="mt-5 text-xl font-bold">{card.title}</h3>
              <p className="mt-3 flex-1 text-ink-muted">{card.description}</p>
              <LearnMoreLink
                to={card.to}
                label={copy.services.learnMore}
                subject={card.title}
                className="mt-5"
              />
            </li>
          ))}
        </ul>
        {more && (
          <p className="mt-10 text-center">
            <Link to="/service" className="btn-ghost">
              {more}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
