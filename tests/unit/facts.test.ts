import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { findPhoneNumbersInText } from "libphonenumber-js";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { copyFor, loadCopy, locales, type Copy } from "~/content/copy";
import { putFactsInForce } from "~/content/facts";
import { ownSearchTextOf, searchPaths, searchTextOf } from "~/content/search";
import { en } from "~/content/en";
import { shippedFacts } from "~/content/shipped-facts";
import {
  clockTime,
  factFiller,
  factsForLanguage,
  fullAddress,
  inLanguage,
  menuIn,
  officeDays,
  placeholderPattern,
} from "~/lib/facts";
import { shownFacts, type Facts } from "~/lib/facts-schema";
import {
  brokenMenuLinks,
  changedFields,
  checkedFacts,
  fieldErrors,
  inTheirPlaces,
} from "~/features/facts/facts-form.server";
import { latinDigits } from "~/lib/phone";

/** Every string of a copy object, with the path it is at. */
const strings = (value: unknown, at = ""): [string, string][] =>
  typeof value === "string"
    ? [[at, value]]
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, child]) => strings(child, `${at}.${key}`))
      : [];

/** What the site starts with that people said or wrote: the team, testimonials and stories. */
const told = {
  team: shippedFacts.team,
  testimonials: shippedFacts.testimonials,
  stories: shippedFacts.stories,
};

/** The Markdown the site starts with: information pages, posts and case studies, every language. */
const markdown = () =>
  locales.flatMap((locale) =>
    ["pages", "blog", "case-studies"].flatMap((folder) => {
      const dir = path.join("app/content", locale, folder);
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((file) => file.endsWith(".md"))
        .map((file) => [path.join(dir, file), readFileSync(path.join(dir, file), "utf8")] as const);
    }),
  );

/**
 * What a fact typed as a literal looks like: a price in taka, a phone number, an e-mail address.
 * The quote form's budget brackets are amounts a visitor chooses, not the agency's prices; an
 * example in a hint uses numbers (Bangladeshi and Emirati) and a domain that are nobody's.
 */
function literalFacts(text: string) {
  const plain = latinDigits(text);
  const prices = plain.match(/৳\s?\d[\d,]*/g) ?? [];
  // Dates (2025-08-14) read as Bangladeshi landlines to the phone number finder.
  const phones = findPhoneNumbersInText(plain.replace(/\d{4}-\d{2}-\d{2}/g, ""), "BD")
    .map((found) => found.number.number)
    .filter((number) => number !== "+8801700000000" && number !== "+971500000000");
  const emails = (plain.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []).filter(
    (address) => !/@(example|company)\.com$/.test(address),
  );
  return [...prices, ...phones, ...emails];
}

