import type { Facts, Localized } from "./facts-schema";
import { fill, formatNumber, formatTaka, plural, type PluralForms } from "./format";

/** The hosting plans, in the order the pricing table shows them. */
export const planIds = ["professional", "power", "plus"] as const;

/** Where a kind of meeting takes place. */
export const meetingPlaces = ["video", "phone", "office"] as const;

/** The add-ons the shop sells beside the plans, in the order it lists them. */
export const addOnIds = [
  "domain-com-bd",
  "domain-com",
  "ssl",
  "business-email",
  "maintenance",
] as const;

/** The campaign landing pages, each telling one client's story. */
export const storyPages = [
  "home-two",
  "home-three",
  "home-four",
  "home-five",
  "home-six",
  "home-seven",
  "home-eight",
] as const;

/**
 * The facts as pages show them: what the agency saved, with how each stored phone number reads
 * (worked out on the server, which has the numbering plans; a page only looks them up).
 */
export type SiteFacts = Facts & {
  /** Each phone number of the facts, by its E.164 form. */
  shown: Record<string, { international: string; national: string }>;
};

/** Whether a value is a fact's words by language ({ en, bn?, ar? }). */
const isLocalized = (value: object): value is Localized<unknown> =>
  "en" in value && Object.keys(value).every((key) => key === "en" || key === "bn" || key === "ar");

/**
 * What a page that hydrates needs of the facts to render in the browser as it did on the server:
 * the words its language shows (its own, else the English), and no team, testimonials or client
 * stories, which pages without the runtime show, or a landing page's loader gives it.
 */
export function factsForLanguage(facts: SiteFacts, language: string): SiteFacts {
  const only = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(only);
    if (!value || typeof value !== "object") return value;
    if (isLocalized(value)) {
      const own = (value as Record<string, unknown>)[language];
      return own === undefined ? { en: only(value.en) } : { [language]: only(own) };
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, only(item)]));
  };
  return {
    ...(only(facts) as SiteFacts),
    team: { members: [] },
    testimonials: { items: [] },
    stories: {} as SiteFacts["stories"],
    // Staff addresses and hours: the booking page's loader sends what it shows.
    meetings: { ...facts.meetings, kinds: [], hosts: [] },
  };
}

/** A fact's words in a language, else in English (the workspace marks the missing translation). */
export const inLanguage = <T>(value: Localized<T>, language: string): T =>
  (value as Record<string, T | undefined>)[language] ?? value.en;

type MenuLink = Facts["menus"]["header"][number];

/** The links of a menu a language shows, each with its words in that language. */
export const menuIn = (links: readonly MenuLink[], language: string) =>
  links
    .filter((link) => (link.languages as readonly string[]).includes(language))
    .map((link) => ({ to: link.to, label: inLanguage(link.label, language) }));

/** Text with its digits written as a language writes numbers ("+880" is "+৮৮০" in Bangla). */
export function inDigitsOf(text: string, numberLocale: string) {
  if (formatNumber(0, numberLocale) === "0") return text;
  return text.replace(/\d/g, (digit) => formatNumber(Number(digit), numberLocale));
}

/** The main phone line as people read it, in international form. */
export const mainPhone = (facts: SiteFacts) => {
  const { number } = facts.company.phones[0]!;
  return { e164: number, display: facts.shown[number]?.international ?? number };
};

/** wa.me's form of the WhatsApp number: digits only. */
export const whatsappUrl = (facts: SiteFacts, text?: string) =>
  `https://wa.me/${facts.company.whatsapp.replace(/\D/g, "")}${text ? `?text=${encodeURIComponent(text)}` : ""}`;

export const mapsUrl = (facts: SiteFacts) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(facts.company.mapQuery)}`;

export const mapEmbedUrl = (facts: SiteFacts) =>
  `https://maps.google.com/maps?q=${encodeURIComponent(facts.company.mapQuery)}&output=embed`;

/** The agency's address as one line, in a language, its parts joined with that language's comma. */
export function fullAddress(facts: SiteFacts, language: string) {
  const { street, locality, country } = inLanguage(facts.company.address, language);
  return [street, locality, country].join(language === "ar" ? "، " : ", ");
}

/** How a language writes the office's working days and hours; each language's copy has its own. */
export type OfficeWords = {
  /** From Sunday. */
  weekdays: readonly string[];
  everyDay: string;
  /** Consecutive days: "{first} to {last}". */
  dayRange: string;
  /** Days apart: "{days}", joined with `comma` and, before the last, `and`; by how many they are. */
  dayList: PluralForms;
  comma: string;
  and: string;
  /** "{opens} to {closes}". */
  timeRange: string;
  clock: {
    /** "{h} {period}" for a whole hour, "{h}:{mm} {period}" otherwise; hours count to twelve. */
    whole: string;
    withMinutes: string;
    /** The word for each part of the day, from the hour it starts at (0–23), in order. */
    periods: readonly { from: number; word: string }[];
  };
};

