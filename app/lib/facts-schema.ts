import { isValidPhoneNumber, parsePhoneNumberWithError } from "libphonenumber-js";
import { z } from "zod";
import { addOnIds, meetingPlaces, planIds, storyPages, type SiteFacts } from "./facts";

/**
 * The facts the agency edits in the workspace's "Site" section (the company's details, the hosting
 * plans, the shop's prices, where customers pay), and the rules a saved value keeps. Each kind is
 * one document, saved whole. Checked on the server only: it carries the phone number metadata,
 * which no visitor's page needs.
 */

/** A language's words for a fact: English always, the others when translated (else English shows). */
const localized = <T extends z.ZodType>(value: T) =>
  z.object({ en: value, bn: value.optional(), ar: value.optional() });

const text = (max: number) => z.string().trim().min(1).max(max);

/** A phone number in E.164 ("+8801712345678"), as it is stored whatever way it was typed. */
export const phoneNumber = z.string().refine(
  (value) => {
    try {
      return isValidPhoneNumber(value) && parsePhoneNumberWithError(value).number === value;
    } catch {
      return false;
    }
  },
  { message: "phone" },
);

const email = z.email({ message: "email" }).max(120);

const httpsLink = z
  .url({ protocol: /^https$/, message: "https" })
  .max(300)
  .optional();

/** Whole taka, from one taka up to ten lakh: anything else is a typing slip. */
export const takaPrice = z
  .number({ message: "price" })
  .int({ message: "price" })
  .min(1, { message: "price" })
  .max(1_000_000, { message: "price" });

/** Taka to one unit of a Gulf currency (33.25), or none. */
const gulfRate = z
  .number({ message: "rate" })
  .min(1, { message: "rate" })
  .max(1000, { message: "rate" })
  .nullable();

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "time" });

/** An image of the site's own or of the media library, by its address ("/media/…", "/images/…"). */
const imageAddress = z
  .string()
  .trim()
  .regex(/^\/(media|images)\/[\w./-]+\.(avif|webp|jpe?g|png|svg)$/, { message: "image" })
  .refine((value) => !value.includes(".."), { message: "image" });

const plan = z.object({
  monthly: takaPrice,
  /** The price of a year paid at once, when annual packages are offered. */
  annual: takaPrice.nullable(),
  features: localized(z.array(text(120)).min(1).max(10)),
});

/** What was built for one client and what changed: three results at most, and the client's words. */
const story = z.object({
  title: localized(text(120)),
  client: localized(text(120)),
  text: localized(text(900)),
  quote: localized(text(400)),
  author: localized(text(80)),
  role: localized(text(120)),
  results: z
    .array(z.object({ value: localized(text(20)), label: localized(text(80)) }))
    .min(1)
    .max(3),
});

/** Where a menu link leads: an address of the site ("/contact", "/news#latest") or another site's https. */
const menuAddress = z
  .string()
  .trim()
  .max(300)
  .refine(
    (value) =>
      /^\/(?![/\\])[^\s\\]*$/.test(value) ||
      (z.url({ protocol: /^https$/ }).safeParse(value).success && !/\s/.test(value)),
    { message: "menuAddress" },
  );

export const menuLanguages = ["en", "bn", "ar"] as const;

/** A menu's link: its words in each language, where it leads, and the languages whose menu shows it. */
const menuLink = z.object({
  label: localized(text(60)),
  to: menuAddress,
  languages: z
    .array(z.enum(menuLanguages))
    .min(1, { message: "menuLanguages" })
    .max(menuLanguages.length),
});

/** A titled group of a menu's links: a section of the slide-out menu, a column of the footer. */
const menuGroup = (links: number) =>
  z.object({ title: localized(text(60)), links: z.array(menuLink).min(1).max(links) });

/** A page's own search title and description in one language; what is left out is the page's own. */
const searchText = z.object({ title: text(120).optional(), description: text(320).optional() });
const searchTexts = z.record(z.string().regex(/^\/[a-z0-9/-]*$/, { message: "path" }), searchText);

/** A time of day a meeting can start at: on a five-minute mark, as a host's calendar is held. */
const markTime = clockTime.refine((value) => Number(value.slice(3)) % 5 === 0, {
  message: "fiveMinutes",
});

const weekdays = z.array(z.number().int().min(0).max(6)).max(7);