describe("the facts in copy and content", () => {
  beforeAll(async () => {
    await Promise.all(locales.map(loadCopy));
  });

  it("are named by placeholder: no price, phone number or e-mail address is typed into copy", async () => {
    for (const locale of locales) {
      const copy = await loadCopy(locale);
      for (const [at, text] of strings(copy)) {
        if (at.startsWith(".forms.quote.budgets.")) continue;
        expect(literalFacts(text), `${locale}${at}: ${text}`).toEqual([]);
      }
    }
  });

  it("are named by placeholder in the Markdown and the people's words the site starts with", () => {
    for (const [file, text] of markdown()) {
      expect(literalFacts(text), file).toEqual([]);
    }
    for (const [at, text] of strings(told)) {
      expect(literalFacts(text), `shipped facts${at}: ${text}`).toEqual([]);
    }
  });

  it("name the office's days and hours by placeholder: neither is typed into copy or Markdown", async () => {
    const facts = shownFacts(shippedFacts);
    const { opens, closes } = shippedFacts.company.hours;
    for (const locale of locales) {
      const copy = await loadCopy(locale);
      const filler = factFiller(facts, locale, copy.locale.intl.number, copy.company.office);
      const typed = [filler.text("{office.days}"), filler.text("{office.hours}"), opens, closes];
      const check = (text: string, at: string) => {
        for (const phrase of typed)
          expect(latinDigits(text), at).not.toContain(latinDigits(phrase));
      };
      for (const [at, text] of strings(copy)) check(text, `${locale}${at}`);
      // The words the site starts with for its team, testimonials and stories too.
      for (const [at, text] of strings(told)) {
        if (at.endsWith(`.${locale}`)) check(text, `shipped facts${at}`);
      }
      for (const [file, text] of markdown()) {
        if (file.split(path.sep)[2] === locale) check(text, file);
      }
    }
  });

  it("name only placeholders the site knows", async () => {
    const known = (text: string) => text.replace(placeholderPattern, "");
    const dotted = /\{[a-z]+\.[a-zA-Z.]+\}/g;
    for (const locale of locales) {
      for (const [at, text] of strings(await loadCopy(locale))) {
        expect(known(text).match(dotted), `${locale}${at}`).toBeNull();
      }
    }
    for (const [file, text] of markdown()) expect(known(text).match(dotted), file).toBeNull();
  });

  it("finds the test's own detector working: a typed price, number or address is caught", () => {
    expect(literalFacts("Power costs ৳২,৫০০ a month")).toEqual(["৳2,500"]);
    expect(literalFacts("Call +880 1712-345678 today")).toEqual(["+8801712345678"]);
    expect(literalFacts("Write to sales@nakshilabs.com.bd")).toEqual(["sales@nakshilabs.com.bd"]);
  });
});

