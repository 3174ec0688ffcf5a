import { describe, expect, it } from "vitest";
import { localeOfPath, pathIn, unlocalizedPath } from "~/content/copy";
import { readEnv } from "~/server/env.server";

describe("readEnv", () => {
  it("applies the documented defaults", () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.FORM_RATE_LIMIT_MAX).toBe(5);
  });
  it("names the variable that is wrong", () => {
    expect(() => readEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => readEnv({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
  });
});

describe("the language of an address", () => {
  it("reads English from addresses without a language prefix, the others from theirs", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/news/ai-software-dev")).toBe("en");
    expect(localeOfPath("/english-is-not-a-prefix")).toBe("en");
    expect(localeOfPath("/bn")).toBe("bn");
    expect(localeOfPath("/bn/contact")).toBe("bn");
    expect(localeOfPath("/ar/news")).toBe("ar");
    expect(localeOfPath("/bnx")).toBe("en");
    expect(localeOfPath("/home-rtl")).toBe("ar");
  });

  it("writes a path in a language, and back", () => {
    expect(pathIn("en", "/contact")).toBe("/contact");
    expect(pathIn("bn", "/contact")).toBe("/bn/contact");
    expect(pathIn("bn", "/")).toBe("/bn");
    expect(pathIn("ar", "/#services")).toBe("/ar#services");
    expect(pathIn("ar", "/?plan=power")).toBe("/ar?plan=power");
    expect(pathIn("bn", "/bn/contact")).toBe("/bn/contact");
    expect(pathIn("bn", "/images/hero.svg")).toBe("/images/hero.svg");
    expect(pathIn("bn", "https://wa.me/880")).toBe("https://wa.me/880");
    expect(unlocalizedPath("/bn/contact")).toBe("/contact");
    expect(unlocalizedPath("/bn")).toBe("/");
    expect(unlocalizedPath("/home-rtl")).toBe("/");
    expect(unlocalizedPath("/news")).toBe("/news");
  });
});
