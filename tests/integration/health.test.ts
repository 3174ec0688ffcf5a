import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachStore, silentLog } from "./stores";
import { openDatabase } from "~/server/db.server";
import { readiness } from "~/server/health.server";
import { Outbox } from "~/server/outbox.server";

describeEachStore("readiness", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  beforeEach(async () => {
    handle = await store.open();
  });
  afterEach(async () => {
    await handle.dispose();
  });

  it("is ready on a migrated database and counts the waiting and failed e-mails", async () => {
    expect(await readiness(handle)).toEqual({ ready: true, outbox: { pending: 0, failed: 0 } });
    const outbox = new Outbox(handle.db, {
      from: "Site <site@example.test>",
      retryBaseMs: 1,
      log: silentLog,
    });
    await outbox.enqueue({ to: "a@example.test", subject: "One", text: "Hello" });
    await outbox.enqueue({ to: "b@example.test", subject: "Two", text: "Hello" });
    await handle.db
      .updateTable("outbox")
      .set({ status: "failed" })
      .where("subject", "=", "Two")
      .execute();
    expect(await readiness(handle)).toEqual({ ready: true, outbox: { pending: 1, failed: 1 } });
  });
});

it("is not ready, in a few words, on a database without its migrations or one that does not answer", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "site-ready-"));
  const fresh = openDatabase(`file:${path.join(dir, "site.db")}`);
  try {
    expect(await readiness(fresh)).toEqual({ ready: false, reason: "database not migrated" });
    await fresh.db.destroy();
    expect(await readiness(fresh)).toEqual({ ready: false, reason: "database unreachable" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // A PostgreSQL server that does not answer (nothing listens on port 1).
  const absent = openDatabase("postgres://postgres@127.0.0.1:1/test");
  expect(await readiness(absent)).toEqual({ ready: false, reason: "database unreachable" });
  await absent.db.destroy();
});
