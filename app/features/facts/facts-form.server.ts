import { parsePhoneNumberWithError } from "libphonenumber-js";
import type { z } from "zod";
import { locales, pathIn } from "~/content/copy";
import { fill } from "~/lib/format";
import { searchPaths } from "~/content/search";
import { workspaceCopy as words } from "~/content/workspace";
import { data } from "react-router";
import { addOnIds, planIds, storyPages } from "~/lib/facts";
import {
  factSchemas,
  isFactKind,
  shownFacts,
  type FactKind,
  type Facts,
  type Localized,
} from "~/lib/facts-schema";
import { cleanLine, cleanText } from "~/lib/forms/fields";
import { latinDigits } from "~/lib/phone";
import { phoneAsRead } from "~/platform/phone.server";
import { slugify } from "~/lib/slug";

/**
 * The workspace's "Site" forms, read into the documents the facts store keeps. Every field is
 * named by its path in the document ("company.phones.0.number"), so that a rule a value breaks is
 * shown at the field that holds it.
 */

type Form = FormData;

/**
 * The facts of several lines, by the field that holds one per language: a member's bio, a
 * testimonial, a client story and its quote. Every other text is one line, and is kept as the
 * site keeps one (`cleanLine`): these reach page titles, e-mail subjects and the authenticator's
 * issuer, where a line break or a direction control would change what they say.
 */
const PARAGRAPH_FIELDS = new Set(["bio", "text", "quote"]);

const paragraphs = (value: string) => cleanText(value).trim();

const raw = (form: Form, name: string) => String(form.get(name) ?? "");

const text = (form: Form, name: string) => cleanLine(raw(form, name));

/** A translation left empty is missing (the site shows the English), not an empty text. */
const optional = (value: string) => (value === "" ? undefined : value);

const localized = (form: Form, name: string): Localized<string> => {
  const read = PARAGRAPH_FIELDS.has(name.slice(name.lastIndexOf(".") + 1))
    ? (at: string) => paragraphs(raw(form, at))
    : (at: string) => text(form, at);
  return {
    en: read(`${name}.en`),
    bn: optional(read(`${name}.bn`)),
    ar: optional(read(`${name}.ar`)),
  };
};

const lines = (value: string) =>
  value
    .split(/\r\n?|\n/)
    .map(cleanLine)
    .filter(Boolean);

const localizedLines = (form: Form, name: string): Localized<string[]> => {
  const of = (language: string) => lines(raw(form, `${name}.${language}`));
  const bn = of("bn");
  const ar = of("ar");
  return { en: of("en"), bn: bn.length ? bn : undefined, ar: ar.length ? ar : undefined };
};

