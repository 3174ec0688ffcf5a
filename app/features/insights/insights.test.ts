import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, expect, it } from "vitest";
import { freshBackendEach } from "../../../tests/support/backend";
import { contactForm } from "../../../tests/support/leads";
import { describeEachStore, silentLog } from "../../../tests/support/stores";
import { InsightsCollector } from "./insights.server";
import { leadOrigins, listLeads } from "~/features/leads/inbox.server";
import {
  quarantine,
  releaseSpam,
  saveSubmission,
  sourceOf,
} from "~/features/submissions/submissions.server";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const LAPTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const touch = {
  l: "/home-three",
  r: "l.facebook.com",
  u: "?utm_source=Facebook&utm_campaign=eid-sale",
};
const view = (page: string, entry = 0) =>
  JSON.stringify({ k: "view", n: "", p: page, e: entry, t: touch });

describeEachStore("insights collection", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let collector: InsightsCollector;
  let server: Server;
  let address = "10.0.0.7";
  let now = 1_800_000_000_000;
  let url: string;
  beforeEach(async () => {
    handle = await store.open();
    now = 1_800_000_000_000;
    address = "10.0.0.7";
    // The minute the limit counts in does not turn during a test, unless it turns the clock.
    collector = new InsightsCollector(handle.db, {
      maxPerMinute: 10,
      browsersPerAddress: 3,
      log: silentLog,
      clock: () => now,
    });
    server = createServer((req, res) => {
      if (InsightsCollector.asks(req)) collector.collect(req, res, address);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/insights`;
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    await collector.stop();
    await handle.dispose();
  });

  const send = (body: string, headers: Record<string, string> = {}) =>
    fetch(url, {
      method: "POST",
      body,
      headers: { "user-agent": PHONE, "content-type": "text/plain;charset=UTF-8", ...headers },
    }).then((response) => response.status);
  const events = () => handle.db.selectFrom("insight_events").selectAll().orderBy("id").execute();

  it("records a visit's pages and goals with its first touch, and no address or browser", async () => {
    expect(await send(view("/bn/home-three", 1))).toBe(204);
    expect(await send(view("/bn/pricing"))).toBe(204);
    expect(
      await send(JSON.stringify({ k: "goal", n: "whatsapp", p: "/bn/contact", e: 0, t: touch })),
    ).toBe(204);
    await collector.flush();
    const rows = await events();
    expect(rows.map((row) => [row.kind, row.name, row.path, row.locale, row.entry])).toEqual([
      ["view", "", "/home-three", "bn", 1],
      ["view", "", "/pricing", "bn", 0],
      ["goal", "whatsapp", "/contact", "bn", 0],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        device: "mobile",
        landing: "/home-three",
        source: "facebook",
        campaign: "eid-sale",
        medium: null,
      });
      expect(row.visitor).toMatch(/^[\w-]{16}$/);
      expect(JSON.stringify(row)).not.toContain("10.0.0.7");
      expect(JSON.stringify(row)).not.toContain("Android");
    }
    // One visitor: the same address and browser on the same day.
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(1);

    address = "10.0.0.8";
    await send(view("/pricing"), { "user-agent": LAPTOP });
    await collector.flush();
    const [other] = (await events()).slice(3);
    expect(other).toMatchObject({ device: "desktop", locale: "en" });
    expect(other!.visitor).not.toBe(rows[0]!.visitor);
  });

  it("does not count bots, and refuses what is not a count, from another site, too large or too many", async () => {
    expect(await send(view("/"), { "user-agent": GOOGLEBOT })).toBe(204);
    expect(await send(view("/"), { "user-agent": "" })).toBe(204);
    for (const body of [
      "not json",
      "[]",
      JSON.stringify({ k: "view", n: "", p: "/admin/leads", e: 0, t: touch }),
      JSON.stringify({ k: "view", n: "", p: "/", e: 0, t: { ...touch, l: "<script>" } }),
      JSON.stringify({ k: "view", n: "", p: "/", e: 0, t: { ...touch, r: "<b>x</b>" } }),
      JSON.stringify({ k: "goal", n: "<img src=x>", p: "/", e: 0, t: touch }),
      JSON.stringify({ k: "speed", n: "", p: "/", e: 0, t: touch }),
      JSON.stringify({ k: "view", n: "", p: "/", e: 2, t: touch }),
    ]) {
      expect(await send(body), body).toBe(400);
    }
    expect(await send(view("/"), { "sec-fetch-site": "cross-site" })).toBe(403);
    expect(await send(`${view("/")}${" ".repeat(3000)}`)).toBe(413);
    await collector.flush();
    expect(await events()).toEqual([]);
  });

  it("counts an address as a few browsers a day and an hour's worth of counts, whatever its browser string says", async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push(await send(view("/"), { "user-agent": `${PHONE} build/${i}` }));
    }
    expect(answers).toEqual([204, 204, 204, 429, 429, 429]);
    // A browser already counted today goes on being counted, minute after minute, up to an hour's worth.
    for (let minute = 1; minute <= 60; minute += 1) {
      now += 60_000;
      for (let i = 0; i < 10; i += 1) await send(view("/"), { "user-agent": `${PHONE} build/0` });
    }
    now += 60_000;
    expect(await send(view("/"), { "user-agent": `${PHONE} build/0` })).toBe(429);
    address = "10.0.0.9";
    expect(await send(view("/"), { "user-agent": `${PHONE} build/5` })).toBe(204);
    await collector.flush();
    const visitors = new Set((await events()).map((event) => event.visitor));
    expect(visitors.size).toBe(4);
  });

  it("refuses an address over its share in a minute, and takes the others", async () => {
    const answers = [];
    for (let i = 0; i < 14; i += 1) answers.push(await send(view("/")));
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(204));
    expect(answers.slice(-4)).toEqual([429, 429, 429, 429]);
    address = "10.0.0.9";
    expect(await send(view("/"))).toBe(204);
    await collector.flush();
    expect(await events()).toHaveLength(11);
  });

  it("keeps a salt for today and yesterday only, made once whichever instance asks", async () => {
    await handle.db
      .insertInto("insight_salts")
      .values([
        { day: "2020-01-01", salt: "old" },
        { day: "2020-01-02", salt: "old" },
      ])
      .execute();
    const second = new InsightsCollector(handle.db, {
      maxPerMinute: 10,
      browsersPerAddress: 3,
      log: silentLog,
    });
    await send(view("/"));
    collector.record({
      kind: "goal",
      name: "sent:contact",
      page: "/contact",
      touch: null,
      ip: "1.1.1.1",
      userAgent: PHONE,
    });
    second.record({
      kind: "goal",
      name: "sent:quote",
      page: "/request-quote",
      touch: null,
      ip: "1.1.1.1",
      userAgent: PHONE,
    });
    await Promise.all([collector.flush(), second.flush()]);
    const salts = await handle.db.selectFrom("insight_salts").selectAll().execute();
    expect(salts).toHaveLength(1);
    expect(salts[0]!.salt).not.toBe("old");
    const goals = (await events()).filter((row) => row.kind === "goal");
    // Both instances hashed the same visitor alike.
    expect(goals).toHaveLength(2);
    expect(goals[0]!.visitor).toBe(goals[1]!.visitor);
    expect(goals[0]).toMatchObject({ source: null, landing: null, path: "/contact" });
  });

  it("loses the counts it cannot write, and never throws", async () => {
    await send(view("/"));
    await handle.db.schema.dropTable("insight_events").execute();
    await expect(collector.flush()).resolves.toBeUndefined();
  });
});

describeEachStore("a lead's first touch", (store) => {
  const fresh = freshBackendEach(store);
  const request = (url: string, referer?: string) =>
    new Request(url, { method: "POST", headers: referer ? { referer } : {} });

  it("comes from the form's visit field, else from the address's tags", () => {
    const visit = JSON.stringify(touch);
    expect(sourceOf(request("https://site.test/contact"), visit)).toEqual({
      path: "/contact",
      landing: "/home-three",
      referrer: "l.facebook.com",
      utm: { utm_source: "Facebook", utm_campaign: "eid-sale" },
    });
    // A form sent without scripts, or a visit field that is not one.
    for (const field of [null, '{"l":"<b>"}']) {
      expect(sourceOf(request("https://site.test/home-five?utm_source=google"), field)).toEqual({
        path: "/home-five",
        utm: { utm_source: "google" },
        landing: null,
        referrer: null,
      });
    }
  });

  it("is stored on the lead, and on a held submission until it is released", async () => {
    const { backend, handle } = fresh;
    const source = sourceOf(request("https://site.test/bn/contact"), JSON.stringify(touch));
    const submission = {
      form: "contact" as const,
      ip: "10.0.0.7",
      locale: "bn" as const,
      source,
    };
    await saveSubmission(backend, {
      ...submission,
      value: contactForm("Online shop", { email: "a@example.com" }),
    });
    await quarantine(
      backend,
      { ...submission, value: contactForm("Online shop", { email: "b@example.com" }) },
      "too-fast",
    );
    const held = await handle.db
      .selectFrom("suspected_spam")
      .select("id")
      .executeTakeFirstOrThrow();
    await releaseSpam(backend, held.id);
    const leads = await handle.db
      .selectFrom("leads")
      .select(["email", "source_path", "landing_path", "referrer", "utm"])
      .orderBy("id")
      .execute();
    expect(leads).toEqual(
      ["a@example.com", "b@example.com"].map((email) => ({
        email,
        source_path: "/bn/contact",
        landing_path: "/home-three",
        referrer: "l.facebook.com",
        utm: JSON.stringify({ utm_source: "Facebook", utm_campaign: "eid-sale" }),
      })),
    );
  });

  it("filters the inbox by the visit's campaign and first page, in any language", async () => {
    const { backend, handle } = fresh;
    const send = (email: string, visit: unknown, page = "https://site.test/contact") =>
      saveSubmission(backend, {
        form: "contact",
        ip: "10.0.0.7",
        locale: "en",
        source: sourceOf(request(page), visit === null ? null : JSON.stringify(visit)),
        value: contactForm("Online shop", { email }),
      });
    await send("eid@example.com", { l: "/bn/home-three", r: "", u: "?utm_campaign=eid-sale" });
    await send("eid2@example.com", { l: "/home-three", r: "", u: "?utm_campaign=Eid-Sale_%" });
    await send("google@example.com", { l: "/", r: "www.google.com", u: "" });
    await send("nojs@example.com", null, "https://site.test/home-three?utm_campaign=eid-sale");
    const emails = async (filter: { campaign?: string; landing?: string }) =>
      (await listLeads(handle.db, { ...filter, page: 1 })).rows.map((lead) => lead.email).sort();
    expect(await emails({ campaign: "eid-sale" })).toEqual(["eid@example.com", "nojs@example.com"]);
    // Exactly that campaign: LIKE's wildcards in a tag are only themselves.
    expect(await emails({ campaign: "Eid-Sale_%" })).toEqual(["eid2@example.com"]);
    expect(await emails({ campaign: "eid" })).toEqual([]);
    expect(await emails({ landing: "/home-three" })).toEqual([
      "eid2@example.com",
      "eid@example.com",
    ]);
    expect(await emails({ landing: "/" })).toEqual(["google@example.com"]);
    expect(await leadOrigins(handle.db)).toEqual({
      campaigns: ["eid-sale", "Eid-Sale_%"],
      landings: ["/", "/home-three"],
    });
  });
});
