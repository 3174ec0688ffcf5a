import { useCopy } from "~/components/copy-context";

/** Common questions about the hosting plans, answered. */
export function PricingFaq() {
  const { page } = useCopy().pricing;
  return (
    <section aria-labelledby="pricing-faq-title" className="pb-20">
      <div className="container-page max-w-3xl">
        <h2 id="pricing-faq-title" className="text-2xl font-bold">
          {page.faqTitle}
        </h2>
        <dl className="mt-6 divide-y divide-line rounded-[var(--radius-card)] border border-line">
          {page.faqs.map((faq) => (
            <div key={faq.q} className="p-6">
              <dt className="font-semibold">{faq.q}</dt>
              <dd className="mt-2 text-ink-muted">{faq.a}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
