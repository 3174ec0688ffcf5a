import { describe, expect, it } from "vitest";
import { deviceOf, sourceOfTouch, touchOf, touchOfField } from "~/lib/visit";

describe("a visit's first touch", () => {
  it("reads what the browser keeps: the first page, the sending host and the campaign tags", () => {
    expect(
      touchOf({
        l: "/bn/home-five",
        r: "WWW.Google.com.bd",
        u: "?utm_source=google&utm_campaign=clinic&x=1",
      }),
    ).toEqual({
      landing: "/bn/home-five",
      referrer: "www.google.com.bd",
      utm: { utm_source: "google", utm_campaign: "clinic" },
    });
    expect(touchOf({ l: "/", r: "", u: "" })).toEqual({ landing: "/", referrer: null, utm: null });
    expect(touchOfField('{"l":"/news/seo-basics","r":"t.co","u":""}')).toMatchObject({
      referrer: "t.co",
    });
  });

  it("refuses anything else rather than repairing it", () => {
    for (const value of [
      null,
      "/",
      { l: "home" },
      { l: "/<script>" },
      { l: `/${"a".repeat(201)}` },
      { l: "/", r: "evil.com/<b>" },
      { l: "/", r: "a b" },
      { l: "/", u: 7 },
      { l: "/", u: "x".repeat(1001) },
    ]) {
      expect(touchOf(value), JSON.stringify(value)).toBeNull();
    }
    for (const field of [null, "", "{", "[]", "x".repeat(2001)]) {
      expect(touchOfField(field)).toBeNull();
    }
  });

  it("names the source by the campaign tag, else by the sending site, else direct", () => {
    const utm = (source: string) => ({ utm_source: source });
    expect(sourceOfTouch({ referrer: "l.facebook.com", utm: utm(" Newsletter ") })).toBe(
      "newsletter",
    );
    expect(sourceOfTouch({ referrer: "l.facebook.com", utm: null })).toBe("facebook");
    expect(sourceOfTouch({ referrer: "lm.facebook.com", utm: null })).toBe("facebook");
    expect(sourceOfTouch({ referrer: "www.google.com.bd", utm: null })).toBe("google");
    expect(sourceOfTouch({ referrer: "t.co", utm: null })).toBe("x");
    expect(sourceOfTouch({ referrer: "www.prothomalo.com", utm: null })).toBe("prothomalo.com");
    expect(sourceOfTouch({ referrer: null, utm: null })).toBe("direct");
    expect(sourceOfTouch(null)).toBe("direct");
  });

  it("tells phones, tablets and computers apart", () => {
    expect(
      deviceOf(
        "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36",
      ),
    ).toBe("mobile");
    expect(deviceOf("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148")).toBe(
      "mobile",
    );
    expect(deviceOf("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1")).toBe("tablet");
    expect(
      deviceOf(
        "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/131.0 Safari/537.36",
      ),
    ).toBe("tablet");
    expect(deviceOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36")).toBe(
      "desktop",
    );
  });
});
