import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeEachStore, silentLog } from "../../../tests/support/stores";
import { copyFor, loadAllCopies, loadCopy } from "~/content/copy";
import {
  sectionPages,
  copyWithSections,
  readSections,
  sectionsBody,
  shippedSections,
  withoutShippedWords,
  wordsLike,
  type Section,
} from "~/content/sections";
import { publishingProblems } from "~/lib/publishing";
import { postVocabulary } from "~/content/blog-taxonomy";
import { PublishedContent } from "./published.server";
import { seedSectionPages, sectionsFromForm } from "./section-pages.server";
import { ownAddress, saveFromEditor, valuesOf } from "./content-editor.server";
import routes from "~/routes";
import { SLUG } from "~/lib/content";

const editor = { id: 3, name: "Mitu Akter" };

beforeAll(loadAllCopies);

const shippedIn = async (language: "en" | "bn" | "ar") =>
  shippedSections("home", await loadCopy(language));

describe("a main page's sections", () => {
  it("start as the home page a new site shows, in its order and words, placeholders kept", async () => {
    const sections = await shippedIn("bn");
    expect(sections.map((section) => section.type)).toEqual([
      "hero",
      "icon-row",
      "services",
      "why-us",
      "counters",
      "technologies",
      "service-tabs",
      "blog",
      "pricing",
      "newsletter",
    ]);
    const copy = await loadCopy("bn");
    expect(sections[0]!.words).toEqual(copy.home.hero);
    expect(JSON.stringify(sections)).toContain("{office.days}");
    // The copy the page draws with is the language's own when nothing changed.
    const drawn = copyWithSections(copyFor("bn"), "home", sections);
    expect(drawn.home.hero.title).toBe(copy.home.hero.title);
  });

  it("reach the browser without the words written as shipped, which its copy draws the same", async () => {
    const shipped = shippedSections("home", copyFor("bn"));
    const hero = { type: "hero" as const, words: { ...shipped[0]!.words, title: "নতুন শিরোনাম" } };
    const shown = withoutShippedWords([shipped[1]!, hero, shipped[2]!], shipped);
    expect(shown).toEqual([{ type: shipped[1]!.type }, hero, { type: shipped[2]!.type }]);
    const drawn = copyWithSections(copyFor("bn"), "home", shown);
    expect(drawn.home.hero.title).toBe("নতুন শিরোনাম");
    expect(drawn.home.hero.text).toBe(copyFor("bn").home.hero.text);
    expect(drawn.home.hero.text).not.toBe("");
  });

  it("read back as saved, keeping only what the page knows, each once, in the shape it ships", async () => {
    const shipped = await shippedIn("en");
    const body = JSON.stringify({
      sections: [
        { type: "counters", words: { title: "Our numbers", items: { web: { label: 7 } } } },
        { type: "hero", words: { title: "Websites that sell", extra: "dropped" } },
        { type: "hero", words: { title: "A second hero is dropped" } },
        { type: "carousel", words: { title: "Not a section of this page" } },
        { type: "pricing" },
      ],
    });
    const sections = readSections("home", body, shipped);
    expect(sections.map((section) => section.type)).toEqual(["counters", "hero", "pricing"]);
    const [counters, hero] = sections as [Section, Section];
    expect(counters.words.title).toBe("Our numbers");
    // A text that is not one is the shipped text.
    expect((counters.words.items as Record<string, Record<string, string>>).web!.label).toBe(
      "Web projects delivered",
    );
    expect(hero.words.title).toBe("Websites that sell");
    expect(hero.words.eyebrow).toBe("Software & digital agency in Dhaka");
    expect(hero.words).not.toHaveProperty("extra");
    expect(readSections("home", "not json", shipped)).toBe(shipped);
    expect(readSections("home", sectionsBody(shipped), shipped)).toEqual(shipped);
    expect(wordsLike({ a: "x", b: { c: "y" } }, { a: 1, b: "z" })).toEqual({
      a: "x",
      b: { c: "y" },
    });
  });

  it("gather a page's scattered words and lists, and put them back where the page reads them", async () => {
    const copy = await loadCopy("en");
    const about = shippedSections("about", copy);
    expect(about.find((section) => section.type === "service-list")!.words).toEqual({
      servicesEyebrow: copy.about.servicesEyebrow,
      servicesTitle: copy.about.servicesTitle,
    });
    const pricing = shippedSections("pricing", copy);
    const faq = structuredClone(pricing.find((section) => section.type === "faq")!);
    expect(Array.isArray(faq.words.faqs)).toBe(true);
    (faq.words.faqs as { a: string }[])[1]!.a = "By bKash, Nagad or a bank transfer.";
    const saved = readSections("pricing", sectionsBody([faq]), pricing);
    expect(Array.isArray(saved[0]!.words.faqs)).toBe(true);
    const drawn = copyWithSections(copyFor("en"), "pricing", saved);
    expect(drawn.pricing.page.faqs[1]!.a).toBe("By bKash, Nagad or a bank transfer.");
    expect(drawn.pricing.page.faqs[0]!.a).toBe(copyFor("en").pricing.page.faqs[0]!.a);
    expect(drawn.pricing.page.title).toBe("Pricing Plan");
    // The copy the site reads elsewhere is not changed.
    expect(copyFor("en").pricing.page.faqs[1]!.a).not.toBe("By bKash, Nagad or a bank transfer.");
    const services = copyWithSections(copyFor("en"), "services", [
      { type: "cta", words: { ...copy.services.page.cta, title: "Where to start?" } },
    ]);
    expect(services.services.page.cta.title).toBe("Where to start?");
    expect(services.services.page.catalogue).toBe(copyFor("en").services.page.catalogue);
  });

  it("hold a campaign landing page's sections in its order, its words where its page reads them", async () => {
    const copy = await loadCopy("bn");
    const shipped = shippedSections("home-three", copy);
    expect(shipped.map((section) => section.type)).toEqual([
      "hero",
      "services",
      "points",
      "story",
      "pricing",
      "faq",
      "lead",
    ]);
    expect(shippedSections("home-two", copy).map((section) => section.type)).not.toContain(
      "pricing",
    );
    const hero = structuredClone(shipped[0]!);
    expect(hero.words.title).toBe(copy.landings.pages["home-three"].hero.title);
    hero.words.title = "ফেসবুক পেজের বাইরেও বিক্রি করুন";
    const drawn = copyWithSections(copyFor("bn"), "home-three", [hero, shipped[5]!]);
    expect(drawn.landings.pages["home-three"].hero.title).toBe("ফেসবুক পেজের বাইরেও বিক্রি করুন");
    // Another landing page's words are not touched.
    expect(drawn.landings.pages["home-two"]).toBe(copyFor("bn").landings.pages["home-two"]);
    // A service's line is kept under its service.
    const services = shipped[1]!.words as { items: Record<string, string> };
    expect(Object.keys(services.items)).toEqual([
      "web-development",
      "digital-marketing",
      "seo",
      "hosting",
    ]);
  });

  it("hold a service's page: its title, summary, offerings and steps, the posts and other services placed", async () => {
    const copy = await loadCopy("ar");
    const shipped = shippedSections("service-seo", copy);
    expect(shipped.map((section) => section.type)).toEqual([
      "banner",
      "intro",
      "process",
      "posts",
      "others",
    ]);
    const seo = copy.services.items.seo;
    expect(shipped[0]!.words).toEqual({ title: seo.title });
    expect(shipped[1]!.words).toEqual({
      summary: seo.page!.summary,
      offerings: seo.page!.offerings,
      imageAlt: seo.imageAlt,
    });
    const intro = structuredClone(shipped[1]!);
    (intro.words.offerings as string[]).push("تحسين الظهور في خرائط Google");
    const drawn = copyWithSections(copyFor("ar"), "service-seo", [shipped[0]!, intro]);
    expect(drawn.services.items.seo.page!.offerings.at(-1)).toBe("تحسين الظهور في خرائط Google");
    expect(drawn.services.items.hosting).toBe(copyFor("ar").services.items.hosting);
  });

  it("come from the editor's form in the order of their places, without those left out", async () => {
    const shipped = await shippedIn("bn");
    const form = new FormData();
    shipped.forEach((section, index) => {
      form.set(`section.${index}.type`, section.type);
      form.set(`section.${index}.place`, String(index + 1));
      if (section.type !== "technologies") form.set(`section.${index}.shown`, "on");
    });
    // The newsletter strip moves up to second; the hero gets a new heading.
    form.set("section.9.place", "2");
    form.set("section.0.title", "  নতুন শিরোনাম\r\nদুই লাইনে  ");
    form.set("section.0.text", "x".repeat(700));
    const sections = sectionsFromForm(form, "home", shipped, shipped);
    expect(sections.map((section) => section.type)).toEqual([
      "hero",
      "newsletter",
      "icon-row",
      "services",
      "why-us",
      "counters",
      "service-tabs",
      "blog",
      "pricing",
    ]);
    expect(sections[0]!.words.title).toBe("নতুন শিরোনাম\nদুই লাইনে");
    expect(sections[0]!.words.text).toHaveLength(600);
    // A text the form did not send keeps the words it started from.
    expect(sections[0]!.words.eyebrow).toBe(shipped[0]!.words.eyebrow);
  });

  it("keep the list items the editor's form sends: one removed, one added, each in its order", async () => {
    const copy = await loadCopy("ar");
    const shipped = shippedSections("home-five", copy);
    const faqAt = shipped.findIndex((section) => section.type === "faq");
    const items = (shipped[faqAt]!.words as { items: { question: string; answer: string }[] })
      .items;
    expect(items).toHaveLength(3);
    const form = new FormData();
    form.set(`section.0.type`, "faq");
    form.set(`section.0.shown`, "on");
    // The form holds the questions alone. The second is removed (its fields are not sent); a fourth is added as number 7.
    for (const n of [0, 2]) {
      form.set(`section.0.items.${n}.question`, items[n]!.question);
      form.set(`section.0.items.${n}.answer`, items[n]!.answer);
    }
    form.set(`section.0.items.7.question`, "هل تدعمون الدفع بالبطاقات؟");
    const [faq] = sectionsFromForm(form, "home-five", shipped, shipped);
    expect(faq!.words.items).toEqual([
      items[0],
      items[2],
      // A new item's text the form did not send is empty, to be written before it goes live.
      { question: "هل تدعمون الدفع بالبطاقات؟", answer: "" },
    ]);
    expect(
      publishingProblems(
        "sections",
        { slug: "home-five", title: "For clinics", description: "", body: sectionsBody([faq!]) },
        postVocabulary,
      ).map((problem) => problem.field),
    ).toEqual(["section.0.items.2.answer"]);
    // Read back, the list keeps its three items; a list saved empty is the shipped one.
    const saved = readSections("home-five", sectionsBody([faq!]), shipped);
    expect(saved[0]!.words.items).toHaveLength(3);
    const emptied = readSections(
      "home-five",
      sectionsBody([{ type: "faq", words: { ...faq!.words, items: [] } }]),
      shipped,
    );
    expect(emptied[0]!.words.items).toEqual(items);
  });

  it("cannot go live with a text left empty, which is named at its field", async () => {
    const shipped = await shippedIn("en");
    const emptied = structuredClone(shipped);
    emptied[3]!.words = { ...emptied[3]!.words, title: " " };
    const problems = publishingProblems(
      "sections",
      { slug: "home", title: "Home", description: "", body: sectionsBody(emptied) },
      postVocabulary,
    );
    expect(problems).toEqual([
      {
        field: "section.3.title",
        level: "error",
        message: "Write this text, or leave the section out.",
      },
    ]);
    expect(
      publishingProblems(
        "sections",
        { slug: "home", title: "Home", description: "", body: sectionsBody(shipped) },
        postVocabulary,
      ),
    ).toEqual([]);
  });

  it("made by staff, are warned that without a search description of their own they share their template's", () => {
    const made = {
      slug: "for-pharmacies",
      title: "For pharmacies",
      description: "",
      body: sectionsBody(shippedSections("home-five", copyFor("en")), "home-five"),
    };
    expect(publishingProblems("sections", made, postVocabulary)).toEqual([
      expect.objectContaining({ field: "seoDescription", level: "warning" }),
    ]);
    const described = { ...made, seoDescription: "Websites and ordering apps for pharmacies." };
    expect(publishingProblems("sections", described, postVocabulary)).toEqual([]);
  });
});