/**
 * The office's working days in words: "Sunday to Thursday" when they follow each other (across
 * the week's end too: "Saturday to Wednesday"), else each day named.
 */
export function officeDays(days: readonly number[], words: OfficeWords, numberLocale: string) {
  const open = new Set(days);
  if (open.size === 7) return words.everyDay;
  const first = [...open].sort((a, b) => a - b).find((day) => !open.has((day + 6) % 7))!;
  const inOrder = [...open].sort((a, b) => ((a - first + 7) % 7) - ((b - first + 7) % 7));
  const names = inOrder.map((day) => words.weekdays[day]!);
  const following = inOrder.every((day, index) => day === (first + index) % 7);
  if (following && names.length >= 3) {
    return fill(words.dayRange, { first: names[0]!, last: names.at(-1)! });
  }
  const listed =
    names.length === 1
      ? names[0]!
      : names.slice(0, -1).join(words.comma) + words.and + names.at(-1);
  return fill(plural(words.dayList, names.length, numberLocale), { days: listed });
}

/** A clock time ("19:00") as a language says it: "7 pm", "সন্ধ্যা ৭টা", "7 مساءً". */
export function clockTime(time: string, clock: OfficeWords["clock"], numberLocale: string) {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const period = clock.periods.findLast((part) => part.from <= hour)?.word ?? "";
  const said = fill(minute === 0 ? clock.whole : clock.withMinutes, {
    h: String(hour % 12 || 12),
    mm: String(minute).padStart(2, "0"),
    period,
  });
  return inDigitsOf(said, numberLocale);
}

/**
 * What copy and Markdown may name by placeholder, "{price.power}" for example. A placeholder
 * has a dot or is one of these words, so that it never collides with a message's own values
 * ("{name}"), which are filled where the message is used.
 */
export const placeholderPattern =
  /\{(company\.name|company\.legalName|price\.(?:professional|power|plus)|phone\.main|email\.(?:general|support|careers|community)|vat\.rate|address|office\.(?:days|hours))\}/g;

type Placeholder = "phone" | "email" | "text";

/** Each placeholder's value in a language, and whether it is a number to call or an address to write to. */
function placeholderValues(
  facts: SiteFacts,
  language: string,
  numberLocale: string,
  office: OfficeWords,
  taka: string,
) {
  const values = new Map<string, { text: string; kind: Placeholder; target?: string }>();
  const add = (name: string, text: string, kind: Placeholder = "text", target?: string) =>
    values.set(name, { text, kind, target });
  add("company.name", facts.company.name);
  add("company.legalName", facts.company.legalName);
  for (const [id, plan] of Object.entries(facts.plans.items)) {
    add(`price.${id}`, formatTaka(plan.monthly, numberLocale, taka));
  }
  const phone = mainPhone(facts);
  add("phone.main", inDigitsOf(phone.display, numberLocale), "phone", phone.e164);
  for (const [role, address] of Object.entries(facts.company.emails)) {
    add(`email.${role}`, address, "email", address);
  }
  add("address", fullAddress(facts, language));
  add("vat.rate", `${formatNumber(facts.products.vatRate, numberLocale)}%`);
  const { days, opens, closes } = facts.company.hours;
  add("office.days", officeDays(days, office, numberLocale));
  add(
    "office.hours",
    fill(office.timeRange, {
      opens: clockTime(opens, office.clock, numberLocale),
      closes: clockTime(closes, office.clock, numberLocale),
    }),
  );
  return values;
}

/**
 * Fills the facts' placeholders in interface copy (as plain text) or in Markdown (where a phone
 * number or e-mail address becomes a link to call or write to it).
 */
export function factFiller(
  facts: SiteFacts,
  language: string,
  numberLocale: string,
  office: OfficeWords,
  /** How the language writes a price in taka ("৳{amount}", "{amount} تاكا"). */
  taka = "৳{amount}",
) {
  const values = placeholderValues(facts, language, numberLocale, office, taka);
  const fill = (text: string, markdown: boolean) =>
    text.replace(placeholderPattern, (_whole, name: string) => {
      const value = values.get(name)!;
      if (!markdown || value.kind === "text") return value.text;
      return `[${value.text}](${value.kind === "phone" ? "tel" : "mailto"}:${value.target})`;
    });
  return {
    text: (text: string) => fill(text, false),
    markdown: (text: string) => fill(text, true),
  };
}

/** A copy object with every placeholder in its strings filled; what has none is returned as it is. */
export function withPlaceholdersFilled<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === "string") {
    return (value.includes("{") ? fill(value) : value) as T;
  }
  if (Array.isArray(value)) return value.map((item) => withPlaceholdersFilled(item, fill)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withPlaceholdersFilled(item, fill)]),
    ) as T;
  }
  return value;
}