/** Whole taka as typed: "2,500", "৳২৫০০" and "2500" are 2500; anything else is not a number. */
export function takaFrom(value: string) {
  const digits = latinDigits(value).replace(/[\s,৳]/g, "");
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** A rate as typed ("33.25", "৩৩.২৫", "33,25"); empty is none, anything else not a number. */
export function rateFrom(value: string) {
  const typed = latinDigits(value).replace(/\s/g, "").replace(",", ".");
  if (typed === "") return null;
  return /^\d+(\.\d+)?$/.test(typed) ? Number(typed) : Number.NaN;
}

/**
 * A phone number as typed ("01712-345678", "+971 50 123 4567", in Bengali digits too) in E.164;
 * what is no number is kept as typed, for the rules to refuse.
 */
export function phoneFrom(value: string) {
  try {
    return parsePhoneNumberWithError(latinDigits(value), "BD").number;
  } catch {
    return value;
  }
}

/** The rows of a repeated group the form showed ("rows" says how many), without the cleared ones. */
function rows(form: Form, name: string) {
  const count = Math.min(Number(text(form, `${name}.rows`)) || 0, 60);
  return Array.from({ length: count }, (_, index) => `${name}.${index}`);
}

/** The rows of a list the form keeps: those whose English name (or text) is filled in. */
const keptRows = (form: Form, name: string, field: string) =>
  rows(form, name).filter((row) => text(form, `${row}.${field}.en`) !== "");

/** Where each kept row goes in the list: by the place typed in it, else where it stands. */
function placesOf(form: Form, kept: string[]) {
  return kept.map((row, index) => {
    const typed = Number(latinDigits(text(form, `${row}.order`)));
    return Number.isFinite(typed) && typed > 0 ? typed : index + 1;
  });
}

/**
 * A list's items in the order their places say: at the same place, an item moved there comes
 * before the one that was there, and items otherwise keep the form's order.
 */
function ordered<T>(items: T[], places: number[]) {
  return items
    .map((item, index) => {
      const place = places[index] ?? index + 1;
      return { item, place, stayed: Number(place === index + 1), index };
    })
    .sort((a, b) => a.place - b.place || a.stayed - b.stayed || a.index - b.index)
    .map(({ item }) => item);
}

/** The items read from a list's kept rows (named by their English `field`), in their places. */
const placed = <T>(form: Form, name: string, field: string, items: T[]) =>
  ordered(items, placesOf(form, keptRows(form, name, field)));

/** A menu's groups in their places, and each group's links in theirs. */
function placedGroups<T extends { links: MenuLink[] }>(form: Form, name: string, groups: T[]) {
  const kept = keptRows(form, name, "title");
  return ordered(
    groups.map((group, index) => ({
      ...group,
      links: placed(form, `${kept[index]}.links`, "label", group.links),
    })),
    placesOf(form, kept),
  );
}

/**
 * A kind's lists in the order their places say. Done after the rules are checked, so that a
 * refused field is shown at the row it was typed in.
 */
export function inTheirPlaces<K extends FactKind>(kind: K, form: Form, value: Facts[K]): Facts[K] {
  if (kind === "team") {
    const team = value as Facts["team"];
    return { members: placed(form, "team.members", "name", team.members) } as Facts[K];
  }
  if (kind === "testimonials") {
    const testimonials = value as Facts["testimonials"];
    return { items: placed(form, "testimonials.items", "text", testimonials.items) } as Facts[K];
  }
  if (kind === "meetings") {
    const meetings = value as Facts["meetings"];
    return {
      ...meetings,
      kinds: placed(form, "meetings.kinds", "name", meetings.kinds),
    } as Facts[K];
  }
  if (kind === "menus") {
    const menus = value as Facts["menus"];
    return {
      header: placed(form, "menus.header", "label", menus.header),
      slide: {
        sections: placedGroups(form, "menus.slide.sections", menus.slide.sections),
        links: placed(form, "menus.slide.links", "label", menus.slide.links),
      },
      footer: placedGroups(form, "menus.footer", menus.footer),
    } as Facts[K];
  }
  return value;
}

type MenuLink = Facts["menus"]["header"][number];

/** A menu's links as the form gives them: those with an English label. */
const menuLinks = (form: Form, name: string): MenuLink[] =>
  keptRows(form, name, "label").map((row) => ({
    label: localized(form, `${row}.label`),
    to: text(form, `${row}.to`),
    languages: form.getAll(`${row}.languages`).map(String) as MenuLink["languages"],
  }));

/** A menu's titled groups as the form gives them: those with an English title. */
const menuGroups = (form: Form, name: string) =>
  keptRows(form, name, "title").map((row) => ({
    title: localized(form, `${row}.title`),
    links: menuLinks(form, `${row}.links`),
  }));

/** A whole number as typed, in Bengali digits too; empty or anything else is not a number. */
const wholeFrom = (value: string) => {
  const digits = latinDigits(value).trim();
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

/** The weekdays ticked in a form's group of day boxes (0 is Sunday), in order. */
const daysFrom = (form: Form, name: string) =>
  form
    .getAll(name)
    .map(Number)
    .filter((day) => Number.isInteger(day))
    .sort();

const readers: { [K in FactKind]: (form: Form) => Facts[K] } = {
  company: (form) => ({
    name: text(form, "company.name"),
    legalName: text(form, "company.legalName"),
    phones: rows(form, "company.phones")
      .filter((row) => text(form, `${row}.number`) !== "")
      .map((row) => ({
        number: phoneFrom(text(form, `${row}.number`)),
        label: localized(form, `${row}.label`),
      })),
    emails: {
      general: text(form, "company.emails.general"),
      support: text(form, "company.emails.support"),
      careers: text(form, "company.emails.careers"),
      community: text(form, "company.emails.community"),
    },
    whatsapp: phoneFrom(text(form, "company.whatsapp")),
    address: {
      en: {
        street: text(form, "company.address.en.street"),
        locality: text(form, "company.address.en.locality"),
        country: text(form, "company.address.en.country"),
      },
      ...Object.fromEntries(
        (["bn", "ar"] as const).flatMap((language) => {
          const street = text(form, `company.address.${language}.street`);
          const locality = text(form, `company.address.${language}.locality`);
          const country = text(form, `company.address.${language}.country`);
          // A language with nothing typed is untranslated; one partly typed is checked.
          return street || locality || country ? [[language, { street, locality, country }]] : [];
        }),
      ),
    },
    postalCode: latinDigits(text(form, "company.postalCode")),
    mapQuery: text(form, "company.mapQuery"),
    socials: {
      facebook: optional(text(form, "company.socials.facebook")),
      instagram: optional(text(form, "company.socials.instagram")),
      youtube: optional(text(form, "company.socials.youtube")),
      x: optional(text(form, "company.socials.x")),
    },
    hours: {
      days: daysFrom(form, "company.hours.days"),
      opens: text(form, "company.hours.opens"),
      closes: text(form, "company.hours.closes"),
    },
    holidays: rows(form, "company.holidays")
      .filter((row) => text(form, `${row}.date`) !== "")
      .map((row) => ({ date: text(form, `${row}.date`), name: localized(form, `${row}.name`) }))
      .sort((a, b) => a.date.localeCompare(b.date)),
  }),
  plans: (form) => ({
    annualOffered: form.get("plans.annualOffered") === "on",
    popular: text(form, "plans.popular") as Facts["plans"]["popular"],
    items: Object.fromEntries(
      planIds.map((id) => {
        const annual = text(form, `plans.items.${id}.annual`);
        return [
          id,
          {
            monthly: takaFrom(text(form, `plans.items.${id}.monthly`)),
            annual: annual === "" ? null : takaFrom(annual),
            features: localizedLines(form, `plans.items.${id}.features`),
          },
        ];
      }),
    ) as Facts["plans"]["items"],
  }),
  products: (form) => ({
    vatRate: Number(latinDigits(text(form, "products.vatRate")).replace("%", "")),
    addOns: Object.fromEntries(
      addOnIds.map((id) => [
        id,
        {
          price: takaFrom(text(form, `products.addOns.${id}.price`)),
          unit: text(form, `products.addOns.${id}.unit`) as "month" | "year",
          periods: latinDigits(text(form, `products.addOns.${id}.periods`))
            .split(/[\s,]+/)
            .filter(Boolean)
            .map(Number),
        },
      ]),
    ) as Facts["products"]["addOns"],
  }),
  team: (form) => ({
    members: keptRows(form, "team.members", "name").map((row) => {
      const name = localized(form, `${row}.name`);
      return {
        id: slugify(name.en),
        photo: text(form, `${row}.photo`),
        name,
        role: localized(form, `${row}.role`),
        bio: localized(form, `${row}.bio`),
      };
    }),
  }),
  testimonials: (form) => ({
    items: keptRows(form, "testimonials.items", "text").map((row) => ({
      author: localized(form, `${row}.author`),
      role: localized(form, `${row}.role`),
      text: localized(form, `${row}.text`),
      rating: Number(text(form, `${row}.rating`)),
      date: text(form, `${row}.date`),
      photo: optional(text(form, `${row}.photo`)),
    })),
  }),
  stories: (form) =>
    Object.fromEntries(
      storyPages.map((page) => {
        const at = `stories.${page}`;
        const story = {
          title: localized(form, `${at}.title`),
          client: localized(form, `${at}.client`),
          text: localized(form, `${at}.text`),
          quote: localized(form, `${at}.quote`),
          author: localized(form, `${at}.author`),
          role: localized(form, `${at}.role`),
          results: keptRows(form, `${at}.results`, "value").map((row) => ({
            value: localized(form, `${row}.value`),
            label: localized(form, `${row}.label`),
          })),
        };
        return [page, story];
      }),
    ) as Facts["stories"],
  menus: (form) => ({
    header: menuLinks(form, "menus.header"),
    slide: {
      sections: menuGroups(form, "menus.slide.sections"),
      links: menuLinks(form, "menus.slide.links"),
    },
    footer: menuGroups(form, "menus.footer"),
  }),
  search: (form) => ({
    pages: Object.fromEntries(
      locales.map((language) => [
        language,
        Object.fromEntries(
          searchPaths.flatMap((path) => {
            const at = `search.pages.${language}.${path}`;
            const title = text(form, `${at}.title`);
            const description = text(form, `${at}.description`);
            const set = { ...(title && { title }), ...(description && { description }) };
            return Object.keys(set).length > 0 ? [[path, set]] : [];
          }),
        ),
      ]),
    ) as Facts["search"]["pages"],
  }),
  meetings: (form) => ({
    kinds: keptRows(form, "meetings.kinds", "name").map((row) => {
      const name = localized(form, `${row}.name`);
      return {
        // A kind keeps its id when renamed: booked meetings name it.
        id: text(form, `${row}.id`) || slugify(name.en),
        name,
        summary: localized(form, `${row}.summary`),
        minutes: wholeFrom(text(form, `${row}.minutes`)),
        place: text(form, `${row}.place`) as Facts["meetings"]["kinds"][number]["place"],
        hosts: form.getAll(`${row}.hosts`).map(String),
      };
    }),
    noticeHours: wholeFrom(text(form, "meetings.noticeHours")),
    daysAhead: wholeFrom(text(form, "meetings.daysAhead")),
    bufferMinutes: wholeFrom(text(form, "meetings.bufferMinutes")),
    hosts: rows(form, "meetings.hosts")
      .filter((row) => text(form, `${row}.email`) !== "")
      .map((row) => ({
        email: text(form, `${row}.email`).toLowerCase(),
        days: daysFrom(form, `${row}.days`),
        from: text(form, `${row}.from`),
        to: text(form, `${row}.to`),
        daysOff: lines(raw(form, `${row}.daysOff`)).sort(),
      })),
  }),
  payments: (form) => ({
    rates: {
      aed: rateFrom(text(form, "payments.rates.aed")),
      sar: rateFrom(text(form, "payments.rates.sar")),
      asOf: text(form, "payments.rates.asOf") || null,
    },
    bkash: phoneFrom(text(form, "payments.bkash")),
    nagad: phoneFrom(text(form, "payments.nagad")),
    bank: {
      bank: text(form, "payments.bank.bank"),
      branch: text(form, "payments.bank.branch"),
      accountName: text(form, "payments.bank.accountName"),
      accountNumber: latinDigits(text(form, "payments.bank.accountNumber")),
      routing: latinDigits(text(form, "payments.bank.routing")),
    },
  }),
};

/**
 * Each menu link to a page of the site that no language showing it has, by its field: the menus
 * are checked as a whole before they are saved (links to other sites are not followed).
 */
export async function brokenMenuLinks(
  menus: Facts["menus"],
  resolves: (address: string) => Promise<boolean>,
) {
  const links = [
    ...menus.header.map((link, index) => ({ link, at: `menus.header.${index}` })),
    ...menus.slide.sections.flatMap((section, place) =>
      section.links.map((link, index) => ({
        link,
        at: `menus.slide.sections.${place}.links.${index}`,
      })),
    ),
    ...menus.slide.links.map((link, index) => ({ link, at: `menus.slide.links.${index}` })),
    ...menus.footer.flatMap((column, place) =>
      column.links.map((link, index) => ({ link, at: `menus.footer.${place}.links.${index}` })),
    ),
  ].filter(({ link }) => link.to.startsWith("/"));
  const errors: Record<string, string> = {};
  await Promise.all(
    links.map(async ({ link, at }) => {
      const page = link.to.replace(/[?#].*$/, "") || "/";
      const found = await Promise.all(
        link.languages.map((language) => resolves(pathIn(language, page))),
      );
      if (!found.includes(true)) errors[`${at}.to`] = fill(e.menuLink, { link: link.to });
    }),
  );
  return errors;
}

/** A kind's facts as a form gives them, checked against their rules. */
export const checkedFacts = <K extends FactKind>(kind: K, form: Form) =>
  factSchemas[kind].safeParse(readers[kind](form));

const isLanguage = (key: string) => (locales as readonly string[]).includes(key);

/**
 * A facts document from elsewhere (a file imported) with every text cleaned as the forms clean
 * what is typed: the fields of several lines as paragraphs, every other text as one line. What is
 * no text is left for the rules to judge.
 */
export function cleanedFacts(value: unknown, field = ""): unknown {
  if (typeof value === "string") {
    return PARAGRAPH_FIELDS.has(field) ? paragraphs(value) : cleanLine(value);
  }
  if (Array.isArray(value)) return value.map((item) => cleanedFacts(item, field));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        cleanedFacts(child, isLanguage(key) ? field : key),
      ]),
    );
  }
  return value;
}

