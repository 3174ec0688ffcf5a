import type { Copy } from "./copy";
import { planIds } from "./plans";
import { servicesIn } from "./services";
import type { QuoteChoices } from "~/lib/forms/quote";

/** The quote form's budget ranges and timelines, as stored; their labels are in each language's copy. */
export const budgetValues = [
  "under-50k",
  "50k-2l",
  "2l-5l",
  "5l-10l",
  "over-10l",
  "not-sure",
] as const;
export const timelineValues = ["asap", "1-3-months", "3-6-months", "flexible"] as const;

export type Budget = (typeof budgetValues)[number];
export type Timeline = (typeof timelineValues)[number];

/** The quote form's lists, labelled in a language. */
export function quoteOptionsIn(copy: Copy) {
  const words = copy.forms.quote;
  return {
    services: servicesIn(copy).quoteOptions,
    budgets: budgetValues.map((value) => ({ value, label: words.budgets[value] })),
    timelines: timelineValues.map((value) => ({ value, label: words.timelines[value] })),
  };
}

/** What the quote form's lists accept, for its schema. */
export function quoteChoicesIn(copy: Copy): QuoteChoices {
  return {
    services: servicesIn(copy).quoteOptions.map((option) => option.value),
    plans: planIds,
    budgets: budgetValues,
    timelines: timelineValues,
  };
}

/** The label of a stored choice, in a language; the value itself when the list no longer has it. */
export function quoteLabelsIn(copy: Copy) {
  const options = quoteOptionsIn(copy);
  const labelOf = (list: { value: string; label: string }[], value: string) =>
    list.find((option) => option.value === value)?.label ?? value;
  return {
    service: (value: string) => labelOf(options.services, value),
    budget: (value: string) => labelOf(options.budgets, value),
    timeline: (value: string) => labelOf(options.timelines, value),
  };
}
