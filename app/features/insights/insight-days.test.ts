import { afterEach, beforeEach, expect, it } from "vitest";
import { keptOutbox } from "../../../tests/support/leads";
import { describeEachStore } from "../../../tests/support/stores";
import { StaffAccounts } from "~/features/staff/staff.server";
import { sendWeeklyInsights } from "./insights-weekly.server";
import type { Database } from "~/platform/db/schema.server";
import { closeInsightDays } from "./insight-days.server";
import { insightsReport } from "./insights-report.server";

type Event = Omit<Database["insight_events"], "id">;

/** A count as the collector writes it, on a Dhaka day, from a visit that began on a landing page. */
const event = (day: string, visitor: string, overrides: Partial<Event> = {}): Event => ({
  day,
  at: `${day}T06:00:00.000Z`,
  kind: "view",
  name: "",
  path: "/home-three",
  locale: "en",
  device: "mobile",
  entry: 0,
  landing: "/home-three",
  source: "facebook",
  medium: "paid",
  campaign: "eid-sale",
  term: null,
  content: null,
  visitor,
  value: null,
  ...overrides,
});

/** A speed is not counted by the visit it was measured in. */
const noTouch = { landing: null, source: null, medium: null, campaign: null };

/**
 * Three days of a campaign: on each, two people land on /home-three from Facebook's ad and read
 * /pricing, one taps WhatsApp; someone comes to / from Google; a visitor reads three pages.
 */
function campaignDays(days: string[]) {
  return days.flatMap((day) => [
    event(day, `${day}-a`, { entry: 1 }),
    event(day, `${day}-a`, { path: "/pricing" }),
    event(day, `${day}-a`, { kind: "goal", name: "whatsapp", path: "/pricing" }),
    event(day, `${day}-b`, { entry: 1, locale: "bn", device: "desktop" }),
    event(day, `${day}-b`, { path: "/pricing", locale: "bn", device: "desktop" }),
    event(day, `${day}-c`, {
      entry: 1,
      path: "/",
      landing: "/",
      source: "google",
      medium: null,
      campaign: null,
    }),
    // Two phones measured the landing page's largest paint, and a computer the home page's.
    ...[1200, 3100].map((value, i) =>
      event(day, `${day}-${i ? "b" : "a"}`, { ...noTouch, kind: "speed", name: "LCP", value }),
    ),
    event(day, `${day}-c`, {
      ...noTouch,
      kind: "speed",
      name: "LCP",
      path: "/",
      device: "desktop",
      value: 900,
    }),
  ]);
}