describe("filling the facts' placeholders", () => {
  const facts = shownFacts(shippedFacts);
  let office: Record<string, Copy["company"]["office"]> = {};
  beforeAll(async () => {
    office = Object.fromEntries(
      await Promise.all(
        locales.map(async (locale) => [locale, (await loadCopy(locale)).company.office]),
      ),
    );
  });

  it("joins the address with each language's own comma", () => {
    expect(fullAddress(facts, "en")).toBe(
      "9th Floor, Nakshi Tower, 42 Kemal Ataturk Avenue, Banani, Dhaka 1213, Bangladesh",
    );
    const arabic = fullAddress(facts, "ar");
    expect(arabic).toContain("أتاتورك، بناني، دكا 1213، ");
    expect(arabic).not.toContain(",");
  });

  it("writes prices, numbers and the rate in the page's digits", () => {
    const bn = factFiller(facts, "bn", "bn-BD", office.bn!);
    expect(bn.text("মাসে {price.power} · {vat.rate} · {phone.main}")).toBe(
      "মাসে ৳২,৫০০ · ১৫% · +৮৮০ ১৭১২-৩৪৫৬৭৮",
    );
    const en = factFiller(facts, "en", "en-IN", office.en!);
    expect(en.text("{company.name}: from {price.professional}")).toBe("Nakshi Labs: from ৳800");
    expect(
      factFiller(facts, "ar", "ar-u-nu-latn", office.ar!, "{amount} تاكا").text("{price.plus}"),
    ).toBe("3,500 تاكا");
  });

  it("links numbers and addresses in Markdown, and leaves every other brace alone", () => {
    const bn = factFiller(facts, "bn", "bn-BD", office.bn!);
    expect(bn.markdown("ফোন করুন {phone.main} বা লিখুন {email.support}")).toBe(
      "ফোন করুন [+৮৮০ ১৭১২-৩৪৫৬৭৮](tel:+8801712345678) বা লিখুন [support@nakshilabs.com.bd](mailto:support@nakshilabs.com.bd)",
    );
    expect(bn.text("{name} {price.gold} {address}")).toBe(
      `{name} {price.gold} ${"৯ম তলা, নকশি টাওয়ার, ৪২ কামাল আতাতুর্ক অ্যাভিনিউ, বনানী, ঢাকা ১২১৩, বাংলাদেশ"}`,
    );
  });

  it("says the office's days and hours as each language does, in its digits", () => {
    const said = (locale: string, numberLocale: string) =>
      factFiller(facts, locale, numberLocale, office[locale]!).text(
        locale === "ar" ? "{office.days}، {office.hours}" : "{office.days}, {office.hours}",
      );
    expect(said("en", "en-IN")).toBe("Sunday to Thursday, 10 am to 7 pm");
    expect(said("bn", "bn-BD")).toBe("রবিবার থেকে বৃহস্পতিবার, সকাল ১০টা থেকে সন্ধ্যা ৭টা");
    expect(said("ar", "ar-u-nu-latn")).toBe("من الأحد إلى الخميس، من 10 صباحًا حتى 7 مساءً");
  });

  it("names days that follow each other as a range, across the week's end, and others one by one", () => {
    const words = en.company.office;
    expect(officeDays([6, 0, 1, 2, 3], words, "en-IN")).toBe("Saturday to Wednesday");
    expect(officeDays([0, 2, 4], words, "en-IN")).toBe("Sunday, Tuesday and Thursday");
    expect(officeDays([5, 6], words, "en-IN")).toBe("Friday and Saturday");
    expect(officeDays([3], words, "en-IN")).toBe("Wednesday");
    expect(officeDays([0, 1, 2, 3, 4, 5, 6], words, "en-IN")).toBe("every day");
    expect(officeDays([0, 1, 2, 3, 4, 5, 6], office.bn!, "bn-BD")).toBe("সপ্তাহে সাত দিন");
    expect(officeDays([0, 2, 4], office.bn!, "bn-BD")).toBe("রবিবার, মঙ্গলবার ও বৃহস্পতিবার");
    // Arabic names one day, two (in the dual) and more each its own way.
    const ar = (days: number[]) => officeDays(days, office.ar!, "ar-u-nu-latn");
    expect(ar([0, 1, 2, 3, 4, 5, 6])).toBe("طوال أيام الأسبوع");
    expect(ar([0, 2, 4])).toBe("أيام الأحد والثلاثاء والخميس");
    expect(ar([5, 6])).toBe("يومَي الجمعة والسبت");
    expect(ar([3])).toBe("يوم الأربعاء");
  });

  it("says a time with its part of the day, minutes when it has them", () => {
    expect(clockTime("09:30", en.company.office.clock, "en-IN")).toBe("9:30 am");
    expect(clockTime("12:00", en.company.office.clock, "en-IN")).toBe("12 pm");
    expect(clockTime("00:00", en.company.office.clock, "en-IN")).toBe("12 am");
    expect(clockTime("09:30", office.bn!.clock, "bn-BD")).toBe("সকাল ৯:৩০");
    expect(clockTime("16:00", office.bn!.clock, "bn-BD")).toBe("বিকেল ৪টা");
    expect(clockTime("12:00", office.ar!.clock, "ar-u-nu-latn")).toBe("12 ظهرًا");
    expect(clockTime("21:15", office.ar!.clock, "ar-u-nu-latn")).toBe("9:15 مساءً");
    expect(clockTime("00:30", office.ar!.clock, "ar-u-nu-latn")).toBe("12:30 ليلًا");
    expect(clockTime("00:00", office.bn!.clock, "bn-BD")).toBe("রাত ১২টা");
  });

  it("falls back to English for a fact not translated", () => {
    const untranslated = shownFacts({
      ...shippedFacts,
      company: {
        ...shippedFacts.company,
        address: { en: shippedFacts.company.address.en },
      },
    });
    expect(factFiller(untranslated, "bn", "bn-BD", office.bn!).text("{address}")).toBe(
      "9th Floor, Nakshi Tower, 42 Kemal Ataturk Avenue, Banani, Dhaka 1213, Bangladesh",
    );
  });
});

describe("a list's places in the Site form", () => {
  it("puts a row where its place says, before the one that was there, and keeps the rest in order", () => {
    const form = new FormData();
    form.set("testimonials.items.rows", "4");
    const names = ["Rashed", "Sabina", "Imran", "Tahmina"];
    const places = ["1", "2", "3", "1"];
    names.forEach((name, index) => {
      form.set(`testimonials.items.${index}.text.en`, `${name} says`);
      form.set(`testimonials.items.${index}.order`, places[index]!);
    });
    const items = names.map((name) => ({ author: { en: name } }));
    const ordered = inTheirPlaces("testimonials", form, {
      items,
    } as unknown as Facts["testimonials"]);
    expect(ordered.items.map((item) => item.author.en)).toEqual([
      "Tahmina",
      "Rashed",
      "Sabina",
      "Imran",
    ]);
  });
});

