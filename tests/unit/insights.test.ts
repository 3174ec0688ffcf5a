import { describe, expect, it } from "vitest";
import { countOf, roundedSpeed } from "~/features/insights/insights.server";
import {
  percentile75,
  previousPeriod,
  periodOf,
  ratingOf,
} from "~/features/insights/insights-report.server";

const touch = { l: "/", r: "", u: "" };

describe("a browser's count", () => {
  it("takes a page view, a goal and a speed, and nothing else", () => {
    expect(
      countOf(JSON.stringify({ k: "view", n: "", p: "/bn/pricing", e: 1, t: touch })),
    ).toMatchObject({ kind: "view", page: "/bn/pricing", entry: true });
    expect(
      countOf(JSON.stringify({ k: "goal", n: "start:quote", p: "/request-quote", e: 0, t: touch })),
    ).toMatchObject({ kind: "goal", name: "start:quote" });
    expect(countOf(JSON.stringify({ k: "speed", n: "LCP", v: 1234.56, p: "/", e: 0 }))).toEqual({
      kind: "speed",
      name: "LCP",
      page: "/",
      touch: null,
      value: 1200,
    });
    for (const body of [
      { k: "speed", n: "FID", v: 10, p: "/", e: 0 },
      { k: "speed", n: "LCP", v: -1, p: "/", e: 0 },
      { k: "speed", n: "LCP", v: 1e9, p: "/", e: 0 },
      { k: "speed", n: "CLS", v: "0.1", p: "/", e: 0 },
      { k: "goal", n: "sent:contact", p: "/contact", e: 0, t: touch },
      { k: "view", n: "", p: "/admin", e: 0, t: touch },
      { k: "view", n: "", p: "/", e: 0 },
    ]) {
      expect(countOf(JSON.stringify(body)), JSON.stringify(body)).toBeNull();
    }
  });

  it("keeps speeds to the hundredth of a shift and times to two significant figures", () => {
    expect(roundedSpeed("CLS", 0.0349)).toBe(0.03);
    expect(roundedSpeed("INP", 184)).toBe(180);
    expect(roundedSpeed("INP", 56.4)).toBe(56);
    expect(roundedSpeed("TTFB", 2345.9)).toBe(2300);
    expect(roundedSpeed("LCP", 12_345)).toBe(12_000);
    expect(roundedSpeed("TTFB", 0.4)).toBe(0);
  });
});

describe("the insights' arithmetic", () => {
  it("finds the 75th percentile of measures counted by value", () => {
    expect(percentile75([])).toBeNull();
    expect(percentile75([{ value: 900, events: 1 }])).toBe(900);
    expect(
      percentile75([
        { value: 3000, events: 1 },
        { value: 1000, events: 2 },
        { value: 2000, events: 1 },
      ]),
    ).toBe(2000);
    expect(
      percentile75([
        { value: 1000, events: 3 },
        { value: 5000, events: 1 },
      ]),
    ).toBe(1000);
  });

  it("rates a speed as Google does", () => {
    expect(ratingOf("LCP", 2500)).toBe("good");
    expect(ratingOf("LCP", 2510)).toBe("improve");
    expect(ratingOf("LCP", 4010)).toBe("poor");
    expect(ratingOf("CLS", 0.1)).toBe("good");
    expect(ratingOf("INP", 600)).toBe("poor");
  });

  it("reads a period, or says it could not and shows the last 28 days", () => {
    const today = "2026-11-27";
    const last28 = { from: "2026-10-31", to: "2026-11-27" };
    expect(periodOf(new URLSearchParams(""), today)).toEqual({ period: last28 });
    expect(periodOf(new URLSearchParams("from=2026-11-01&to=2026-11-07"), today)).toEqual({
      period: { from: "2026-11-01", to: "2026-11-07" },
    });
    for (const query of [
      "from=2026-11-08&to=2026-11-07",
      "from=2026-02-30&to=2026-03-02",
      "from=2025-01-01&to=2026-11-01",
      "from=2026-11-01&to=2026-12-01",
      "from=yesterday&to=2026-11-01",
      "from=2026-11-01",
    ]) {
      expect(periodOf(new URLSearchParams(query), today), query).toEqual({
        period: last28,
        unreadable: true,
      });
    }
    expect(previousPeriod({ from: "2026-11-01", to: "2026-11-07" })).toEqual({
      from: "2026-10-25",
      to: "2026-10-31",
    });
  });
});
