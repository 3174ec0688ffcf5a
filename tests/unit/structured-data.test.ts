import { describe, expect, it } from "vitest";
import { copyFor, loadAllCopies, siteMetaIn } from "~/content/copy";
import { siteFacts } from "~/content/facts";
import { hostingGraphIn, planIds } from "~/content/plans";
import { site } from "~/content/site";
import { articleMeta, pageMeta } from "~/lib/page/seo";

await loadAllCopies();

type Node = Record<string, unknown> & { "@id"?: string; "@type": string | string[] };

/** The `@graph` of the JSON-LD a page's meta tags carry. */
function graphOf(tags: Record<string, unknown>[]): Node[] {
  const scripts = tags.filter((tag) => "script:ld+json" in tag);
  expect(scripts).toHaveLength(1);
  const json = scripts[0]!["script:ld+json"] as { "@context": string; "@graph": Node[] };
  expect(json["@context"]).toBe("https://schema.org");
  return json["@graph"];
}

const typeOf = (node: Node) => [node["@type"]].flat();
const byType = (graph: Node[], type: string) => graph.filter((node) => typeOf(node).includes(type));

/** Every `{"@id": …}` reference in the graph names a node of the graph. */
function expectReferencesResolve(graph: Node[]) {
  const ids = new Set(graph.map((node) => node["@id"]));
  const references: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      const keys = Object.keys(value);
      if (keys.length === 1 && keys[0] === "@id") references.push((value as Node)["@id"]!);
      else Object.values(value).forEach(walk);
    }
  };
  graph.forEach((node) => Object.entries(node).forEach(([, value]) => walk(value)));
  expect(references.length).toBeGreaterThan(0);
  for (const reference of references) expect(ids, reference).toContain(reference);
}

describe("a page's schema graph", () => {
  const en = copyFor("en");
  const tags = pageMeta(siteMetaIn(en), {
    title: "Contact",
    description: "How to reach the agency.",
    path: "/contact",
    kind: "ContactPage",
    breadcrumb: { current: "Contact" },
  });
  const graph = graphOf(tags);

  it("describes the agency with the address, numbers and profiles the footer shows", () => {
    const [agency] = byType(graph, "Organization");
    expect(typeOf(agency!)).toEqual(["Organization", "ProfessionalService"]);
    expect(agency).toMatchObject({
      "@id": `${site.url}/#organization`,
      name: "Nakshi Labs",
      email: "hello@nakshilabs.com.bd",
      telephone: "+8801712345678",
      logo: `${site.url}/images/icon-512.png`,
      address: {
        streetAddress: "9th Floor, Nakshi Tower, 42 Kemal Ataturk Avenue",
        addressLocality: "Banani, Dhaka 1213",
        postalCode: "1213",
        addressCountry: "BD",
      },
      sameAs: Object.values(siteFacts().company.socials),
    });
    expect(agency!.address).toMatchObject({ streetAddress: expect.stringContaining("9th Floor") });
    expect(agency!.openingHoursSpecification).toMatchObject({ opens: "10:00", closes: "19:00" });
  });

  it("types the page, ties it to the site and gives it the visible breadcrumb", () => {
    const [page] = byType(graph, "ContactPage");
    expect(page).toMatchObject({
      "@id": `${site.url}/contact#webpage`,
      url: `${site.url}/contact`,
      inLanguage: "en",
      isPartOf: { "@id": `${site.url}/#website` },
      breadcrumb: { "@id": `${site.url}/contact#breadcrumb` },
      about: { "@id": `${site.url}/#organization` },
    });
    const [breadcrumb] = byType(graph, "BreadcrumbList");
    expect(breadcrumb!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.url}/` },
      { "@type": "ListItem", position: 2, name: "Contact" },
    ]);
    expectReferencesResolve(graph);
  });

  it("speaks the page's language, with addresses in that language", () => {
    const bn = copyFor("bn");
    const bnGraph = graphOf(
      pageMeta(siteMetaIn(bn), {
        title: bn.contact.title,
        description: bn.contact.metaDescription,
        path: "/contact",
        kind: "ContactPage",
        breadcrumb: { current: bn.contact.title },
      }),
    );
    const [page] = byType(bnGraph, "ContactPage");
    expect(page).toMatchObject({ url: `${site.url}/bn/contact`, inLanguage: "bn" });
    expect(byType(bnGraph, "WebSite")[0]).toMatchObject({
      "@id": `${site.url}/bn/#website`,
      inLanguage: "bn",
    });
    expect(byType(bnGraph, "Organization")[0]!.address).toMatchObject({
      streetAddress: siteFacts().company.address.bn!.street,
    });
    expect(byType(bnGraph, "BreadcrumbList")[0]!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: bn.chrome.breadcrumb.home, item: `${site.url}/bn` },
      { "@type": "ListItem", position: 2, name: bn.contact.title },
    ]);
  });

  it("leaves pages that search engines should not index without a graph", () => {
    const tags = pageMeta(siteMetaIn(en), {
      title: "Not found",
      description: "Nothing here.",
      path: "/nowhere",
      noindex: true,
    });
    expect(tags.some((tag) => "script:ld+json" in tag)).toBe(false);
  });
});