/** A kind of call visitors book: its words, length, where it happens and who takes it. */
const meetingKind = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "id" })
    .max(40),
  name: localized(text(80)),
  summary: localized(text(240)),
  minutes: z
    .number({ message: "minutes" })
    .int({ message: "minutes" })
    .min(15, { message: "minutes" })
    .max(240, { message: "minutes" })
    .multipleOf(5, { message: "minutes" }),
  place: z.enum(meetingPlaces),
  /** The staff who take it, by their e-mail address; none means anyone, on the office's hours. */
  hosts: z.array(email).max(20),
});

/** A person who takes calls: the days and hours they take them, and their days off. */
const meetingHost = z
  .object({
    email,
    days: weekdays.min(1),
    from: markTime,
    to: markTime,
    daysOff: z.array(z.iso.date({ message: "date" })).max(60),
  })
  .refine((host) => host.from < host.to, { message: "hostHours", path: ["to"] });

export const factSchemas = {
  company: z.object({
    name: text(80),
    legalName: text(120),
    phones: z
      .array(z.object({ number: phoneNumber, label: localized(text(60)) }))
      .min(1)
      .max(6),
    emails: z.object({ general: email, support: email, careers: email, community: email }),
    whatsapp: phoneNumber,
    address: localized(z.object({ street: text(160), locality: text(120), country: text(80) })),
    postalCode: z.string().regex(/^\d{4}$/, { message: "postcode" }),
    mapQuery: text(200),
    socials: z.object({
      facebook: httpsLink,
      instagram: httpsLink,
      youtube: httpsLink,
      x: httpsLink,
    }),
    hours: z
      .object({
        /** 0 is Sunday. */
        days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
        opens: clockTime,
        closes: clockTime,
      })
      .refine((hours) => hours.opens < hours.closes, { message: "hours", path: ["closes"] }),
    holidays: z
      .array(
        z.object({
          date: z.iso.date({ message: "date" }),
          name: localized(text(80)),
        }),
      )
      .max(60),
  }),
  plans: z
    .object({
      /** Whether annual packages are sold; until then the pricing table says they are coming. */
      annualOffered: z.boolean(),
      popular: z.enum(planIds),
      items: z.object({ professional: plan, power: plan, plus: plan }),
    })
    .refine(
      (plans) => !plans.annualOffered || planIds.every((id) => plans.items[id].annual !== null),
      { message: "annual", path: ["annualOffered"] },
    ),
  products: z.object({
    /** The VAT rate the prices include, in percent. */
    vatRate: z.number().min(0).max(50),
    addOns: z.object(
      Object.fromEntries(
        addOnIds.map((id) => [
          id,
          z.object({
            price: takaPrice,
            unit: z.enum(["month", "year"]),
            periods: z
              .array(z.number({ message: "periods" }).int({ message: "periods" }).min(1).max(36))
              .min(1, { message: "periods" })
              .max(8),
          }),
        ]),
      ) as Record<
        (typeof addOnIds)[number],
        z.ZodObject<{
          price: typeof takaPrice;
          unit: z.ZodEnum<{ month: "month"; year: "year" }>;
          periods: z.ZodArray<z.ZodNumber>;
        }>
      >,
    ),
  }),
  team: z.object({
    /** In the order the team page shows them. */
    members: z
      .array(
        z.object({
          id: z
            .string()
            .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "id" })
            .max(60),
          photo: imageAddress,
          name: localized(text(80)),
          role: localized(text(100)),
          bio: localized(text(700)),
        }),
      )
      .max(40)
      .refine((members) => new Set(members.map((member) => member.id)).size === members.length, {
        message: "duplicate",
      }),
  }),
  testimonials: z.object({
    /** In the order the carousels show them. */
    items: z
      .array(
        z.object({
          author: localized(text(80)),
          role: localized(text(140)),
          text: localized(text(800)),
          rating: z.number().int().min(1, { message: "rating" }).max(5, { message: "rating" }),
          date: z.iso.date({ message: "date" }),
          /** The client's photo or company logo, when there is one. */
          photo: imageAddress.optional(),
        }),
      )
      .min(1)
      .max(30),
  }),
  /** The client story each campaign landing page tells. */
  stories: z.object(
    Object.fromEntries(storyPages.map((page) => [page, story])) as Record<
      (typeof storyPages)[number],
      typeof story
    >,
  ),
  /**
   * The site's menus: the header's (also the phone's drawer), the slide-out menu's sections and the
   * links after them, and the footer's columns. A link's address is written as the English page's
   * ("/contact"); each language's menu leads to that language's page.
   */
  menus: z.object({
    header: z.array(menuLink).min(1).max(8),
    slide: z.object({
      sections: z.array(menuGroup(16)).min(1).max(5),
      links: z.array(menuLink).max(4),
    }),
    footer: z.array(menuGroup(10)).min(1).max(3),
  }),
  /**
   * The fixed pages' search titles and descriptions the agency set, by language and page
   * ("/about-us"); a page not named shows the title and description of its copy.
   */
  search: z.object({ pages: z.object({ en: searchTexts, bn: searchTexts, ar: searchTexts }) }),
  /**
   * The calls visitors book at /book: the kinds, the notice a booking needs, how far ahead it may
   * be, the buffer kept between a person's calls, and each person's hours (someone not listed
   * takes calls on the office's hours). Staff addresses: never sent to a visitor's page.
   */
  meetings: z.object({
    kinds: z
      .array(meetingKind)
      .min(1)
      .max(6)
      .refine((kinds) => new Set(kinds.map((kind) => kind.id)).size === kinds.length, {
        message: "duplicate",
      }),
    noticeHours: z.number({ message: "number" }).int({ message: "number" }).min(0).max(168),
    daysAhead: z.number({ message: "number" }).int({ message: "number" }).min(1).max(90),
    bufferMinutes: z
      .number({ message: "number" })
      .int({ message: "number" })
      .min(0)
      .max(120)
      .multipleOf(5, { message: "fiveMinutes" }),
    hosts: z
      .array(meetingHost)
      .max(20)
      .refine((hosts) => new Set(hosts.map((host) => host.email)).size === hosts.length, {
        message: "duplicate",
      }),
  }),
  payments: z.object({
    /**
     * Taka to one UAE dirham and to one Saudi riyal, and the day of the rate: Arabic pages show
     * each price's approximate amount in each currency given. Added after the first sites were
     * saved, so a saved document without it has none.
     */
    rates: z
      .object({ aed: gulfRate, sar: gulfRate, asOf: z.iso.date({ message: "date" }).nullable() })
      .refine((rates) => rates.asOf !== null || (rates.aed === null && rates.sar === null), {
        message: "rateDate",
        path: ["asOf"],
      })
      .default({ aed: null, sar: null, asOf: null }),
    bkash: phoneNumber,
    nagad: phoneNumber,
    bank: z.object({
      bank: text(80),
      branch: text(80),
      accountName: text(120),
      accountNumber: z.string().regex(/^[\d ]{6,30}$/, { message: "account" }),
      routing: z.string().regex(/^\d{9}$/, { message: "routing" }),
    }),
  }),
};

