import { describe, expect, it } from "vitest";
import { copyFor, localeOfPath, slideMenusFor } from "~/content/copy";
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

describe("the slide-out menu's language flag", () => {
  it("offers the English page's menu in English and in Arabic, right to left", () => {
    const [english, arabic] = slideMenusFor(copyFor("en"));
    expect(english?.menu.sections.home).toBe("Home");
    expect(arabic?.locale).toMatchObject({ code: "ar", dir: "rtl" });
    expect(arabic?.menu.sections.home).toBe("الرئيسية");
    expect(arabic?.social.facebook).toBe("فيسبوك");
  });
});

describe("localeOfPath", () => {
  it("reads English from addresses without a language prefix", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/news/ai-software-dev")).toBe("en");
    expect(localeOfPath("/english-is-not-a-prefix")).toBe("en");
  });
});
