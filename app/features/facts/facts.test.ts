import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { describeEachStore, silentLog } from "../../../tests/support/stores";
import { copyFor, loadAllCopies } from "~/content/copy";
import { adoptFactsOfPage, factsRevision, putFactsInForce, siteFacts } from "~/content/facts";
import { storyIn, teamIn } from "~/content/people";
import { shippedFacts } from "~/content/shipped-facts";
import { factsForLanguage } from "~/lib/facts";
import { shownFacts, type Facts } from "~/lib/facts-schema";
import { importContent } from "~/features/publishing/content-files.server";
import { ContentStore } from "~/features/publishing/content-store.server";
import { exportFacts } from "./facts-files.server";
import { checkedFacts } from "./facts-form.server";
import { FactConflict, FactsStore } from "./facts.server";
import { PublishedContent } from "~/features/publishing/published.server";

const owner = { id: 1, name: "Rina Chowdhury" };
const editor = { id: 2, name: "Mitu Akter" };

const withPowerAt = (price: number): Facts["plans"] => ({
  ...shippedFacts.plans,
  items: {
    ...shippedFacts.plans.items,
    power: { ...shippedFacts.plans.items.power, monthly: price },
  },
});

/** A document as the Site form sends it: each field by its path, a list of rows with its count. */
function sentAs(value: unknown, name: string, form = new FormData()) {
  if (Array.isArray(value) && value.some((item) => typeof item === "object")) {
    form.append(`${name}.rows`, String(value.length));
    value.forEach((item, index) => sentAs(item, `${name}.${index}`, form));
  } else if (Array.isArray(value)) {
    for (const item of value) form.append(name, String(item));
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) sentAs(child, `${name}.${key}`, form);
  } else if (value !== undefined && value !== null) {
    form.append(name, String(value));
  }
  return form;
}

/** A company name as forged in the attack review: NUL, a line break and direction overrides. */
const FORGED_NAME = "\u0000Nakshi\r\nLabs\u202E\u2066 Ltd\u2069";

/** The first team member with a forged name and a bio of two lines sent with a NUL in it. */
const forgedTeam = (): Facts["team"] => {
  const [first, ...rest] = shippedFacts.team.members;
  return {
    members: [
      {
        ...first!,
        name: { ...first!.name, en: "Rina\u202E Das\r\n" },
        bio: { ...first!.bio, en: "First line.\r\nSecond\u0000 line." },
      },
      ...rest,
    ],
  };
};