export type FactKind = keyof typeof factSchemas;
export const factKinds = Object.keys(factSchemas) as FactKind[];
export type Facts = { [K in FactKind]: z.infer<(typeof factSchemas)[K]> };
export type Localized<T> = { en: T; bn?: T; ar?: T };

export const isFactKind = (value: unknown): value is FactKind =>
  typeof value === "string" && Object.hasOwn(factSchemas, value);

/**
 * A phone number as people read it: "01712-345678" at home, "+880 1712-345678" from abroad (a
 * Bangladeshi number keeps the hyphen its national form has, as the agency has always written it).
 */
export function phoneDisplay(e164: string) {
  const parsed = parsePhoneNumberWithError(e164);
  const national = parsed.formatNational();
  const international =
    parsed.countryCallingCode === "880" && national.startsWith("0")
      ? `+880 ${national.slice(1)}`
      : parsed.formatInternational();
  return { international, national };
}

/** The facts as pages show them, with how each of their phone numbers reads. */
export function shownFacts(facts: Facts): SiteFacts {
  const numbers = [
    ...facts.company.phones.map((phone) => phone.number),
    facts.company.whatsapp,
    facts.payments.bkash,
    facts.payments.nagad,
  ];
  return { ...facts, shown: Object.fromEntries(numbers.map((n) => [n, phoneDisplay(n)])) };
}
