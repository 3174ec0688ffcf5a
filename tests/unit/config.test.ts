import { describe, expect, it } from "vitest";
import { localeOfPath, pathIn, unlocalizedPath } from "~/content/copy";
import { readEnv } from "~/platform/env.server";

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
  it("refuses a live deployment without its https address or a way to send mail, naming the setting", () => {
    const live = {
      SITE_LIVE: "1",
      PUBLIC_URL: "https://www.example.com.bd",
      SMTP_URL: "smtp://mail:587",
    };
    expect(readEnv(live).SITE_LIVE).toBe(true);
    expect(() => readEnv({ ...live, PUBLIC_URL: undefined })).toThrow(
      /PUBLIC_URL: is required when SITE_LIVE is set/,
    );
    expect(() => readEnv({ ...live, PUBLIC_URL: "http://www.example.com.bd" })).toThrow(
      /PUBLIC_URL: must be an https:\/\/ address when SITE_LIVE is set/,
    );
    expect(() => readEnv({ ...live, SMTP_URL: undefined })).toThrow(
      /SMTP_URL: is required when SITE_LIVE is set.*OUTBOX_HOLD_MAIL/,
    );
    expect(
      readEnv({ ...live, SMTP_URL: undefined, OUTBOX_HOLD_MAIL: "1" }).SMTP_URL,
    ).toBeUndefined();
    // The quick start's local preview needs none of it.
    expect(readEnv({ NODE_ENV: "production" }).SITE_LIVE).toBe(false);
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
