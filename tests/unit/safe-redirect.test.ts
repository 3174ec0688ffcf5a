import { describe, expect, it } from "vitest";
import { sameSitePath } from "~/lib/safe-redirect";

describe("sameSitePath", () => {
  it("keeps paths of this site as they resolve", () => {
    expect(sameSitePath("/")).toBe("/");
    expect(sameSitePath("/news/seo?q=dhaka#comments")).toBe("/news/seo?q=dhaka#comments");
    expect(sameSitePath("/bn/news/../contact")).toBe("/bn/contact");
    expect(sameSitePath("/admin/..%2fleads")).toBe("/admin/..%2fleads");
  });

  it.each([
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with a path", "//evil.example/index"],
    ["backslash", "/\\evil.example"],
    ["backslashes", "\\\\evil.example"],
    ["tab between slashes", "/\t/evil.example"],
    ["line break", "/admin\r\nSet-Cookie: x=1"],
    ["line feed between slashes", "/\n/evil.example"],
    ["U+2028", "/admin\u2028x"],
    ["NUL", "/admin\u0000"],
    ["dots up to two slashes", "/admin/../..//evil.example/x"],
    ["encoded dots up to two slashes", "/admin/%2e%2e/%2e%2e//evil.example"],
    ["a scheme", "https://evil.example/"],
    ["javascript", "javascript:alert(1)"],
    ["relative", "evil.example"],
    ["empty", ""],
  ])("refuses %s", (_name, value) => {
    expect(sameSitePath(value)).toBeUndefined();
  });

  it("refuses what a browser would read as another host once resolved", () => {
    for (const value of ["/.//evil.example", "/x/..//evil.example", "/%2e//evil.example"]) {
      const path = sameSitePath(value);
      expect(path === undefined || !/^\/[/\\]/.test(path), value).toBe(true);
    }
  });
});
