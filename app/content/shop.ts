import type { Copy } from "./copy";
import { planIds, planPrices, type PlanId } from "./plans";
import { site } from "./site";
import { fill } from "~/lib/format";

/**
 * The shop: the hosting plans (priced in ./plans.ts) and the add-ons sold beside them, each with
 * its price in taka (VAT included), the unit it is billed by, and the periods it can be ordered
 * for. Their words are in each language's copy under `shop`.
 */
export const addOns = {
  "domain-com-bd": { price: 1500, unit: "year", periods: [1, 2] },
  "domain-com": { price: 1650, unit: "year", periods: [1, 2, 3] },
  ssl: { price: 4500, unit: "year", periods: [1] },
  "business-email": { price: 600, unit: "month", periods: [1, 3, 6, 12] },
  maintenance: { price: 3000, unit: "month", periods: [1, 3, 6] },
} satisfies Record<string, ProductFacts>;

/** Hosting is paid monthly, or for three or six months at a time. */
const PLAN_PERIODS = [1, 3, 6];

type ProductFacts = { price: number; unit: "month" | "year"; periods: number[] };

export type AddOnId = keyof typeof addOns;
export type ProductId = PlanId | AddOnId;

export const addOnIds = Object.keys(addOns) as AddOnId[];
export const productIds = [...planIds, ...addOnIds] as [ProductId, ...ProductId[]];

/** The product /shops/shop-details shows when none is chosen. */
export const DEFAULT_PRODUCT: ProductId = "power";

export const paymentMethods = ["bkash", "nagad", "bank", "card"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export function isProductId(value: unknown): value is ProductId {
  return typeof value === "string" && (productIds as string[]).includes(value);
}

const isPlan = (id: ProductId): id is PlanId => (planIds as string[]).includes(id);

export function productFacts(id: ProductId): ProductFacts {
  return isPlan(id)
    ? { price: planPrices[id], unit: "month", periods: PLAN_PERIODS }
    : addOns[id as AddOnId];
}

/** A product as a language presents it. */
export function productIn(copy: Copy, id: ProductId) {
  const facts = productFacts(id);
  if (isPlan(id)) {
    const plan = copy.pricing.plans[id];
    return {
      id,
      ...facts,
      kind: "plan" as const,
      name: fill(copy.shop.planName, { name: plan.name }),
      tagline: plan.tagline,
      features: plan.features,
    };
  }
  return { id, ...facts, kind: "add-on" as const, ...copy.shop.addOns[id as AddOnId] };
}

/** The total of an order: the unit price times the number of months or years. */
export const orderAmount = (id: ProductId, period: number) => productFacts(id).price * period;

/** The shop's page for a product: the Power plan's is the page itself. */
export const productPath = (id: ProductId) =>
  id === DEFAULT_PRODUCT ? "/shops/shop-details" : `/shops/shop-details?product=${id}`;

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === "string" && (paymentMethods as readonly string[]).includes(value);
}

/** How to pay by a method, in a language, with the amount, the reference and the agency's accounts. */
export function paymentInstructionsIn(
  copy: Copy,
  method: PaymentMethod,
  values: { amount: string; reference: string },
) {
  const { bank, bkash, nagad } = site.payments;
  return fill(copy.shop.instructions[method], {
    ...values,
    number: method === "nagad" ? nagad : bkash,
    ...bank,
  });
}

/** What the order form may offer, for its schema in the browser and on the server alike. */
export const orderChoices = {
  products: productIds,
  periodsOf: (id: string) => (isProductId(id) ? productFacts(id).periods : []),
  payments: paymentMethods,
};
