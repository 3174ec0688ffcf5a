import { describe, expect, it } from "vitest";
import { messagesFor } from "~/content/i18n";
import { en } from "~/content/locales/en";
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

describe("messagesFor", () => {
  it("uses Arabic where translated and English elsewhere", () => {
    const ar = messagesFor("ar");
    expect(ar.slideMenu.sections.home).toBe("الرئيسية");
    expect(ar.footer.rights).toBe(en.footer.rights);
    expect(messagesFor("bn")).toEqual(en);
  });
});
