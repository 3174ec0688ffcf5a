import { useCopy } from "~/components/copy-context";
import { SectionHeading } from "~/components/ui/section-heading";

type Step = {
  title: string;
  text: string;
  /** How long it takes, where the page says. */ time?: string;
};

/** Numbered steps under a heading: how the agency works, on a service or on any project. */
export function ProcessSteps({
  id,
  heading,
  steps,
  className = "section bg-surface-muted",
}: {
  id: string;
  heading: { eyebrow?: string; title: string; text?: string };
  steps: Step[];
  className?: string;
}) {
  const columns = steps.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4";
  return (
    <section aria-labelledby={id} className={className}>
      <div className="container-page">
        <SectionHeading id={id} {...heading} />
        <ol className={`mt-12 grid gap-6 sm:grid-cols-2 ${columns}`}>
          {steps.map((step, index) => (
            <li key={step.title} className="reveal card p-6">
              <div className="flex items-center justify-between gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                {step.time && (
                  <span className="rounded-full bg-tint px-3 py-1 text-sm font-semibold text-brand-ink">
                    {step.time}
                  </span>
                )}
              </div>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** How the agency works on a service, step by step. */
export function ServiceProcess({ steps }: { steps: Step[] }) {
  const { detail } = useCopy().services;
  return <ProcessSteps id="process-title" heading={{ title: detail.processTitle }} steps={steps} />;
}
