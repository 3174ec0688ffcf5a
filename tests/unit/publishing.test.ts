import { describe, expect, it } from "vitest";
import { postVocabulary } from "~/content/blog-taxonomy";
import {
  blockingProblems,
  publishingProblems as checksOf,
  type CheckedVersion,
} from "~/lib/publishing";

const publishingProblems = (kind: "post" | "page", version: CheckedVersion) =>
  checksOf(kind, version, postVocabulary);

const post: CheckedVersion = {
  slug: "a-valid-post",
  title: "A valid post title",
  description: "An excerpt that is long enough to pass the minimum length a post needs.",
  body: "Body text with ![a phone showing a bKash screen](/media/phone.avif).",
  cover: "/images/blog/a-valid-post.svg",
  coverAlt: "An abstract cover illustration",
  tags: ["React", "Performance"],
  author: "farhana-rahman",
  category: "frontend",
  services: ["web-development"],
};

const fieldsOf = (version: CheckedVersion, kind: "post" | "page" = "post") =>
  blockingProblems(publishingProblems(kind, version)).map((problem) => problem.field);

describe("publishing checks", () => {
  it("let a complete post go live", () => {
    expect(publishingProblems("post", post)).toEqual([]);
  });

  it.each([
    ["category", { category: "Cooking" }],
    ["author", { author: "nobody" }],
    ["description", { description: "short" }],
    ["cover", { cover: "https://elsewhere.example/cover.jpg" }],
    ["cover", { cover: null }],
    ["coverAlt", { coverAlt: "" }],
    ["title", { title: "" }],
    ["title", { title: "x".repeat(91) }],
    ["slug", { slug: "Not A Slug" }],
    ["tags", { tags: [] }],
    ["tags", { tags: ["a", "b", "c", "d", "e", "f", "g"] }],
    ["services", { services: ["cooking"] }],
    ["body", { body: "  \n " }],
    ["body", { body: "A screenshot: ![](/media/shot.png)" }],
  ])("block a post and name the field when %s is wrong", (field, change) => {
    expect(fieldsOf({ ...post, ...change })).toEqual([field]);
  });

  it("warn of a search title search engines cut, and let it be published", () => {
    const problems = publishingProblems("post", { ...post, seoTitle: "x".repeat(70) });
    expect(problems).toEqual([expect.objectContaining({ field: "seoTitle", level: "warning" })]);
    expect(blockingProblems(problems)).toEqual([]);
  });

  it("ask of a page neither a cover, tags, author nor category", () => {
    const page = {
      slug: "faqs",
      title: "FAQs",
      description: "Answers to what clients ask us most about projects, prices and support.",
      body: "## How long does a website take?",
    };
    expect(publishingProblems("page", page)).toEqual([]);
    expect(fieldsOf({ ...page, description: "Too short." }, "page")).toEqual(["description"]);
  });

  it("count characters, not bytes, in Bangla", () => {
    const bangla = "বাংলায় লেখা একটি পোস্টের শিরোনাম";
    expect(fieldsOf({ ...post, title: bangla })).toEqual([]);
  });
});