describe("the menus", () => {
  /** A form with the given links in a list, as the Menus form sends them. */
  function withLinks(form: FormData, name: string, links: [string, string, string, string[]][]) {
    form.set(`${name}.rows`, String(links.length));
    links.forEach(([label, to, place, languages], index) => {
      form.set(`${name}.${index}.label.en`, label);
      form.set(`${name}.${index}.to`, to);
      form.set(`${name}.${index}.order`, place);
      for (const language of languages) form.append(`${name}.${index}.languages`, language);
    });
  }
  const all = ["en", "bn", "ar"];

  it("are read from the form in their places, a cleared link or group taken off", () => {
    const form = new FormData();
    withLinks(form, "menus.header", [
      ["Home", "/", "1", all],
      ["Contact", " /contact ", "1", ["en", "bn"]],
      ["", "/gone", "3", all],
    ]);
    form.set("menus.header.1.label.ar", "اتصل بنا");
    form.set("menus.slide.sections.rows", "3");
    form.set("menus.slide.sections.0.title.en", "Pages");
    form.set("menus.slide.sections.0.order", "2");
    withLinks(form, "menus.slide.sections.0.links", [["About us", "/about-us", "1", all]]);
    form.set("menus.slide.sections.1.title.en", "News");
    form.set("menus.slide.sections.1.order", "1");
    withLinks(form, "menus.slide.sections.1.links", [
      ["Blog", "/news", "2", all],
      ["Latest post", "/news/single-news", "1", all],
    ]);
    withLinks(form, "menus.slide.links", []);
    form.set("menus.footer.rows", "1");
    form.set("menus.footer.0.title.en", "Company");
    withLinks(form, "menus.footer.0.links", [["Careers", "https://jobs.example.com/", "1", all]]);
    const read = checkedFacts("menus", form);
    expect(read.success).toBe(true);
    const menus = inTheirPlaces("menus", form, read.data as Facts["menus"]);
    expect(menus.header.map((link) => [link.label.en, link.to, link.languages])).toEqual([
      ["Contact", "/contact", ["en", "bn"]],
      ["Home", "/", all],
    ]);
    expect(menus.header[0]!.label.ar).toBe("اتصل بنا");
    expect(menus.slide.sections.map((section) => section.title.en)).toEqual(["News", "Pages"]);
    expect(menus.slide.sections[0]!.links.map((link) => link.label.en)).toEqual([
      "Latest post",
      "Blog",
    ]);
    expect(menus.footer[0]!.links[0]!.to).toBe("https://jobs.example.com/");
  });

  it("refuse an address that is no page of the site or https, a link shown nowhere, an empty group", () => {
    const form = new FormData();
    withLinks(form, "menus.header", [
      ["Home", "//evil.example", "1", all],
      ["Old", "http://example.com", "2", all],
      ["Hidden", "/contact", "3", []],
    ]);
    form.set("menus.slide.sections.rows", "1");
    form.set("menus.slide.sections.0.title.en", "Pages");
    withLinks(form, "menus.slide.sections.0.links", []);
    form.set("menus.footer.rows", "1");
    form.set("menus.footer.0.title.en", "Company");
    withLinks(form, "menus.footer.0.links", [["About", "about-us", "1", all]]);
    const read = checkedFacts("menus", form);
    expect(read.success).toBe(false);
    const paths = read.error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ["header.0.to", "menuAddress"],
        ["header.1.to", "menuAddress"],
        ["header.2.languages", "menuLanguages"],
        ["slide.sections.0.links", expect.any(String)],
        ["footer.0.links.0.to", "menuAddress"],
      ]),
    );
  });

  it("find a link to a page that no language showing it has, and leave other sites' alone", async () => {
    const menus: Facts["menus"] = {
      header: [
        { label: { en: "Home" }, to: "/", languages: ["en", "bn", "ar"] },
        { label: { en: "Shop" }, to: "/shops#plans", languages: ["bn"] },
        { label: { en: "Old" }, to: "/old-page", languages: ["en", "ar"] },
      ],
      slide: {
        sections: [
          {
            title: { en: "News" },
            links: [{ label: { en: "Jobs" }, to: "https://jobs.example.com/", languages: ["en"] }],
          },
        ],
        links: [],
      },
      footer: [
        {
          title: { en: "Company" },
          links: [{ label: { en: "Gone" }, to: "/news/gone?x=1", languages: ["en"] }],
        },
      ],
    };
    const asked: string[] = [];
    const pages = new Set(["/", "/bn", "/ar", "/bn/shops"]);
    const errors = await brokenMenuLinks(menus, async (address) => {
      asked.push(address);
      return pages.has(address);
    });
    expect(errors).toEqual({
      "menus.header.2.to": expect.stringContaining("/old-page"),
      "menus.footer.0.links.0.to": expect.stringContaining("/news/gone?x=1"),
    });
    expect(asked).toContain("/bn/shops");
    expect(asked).toContain("/ar/old-page");
    expect(asked.some((address) => address.includes("example.com"))).toBe(false);
  });

  it("start as the spec's, and each language shows its own words and links", () => {
    const { menus } = shippedFacts;
    expect(menuIn(menus.header, "en").map((link) => link.label)).toEqual([
      "Home",
      "About",
      "Services",
      "Pricing Plan",
      "Blogs",
      "Contact",
    ]);
    const pages = menus.slide.sections[1]!.links;
    expect(menuIn(pages, "en").map((link) => link.to)).toContain("/shops");
    expect(menuIn(pages, "ar").map((link) => link.to)).toEqual(["/service", "/about-us", "/error"]);
    expect(menuIn(menus.header, "ar")[5]).toEqual({ to: "/contact", label: "اتصل بنا" });
  });

  it("are named in the history by the menu, the group and the link", () => {
    const { menus } = shippedFacts;
    const renamed = structuredClone(menus);
    renamed.header[1]!.label.ar = "عنّا";
    renamed.slide.sections[0]!.links[0]!.to = "/home-dark";
    expect(changedFields(menus, renamed).map((change) => change.field)).toEqual([
      "Header › 2 › Label › Arabic",
      "Slide-out menu › 1 › Links › 1 › Address",
    ]);
  });
});

