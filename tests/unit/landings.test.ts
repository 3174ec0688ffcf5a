import { beforeAll, describe, expect, it } from "vitest";
import { copyFor, loadAllCopies, locales } from "~/content/copy";
import { shippedFacts } from "~/content/shipped-facts";
import { landingAt, landingPages, landingSlugs } from "~/content/landings";

describe("the landing pages", () => {
  beforeAll(loadAllCopies);

  it("are found at their address in every language, and nothing else is", () => {
    expect(landingAt("/home-two")).toBe("home-two");
    expect(landingAt("/bn/home-eight")).toBe("home-eight");
    expect(landingAt("/ar/home-five/")).toBe("home-five");
    expect(landingAt("/home-dark")).toBeUndefined();
    expect(landingAt("/")).toBeUndefined();
    expect(landingAt("/home-nine")).toBeUndefined();
  });

  for (const locale of locales) {
    it(`have in ${locale} the words for every section their data lists`, () => {
      const copy = copyFor(locale);
      for (const slug of landingSlugs) {
        const facts = landingPages[slug];
        const page = copy.landings.pages[slug];
        const where = `${locale} ${slug}`;
        expect(Object.keys(page.services.items).sort(), where).toEqual([...facts.services].sort());
        expect(page.points.items, where).toHaveLength(facts.pointIcons.length);
        // The story is a fact: the site starts with it told in every language, with three results.
        const story = shippedFacts.stories[slug];
        expect(story.results, where).toHaveLength(3);
        const told = [story.title, story.client, story.text, story.quote, story.author, story.role];
        for (const words of [...told, ...story.results.flatMap((r) => [r.value, r.label])]) {
          expect(words[locale], where).toBeTruthy();
        }
        expect(page.faq.items, where).toHaveLength(3);
        expect(Boolean(page.pricing), where).toBe(
          (facts.sections as readonly string[]).includes("pricing"),
        );
        expect(page.metaDescription.length, where).toBeLessThanOrEqual(170);
        expect(facts.sections[0], where).toBe("hero");
        expect(facts.sections.at(-1), where).toBe("lead");
      }
      const labels = landingSlugs.map((slug) => copy.landings.pages[slug].label);
      expect(new Set(labels).size, `${locale}: each landing has its own label`).toBe(labels.length);
    });
  }
});
