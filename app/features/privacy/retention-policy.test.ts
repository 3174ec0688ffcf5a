import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readEnv } from "~/platform/env.server";
import { monthsBefore } from "./retention.server";

const policy = (language: string) =>
  readFileSync(`app/content/${language}/pages/privacy-policy.md`, "utf8");

describe("what the privacy policy says the retention job does", () => {
  const months = readEnv({}).LEAD_RETENTION_MONTHS;

  it("names, in each language, the period after which the job deletes enquiries", () => {
    const bangla = new Intl.NumberFormat("bn-BD").format(months);
    expect(policy("en")).toContain(
      `**Contact and quote enquiries:** ${months} months from our last exchange`,
    );
    expect(policy("bn")).toContain(`আমাদের সর্বশেষ যোগাযোগের পর ${bangla} মাস`);
    expect(policy("ar")).toContain(`${months} شهرًا من آخر تواصل بيننا`);
  });

  it("names, in each language, how long held spam is kept, the setting the pruning reads", () => {
    const days = readEnv({}).SPAM_RETENTION_DAYS;
    const bangla = new Intl.NumberFormat("bn-BD").format(days);
    expect(policy("en")).toContain(`**Messages our filters hold as suspected spam:** ${days} days`);
    expect(policy("bn")).toContain(`${bangla} দিন`);
    expect(policy("ar")).toContain(`${days} يومًا`);
  });

  it("names, in each language, how long single visit counts are kept, the setting the closing reads", () => {
    const days = readEnv({}).INSIGHTS_RETENTION_DAYS;
    const bangla = new Intl.NumberFormat("bn-BD").format(days);
    expect(policy("en")).toContain(`**Visit counts:** each single count for ${days} days`);
    expect(policy("bn")).toContain(`**ভিজিটের হিসাব:** প্রতিটি আলাদা গণনা ${bangla} দিন`);
    expect(policy("ar")).toContain(`**إحصاءات الزيارات:** كل تسجيل منفرد لمدة ${days} يومًا`);
  });

  it("counts whole calendar months back, the end of a longer month landing on a shorter one's", () => {
    expect(monthsBefore(new Date("2026-11-27T05:00:00Z"), 24).toISOString()).toBe(
      "2024-11-27T05:00:00.000Z",
    );
    expect(monthsBefore(new Date("2026-03-31T00:00:00Z"), 1).toISOString()).toBe(
      "2026-02-28T00:00:00.000Z",
    );
  });
});