describe("the fixed pages' search titles and descriptions", () => {
  afterEach(() => putFactsInForce(shownFacts(shippedFacts), 0));

  it("are the copy's until set, then what was set in that language only", () => {
    const en = copyFor("en");
    const bn = copyFor("bn");
    expect(searchTextOf(bn, "/about-us")).toEqual(ownSearchTextOf(bn, "/about-us"));
    expect(searchTextOf(en, "/")).toEqual({
      title: "Nakshi Labs: Transforming Ideas into Digital Reality",
      description: en.home.metaDescription,
    });
    const search: Facts["search"] = {
      pages: { en: {}, bn: { "/about-us": { title: "আমাদের গল্প" } }, ar: {} },
    };
    putFactsInForce(shownFacts({ ...shippedFacts, search }), 1);
    expect(searchTextOf(bn, "/about-us")).toEqual({
      title: "আমাদের গল্প",
      description: bn.about.metaDescription,
    });
    expect(searchTextOf(en, "/about-us").title).toBe(en.about.title);
    expect(searchPaths).toEqual(
      expect.arrayContaining(["/", "/services/seo", "/home-eight", "/news", "/pricing"]),
    );
  });

  it("are read from the form where typed, and a page with none typed is left out", () => {
    const form = new FormData();
    form.set("search.pages.ar./pricing.title", "  باقات الاستضافة  ");
    form.set("search.pages.en./.description", "Websites and apps from Dhaka.");
    form.set("search.pages.en./contact.title", "");
    const read = checkedFacts("search", form);
    expect(read.success).toBe(true);
    expect(read.data).toEqual({
      pages: {
        en: { "/": { description: "Websites and apps from Dhaka." } },
        bn: {},
        ar: { "/pricing": { title: "باقات الاستضافة" } },
      },
    });
    form.set("search.pages.en./about-us.title", "x".repeat(121));
    const refused = checkedFacts("search", form);
    expect(refused.error!.issues[0]!.path).toEqual(["pages", "en", "/about-us", "title"]);
  });
});