describeEachStore("insights' days", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  beforeEach(async () => {
    handle = await store.open();
  });
  afterEach(async () => {
    await handle.dispose();
  });

  const seed = (events: Event[]) => handle.db.insertInto("insight_events").values(events).execute();
  const lead = (created: string, values: Partial<Omit<Database["leads"], "id">>) =>
    handle.db
      .insertInto("leads")
      .values({
        kind: "contact",
        status: "new",
        lost_reason: null,
        assignee_id: null,
        name: "Rumana Haque",
        email: `${Math.random()}@example.com`,
        phone: null,
        subject: "Online shop",
        message: "We need an online shop.",
        service: null,
        locale: "en",
        source_path: "/contact",
        utm: null,
        landing_path: null,
        referrer: null,
        ip: "10.0.0.7",
        read_at: null,
        status_changed_at: created,
        value_taka: null,
        close_month: null,
        next_step: null,
        next_step_due: null,
        activity_at: created,
        contact_id: null,
        created_at: created,
        ...values,
      })
      .execute();

  const period = { from: "2026-11-01", to: "2026-11-03" };
  const at = Date.parse("2026-11-20T06:00:00Z");

  it("closes each day once into totals that say what the single counts said, and deletes old counts", async () => {
    await seed(campaignDays(["2026-11-01", "2026-11-02", "2026-11-03"]));
    await seed([event("2026-11-19", "yesterday-a", { entry: 1 })]);
    await seed([event("2026-11-20", "today-a", { entry: 1 })]);
    const open = await insightsReport(handle.db, period);

    const [first, again] = await Promise.all([
      closeInsightDays(handle.db, { retentionDays: 30, at }),
      closeInsightDays(handle.db, { retentionDays: 30, at }),
    ]);
    // Four days closed between the two runs (yesterday, the 19th in Dhaka, too); today left open.
    expect(first.closed + again.closed).toBe(4);
    // Today is closed from ten past midnight, when its last counts are in.
    const close = (iso: string) =>
      closeInsightDays(handle.db, { retentionDays: 30, at: Date.parse(iso) });
    expect((await close("2026-11-20T18:05:00Z")).closed).toBe(0);
    expect((await close("2026-11-20T18:15:00Z")).closed).toBe(1);
    const closed = await insightsReport(handle.db, period);
    expect(closed).toEqual(open);
    expect(closed.summary).toMatchObject({ visitors: 9, visits: 9, views: 15, taps: 3 });
    expect(closed.series.map((day) => day.visits)).toEqual([3, 3, 3]);
    expect(closed.speed.metrics[0]).toEqual({
      name: "LCP",
      p75: 3100,
      mobile: 3100,
      desktop: 900,
      samples: 9,
      rating: "improve",
    });
    expect(closed.speed.pages).toEqual([
      { path: "/home-three", p75: 3100, samples: 6 },
      { path: "/", p75: 900, samples: 3 },
    ]);

    // Thirty days on, the single counts of closed days go; their totals stay.
    const later = Date.parse("2026-12-03T06:00:00Z");
    const pruned = await closeInsightDays(handle.db, { retentionDays: 30, at: later });
    expect(pruned.deleted).toBe(18);
    expect(await insightsReport(handle.db, period)).toEqual(open);
    const left = await handle.db.selectFrom("insight_events").select("day").execute();
    expect(left.map((row) => row.day).sort()).toEqual([
      ...Array<string>(9).fill("2026-11-03"),
      "2026-11-19",
      "2026-11-20",
    ]);
  });

  it("follows a campaign's visits to its leads, the leads won and their value", async () => {
    await seed(campaignDays(["2026-11-01", "2026-11-02", "2026-11-03"]));
    await closeInsightDays(handle.db, { retentionDays: 30, at });
    const utm = JSON.stringify({ utm_source: "facebook", utm_campaign: "eid-sale" });
    // Two leads from the campaign's visits, one won at ৳150,000; one from Google, lost.
    await lead("2026-11-01T10:00:00.000Z", {
      landing_path: "/bn/home-three",
      referrer: "l.facebook.com",
      utm,
      status: "won",
      value_taka: 150_000,
    });
    await lead("2026-11-02T10:00:00.000Z", { landing_path: "/home-three", utm });
    await lead("2026-11-03T10:00:00.000Z", {
      landing_path: "/",
      referrer: "www.google.com",
      status: "lost",
    });
    // One sent without scripts: its source unknown; and one outside the period.
    await lead("2026-11-03T11:00:00.000Z", {});
    await lead("2026-11-04T10:00:00.000Z", { landing_path: "/home-three", utm });

    const report = await insightsReport(handle.db, period);
    expect(report.summary).toMatchObject({ leads: 4, won: 1, value: 150_000 });
    expect(report.campaigns).toEqual([
      { key: "eid-sale", visits: 6, taps: 3, leads: 2, won: 1, value: 150_000 },
    ]);
    expect(report.sources).toEqual([
      { key: "facebook", visits: 6, taps: 3, leads: 2, won: 1, value: 150_000 },
      { key: "google", visits: 3, taps: 0, leads: 1, won: 0, value: 0 },
      { key: "", visits: 0, taps: 0, leads: 1, won: 0, value: 0 },
    ]);
    const homeThree = report.landings.find((row) => row.key === "/home-three");
    expect(homeThree).toMatchObject({ views: 6, visits: 6, leads: 2, won: 1, value: 150_000 });
    expect(report.landings).toHaveLength(7);
    expect(report.pages.find((row) => row.key === "/pricing")).toMatchObject({
      views: 6,
      visits: 0,
      taps: 3,
    });
    expect(report.goals).toEqual([{ name: "whatsapp", events: 3, pages: [["/pricing", 3]] }]);
    expect(report.series.map((day) => day.leads)).toEqual([1, 1, 2]);
    // The period before has nothing.
    expect(report.before).toEqual({ from: "2026-10-29", to: "2026-10-31" });
    expect(report.summaryBefore).toEqual({
      visitors: 0,
      visits: 0,
      views: 0,
      taps: 0,
      leads: 0,
      won: 0,
      value: 0,
    });
  });

  it("e-mails the owners the week on Sunday morning, once, with the campaign that brought the most", async () => {
    const staff = new StaffAccounts(handle.db);
    await staff.add("nasrin@nakshilabs.com.bd", { role: "owner", name: "Nasrin Akter" });
    await staff.add("tanvir@nakshilabs.com.bd", { role: "owner", name: "Tanvir Hasan" });
    await staff.add("sales@nakshilabs.com.bd", { role: "sales", name: "Sara Rahman" });
    // Sunday 22 to Saturday 28 November, and one day the week before.
    await seed(campaignDays(["2026-11-22", "2026-11-25", "2026-11-28"]));
    await seed(campaignDays(["2026-11-17"]));
    await lead("2026-11-24T10:00:00.000Z", {
      landing_path: "/home-three",
      utm: JSON.stringify({ utm_source: "facebook", utm_campaign: "eid-sale" }),
      status: "won",
      value_taka: 150_000,
    });
    const outbox = keptOutbox(handle.db);
    const at = (iso: string) => ({ at: Date.parse(iso) });
    const send = (iso: string) =>
      sendWeeklyInsights(handle.db, outbox, "https://site.test", at(iso));
    // Saturday, and Sunday before 8:00 in Dhaka: nothing.
    expect(await send("2026-11-28T04:00:00Z")).toBe(0);
    expect(await send("2026-11-29T01:30:00Z")).toBe(0);
    // Sunday 8:30 in Dhaka, from two instances at once: one e-mail per owner.
    const sent = await Promise.all([send("2026-11-29T02:30:00Z"), send("2026-11-29T02:31:00Z")]);
    expect(sent.sort()).toEqual([0, 2]);
    expect(await send("2026-11-29T09:00:00Z")).toBe(0);
    const mails = await handle.db
      .selectFrom("outbox")
      .select(["to_address", "subject", "text_body"])
      .orderBy("id")
      .execute();
    expect(mails.map((mail) => mail.to_address)).toEqual([
      "nasrin@nakshilabs.com.bd",
      "tanvir@nakshilabs.com.bd",
    ]);
    expect(mails[0]!.subject).toBe("The site's week: 9 visits, 1 lead, 1 won");
    const text = mails[0]!.text_body;
    expect(text).toContain(
      "Good morning, Nasrin Akter. The website's week, Sun 22 Nov to Sat 28 Nov:",
    );
    expect(text).toContain("Visits: 9 (up 200% on the week before)");
    expect(text).toContain("Leads: 1 (none the week before)");
    expect(text).toContain("Deals won: 1, worth ৳1,50,000 (none the week before)");
    expect(text).toMatch(
      /Best campaign: 6 visits, 1 lead and 1 won \(৳1,50,000\), tagged\n.*\n> eid-sale\n/,
    );
    expect(text).toContain("https://site.test/admin/insights?from=2026-11-22&to=2026-11-28");
  });
});