const s = words.site;
const e = s.errors;

/** Why a value breaks a rule, in the words the workspace uses. */
export function messageOf(issue: z.core.$ZodIssue) {
  if (issue.message in e) return e[issue.message as keyof typeof e];
  switch (issue.code) {
    case "too_small":
      return issue.origin === "array" ? e.atLeastOne : e.required;
    case "too_big":
      return issue.origin === "array" ? e.tooMany : e.tooLong;
    case "invalid_type":
      return issue.expected === "number" ? e.number : e.required;
    default:
      return e.required;
  }
}

/** Each field whose value breaks a rule, by its name in the form, with why. */
export function fieldErrors(issues: z.core.$ZodIssue[], kind: FactKind) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = [kind, ...issue.path.map(String)].join(".");
    errors[field] ??= messageOf(issue);
  }
  return errors;
}

/** The kind of facts an address names; a 404 for any other. */
export function kindOf(params: { kind?: string }): FactKind {
  const kind = params.kind ?? "company";
  if (!isFactKind(kind)) throw data(null, { status: 404 });
  return kind;
}

/** The words of fields whose name means different things in different lists, by their list. */
const menuLink = { label: s.menus.label, to: s.menus.to, languages: s.menus.languages };
const story = {
  title: s.stories.title,
  client: s.stories.client,
  text: s.stories.text,
  quote: s.stories.quote,
  author: s.stories.author,
  role: s.stories.role,
};
const wordsWithin: Record<string, Record<string, string>> = {
  phones: { label: s.company.label },
  members: { name: s.team.name, role: s.team.role, bio: s.team.bio, photo: s.team.photo },
  items: {
    author: s.testimonials.author,
    role: s.testimonials.role,
    text: s.testimonials.text,
    date: s.testimonials.date,
    photo: s.testimonials.photo,
  },
  results: { value: s.stories.value, label: s.stories.label },
  kinds: { name: s.meetings.name, hosts: s.meetings.hosts },
  hosts: { email: s.meetings.person, days: s.meetings.days },
  header: menuLink,
  links: menuLink,
  sections: { title: s.menus.sectionTitle },
  footer: { title: s.menus.columnTitle },
  ...Object.fromEntries(storyPages.map((page) => [page, story])),
};

