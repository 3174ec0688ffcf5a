import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/lib/markdown.server";
import { linksIn, type LinkTargets } from "./markdown-links.server";

const targets: LinkTargets = new Map([
  // Translated, under a Bangla slug of its own.
  ["/news/how-to-brief-a-software-agency", { path: "/bn/news/agency-brief", language: "bn" }],
  ["/news/agency-brief", { path: "/bn/news/agency-brief", language: "bn" }],
  // Not translated: it is read in English, at its English address.
  ["/news/seo-ranking-2025", { path: "/news/seo-ranking-2025", language: "en" }],
  ["/careers", { path: "/careers", language: "en" }],
]);
const links = linksIn("bn", targets, "ইংরেজিতে");

describe("links in a Bangla text", () => {
  it("lead to the Bangla page, with their query and fragment", () => {
    expect(links("/contact")).toEqual({ href: "/bn/contact" });
    expect(links("/request-quote?plan=power#form")).toEqual({
      href: "/bn/request-quote?plan=power#form",
    });
    expect(links("/")).toEqual({ href: "/bn" });
    expect(links("/news/how-to-brief-a-software-agency/#budget")).toEqual({
      href: "/bn/news/agency-brief#budget",
      other: undefined,
    });
  });

  it("say so where what they lead to is in English", () => {
    expect(links("/news/seo-ranking-2025")).toEqual({
      href: "/news/seo-ranking-2025",
      other: { language: "en", label: "ইংরেজিতে" },
    });
    expect(links("/careers")?.other?.language).toBe("en");
  });

  it("leave an address written with its language, other sites, mail and files' paths be", () => {
    for (const href of [
      "/ar/contact",
      "/home-rtl",
      "https://wa.me/8801",
      "mailto:a@b.c",
      "//x.y",
    ]) {
      expect(links(href), href).toBeUndefined();
    }
    expect(links("/images/blog/cover.svg")).toEqual({ href: "/images/blog/cover.svg" });
  });

  it("are written into the HTML, marked where they lead to English", () => {
    const html = renderMarkdown(
      '[যোগাযোগ](/contact "কথা বলুন") · [এসইও](/news/seo-ranking-2025) · [বাইরে](https://example.com)',
      {},
      undefined,
      links,
    );
    expect(html).toContain('<a href="/bn/contact" title="কথা বলুন">যোগাযোগ</a>');
    expect(html).toContain('<a href="/news/seo-ranking-2025" hreflang="en">এসইও</a> (ইংরেজিতে)');
    expect(html).toContain('<a href="https://example.com">বাইরে</a>');
  });
});
