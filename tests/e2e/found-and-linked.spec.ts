import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import { LinkChecker } from "linkinator";
import { parse, type HTMLElement } from "node-html-parser";
import Parser from "rss-parser";
import vnu from "vnu-jar";
import { expect, test } from "./support";

/**
 * How search engines, feed readers and validators see the built site, over HTTP: every page the
 * site links, in every language, crawled once; then its links, sitemap, canonical addresses,
 * schema graphs, feeds and HTML checked.
 */
test.describe.configure({ mode: "serial" });

const ORIGIN = "https://www.nakshilabs.com.bd";
const BASE = "http://127.0.0.1:4173";
/** A production address of the site as the local test server's. */
const local = (url: string) => url.replace(ORIGIN, BASE);

/** Every HTML page the crawl reached (with its query, if any), by URL. */
const pages = new Map<string, string>();

const docOf = (url: string) => parse(pages.get(url) ?? "");
const canonicalOf = (doc: HTMLElement) =>
  doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
const isNoindex = (doc: HTMLElement) =>
  doc.querySelector('meta[name="robots"]')?.getAttribute("content")?.includes("noindex") ?? false;
/** Pages a search engine should list: not kept out, and canonical to themselves. */
const indexable = () =>
  [...pages.keys()].filter((url) => {
    const doc = docOf(url);
    return !isNoindex(doc) && local(canonicalOf(doc) ?? "") === url;
  });

test("a crawl from the home page finds no broken link, asset or fragment in any language", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const result = await new LinkChecker().check({
    path: `${BASE}/`,
    recurse: true,
    concurrency: 8,
    timeout: 15_000,
    checkFragments: true,
    // A page's own links ("#main") resolve against its address as a browser resolves them, not
    // against the address with a slash added (which redirects to the page's one spelling).
    cleanUrls: true,
    // An internal link answers at its own address, not through a redirect.
    redirects: "error",
    // Links to other sites (and the production address in canonical and share tags) are deliberate,
    // and so is the slide-out menu's link to the spec's not-found page, which answers 404.
    linksToSkip: async (link) =>
      !link.startsWith(BASE) || /^\/((bn|ar)\/)?error\/?$/.test(link.slice(BASE.length)),
  });
  // A link that got no answer at all (status 0) says why: a time-out, a refused connection.
  const why = (details: unknown[] = []) =>
    details
      .map((detail) => (detail instanceof Error ? `${detail.name}: ${detail.message}` : ""))
      .filter(Boolean)
      .join("; ");
  const broken = result.links
    .filter((link) => link.state === "BROKEN")
    .map(
      (link) =>
        `${link.status} ${link.url} (linked from ${link.parent})${link.status ? "" : ` ${why(link.failureDetails)}`}`,
    );
  expect(broken).toEqual([]);

  const crawled = result.links.filter((link) => link.state !== "SKIPPED");
  const internal = [...new Set(crawled.map((link) => link.url.split("#")[0]!))].filter((url) =>
    url.startsWith(BASE),
  );
  for (const url of internal) {
    const response = await request.get(url, { maxRedirects: 0 });
    if (response.headers()["content-type"]?.startsWith("text/html")) {
      pages.set(url, await response.text());
    }
  }
  // Every language's pages were reached, not only the English ones; the posts in the languages
  // they are written in.
  for (const prefix of ["", "/bn", "/ar"]) {
    for (const page of ["/", "/pricing", "/services/seo", "/news/seo-trends-2025", "/faqs"]) {
      const url = `${BASE}${prefix}${page === "/" && prefix ? "" : page}`;
      expect([...pages.keys()], url).toContain(url);
    }
  }
  // The Arabic blog links its English posts at their English addresses.
  const arabicPosts = [...pages.keys()]
    .map((url) => new URL(url).pathname)
    .filter((pathname) => /^\/ar\/news\/[^/]+$/.test(pathname));
  expect(arabicPosts).toContain("/ar/news/flutter-vs-react-native");
  expect(arabicPosts).not.toContain("/ar/news/laravel-best-practices");
});

