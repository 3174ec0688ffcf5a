import type { Route } from "./+types/pricing";
import { PageBanner } from "~/components/layout/page-banner";
import { PricingPlans } from "~/components/sections/pricing-plans";
import { pricingPage } from "~/content/plans";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: pricingPage.title,
    description: pricingPage.metaDescription,
    path: "/pricing",
  });

export default function Pricing() {
  return (
    <>
      <PageBanner title={pricingPage.title} />
      <PricingPlans />
      <section aria-labelledby="pricing-faq-title" className="pb-20">
        <div className="container-page max-w-3xl">
          <h2 id="pricing-faq-title" className="text-2xl font-bold">
            {pricingPage.faqTitle}
          </h2>
          <dl className="mt-6 divide-y divide-line rounded-[var(--radius-card)] border border-line">
            {pricingPage.faqs.map((faq) => (
              <div key={faq.q} className="p-6">
                <dt className="font-semibold">{faq.q}</dt>
                <dd className="mt-2 text-ink-muted">{faq.a}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
