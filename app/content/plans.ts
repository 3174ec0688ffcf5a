import type { Copy } from "./copy";
import type { PageEntities } from "~/lib/seo";
import { hostingNode } from "~/lib/structured-data";

/** The hosting plans and their monthly prices in taka, in the order the pricing table shows them. */
export const planPrices = { professional: 800, power: 2500, plus: 3500 } as const;

export type PlanId = keyof typeof planPrices;

export type PlanCopy = {
  name: string;
  /** A note beside the name, e.g. "Best Deal". */
  label?: string;
  /** The ribbon above the card; the plan that has one is drawn as the featured plan. */
  badge?: string;
  tagline: string;
  features: string[];
  cta: string;
};

export const planIds = Object.keys(planPrices) as PlanId[];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && Object.hasOwn(planPrices, value);
}

/** The plans as one language presents them. */
export function plansIn(copy: Copy) {
  return planIds.map((id) => ({ id, price: planPrices[id], ...copy.pricing.plans[id] }));
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