test("the sitemap lists exactly the indexable pages, each answering 200 and canonical to itself", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => local(match[1]!));
  expect(new Set(listed).size).toBe(listed.length);
  for (const url of listed) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    const doc = parse(await response.text());
    expect(isNoindex(doc), url).toBe(false);
    expect(local(canonicalOf(doc) ?? ""), url).toBe(url);
  }
  expect([...listed].sort()).toEqual(indexable().sort());
});

test("every canonical address answers 200 and names itself as canonical", async ({ request }) => {
  const canonicals = new Set([...pages.keys()].map((url) => canonicalOf(docOf(url))));
  expect(canonicals.has(undefined)).toBe(false);
  for (const canonical of canonicals) {
    const url = local(canonical!);
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    expect(local(canonicalOf(parse(await response.text())) ?? ""), url).toBe(url);
  }
});

type Node = Record<string, unknown> & { "@type": string | string[] };

/** The nodes of a page's one JSON-LD graph. */
function graphOf(doc: HTMLElement, url: string): Node[] {
  const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts, url).toHaveLength(1);
  return (JSON.parse(scripts[0]!.textContent) as { "@graph": Node[] })["@graph"];
}
const ofType = (graph: Node[], type: string) =>
  graph.filter((node) => [node["@type"]].flat().includes(type));

/** Digits of any of the site's scripts as a number: "৳২,৫০০" and "৳2,500" are both 2500. */
const numberIn = (text: string) =>
  Number(
    text
      .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6))
      .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
      .replace(/\D/g, ""),
  );

test("every indexable page's schema graph validates, in every language, and matches what the page shows", async () => {
  test.setTimeout(120_000);
  const validator = new Validator();
  const urls = indexable();
  // Thirty pages in each of the three languages today.
  expect(urls.length).toBeGreaterThanOrEqual(90);
  let pagesWithBreadcrumb = 0;
  let pagesWithOffers = 0;
  for (const url of urls) {
    const html = pages.get(url)!;
    const doc = parse(html);
    const extracted = new WebAutoExtractor({ addLocation: true, embedSource: [] }).parse(html);
    const errors = (await validator.validate(extracted)).filter(
      (issue) => issue.severity === "ERROR",
    );
    expect(errors, url).toEqual([]);

    const graph = graphOf(doc, url);
    const [page] = graph.filter((node) => node["@id"] === `${canonicalOf(doc)}#webpage`);
    expect(page, url).toBeDefined();
    expect(page!.inLanguage, url).toBe(doc.querySelector("html")!.getAttribute("lang"));

    // The breadcrumb, item for item as the page shows it.
    const visible = doc.querySelectorAll("main nav ol li").map((item) => {
      const link = item.querySelector("a");
      return {
        name: item.textContent.trim(),
        url: link ? `${ORIGIN}${link.getAttribute("href")}`.replace(/\/$/, "") : undefined,
      };
    });
    const crumbs = ofType(graph, "BreadcrumbList");
    if (visible.length === 0) expect(crumbs, url).toEqual([]);
    else {
      const items = (crumbs[0]!.itemListElement as { name: string; item?: string }[]).map(
        (item) => ({ name: item.name, url: item.item?.replace(/\/$/, "") }),
      );
      expect(items, url).toEqual(visible);
      pagesWithBreadcrumb += 1;
    }

    // Offers at the prices the page shows, and no annual price while annual plans are coming soon.
    const shown = doc
      .querySelectorAll('[data-testid="plan-price"]')
      .map((price) => numberIn(price.textContent));
    const offers = ofType(graph, "Service").flatMap((service) => (service.offers as Node[]) ?? []);
    expect(
      offers.map((offer) => offer.price),
      url,
    ).toEqual(shown);
    for (const offer of offers) expect(offer.priceCurrency).toBe("BDT");
    if (offers.length > 0) pagesWithOffers += 1;

    // The agency's address and numbers as the footer shows them.
    const [agency] = ofType(graph, "Organization");
    const footer = doc.querySelector("footer")!.textContent;
    const address = agency!.address as { streetAddress: string; addressLocality: string };
    expect(footer, url).toContain(address.streetAddress);
    expect(footer, url).toContain(address.addressLocality);
    expect(footer, url).toContain(agency!.email as string);
    // No reviews, ratings or FAQ markup: the site's own testimonials are not eligible.
    expect(JSON.stringify(graph), url).not.toMatch(/"(Review|AggregateRating|FAQPage)"/);
  }
  // Every page but the homes and the landing pages shows a breadcrumb; the homes, the pricing
  // pages and the four landing pages with plans (in three languages) show the plans.
  const landings = urls.filter((url) => /\/home-(two|three|four|five|six|seven|eight)$/.test(url));
  expect(landings).toHaveLength(21);
  expect(pagesWithBreadcrumb).toBe(urls.length - 3 - landings.length);
  expect(pagesWithOffers).toBe(6 + 4 * 3);
});

