import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachStore } from "../../tests/support/stores";
import { countHits } from "~/platform/rate-limits.server";

describeEachStore("rate limits", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  beforeEach(async () => {
    handle = await store.open();
  });
  afterEach(async () => {
    await handle.dispose();
  });

  it("counts hits sent at once in the same order on every key, whatever order the keys come in", async () => {
    const keys = ["pair:1|10.0.0.7", "ip:10.0.0.7", "account:1"];
    const orders = [keys, [...keys].reverse(), [keys[1]!, keys[0]!, keys[2]!]];
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const order = orders[i % orders.length]!;
        return countHits(handle.db, order, 60_000).then((counts) =>
          Object.fromEntries(order.map((key, k) => [key, counts[k]!.hits])),
        );
      }),
    );
    // Each attempt is the nth on every key, and every n from 1 to 40 is someone's.
    for (const result of results) expect(new Set(Object.values(result)).size).toBe(1);
    expect(results.map((result) => result[keys[0]!]).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });
});