describe("the hosting plans' offers", () => {
  it("are the monthly prices in taka, one offer per plan, and nothing about annual billing", () => {
    const ar = copyFor("ar");
    const graph = graphOf(
      pageMeta(siteMetaIn(ar), {
        title: ar.pricing.page.title,
        description: ar.pricing.page.metaDescription,
        path: "/pricing",
        entities: hostingGraphIn(ar),
      }),
    );
    const [hosting] = byType(graph, "Service");
    expect(hosting).toMatchObject({
      name: ar.pricing.eyebrow,
      provider: { "@id": `${site.url}/#organization` },
    });
    const offers = hosting!.offers as Node[];
    expect(offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual(
      planIds.map((id) => [ar.pricing.plans[id].name, siteFacts().plans.items[id].monthly, "BDT"]),
    );
    for (const offer of offers) {
      expect(offer.url).toBe(`${site.url}/ar/pricing`);
      expect(offer.priceSpecification).toMatchObject({ unitCode: "MON", priceCurrency: "BDT" });
    }
    expect(JSON.stringify(graph)).not.toMatch(/ANN|annual/i);
  });
});

describe("a blog post's graph", () => {
  const en = copyFor("en");
  const graph = graphOf(
    articleMeta(siteMetaIn(en), {
      title: "How to brief a software agency",
      excerpt: "What to put in a brief so that quotes can be compared.",
      path: "/news/how-to-brief-a-software-agency",
      date: "2025-03-02",
      updated: "2025-05-10",
      language: "en",
      cover: "/images/blog/how-to-brief-a-software-agency.svg",
      shareImage: "/images/blog/how-to-brief-a-software-agency-1200.png",
      coverAlt: "A brief on a desk",
      author: { id: "farhana-rahman", name: "Farhana Rahman", role: "Head of Engineering" },
      section: "Business",
      tags: ["Planning", "Software"],
      breadcrumb: { parents: [{ title: "Blog", to: "/news" }], current: "Post" },
    }),
  );
  const url = `${site.url}/news/how-to-brief-a-software-agency`;

  it("completes the BlogPosting and ties it to its page, author and publisher by @id", () => {
    const [posting] = byType(graph, "BlogPosting");
    expect(posting).toMatchObject({
      "@id": `${url}#article`,
      headline: "How to brief a software agency",
      description: "What to put in a brief so that quotes can be compared.",
      datePublished: "2025-03-02",
      dateModified: "2025-05-10",
      inLanguage: "en",
      mainEntityOfPage: { "@id": `${url}#webpage` },
      author: { "@id": `${site.url}/#author-farhana-rahman` },
      publisher: { "@id": `${site.url}/#organization` },
      image: { url: `${site.url}/images/blog/how-to-brief-a-software-agency-1200.png` },
    });
    expect(byType(graph, "Person")[0]).toMatchObject({
      name: "Farhana Rahman",
      jobTitle: "Head of Engineering",
    });
    expect(byType(graph, "WebPage")[0]).toMatchObject({ mainEntity: { "@id": `${url}#article` } });
    expect(byType(graph, "BreadcrumbList")[0]!.itemListElement).toHaveLength(3);
    expectReferencesResolve(graph);
  });

  it("has no ratings, reviews or FAQ markup anywhere", () => {
    expect(JSON.stringify(graph)).not.toMatch(/Rating|Review|FAQPage/);
  });
});
