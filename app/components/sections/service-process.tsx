import { useCopy } from "~/components/copy-context";

/** How the agency works on a service, step by step. */
export function ServiceProcess({ steps }: { steps: { title: string; text: string }[] }) {
  const { detail } = useCopy().services;
  return (
    <section aria-labelledby="process-title" className="section bg-surface-muted">
      <div className="container-page">
        <h2 id="process-title" className="section-title text-center">
          {detail.processTitle}
        </h2>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
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
  );
}