describeEachStore("the site's facts", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let facts: FactsStore;

  beforeAll(loadAllCopies);
  beforeEach(async () => {
    handle = await store.open();
    facts = new FactsStore(handle.db);
  });
  afterEach(async () => {
    putFactsInForce(shownFacts(shippedFacts), 0);
    await handle.dispose();
  });

  it("are the shipped ones on a site that never saved any", async () => {
    const { facts: read, revisions } = await facts.read();
    expect(read).toEqual(shippedFacts);
    expect(revisions).toEqual({
      company: 0,
      plans: 0,
      products: 0,
      team: 0,
      testimonials: 0,
      stories: 0,
      menus: 0,
      search: 0,
      meetings: 0,
      payments: 0,
    });
  });

  it("keep each save with who made it and what it replaced, and move the content revision on", async () => {
    const content = new ContentStore(handle.db);
    const before = await content.revision();
    expect(await facts.lastChanged()).toBeNull();
    expect(await facts.save("plans", withPowerAt(2700), editor, 0)).toBe(1);
    expect(Date.now() - Date.parse((await facts.lastChanged())!)).toBeLessThan(60_000);
    expect(await content.revision()).toBe(before + 1);
    const { facts: read, revisions } = await facts.read();
    expect(read.plans.items.power.monthly).toBe(2700);
    expect(revisions.plans).toBe(1);
    const [change] = await facts.history("plans");
    expect(change).toMatchObject({ revision: 1, savedBy: "Mitu Akter", undoes: null });
    expect((change!.before as Facts["plans"]).items.power.monthly).toBe(2500);
    expect((change!.after as Facts["plans"]).items.power.monthly).toBe(2700);
    // The same value again is no change: no revision, no history.
    expect(await facts.save("plans", withPowerAt(2700), editor, 1)).toBe(1);
    expect(await facts.history("plans")).toHaveLength(1);
    expect(await content.revision()).toBe(before + 1);
  });

  it("refuse a value that breaks a rule, and write nothing", async () => {
    const content = new ContentStore(handle.db);
    const before = await content.revision();
    await expect(facts.save("plans", withPowerAt(2500.5), editor)).rejects.toThrow();
    await expect(
      facts.save(
        "company",
        { ...shippedFacts.company, phones: [{ number: "+88017", label: { en: "Sales" } }] },
        editor,
      ),
    ).rejects.toThrow();
    expect(await content.revision()).toBe(before);
    expect(await facts.history("plans")).toEqual([]);
  });

  it("keep a one-line fact one line, without control or direction characters, and a bio's lines", async () => {
    const company = checkedFacts(
      "company",
      sentAs({ ...shippedFacts.company, name: FORGED_NAME }, "company"),
    );
    expect(company.success).toBe(true);
    await facts.save("company", company.data as Facts["company"], editor, 0);
    const team = checkedFacts("team", sentAs(forgedTeam(), "team"));
    expect(team.success).toBe(true);
    await facts.save("team", team.data as Facts["team"], editor, 0);
    const { facts: read } = await facts.read();
    expect(read.company.name).toBe("NakshiLabs Ltd");
    expect(read.team.members[0]!.name.en).toBe("Rina Das");
    expect(read.team.members[0]!.bio.en).toBe("First line.\nSecond line.");
  });

  it("come from files cleaned as the Site forms clean them, and the shipped ones unchanged", async () => {
    const content = new ContentStore(handle.db);
    const dir = mkdtempSync(path.join(tmpdir(), "facts-"));
    try {
      await exportFacts(facts, dir);
      const again = await importContent(content, dir, undefined, facts);
      expect(again.map(({ outcome }) => outcome)).toEqual(again.map(() => "unchanged"));
      expect(again).toHaveLength(10);

      mkdirSync(path.join(dir, "facts"), { recursive: true });
      writeFileSync(
        path.join(dir, "facts/company.json"),
        JSON.stringify({ ...shippedFacts.company, name: FORGED_NAME }),
      );
      writeFileSync(path.join(dir, "facts/team.json"), JSON.stringify(forgedTeam()));
      await importContent(content, dir, undefined, facts);
      const { facts: read } = await facts.read();
      expect(read.company.name).toBe("NakshiLabs Ltd");
      expect(read.team.members[0]!.name.en).toBe("Rina Das");
      expect(read.team.members[0]!.bio.en).toBe("First line.\nSecond line.");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("tell the second of two people saving from the same revision, and keep the first's", async () => {
    await facts.save("plans", withPowerAt(2600), owner, 0);
    const other = new FactsStore(handle.db);
    const saves = await Promise.allSettled([
      facts.save("plans", withPowerAt(2700), owner, 1),
      other.save("plans", withPowerAt(2800), editor, 1),
    ]);
    expect(saves.filter((save) => save.status === "fulfilled")).toHaveLength(1);
    const refused = saves.find((save) => save.status === "rejected");
    expect(FactConflict.is(refused?.reason)).toBe(true);
    const { facts: read, revisions } = await facts.read();
    expect(revisions.plans).toBe(2);
    expect([2700, 2800]).toContain(read.plans.items.power.monthly);
    expect(await facts.history("plans")).toHaveLength(2);
  });

  it("undo the latest change as a change of its own, and no other", async () => {
    await facts.save("plans", withPowerAt(2600), owner, 0);
    await facts.save("plans", withPowerAt(2700), editor, 1);
    const [latest, earlier] = await facts.history("plans");
    await expect(facts.undo("plans", earlier!.id, owner)).rejects.toThrow(FactConflict);
    expect(await facts.undo("plans", latest!.id, owner)).toBe(3);
    const { facts: read } = await facts.read();
    expect(read.plans.items.power.monthly).toBe(2600);
    const [undo] = await facts.history("plans");
    expect(undo).toMatchObject({ savedBy: "Rina Chowdhury", undoes: latest!.id });
  });

  it("reach the copy of every language once an instance reads the new revision", async () => {
    const published = new PublishedContent(handle.db, silentLog);
    await published.refresh();
    expect(copyFor("bn").pricing.page.metaDescription).toContain("৳২,৫০০");
    await facts.save("plans", withPowerAt(2750), editor, 0);
    await facts.save(
      "company",
      {
        ...shippedFacts.company,
        phones: [{ number: "+8801911000111", label: { en: "Sales" } }],
        hours: { days: [6, 0, 1, 2, 3], opens: "09:30", closes: "18:00" },
      },
      editor,
      0,
    );
    expect(await published.refresh()).toBe(true);
    expect(copyFor("bn").pricing.page.metaDescription).toContain("৳২,৭৫০");
    expect(copyFor("en").pricing.page.metaDescription).toContain("৳2,750");
    expect(copyFor("ar").pricing.page.metaDescription).toContain("2,750 تاكا");
    expect(copyFor("en").contact.infoText).toContain(
      "in the office Saturday to Wednesday, 9:30 am to 6 pm.",
    );
    expect(copyFor("bn").contact.infoText).toContain(
      "শনিবার থেকে বুধবার, সকাল ৯:৩০ থেকে সন্ধ্যা ৬টা পর্যন্ত",
    );
    expect(siteFacts().shown["+8801911000111"]).toEqual({
      international: "+880 1911-000111",
      national: "01911-000111",
    });
    // A label left untranslated reads in English on every page.
    expect(siteFacts().company.phones[0]!.label.bn).toBeUndefined();
  });

  it("tell a landing page's client story as saved, in each language, with the facts it names", async () => {
    const published = new PublishedContent(handle.db, silentLog);
    const shop = shippedFacts.stories["home-three"];
    await facts.save(
      "stories",
      {
        ...shippedFacts.stories,
        "home-three": {
          ...shop,
          title: { en: "Deshi Threads, a year on", bn: "দেশি থ্রেডস, এক বছর পরে" },
          quote: { ...shop.quote, en: "{company.name} kept our shop fast through Eid." },
          results: [shop.results[0]!],
        },
      },
      editor,
      0,
    );
    await published.refresh();
    expect(storyIn(copyFor("bn"), "home-three").title).toBe("দেশি থ্রেডস, এক বছর পরে");
    // An untranslated headline reads in English.
    expect(storyIn(copyFor("ar"), "home-three").title).toBe("Deshi Threads, a year on");
    const en = storyIn(copyFor("en"), "home-three");
    expect(en.quote).toBe("Nakshi Labs kept our shop fast through Eid.");
    expect(en.results).toHaveLength(1);
    // The other pages keep their stories.
    expect(storyIn(copyFor("en"), "home-two").title).toBe(
      shippedFacts.stories["home-two"].title.en,
    );
  });
});

describe("the facts a page's data brings", () => {
  beforeAll(loadAllCopies);
  const whole = shownFacts(shippedFacts);

  it("never replace the server's, even from a render that began before a refresh", () => {
    putFactsInForce(whole, 7);
    // The root loader gave the page revision 6's facts; the instance refreshed before it rendered.
    adoptFactsOfPage(factsForLanguage(whole, "bn"), 6);
    expect(factsRevision()).toBe(7);
    expect(storyIn(copyFor("en"), "home-two").title).toBe(
      shippedFacts.stories["home-two"].title.en,
    );
    expect(teamIn(copyFor("en"))).toHaveLength(shippedFacts.team.members.length);
  });

  it("are put in force in a browser when they are not those in force", () => {
    putFactsInForce(whole, 7);
    vi.stubGlobal("document", {});
    try {
      const page = factsForLanguage(whole, "bn");
      adoptFactsOfPage(page, 8);
      expect(factsRevision()).toBe(8);
      expect(siteFacts()).toBe(page);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
