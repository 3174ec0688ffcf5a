import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import {
  isDatabaseUnavailable,
  migrate,
  openDatabase,
  type DatabaseHandle,
} from "~/platform/db/db.server";

let dir: string;
let handle: DatabaseHandle;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "site-rollback-"));
  handle = openDatabase(`file:${path.join(dir, "site.db")}`);
  await migrate(handle);
});
afterEach(async () => {
  await handle.db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

it("a SQLite transaction that SQLite rolled back itself fails with its own error, and the next one works", async () => {
  // After a full disk, SQLite has rolled the transaction back before the ROLLBACK arrives.
  const full = Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
  const failed = handle.db.transaction().execute(async (trx) => {
    await trx.insertInto("settings").values({ key: "a", value: "1" }).execute();
    await sql`rollback`.execute(trx);
    throw full;
  });
  await expect(failed).rejects.toBe(full);
  expect(isDatabaseUnavailable(full)).toBe(true);
  await handle.db
    .transaction()
    .execute((trx) => trx.insertInto("settings").values({ key: "b", value: "2" }).execute());
  const keys = await handle.db
    .selectFrom("settings")
    .select("key")
    .where("key", "in", ["a", "b"])
    .execute();
  expect(keys).toEqual([{ key: "b" }]);
});
