import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachStore } from "../../../tests/support/stores";
import { StaffAccounts } from "~/features/staff/staff.server";
import { WorkspaceAuth } from "~/features/staff/workspace-auth.server";
import { erasePerson } from "~/features/privacy/erase.server";
import { applyRetention } from "~/features/privacy/retention.server";
import { activityFilterOf, activityQuery } from "~/lib/workspace/activity";
import { activityForExport, activityIn, activityPeople, recordActivity } from "./activity.server";
import { activityLine, describeActivity } from "./describe";

const PASSWORD = "a river of jamdani";

describeEachStore("the activity log", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  beforeEach(async () => {
    handle = await store.open();
  });
  afterEach(async () => {
    await handle.dispose();
  });

  const rina = { id: 1, name: "Rina Das" };
  const mitu = { id: 2, name: "Mitu Akter" };

  it("says who did what to which object, and finds it by person, kind and Dhaka day", async () => {
    // 23:30 in Dhaka on 27 November is 17:30 UTC; 00:30 on the 28th is 18:30 UTC.
    await recordActivity(
      handle.db,
      {
        action: "published",
        by: mitu,
        object: { kind: "content", id: "12/bn", label: "ই-কমার্সে বিকাশ" },
        ip: "127.0.0.5",
      },
      new Date("2026-11-27T17:30:00Z"),
    );
    await recordActivity(
      handle.db,
      {
        action: "role-changed",
        by: rina,
        object: {
          kind: "account",
          id: "sabbir@nakshilabs.com.bd",
          label: "sabbir@nakshilabs.com.bd",
        },
        detail: { role: "editor" },
      },
      new Date("2026-11-27T18:30:00Z"),
    );
    await recordActivity(
      handle.db,
      { action: "leads-exported", by: rina, detail: { rows: 1 } },
      new Date("2026-11-28T05:00:00Z"),
    );

    const all = await activityIn(handle.db, activityFilterOf(new URLSearchParams()));
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => activityLine(row))).toEqual([
      "downloaded the leads as CSV (1 row)",
      "made sabbir@nakshilabs.com.bd Editor",
      "published ই-কমার্সে বিকাশ",
    ]);
    const published = describeActivity(all.rows[2]!);
    expect(published).toMatchObject({
      who: "Mitu Akter",
      before: "published ",
      object: "ই-কমার্সে বিকাশ",
      href: "/admin/content/12/bn",
    });

    const of = (query: string) =>
      activityIn(handle.db, activityFilterOf(new URLSearchParams(query))).then((page) =>
        page.rows.map((row) => row.action),
      );
    expect(await of("person=1")).toEqual(["leads-exported", "role-changed"]);
    expect(await of("kind=publishing")).toEqual(["published"]);
    expect(await of("kind=accounts&person=1")).toEqual(["role-changed"]);
    // The 28th in Dhaka starts at 18:00 UTC on the 27th.
    expect(await of("from=2026-11-28")).toEqual(["leads-exported", "role-changed"]);
    expect(await of("to=2026-11-27")).toEqual(["published"]);
    // What is not a filter is ignored, not an error.
    expect(await of("person=x&kind=nothing&from=2026-13-45")).toHaveLength(3);
    expect(
      activityQuery(activityFilterOf(new URLSearchParams("kind=site&person=2&page=3")), 2),
    ).toBe("?person=2&kind=site&page=2");
    expect(await activityPeople(handle.db)).toEqual([mitu, rina]);
    expect(
      await activityForExport(handle.db, activityFilterOf(new URLSearchParams("kind=exports"))),
    ).toHaveLength(1);
  });

  it("records sign-ins and refusals at the door, under the address typed", async () => {
    const accounts = new StaffAccounts(handle.db);
    await accounts.add("rina@nakshilabs.com.bd", { role: "sales", name: "Rina Das" });
    const id = (await accounts.find("rina@nakshilabs.com.bd"))!.id;
    await accounts.setPassword(id, PASSWORD);
    const auth = new WorkspaceAuth(handle.db, {
      secret: "s",
      secure: false,
      limits: { perAccount: 5, perIp: 20, windowMs: 60_000 },
    });
    await auth.signIn("rina@nakshilabs.com.bd", "not her password", "127.0.0.7");
    await auth.signIn("shirin@example.com", PASSWORD, "127.0.0.7");
    await auth.signIn("Rina@NakshiLabs.com.bd", PASSWORD, "127.0.0.7");
    await accounts.deactivate("rina@nakshilabs.com.bd");
    await auth.signIn("rina@nakshilabs.com.bd", PASSWORD, "127.0.0.8");

    const { rows } = await activityIn(handle.db, { page: 1 });
    expect(
      rows
        .reverse()
        .map((row) => [describeActivity(row).who, activityLine(row), row.actor_id, row.ip]),
    ).toEqual([
      [
        "rina@nakshilabs.com.bd",
        "was refused at sign-in: wrong e-mail or password",
        id,
        "127.0.0.7",
      ],
      ["shirin@example.com", "was refused at sign-in: wrong e-mail or password", null, "127.0.0.7"],
      ["Rina Das", "signed in", id, "127.0.0.7"],
      ["rina@nakshilabs.com.bd", "was refused at sign-in: account deactivated", id, "127.0.0.8"],
    ]);
  });

  it("keeps an erased visitor's refused sign-in without their address, and entries for 12 months", async () => {
    await recordActivity(
      handle.db,
      {
        action: "sign-in-refused",
        by: { id: null, name: "shirin@example.com" },
        detail: { reason: "wrong" },
        ip: "127.0.0.9",
      },
      new Date("2025-10-01T00:00:00Z"),
    );
    await recordActivity(handle.db, {
      action: "sign-in-refused",
      by: { id: null, name: "shirin@example.com" },
      detail: { reason: "wrong" },
      ip: "127.0.0.9",
    });
    const counts = await erasePerson(
      handle.db,
      { kind: "email", value: "shirin@example.com" },
      rina,
    );
    expect(counts.activity).toBe(2);
    const rows = (await activityIn(handle.db, { page: 1 })).rows;
    const refusals = rows.filter((row) => row.action === "sign-in-refused");
    expect(refusals.map((row) => [describeActivity(row).who, row.ip])).toEqual([
      ["Someone", null],
      ["Someone", null],
    ]);
    expect(JSON.stringify(rows)).not.toContain("shirin@example.com");
    expect(activityLine(rows.find((row) => row.action === "erase")!)).toBe(
      "erased a person's data (2 records)",
    );

    await applyRetention(handle.db, { leadMonths: 24 });
    const after = (await activityIn(handle.db, { page: 1 })).rows;
    // The entry from October 2025 is over 12 months old; the retention run is logged by the site.
    expect(after.filter((row) => row.action === "sign-in-refused")).toHaveLength(1);
    const retention = after.find((row) => row.action === "retention")!;
    expect(describeActivity(retention).who).toBe("The site");
  });
});
