import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteFacts } from "~/lib/facts";
import { CopyProvider, useCopy } from "~/components/copy-context";
import { shippedSections } from "~/content/sections";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { AboutClosing } from "~/features/site/components/about-closing";
import { AboutIntro } from "~/features/site/components/about-intro";
import { ContactFormCard } from "~/features/leads/components/contact-form";
import { ContactInfo } from "~/features/leads/components/contact-info";
import { CoreServices } from "~/features/site/components/core-services";
import { MainPage } from "~/features/site/components/main-pages";
import { NotFound } from "~/components/layout/not-found";
import { PricingFaq } from "~/features/site/components/pricing-faq";
import { QuoteFormCard } from "~/features/leads/components/quote-form";
import { QuoteNextSteps } from "~/features/leads/components/quote-next-steps";
import { ServiceCatalogue } from "~/features/site/components/service-catalogue";
import { Testimonials } from "~/features/site/components/testimonials";
import { copyFor, languageNames, loadAllCopies, locales, type Copy } from "~/content/copy";
import { technologies } from "~/content/home";
import { servicesIn } from "~/content/services";
import { siteFacts } from "~/content/facts";
import { teamIn, testimonialsIn } from "~/content/people";
import { formatDate } from "~/lib/format";
import { latinDigits, phoneCandidate } from "~/lib/phone";
import { phoneThatExists } from "~/platform/phone.server";

/** The numbers the forms give as examples: Bangladeshi, and from the Gulf. */
const EXAMPLE_PHONES = ["+8801700000000", "+971500000000"];

const en = copyFor("en");

/**
 * A test-only language: every text of the English copy wrapped in ⟦…⟧ (its placeholders kept), so a
 * word that reaches the page from anywhere but the copy stands out.
 */
function pseudo<T>(value: T): T {
  if (typeof value === "string") {
    return (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : `⟦${value}⟧`) as T;
  }
  if (Array.isArray(value)) return value.map(pseudo) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudo(v)])) as T;
  }
  return value;
}
const wrapped: Copy = { ...pseudo(en), locale: { ...en.locale, code: "xx", label: "⟦Pseudo⟧" } };

/** The home page with the sections a new site ships, in the words of the copy in force. */
function Home() {
  return <MainPage page="home" sections={shippedSections("home", useCopy())} />;
}

const sections = (
  <>
    <SiteHeader />
    <Home />
    <AboutIntro />
    <ServiceCatalogue heading={{ id: "h", eyebrow: "", title: "" }} />
    <CoreServices />
    <Testimonials />
    <AboutClosing />
    <PricingFaq />
    <ContactInfo />
    <ContactFormCard />
    <QuoteFormCard plan={null} />
    <QuoteNextSteps />
    <NotFound />
    <SiteFooter />
  </>
);

function render(copy: Copy) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <CopyProvider copy={copy}>{sections}</CopyProvider>,
    },
  ]);
  return renderToString(<Stub />);
}

