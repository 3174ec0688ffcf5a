import { describe, expect, it } from "vitest";
import { blogListHref, pageCount, pageLabel, readBlogQuery } from "~/lib/blog-query";
import { slugify } from "~/lib/slug";

describe("readBlogQuery", () => {
  it("defaults to the first page", () => {
    expect(readBlogQuery(new URLSearchParams(""))).toEqual({ page: 1 });
  });
  it("reads page, search and filters, trimming the search", () => {
    expect(readBlogQuery(new URLSearchParams("page=2&s=%20react%20&tag=seo"))).toEqual({
      page: 2,
      s: "react",
      tag: "seo",
    });
  });
  it.each(["0", "-1", "abc", "1.5", "999999"])("rejects page=%s", (page) => {
    expect(readBlogQuery(new URLSearchParams(`page=${page}`))).toBeNull();
  });
  it("caps a very long search", () => {
    expect(readBlogQuery(new URLSearchParams(`s=${"a".repeat(500)}`))?.s).toHaveLength(100);
  });
});

describe("blogListHref", () => {
  it("keeps the filters and leaves page 1 implicit", () => {
    expect(blogListHref({ page: 1 })).toBe("/news");
    expect(blogListHref({ page: 2, s: "seo tips" })).toBe("/news?s=seo+tips&page=2");
    expect(blogListHref({ page: 1, category: "it-software" })).toBe("/news?category=it-software");
  });
});

describe("pagination helpers", () => {
  it("counts pages and labels them with two digits", () => {
    expect(pageCount(12, 6)).toBe(2);
    expect(pageCount(13, 6)).toBe(3);
    expect(pageCount(0, 6)).toBe(1);
    expect(pageLabel(1)).toBe("01");
    expect(pageLabel(12)).toBe("12");
    const bengali = (value: number) => new Intl.NumberFormat("bn-BD").format(value);
    expect(pageLabel(2, bengali)).toBe("০২");
  });
});

describe("slugify", () => {
  it("makes URL-safe slugs", () => {
    expect(slugify("IT & Software")).toBe("it-software");
    expect(slugify("React Native")).toBe("react-native");
    expect(slugify("  Web Design ")).toBe("web-design");
  });
});