describe("the meetings under Site", () => {
  function meetingsForm() {
    const form = new FormData();
    form.set("meetings.kinds.rows", "2");
    form.set("meetings.kinds.0.id", "consultation");
    form.set("meetings.kinds.0.name.en", "Free call");
    form.set("meetings.kinds.0.name.bn", "ফ্রি কল");
    form.set("meetings.kinds.0.summary.en", "Half an hour on your project.");
    form.set("meetings.kinds.0.minutes", "৩০");
    form.set("meetings.kinds.0.place", "phone");
    form.append("meetings.kinds.0.hosts", "mitu@nakshilabs.com.bd");
    form.set("meetings.kinds.1.name.en", "Site visit");
    form.set("meetings.kinds.1.summary.en", "We come to your office in Dhaka.");
    form.set("meetings.kinds.1.minutes", "90");
    form.set("meetings.kinds.1.place", "office");
    form.set("meetings.kinds.1.order", "1");
    form.set("meetings.noticeHours", "4");
    form.set("meetings.daysAhead", "14");
    form.set("meetings.bufferMinutes", "10");
    form.set("meetings.hosts.rows", "2");
    form.set("meetings.hosts.0.email", "Mitu@NakshiLabs.com.bd");
    for (const day of ["4", "0", "1"]) form.append("meetings.hosts.0.days", day);
    form.set("meetings.hosts.0.from", "10:00");
    form.set("meetings.hosts.0.to", "13:30");
    form.set("meetings.hosts.0.daysOff", "2026-12-20\n\n2026-12-17\n");
    form.set("meetings.hosts.1.email", "");
    return form;
  }

  it("are read from the form: a kind keeps its id, a new one is named after its English, in their places", () => {
    const form = meetingsForm();
    const read = checkedFacts("meetings", form);
    expect(read.error?.issues).toBeUndefined();
    const meetings = inTheirPlaces("meetings", form, read.data as Facts["meetings"]);
    expect(meetings.kinds.map((kind) => kind.id)).toEqual(["site-visit", "consultation"]);
    expect(meetings.kinds[1]).toEqual({
      id: "consultation",
      name: { en: "Free call", bn: "ফ্রি কল", ar: undefined },
      summary: { en: "Half an hour on your project.", bn: undefined, ar: undefined },
      minutes: 30,
      place: "phone",
      hosts: ["mitu@nakshilabs.com.bd"],
    });
    expect(meetings).toMatchObject({ noticeHours: 4, daysAhead: 14, bufferMinutes: 10 });
    expect(meetings.hosts).toEqual([
      {
        email: "mitu@nakshilabs.com.bd",
        days: [0, 1, 4],
        from: "10:00",
        to: "13:30",
        daysOff: ["2026-12-17", "2026-12-20"],
      },
    ]);
  });

  it("refuse a length or time off the five-minute marks, hours that end before they start, no kind", () => {
    const form = meetingsForm();
    form.set("meetings.kinds.0.minutes", "32");
    form.set("meetings.hosts.0.from", "10:02");
    form.set("meetings.bufferMinutes", "7");
    form.set("meetings.hosts.0.to", "09:00");
    const refused = checkedFacts("meetings", form);
    const errors = fieldErrors(refused.error!.issues, "meetings");
    expect(errors).toMatchObject({
      "meetings.kinds.0.minutes": expect.stringContaining("steps of five"),
      "meetings.hosts.0.from": expect.stringContaining("multiple of five"),
      "meetings.bufferMinutes": expect.stringContaining("multiple of five"),
    });
    form.set("meetings.hosts.0.from", "10:00");
    expect(fieldErrors(checkedFacts("meetings", form).error!.issues, "meetings")).toMatchObject({
      "meetings.hosts.0.to": "The hours must end after they start.",
    });
    form.set("meetings.kinds.rows", "0");
    expect(checkedFacts("meetings", form).error!.issues[0]!.path).toEqual(["kinds"]);
  });

  it("start with two kinds of call, on the office's hours, in every language", () => {
    const { meetings } = shippedFacts;
    expect(meetings.kinds.map((kind) => [kind.id, kind.minutes])).toEqual([
      ["consultation", 30],
      ["project-review", 60],
    ]);
    for (const kind of meetings.kinds) {
      expect(Object.keys(kind.name)).toEqual(["en", "bn", "ar"]);
      expect(Object.keys(kind.summary)).toEqual(["en", "bn", "ar"]);
      expect(kind.hosts).toEqual([]);
    }
    expect(meetings.hosts).toEqual([]);
  });
});

