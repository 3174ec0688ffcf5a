import { ActionLink, type Action } from "~/components/ui/action-link";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import type { IconName } from "~/content/icons";

/** Reasons to choose the agency, beside a heading and one action. */
export function WhyChooseUs({
  heading,
  action,
  points,
}: {
  heading: { eyebrow: string; title: string; text: string };
  action: Action;
  points: { key: string; icon: IconName; title: string; text: string }[];
}) {
  return (
    <section id="why-us" aria-labelledby="why-us-title" className="section bg-surface-muted">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <SectionHeading id="why-us-title" align="start" {...heading} />
          <ActionLink action={action} className="btn-primary mt-8" />
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {points.map((point) => (
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
