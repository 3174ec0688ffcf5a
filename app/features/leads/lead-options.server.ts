import { copyFor } from "~/content/copy";
import { plansIn } from "~/content/plans";
import { quoteLabelsIn, quoteOptionsIn } from "~/content/quote";
import { leadKinds, leadStatuses } from "~/lib/workspace";
import { readLeadFilter } from "~/lib/workspace/filter";

const english = () => copyFor("en");

/** The services a lead can be about, with their English names, as the quote form offers them. */
export const serviceOptions = () => quoteOptionsIn(english()).services;
export const serviceLabel = (value: string) => quoteLabelsIn(english()).service(value);
export const quoteLabels = () => quoteLabelsIn(english());
export const planLabel = (id: string) =>
  plansIn(english()).find((plan) => plan.id === id)?.name ?? id;

/** A leads filter from an address's query string, keeping only values that exist. */
export const leadFilterOf = (url: URL) =>
  readLeadFilter(url.searchParams, {
    kinds: leadKinds,
    statuses: leadStatuses,
    services: serviceOptions().map((option) => option.value),
  });
