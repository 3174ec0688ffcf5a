import { describe, expect, it } from "vitest";
import { counterValue, shouldStartCounting } from "~/lib/counter";

describe("counterValue", () => {
  it("starts at 0 and ends exactly at the target", () => {
    expect(counterValue(725, 0, 3000)).toBe(0);
    expect(counterValue(725, 3000, 3000)).toBe(725);
    expect(counterValue(725, 5000, 3000)).toBe(725);
  });
  it("rises steadily in between", () => {
    const samples = [500, 1000, 1500, 2000, 2500].map((t) => counterValue(1000, t, 3000));
    expect(samples).toEqual([...samples].sort((a, b) => a - b));
    expect(samples[0]).toBeGreaterThan(0);
    expect(samples.at(-1)).toBeLessThan(1000);
  });
});

describe("shouldStartCounting", () => {
  it("starts once scroll position plus 500 px passes the section's top", () => {
    expect(shouldStartCounting(0, 500, 2000)).toBe(false);
    expect(shouldStartCounting(1500, 500, 2000)).toBe(false);
    expect(shouldStartCounting(1501, 500, 2000)).toBe(true);
  });
});