describe("the facts a hydrating page carries", () => {
  it("are the words its language shows, its own or else the English, without team or testimonials", () => {
    const untranslated = {
      ...shippedFacts,
      company: {
        ...shippedFacts.company,
        phones: [{ number: "+8801712345678", label: { en: "Sales" } }],
      },
    };
    const facts = factsForLanguage(shownFacts(untranslated), "bn");
    expect(Object.keys(facts.company.address)).toEqual(["bn"]);
    expect(inLanguage(facts.plans.items.power.features, "bn")[0]).toBe("১৫০ জিবি NVMe স্টোরেজ");
    expect(facts.company.phones[0]!.label).toEqual({ en: "Sales" });
    expect(inLanguage(facts.company.phones[0]!.label, "bn")).toBe("Sales");
    expect(facts.plans.items.power.monthly).toBe(2500);
    expect(facts.shown["+8801712345678"]).toEqual({
      international: "+880 1712-345678",
      national: "01712-345678",
    });
    expect(facts.team.members).toEqual([]);
    expect(facts.testimonials.items).toEqual([]);
    // Who takes meetings, by their staff address, never reaches a visitor's page.
    const staffed = factsForLanguage(
      shownFacts({
        ...shippedFacts,
        meetings: {
          ...shippedFacts.meetings,
          hosts: [
            { email: "mitu@nakshilabs.com.bd", days: [0], from: "10:00", to: "12:00", daysOff: [] },
          ],
        },
      }),
      "bn",
    );
    expect(JSON.stringify(staffed)).not.toContain("mitu@");
    expect(staffed.meetings.kinds).toEqual([]);
    const size = JSON.stringify(facts).length;
    expect(size).toBeLessThan(JSON.stringify(shippedFacts).length / 3);
  });
});

describe("the Site history", () => {
  it("names a field in the form's words, by the list it is in", () => {
    const phone = { phones: [{ number: "+8801712345678", label: { en: "Office" } }] };
    const relabelled = { phones: [{ number: "+8801911000111", label: { en: "Sales" } }] };
    expect(changedFields(phone, relabelled)).toEqual([
      {
        field: "Phone lines › 1 › Number",
        before: "+880 1712-345678",
        after: "+880 1911-000111",
      },
      { field: "Phone lines › 1 › What it is for › English", before: "Office", after: "Sales" },
    ]);
    const story = { "home-two": { results: [{ label: { bn: "ক" } }], text: { en: "a" } } };
    const retold = { "home-two": { results: [{ label: { bn: "খ" } }], text: { en: "b" } } };
    expect(changedFields(story, retold).map((change) => change.field)).toEqual([
      "/home-two › Results › 1 › What it counts › Bangla",
      "/home-two › What we built and what changed › English",
    ]);
    const said = { items: [{ text: { ar: "أ" } }] };
    expect(changedFields(said, { items: [{ text: { ar: "ب" } }] })[0]!.field).toBe(
      "1 › What they said › Arabic",
    );
  });
});