/**
 * How the history names a part of a field's path (within the list or group named before it):
 * in the form's words, a row by its number.
 */
function fieldWord(part: string, within: string | undefined) {
  if (/^\d+$/.test(part)) return String(Number(part) + 1);
  const words: Record<string, string> = {
    ...s.languages,
    ...s.company.emailRoles,
    phones: s.company.phones,
    emails: s.company.emails,
    whatsapp: s.company.whatsapp,
    address: s.company.address,
    postalCode: s.company.postalCode,
    mapQuery: s.company.mapQuery,
    socials: s.company.socials,
    hours: s.company.hours,
    days: s.company.days,
    opens: s.company.opens,
    closes: s.company.closes,
    holidays: s.company.holidays,
    legalName: s.company.legalName,
    number: s.company.number,
    popular: s.plans.popular,
    annualOffered: s.plans.annualOffered,
    monthly: s.plans.monthly,
    annual: s.plans.annual,
    vatRate: s.products.vatRate,
    rates: s.payments.rates,
    aed: s.payments.aed,
    sar: s.payments.sar,
    asOf: s.payments.asOf,
    price: s.products.price,
    periods: s.products.periods,
    members: s.team.members,
    items: "",
    rating: s.testimonials.rating,
    results: s.stories.results,
    header: s.menus.header,
    slide: s.menus.slide,
    sections: "",
    links: s.menus.links,
    footer: s.menus.footer,
    search: "",
    pages: "",
    title: s.search.title,
    description: s.search.description,
    kinds: s.meetings.kinds,
    summary: s.meetings.summary,
    minutes: s.meetings.minutes,
    place: s.meetings.place,
    noticeHours: s.meetings.noticeHours,
    daysAhead: s.meetings.daysAhead,
    bufferMinutes: s.meetings.bufferMinutes,
    from: s.meetings.from,
    to: s.meetings.to,
    daysOff: s.meetings.daysOff,
    ...Object.fromEntries(storyPages.map((page) => [page, `/${page}`])),
  };
  const word = wordsWithin[within ?? ""]?.[part] ?? words[part] ?? part;
  // Labels that name their language say it once, in the path.
  return word.replace(/ \(\{language\}\)$/, "");
}

