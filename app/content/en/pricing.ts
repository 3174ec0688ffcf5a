import type { PlanCopy, PlanId } from "../plans";

/** The hosting plans' words; their prices are in ../plans.ts. */
export const pricing = {
  eyebrow: "Hosting plans",
  title: "Simple pricing in taka",
  text: "Fast NVMe hosting managed by our Dhaka team, with SSL, e-mail and support included.",
  billingLabel: "Billing period",
  monthly: "Monthly",
  annually: "Annually",
  annualSoon: "Annual packages will be available soon. Stay tuned!",
  perMonth: "/month",
  period: "month",
  note: "Prices include VAT. Need something bigger? We build custom hosting for high-traffic sites.",
  custom: "Ask for a custom plan",
  plans: {
    professional: {
      name: "Professional",
      tagline: "For small business sites and portfolios",
      features: [
        "50 GB NVMe storage",
        "Unlimited bandwidth",
        "About 50,000 monthly visits",
        "100 email accounts",
        "Free SSL and migration",
      ],
      cta: "Choose Professional",
    },
    power: {
      name: "Power",
      label: "Best Deal",
      badge: "Most Popular",
      tagline: "For growing businesses that need more room",
      features: [
        "150 GB NVMe storage",
        "Unlimited bandwidth",
        "About 150,000 monthly visits",
        "Unlimited email accounts",
        "LiteSpeed plus auto backup",
      ],
      cta: "Choose Power",
    },
    plus: {
      name: "Plus",
      tagline: "For online shops and busy websites",
      features: [
        "300 GB NVMe storage",
        "Unlimited bandwidth",
        "About 250,000 monthly visits",
        "Global server locations",
        "eCommerce and WordPress tools",
      ],
      cta: "Choose Plus",
    },
  } satisfies Record<PlanId, PlanCopy> as Record<PlanId, PlanCopy>,
  page: {
    title: "Pricing Plan",
    metaDescription:
      "Managed NVMe hosting plans priced in taka: Professional ৳800, Power ৳2,500 and Plus ৳3,500 a month, with SSL, e-mail, backups and Dhaka support.",
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
