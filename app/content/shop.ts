import type { Copy } from "./copy";
import { siteFacts } from "./facts";
import { planIds, type PlanId } from "./plans";
import type { Facts } from "~/lib/facts-schema";
import { addOnIds, inLanguage } from "~/lib/facts";
import { fill } from "~/lib/format";

/**
 * The shop: the hosting plans and the add-ons sold beside them. Their prices in taka (VAT
 * included), the unit each is billed by and the periods it can be ordered for are the site's
 * facts; their words are in each language's copy under `shop`.
 */

/** Hosting is paid monthly, or for three or six months at a time. */
const PLAN_PERIODS = [1, 3, 6];

type ProductFacts = Facts["products"]["addOns"][AddOnId];

export type AddOnId = (typeof addOnIds)[number];
export type ProductId = PlanId | AddOnId;

export { addOnIds };
export const productIds = [...planIds, ...addOnIds] as [ProductId, ...ProductId[]];

/** The product /shops/shop-details shows when none is chosen. */
export const DEFAULT_PRODUCT: ProductId = "power";

export const paymentMethods = ["bkash", "nagad", "bank", "card"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export function isProductId(value: unknown): value is ProductId {
  return typeof value === "string" && (productIds as string[]).includes(value);
}

const isPlan = (id: ProductId): id is PlanId => (planIds as readonly string[]).includes(id);

export function productFacts(id: ProductId): ProductFacts {
  const facts = siteFacts();
  return isPlan(id)
    ? { price: facts.plans.items[id].monthly, unit: "month", periods: PLAN_PERIODS }
    : facts.products.addOns[id as AddOnId];
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
      features: inLanguage(siteFacts().plans.items[id].features, copy.locale.code),
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
  const { payments, shown } = siteFacts();
  const wallet = method === "nagad" ? payments.nagad : payments.bkash;
  return fill(copy.shop.instructions[method], {
    ...values,
    number: shown[wallet]?.national ?? wallet,
    ...payments.bank,
  });
}

/** What the order form may offer, for its schema in the browser and on the server alike. */
export const orderChoices = {
  products: productIds,
  periodsOf: (id: string) => (isProductId(id) ? productFacts(id).periods : []),
  payments: paymentMethods,
};