/** A value as the history shows it: a stored phone number as people read it. */
const readable = (value: string) => (/^\+\d{7,15}$/.test(value) ? phoneAsRead(value) : value);

/** One change as the history lists it: which fields changed, from what to what. */
export function changedFields(before: unknown, after: unknown) {
  const flat = (value: unknown, prefix: string, into: Map<string, string>) => {
    if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) flat(child, `${prefix}.${key}`, into);
    } else if (value !== undefined) {
      into.set(prefix, readable(String(value)));
    }
    return into;
  };
  const was = flat(before, "", new Map());
  const is = flat(after, "", new Map());
  return [...new Set([...was.keys(), ...is.keys()])]
    .filter((field) => was.get(field) !== is.get(field))
    .map((field) => ({
      field: field
        .slice(1)
        .split(".")
        .map((part, index, parts) =>
          fieldWord(
            part,
            parts.slice(0, index).findLast((above) => !/^\d+$/.test(above)),
          ),
        )
        .filter(Boolean)
        .join(" › "),
      before: was.get(field) ?? "—",
      after: is.get(field) ?? "—",
    }));
}

/**
 * A kind's facts as the form shows them: phone numbers as people read them ("+880 1712-345678",
 * a wallet "01713-456789"); a save stores them in E.164 again.
 */
export function formValueOf(facts: Facts, kind: FactKind): unknown {
  const { shown } = shownFacts(facts);
  const readable = (number: string, style: "international" | "national" = "international") =>
    shown[number]?.[style] ?? number;
  if (kind === "company") {
    const { company } = facts;
    return {
      ...company,
      phones: company.phones.map((phone) => ({ ...phone, number: readable(phone.number) })),
      whatsapp: readable(company.whatsapp),
    };
  }
  if (kind === "payments") {
    const { payments } = facts;
    return {
      ...payments,
      bkash: readable(payments.bkash, "national"),
      nagad: readable(payments.nagad, "national"),
    };
  }
  return facts[kind];
}
