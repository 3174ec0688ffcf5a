import type { Copy } from "./copy";
import { siteFacts } from "./facts";
import { inLanguage, planIds } from "~/lib/facts";
import type { Facts } from "~/lib/facts-schema";
import type { PageEntities } from "~/lib/page/seo";
import { hostingNode } from "~/lib/page/structured-data";

export { planIds };
export type PlanId = (typeof planIds)[number];

export type PlanCopy = {
  name: string;
  tagline: string;
  cta: string;
};

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (planIds as readonly string[]).includes(value);
}

/** A plan's prices and features as the agency set them. */
export const planFacts = (id: PlanId): Facts["plans"]["items"][PlanId] =>
  siteFacts().plans.items[id];

/**
 * The plans as one language presents them, in the order the pricing table shows them: the
 * popular one with its ribbon (`badge`) and its note (`label`).
 */
export function plansIn(copy: Copy) {
  const { plans } = siteFacts();
  return planIds.map((id) => {
    const facts = plans.items[id];
    const popular = plans.popular === id;
    return {
      id,
      price: facts.monthly,
      annualPrice: plans.annualOffered ? facts.annual : null,
      features: inLanguage(facts.features, copy.locale.code),
      badge: popular ? copy.pricing.popular.badge : undefined,
      label: popular ? copy.pricing.popular.label : undefined,
      ...copy.pricing.plans[id],
    };
  });
}

/**
 * The plans in a page's schema graph: one hosting service with an offer per plan at the monthly
 * price the page shows, for the pages that show the pricing table.
 */
export const hostingGraphIn =
  (copy: Copy): PageEntities =>
  (site) => {
    const node = hostingNode(site, {
      url: site.urlOf("/pricing"),
      name: copy.pricing.eyebrow,
      plans: plansIn(copy).map((plan) => ({
        id: plan.id,
        name: plan.name,
        description: plan.tagline,
        monthlyPrice: plan.price,
      })),
    });
    return { entities: [node] };
  };
