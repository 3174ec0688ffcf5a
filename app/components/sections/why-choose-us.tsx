import { Link } from "~/components/ui/localized";
import { Icon } from "~/components/ui/icon";
import { useCopy } from "~/components/copy-context";
import { SectionHeading } from "~/components/ui/section-heading";
import { whyUsPointsIn } from "~/content/home";

export function WhyChooseUs() {
  const copy = useCopy();
  const { whyChooseUs } = copy.home;
  return (
    <section id="why-us" aria-labelledby="why-us-title" className="section bg-surface-muted">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <SectionHeading
            id="why-us-title"
            align="start"
            eyebrow={whyChooseUs.eyebrow}
            title={whyChooseUs.title}
            text={whyChooseUs.text}
          />
          <Link to="/contact" className="btn-primary mt-8">
            {whyChooseUs.cta}
          </Link>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {whyUsPointsIn(copy).map((point) => (
            <li key={point.key} className="reveal card p-6">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon name={point.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold">{point.title}</h3>
              <p className="mt-2 text-ink-muted">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
