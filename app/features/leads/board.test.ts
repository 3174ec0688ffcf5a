import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachStore } from "../../../tests/support/stores";
import { contactForm, keptOutbox, salesPerson } from "../../../tests/support/leads";
import { changeStatus } from "./inbox.server";
import { setDeal, setNextStep } from "./follow-up.server";
import { saveContactMessage } from "./leads.server";
import { CARDS_PER_COLUMN, dealBoard } from "./board.server";
import type { Outbox } from "~/platform/mail/outbox.server";

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachStore("the deal board", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let outbox: Outbox;
  beforeEach(async () => {
    handle = await store.open();
    outbox = keptOutbox(handle.db);
  });
  afterEach(async () => {
    await outbox.stop();
    await handle.dispose();
  });

  const lead = (subject: string, utm?: Record<string, string>) =>
    saveContactMessage(
      handle.db,
      outbox,
      { address: "hello@nakshilabs.com.bd", publicUrl: "https://site.test" },
      contactForm(subject),
      "203.0.113.7",
      "en",
      utm ? { path: "/home-three", utm } : undefined,
    );
  const rina = () => salesPerson(handle.db, "rina@nakshilabs.com.bd", "Rina");
  const column = async (status: string, filter = {}, at?: number) =>
    (await dealBoard(handle.db, filter, at)).find((each) => each.status === status)!;

  it("puts each deal in its stage's column, with the column's count and value", async () => {
    const actor = await rina();
    const shop = await lead("Shop website");
    const app = await lead("Delivery app");
    const seo = await lead("SEO for a clinic");
    await setDeal(handle.db, shop, actor, { value: 150_000, closeMonth: null });
    await setDeal(handle.db, app, actor, { value: 2_500_000, closeMonth: null });
    await changeStatus(handle.db, app, actor, "contacted");
    await changeStatus(handle.db, seo, actor, "lost", "Chose another agency");

    const board = await dealBoard(handle.db, {});
    expect(board.map((each) => [each.status, each.count, each.value])).toEqual([
      ["new", 1, 150_000],
      ["contacted", 1, 2_500_000],
      ["proposal", 0, 0],
      ["won", 0, 0],
      ["lost", 1, 0],
    ]);
    expect(board[0]!.cards).toMatchObject([
      { id: shop, name: "Rahim Uddin", subject: "Shop website", value: 150_000, waited: 0 },
    ]);
    expect(board[1]!.cards[0]).toMatchObject({ id: app, unread: false, assignee: null });
  });

  it("puts the next step due soonest first, then the deal that has waited longest", async () => {
    const actor = await rina();
    const waiting = await lead("Waiting longest");
    const later = await lead("Step later");
    const sooner = await lead("Step sooner");
    const week = { days: [0, 1, 2, 3, 4, 5, 6], holidays: [] };
    await setNextStep(handle.db, later, actor, { what: "Call", due: "2099-02-01" }, { week });
    await setNextStep(handle.db, sooner, actor, { what: "Send", due: "2099-01-01" }, { week });
    // Ten days on, the deal without a step has waited ten days in its stage.
    const { cards } = await column("new", {}, Date.now() + 10 * DAY_MS);
    expect(cards.map((card) => card.subject)).toEqual([
      "Step sooner",
      "Step later",
      "Waiting longest",
    ]);
    expect(cards.find((card) => card.id === waiting)?.waited).toBe(10);
    // A step given to nobody's deal gives it to the person who planned it.
    expect(cards[0]).toMatchObject({
      nextStep: "Send",
      nextStepDue: "2099-01-01",
      assignee: "Rina",
    });
  });

  it("narrows by person, kind and campaign", async () => {
    const actor = await rina();
    const eid = await lead("Eid sale shop", { utm_campaign: "eid-2026" });
    await lead("Untagged");
    await setNextStep(
      handle.db,
      eid,
      actor,
      { what: "Call", due: "2099-01-01" },
      { week: { days: [0, 1, 2, 3, 4, 5, 6], holidays: [] } },
    );
    const subjects = async (filter: object) =>
      (await column("new", filter)).cards.map((card) => card.subject);
    expect(await subjects({ campaign: "eid-2026" })).toEqual(["Eid sale shop"]);
    expect(await subjects({ assignee: String(actor.id) })).toEqual(["Eid sale shop"]);
    expect(await subjects({ assignee: "none" })).toEqual(["Untagged"]);
    expect(await subjects({ kind: "quote" })).toEqual([]);
    expect((await column("new", { campaign: "eid-2026" })).count).toBe(1);
  });

  it("shows won and lost of the last thirty days, and counts every open deal beyond a full column", async () => {
    const actor = await rina();
    const won = await lead("Won deal");
    await changeStatus(handle.db, won, actor, "won");
    expect((await column("won")).count).toBe(1);
    expect((await column("won", {}, Date.now() + 31 * DAY_MS)).count).toBe(0);

    for (let index = 0; index <= CARDS_PER_COLUMN; index += 1) await lead(`Lead ${index}`);
    const full = await column("new");
    expect(full.count).toBe(CARDS_PER_COLUMN + 1);
    expect(full.cards).toHaveLength(CARDS_PER_COLUMN);
  });
});