test("the blog's RSS and Atom feeds parse, in each language, and every item opens", async ({
  request,
}) => {
  const parser = new Parser();
  for (const prefix of ["", "/bn", "/ar"]) {
    // The Arabic blog's feeds hold its own posts and the English ones it lists, at their addresses.
    const postPrefix = prefix === "/ar" ? "(/ar)?" : prefix;
    const titles: string[][] = [];
    for (const file of ["rss.xml", "atom.xml"]) {
      const response = await request.get(`${prefix}/news/${file}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(
        file === "rss.xml" ? /^application\/rss\+xml/ : /^application\/atom\+xml/,
      );
      const feed = await parser.parseString(await response.text());
      expect(feed.link).toBe(`${ORIGIN}${prefix}/news`);
      expect(feed.items).toHaveLength(12);
      for (const item of feed.items) {
        expect(item.link).toMatch(new RegExp(`^${ORIGIN}${postPrefix}/news/[a-z0-9-]+$`));
        expect(Number.isNaN(Date.parse(item.isoDate ?? ""))).toBe(false);
        expect(item.contentSnippet ?? item.summary ?? "").not.toBe("");
        const page = await request.get(local(item.link!), { maxRedirects: 0 });
        expect(page.status(), item.link).toBe(200);
        expect(await page.text(), item.link).toContain(item.title!.replace(/&/g, "&amp;"));
      }
      if (file === "rss.xml") {
        for (const item of feed.items) {
          expect(item.enclosure?.url).toMatch(/^https:\/\/.+-1200\.png$/);
          const cover = await request.get(local(item.enclosure!.url));
          expect(cover.status()).toBe(200);
          expect(Number(item.enclosure!.length)).toBe((await cover.body()).length);
        }
      }
      titles.push(feed.items.map((item) => item.title!));
      if (prefix === "/ar") {
        const arabic = feed.items.filter((item) => item.link!.startsWith(`${ORIGIN}/ar/`));
        expect(arabic.length).toBeGreaterThanOrEqual(6);
        expect(arabic.length).toBeLessThan(feed.items.length);
      }
    }
    expect(titles[0]).toEqual(titles[1]);
  }
  // Arabic pages offer the Arabic feeds.
  const arabic = parse(await (await request.get("/ar/news")).text());
  expect(
    arabic
      .querySelectorAll('link[rel="alternate"][type^="application/"]')
      .map((link) => link.getAttribute("href")),
  ).toEqual([
    "https://www.nakshilabs.com.bd/ar/news/rss.xml",
    "https://www.nakshilabs.com.bd/ar/news/atom.xml",
  ]);
});

test("the Nu HTML checker finds no error on any page the crawl reached", async () => {
  test.setTimeout(180_000);
  const dir = await mkdtemp(path.join(tmpdir(), "vnu-"));
  try {
    const files = await Promise.all(
      [...pages].map(async ([url, html], index) => {
        const file = path.join(dir, `${index}.html`);
        await writeFile(file, html);
        return [file, url] as const;
      }),
    );
    const urlOf = new Map(files.map(([file, url]) => [`file:${file}`, url]));
    const { stderr } = await promisify(execFile)(
      "java",
      ["-jar", vnu, "--errors-only", "--format", "json", ...files.map(([file]) => file)],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr: string }) => error);
    const messages = (JSON.parse(stderr) as { messages: { url: string; message: string }[] })
      .messages;
    expect(messages.map((m) => `${urlOf.get(m.url) ?? m.url}: ${m.message}`)).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
