import { useCopy } from "~/components/copy-context";
import { FaqList } from "./faq-list";

/** Common questions about the hosting plans, answered. */
export function PricingFaq() {
  const { page } = useCopy().pricing;
  return (
    <FaqList
      id="pricing-faq-title"
      title={page.faqTitle}
      items={page.faqs.map((faq) => ({ question: faq.q, answer: faq.a }))}
    />
  );
}
