import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import type { ServiceCard } from "~/content/services";

export function ServicesGrid({
  cards,
  eyebrow,
  title,
  text,
  learnMore,
  more,
}: {
  cards: ServiceCard[];
  eyebrow: string;
  title: string;
  text: string;
  learnMore: string;
  more?: { label: string; to: string };
}) {
  return (
    <section id="services" aria-labelledby="services-title" className="section">
      <div className="container-page">
        <SectionHeading id="services-title" eyebrow={eyebrow} title={title} text={text} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <li
              key={card.id}
              className="reveal card group relative flex flex-col p-6 transition-shadow hover:shadow-[var(--shadow-lift)]"
              style={{ "--reveal-delay": `${card.delay}ms` } as React.CSSProperties}
            >
              <span
                className={`inline-flex size-14 items-center justify-center rounded-2xl ${card.className}`}
              >
                <Icon name={card.icon} className="size-7" />
              </span>
              <h3 className="mt-5 text-xl font-bold">{card.title}</h3>
              <p className="mt-3 flex-1 text-ink-muted">{card.description}</p>
              <Link
                to={card.to}
                className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-[inherit] hover:text-brand-900"
              >
                {learnMore}
                <span className="sr-only">: {card.title}</span>
                <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
        {more && (
          <p className="mt-10 text-center">
            <Link to={more.to} className="btn-ghost">
              {more.label}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