/** The words a visitor reads (text and text attributes), with markup removed. */
function visibleText(html: string) {
  const attributes = [...html.matchAll(/\s(?:alt|title|placeholder|aria-label)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
  return [text, ...attributes].join(" ");
}

const PLURAL_CATEGORIES = new Set(["zero", "one", "two", "few", "many", "other"]);

/** A message chosen by count: each language lists the plural forms its grammar has. */
const isPlural = (value: object) => Object.keys(value).every((key) => PLURAL_CATEGORIES.has(key));

describe("the copy", () => {
  beforeAll(loadAllCopies);

  it("has every key of the English copy in every language", () => {
    // What each language has of its own: the names it gives tags, its words for Gulf prices.
    const own = new Set(["blog.tagNames.", "locale.gulf."]);
    const keys = (value: unknown, prefix = ""): string[] =>
      value &&
      typeof value === "object" &&
      !Array.isArray(value) &&
      !isPlural(value) &&
      !own.has(prefix)
        ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
        : [prefix];
    expect(locales).toEqual(["en", "bn", "ar"]);
    for (const locale of locales) {
      expect(keys(copyFor(locale)).sort(), locale).toEqual(keys(en).sort());
    }
  });

  it("gives example phone numbers that are valid and are nobody's, least of all the agency's", () => {
    const agency = siteFacts().company.phones.map((phone) => phone.number);
    for (const locale of locales) {
      const { forms } = copyFor(locale);
      const hints = [forms.contact.fields.phone.hint, forms.quote.fields.phone.hint];
      const examples = [...hints, forms.validation.phone.invalid].flatMap(
        (text) => latinDigits(text).match(/\+?[\d][\d -]{9,}\d/g) ?? [],
      );
      expect(examples.length, locale).toBeGreaterThanOrEqual(3);
      for (const example of examples) {
        const number = phoneThatExists(phoneCandidate(example) ?? "");
        expect(EXAMPLE_PHONES, `${locale}: ${example}`).toContain(number);
        expect(agency).not.toContain(number);
      }
    }
  });

  it("keeps every {placeholder} of an English message in its translations", () => {
    const messages = (value: unknown, prefix = ""): [string, string][] =>
      typeof value === "string"
        ? [[prefix, value]]
        : value && typeof value === "object"
          ? Object.entries(value).flatMap(([key, child]) => messages(child, `${prefix}.${key}`))
          : [];
    const places = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(" ");
    const english = new Map(messages(en));
    for (const locale of locales) {
      for (const [key, text] of messages(copyFor(locale))) {
        const source = english.get(key);
        // Plural forms may leave the number out ("one comment"), so only "other" is compared.
        if (source === undefined || /\.(zero|one|two|few|many)$/.test(key)) continue;
        expect(places(text), `${locale}${key}`).toBe(places(source));
      }
    }
  });

  it("gives every service the words of every place it appears", () => {
    for (const locale of locales) expect(() => servicesIn(copyFor(locale))).not.toThrow();
  });

  it("changes the rendered text when the page's language changes", () => {
    const english = visibleText(render(en));
    const other = visibleText(render(wrapped));
    expect(english).toContain(en.home.hero.title);
    expect(other).toContain(`⟦${en.home.hero.title}⟧`);
    expect(other.replace(/⟦[^⟧]*⟧/g, " ")).not.toContain(en.home.hero.title);
    expect(other).toContain(`⟦${en.forms.contact.submit}⟧`);
  });

  it("lets no word reach those sections except through the copy", () => {
    /** The menus' words in English: their groups' titles and their links' labels. */
    const menuWords = ({ header, slide, footer }: SiteFacts["menus"]) =>
      [...slide.sections, ...footer]
        .flatMap((group) => [group, ...group.links])
        .concat(header, slide.links)
        .map((item) => ("title" in item ? item.title.en : item.label.en));
    // Names, addresses and numbers read the same in every language; dates are written by Intl.
    const names = [
      ...technologies.map((tech) => tech.name),
      ...siteFacts().testimonials.items.map((item) => formatDate(item.date, en.locale.intl.date)),
      siteFacts().company.legalName,
      ...Object.values(languageNames),
      siteFacts().company.emails.general,
      siteFacts().company.emails.support,
      ...Object.values(siteFacts().shown).map((shown) => shown.international),
      // The facts the agency edits come in each language from the facts, not the copy.
      ...Object.values(siteFacts().company.address.en),
      ...siteFacts().company.phones.map((phone) => phone.label.en),
      ...Object.values(siteFacts().plans.items).flatMap((plan) => plan.features.en),
      ...menuWords(siteFacts().menus),
      ...testimonialsIn(copyFor("en")).flatMap((item) => [item.author, item.role, item.text]),
      ...teamIn(copyFor("en")).flatMap((member) => [member.name, member.role, member.bio]),
    ];
    let rest = visibleText(render(wrapped)).replace(/⟦[^⟧]*⟧/g, " ");
    for (const name of names) rest = rest.replaceAll(name, " ");
    expect(rest.match(/\p{L}{2,}/gu) ?? []).toEqual([]);
  });
});
