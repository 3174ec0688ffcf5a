import { DHAKA_OFFSET_MS, dhakaDay } from "../dhaka-time";

/**
 * The workspace's list filters, read from and written to the address's query string, so that a
 * filtered list can be bookmarked, shared, paged and exported as it is shown.
 */

export type LeadFilter = {
  kind?: string;
  status?: string;
  service?: string;
  /** A staff member's id, or "none" for unassigned leads. */
  assignee?: string;
  /** Received on or after this day (YYYY-MM-DD, Dhaka time). */
  from?: string;
  /** Received on or before this day (YYYY-MM-DD, Dhaka time). */
  to?: string;
  /** Words looked for in the name, e-mail, phone, subject and message. */
  q?: string;
  /** The utm_campaign of the visit the lead was sent in. */
  campaign?: string;
  /** The first page of that visit, without its language's prefix ("/home-three"). */
  landing?: string;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KEYS = [
  "kind",
  "status",
  "service",
  "assignee",
  "from",
  "to",
  "q",
  "campaign",
  "landing",
] as const;
const PAGE_PATH = /^\/[a-z0-9\-_./%]{0,200}$/i;

/** Reads a filter, dropping what is not one of the allowed values. */
export function readLeadFilter(
  params: URLSearchParams,
  allowed: { kinds: readonly string[]; statuses: readonly string[]; services: readonly string[] },
): LeadFilter {
  const value = (key: string) => params.get(key)?.trim() || undefined;
  const oneOf = (key: string, values: readonly string[]) => {
    const given = value(key);
    return given && values.includes(given) ? given : undefined;
  };
  const day = (key: string) => {
    const given = value(key);
    return given && DAY.test(given) && !Number.isNaN(Date.parse(given)) ? given : undefined;
  };
  const assignee = value("assignee");
  return {
    kind: oneOf("kind", allowed.kinds),
    status: oneOf("status", allowed.statuses),
    service: oneOf("service", allowed.services),
    assignee: assignee === "none" || /^\d{1,9}$/.test(assignee ?? "") ? assignee : undefined,
    from: day("from"),
    to: day("to"),
    q: searchOf(params),
    campaign: value("campaign")?.slice(0, 200),
    landing: PAGE_PATH.test(value("landing") ?? "") ? value("landing") : undefined,
    page: pageOf(params),
  };
}

/** The words searched for; control characters match nothing stored (and PostgreSQL refuses NUL). */
const searchOf = (params: URLSearchParams) =>
  params
    .get("q")
    ?.replace(/\p{Cc}/gu, " ")
    .trim()
    .slice(0, 100) || undefined;

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 1 && page < 100_000 ? page : 1;
};

/** A list's search (the spam folder, contacts, subscribers, comments, mail) and its page. */
export type ListSearch = { q?: string; page: number };

export const readListSearch = (params: URLSearchParams): ListSearch => ({
  q: searchOf(params),
  page: pageOf(params),
});

/** The query string of a list's search and page, "" when there is neither. */
export function listSearchQuery(
  filter: ListSearch,
  page?: number,
  /** The list's other choices, such as its tab, written first. */
  fixed: Record<string, string> = {},
) {
  const params = new URLSearchParams(fixed);
  if (filter.q) params.set("q", filter.q);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The query string of a filter (without the page unless asked), "" when nothing is filtered. */
export function leadFilterQuery(filter: LeadFilter, page?: number) {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Whether anything but the page is filtered. */
export const isFiltered = (filter: LeadFilter) => KEYS.some((key) => Boolean(filter[key]));

/**
 * Whether a full working day (24 hours of the agency's working week, Dhaka time) has passed since
 * an instant: a lead received on Thursday evening is not overdue on Saturday, nor one received
 * before a public holiday on the holiday.
 */
export function waitedAWorkingDay(
  since: number,
  at: number,
  workingDays: readonly number[],
  holidays: readonly string[] = [],
) {
  const HOUR = 60 * 60 * 1000;
  let hours = 0;
  for (let t = since; t < at; t += HOUR) {
    const weekday = new Date(t + DHAKA_OFFSET_MS).getUTCDay();
    const working = workingDays.includes(weekday) && !holidays.includes(dhakaDay(t));
    if (working) hours += Math.min(1, (at - t) / HOUR);
    if (hours >= 24) return true;
  }
  return false;
}
