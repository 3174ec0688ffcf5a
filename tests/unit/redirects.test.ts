import { describe, expect, it } from "vitest";
import {
  matchedPath,
  redirectLocation,
  redirectProblem,
  redirectTarget,
  referrerOf,
} from "~/lib/redirects";

const own = ["https://nakshilabs.com.bd"];

describe("the address a redirect matches", () => {
  it("is the path alone, decoded, in lower case and without a trailing slash", () => {
    expect(matchedPath("/Old-Pricing/?utm_source=fb#plans")).toBe("/old-pricing");
    expect(matchedPath("/bn/%E0%A6%B8%E0%A7%87%E0%A6%AC%E0%A6%BE")).toBe("/bn/সেবা");
    expect(matchedPath("/")).toBe("/");
  });

  it("is nothing for what is not a path of the site", () => {
    for (const address of ["old", "//evil.example/x", "/a\\b", "/%E0%A6", "/a b", "/a%00b"]) {
      expect(matchedPath(address), address).toBeUndefined();
    }
  });
});

describe("where a redirect may lead", () => {
  it("is a path of the site, or a full address on the site kept as its path", () => {
    expect(redirectTarget(" /pricing?plan=power ", own)).toEqual({ path: "/pricing?plan=power" });
    expect(redirectTarget("https://nakshilabs.com.bd/bn/contact#form", own)).toEqual({
      path: "/bn/contact#form",
    });
  });

  it("is never another site, and says so", () => {
    expect(redirectTarget("https://example.com/pricing", own)).toEqual({ problem: "offSite" });
    expect(redirectTarget("http://nakshilabs.com.bd/pricing", own)).toEqual({
      problem: "offSite",
    });
    expect(redirectTarget("//example.com/pricing", own)).toEqual({ problem: "to" });
    expect(redirectTarget("javascript:alert(1)", own)).toEqual({ problem: "offSite" });
    expect(redirectTarget("pricing", own)).toEqual({ problem: "to" });
    expect(redirectTarget("", own)).toEqual({ problem: "to" });
  });
});

describe("a redirect's problems", () => {
  const kept = new Map([
    ["/a", "/b"],
    ["/b", "/c?x=1"],
  ]);

  it("refuses a loop however many steps it takes, and a redirect to itself", () => {
    expect(redirectProblem("/c", "/a", kept)).toBe("loop");
    expect(redirectProblem("/b", "/a", kept)).toBe("loop");
    expect(redirectProblem("/Old/", "/old?x=1", kept)).toBe("same");
  });

  it("lets a chain that ends somewhere be, and an old redirect be replaced", () => {
    expect(redirectProblem("/d", "/a", kept)).toBeNull();
    expect(redirectProblem("/a", "/pricing", kept)).toBeNull();
  });

  it("never redirects the home pages, the workspace or the build's files", () => {
    for (const from of ["/", "/bn", "/ar/", "/admin", "/admin/leads", "/assets/x.js", "/healthz"]) {
      expect(redirectProblem(from, "/pricing", kept), from).toBe("fromReserved");
    }
    expect(redirectProblem("old", "/pricing", kept)).toBe("from");
    expect(redirectProblem("/administration", "/pricing", kept)).toBeNull();
  });
});

describe("where a redirected request is sent", () => {
  it("carries the old address's query when the target has none", () => {
    expect(redirectLocation("/pricing", "?utm_source=fb")).toBe("/pricing?utm_source=fb");
    expect(redirectLocation("/pricing#plans", "?utm_source=fb")).toBe(
      "/pricing?utm_source=fb#plans",
    );
    expect(redirectLocation("/pricing?plan=power", "?utm_source=fb")).toBe("/pricing?plan=power");
    expect(redirectLocation("/pricing", "")).toBe("/pricing");
  });
});

describe("where a visitor came from", () => {
  it("is a path on the site, an origin and path elsewhere, and never a query", () => {
    expect(referrerOf("https://nakshilabs.com.bd/news/x?replyto=3", own)).toBe("/news/x");
    expect(referrerOf("https://www.google.com/search?q=name", own)).toBe(
      "https://www.google.com/search",
    );
    expect(referrerOf("android-app://com.facebook", own)).toBeNull();
    expect(referrerOf(undefined, own)).toBeNull();
  });
});
