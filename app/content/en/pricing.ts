import type { PlanCopy, PlanId } from "../plans";

/** The hosting plans' words; their prices and features are the site's facts. */
export const pricing = {
  eyebrow: "Hosting plans",
  title: "Simple pricing in taka",
  text: "Fast NVMe hosting managed by our Dhaka team, with SSL, e-mail and support included.",
  billingLabel: "Billing period",
  monthly: "Monthly",
  annually: "Annually",
  annualSoon: "Annual packages will be available soon. Stay tuned!",
  perMonth: "/month",
  perYear: "/year",
  period: "month",
  note: "Prices include VAT. Need something bigger? We build custom hosting for high-traffic sites.",
  custom: "Ask for a custom plan",
  /** The plan the agency marks as the most popular: the ribbon above it and the note beside its name. */
  popular: { badge: "Most Popular", label: "Best Deal" },
  plans: {
    professional: {
      name: "Professional",
      tagline: "For small business sites and portfolios",
      cta: "Choose Professional",
    },
    power: {
      name: "Power",
      tagline: "For growing businesses that need more room",
      cta: "Choose Power",
    },
    plus: {
      name: "Plus",
      tagline: "For online shops and busy websites",
      cta: "Choose Plus",
    },
  } satisfies Record<PlanId, PlanCopy> as Record<PlanId, PlanCopy>,
  page: {
    title: "Pricing Plan",
    metaDescription:
      "Managed NVMe hosting plans priced in taka: Professional {price.professional}, Power {price.power} and Plus {price.plus} a month, with SSL, e-mail, backups and Dhaka support.",
    faqTitle: "Questions about hosting",
    faqs: [
      {
        q: "Can you move my existing website for free?",
        a: "Yes. Every plan includes a free migration of one website with its e-mail accounts, done by our team with no downtime for your visitors.",
      },
      {
        q: "How do I pay?",
        a: "By bKash, Nagad or bank transfer, in taka. We send a VAT invoice every month.",
      },
      {
        q: "Can I change plans later?",
        a: "Yes, you can move up or down at any time; the difference is settled on your next invoice.",
      },
    ],
  },
};