describeEachStore("main pages in the content store", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let content: PublishedContent;
  beforeEach(async () => {
    handle = await store.open();
    content = new PublishedContent(handle.db, silentLog);
    await content.refresh();
  });
  afterEach(async () => {
    content.stop();
    await handle.dispose();
  });

  it("are put in the store once in every language, even when instances start together", async () => {
    const added = await Promise.all([seedSectionPages(handle.db), seedSectionPages(handle.db)]);
    // Each page is added once, by one of the two.
    expect(added.flat().sort()).toEqual(Object.keys(sectionPages).sort());
    expect(Object.keys(sectionPages)).toEqual(
      expect.arrayContaining(["home", "services", "about", "team", "pricing", "home-two"]),
    );
    const versions = await handle.db
      .selectFrom("content_versions")
      .select(["language", "status", "slug"])
      .where("kind", "=", "sections")
      .where("slug", "=", "home")
      .orderBy("language")
      .execute();
    expect(versions).toEqual([
      { language: "ar", status: "published", slug: "home" },
      { language: "bn", status: "published", slug: "home" },
      { language: "en", status: "published", slug: "home" },
    ]);
    expect((await content.store.get("sections", "bn", "about"))?.title).toBe(
      copyFor("bn").about.title,
    );
    expect(await seedSectionPages(handle.db)).toEqual([]);
  });

  it("show a language's live version, and the shipped sections when it is taken off", async () => {
    await seedSectionPages(handle.db);
    await content.refresh();
    const shipped = await shippedIn("bn");
    expect(await content.sections("bn", "home")).toEqual(shipped);
    const entryId = (await content.store.get("sections", "bn", "home"))!.entryId;
    const changed = structuredClone(shipped).filter((section) => section.type !== "blog");
    changed[0]!.words.title = "আপনার ব্যবসার জন্য ওয়েবসাইট";
    const saved = await content.store.entry(entryId);
    const bn = saved!.versions.find((v) => v.language === "bn")!;
    await content.store.save(
      {
        id: entryId,
        kind: "sections",
        versions: [{ ...bn, body: sectionsBody(changed), baseRevision: bn.revision }],
      },
      editor,
    );
    await content.refresh();
    expect(await content.sections("bn", "home")).toEqual(changed);
    expect((await content.sections("en", "home"))[0]!.words.title).toBe(
      "Transforming Ideas into Digital Reality",
    );
    await content.store.save(
      {
        id: entryId,
        kind: "sections",
        versions: [{ ...bn, status: "draft", body: sectionsBody(changed), baseRevision: 2 }],
      },
      editor,
    );
    await content.refresh();
    expect(await content.sections("bn", "home")).toEqual(shipped);
  });

  const made = async (slug: string, template: "home-five" = "home-five") =>
    saveFromEditor({
      store: content.store,
      kind: "sections",
      language: "en",
      intent: "publish",
      values: {
        ...valuesOf(undefined, {}),
        title: "For pharmacies",
        slug,
        body: sectionsBody(shippedSections(template, copyFor("en")), template),
      },
      by: editor,
    });

  it("a landing page staff make is found at its own address in the languages written, drawn as the page it was copied from", async () => {
    const saved = await made("for-pharmacies");
    expect(saved).toMatchObject({ ok: true, saved: "publish" });
    await content.refresh();
    const landing = await content.landing("en", "for-pharmacies");
    expect(landing).toMatchObject({
      slug: "for-pharmacies",
      template: "home-five",
      name: "For pharmacies",
      versions: [{ language: "en", path: "/for-pharmacies" }],
    });
    expect(landing!.sections.map((section) => section.type)).toEqual(
      shippedSections("home-five", copyFor("en")).map((section) => section.type),
    );
    // Not written in Bangla, not a landing page at another address, not one of the site's own.
    expect(await content.landing("bn", "for-pharmacies")).toBeNull();
    expect(await content.landing("en", "faqs")).toBeNull();
    expect(await content.landing("en", "home-five")).toBeNull();
    expect(await content.resolves("/for-pharmacies")).toBe(true);
    expect(await content.resolves("/bn/for-pharmacies")).toBe(false);
    expect((await content.madeLandings()).map((version) => version.slug)).toEqual([
      "for-pharmacies",
    ]);
    // A Bangla text's link to it leads to the English page and says so; the site's own pages
    // are the text's language's.
    const links = (await content.links("bn"))!;
    expect(links("/for-pharmacies")).toEqual({
      href: "/for-pharmacies",
      other: { language: "en", label: copyFor("bn").blog.post.englishBadge },
    });
    expect(links("/home-five")).toEqual({ href: "/bn/home-five" });
  });

  it("a landing page staff make takes no address of the site's own, nor one an information page has", async () => {
    for (const slug of ["contact", "home-two", "news", "bn", "admin"]) {
      const refused = await made(slug);
      expect(refused, slug).toMatchObject({ ok: false });
      expect(!refused.ok && refused.problems.map((problem) => problem.field), slug).toEqual([
        "slug",
      ]);
    }
    expect(await made("For Pharmacies")).toMatchObject({ ok: false });
    await saveFromEditor({
      store: content.store,
      kind: "page",
      language: "en",
      intent: "publish",
      values: {
        ...valuesOf(undefined, {}),
        title: "Pharmacy offers",
        slug: "pharmacy-offers",
        description: "What pharmacies get from us this season, in one page.",
        body: "Every pharmacy site comes with online orders and bKash payments.",
      },
      by: editor,
    });
    expect(await made("pharmacy-offers")).toMatchObject({
      ok: false,
      problems: [expect.objectContaining({ field: "slug" })],
    });
    expect(await content.store.list("sections", "en")).toEqual([]);
  });
});

describe("the addresses a landing page staff make may not take", () => {
  it("are the first word of every route the site has, so that none answers before the page", () => {
    type Route = { path?: string; children?: Route[] };
    const firsts = (list: Route[]): string[] =>
      list.flatMap((each) => {
        const first = each.path?.split("/")[0] ?? "";
        return first && !first.startsWith(":") && first !== "*"
          ? [first]
          : firsts(each.children ?? []);
      });
    const words = [...new Set(firsts(routes as Route[]))].filter((word) => SLUG.test(word));
    expect(words).toEqual(expect.arrayContaining(["home-dark", "admin", "preview", "news"]));
    expect(words.filter((word) => !ownAddress(word))).toEqual([]);
    expect(ownAddress("for-pharmacies")).toBe(false);
  });
});
