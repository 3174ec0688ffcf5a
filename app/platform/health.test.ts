import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachStore, silentLog } from "../../tests/support/stores";
import { openDatabase } from "~/platform/db/db.server";
import { readiness } from "~/platform/health.server";
import type { Backend } from "~/backend.server";
import { Outbox } from "~/platform/mail/outbox.server";
import { healthChecks } from "../../server/health";

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

it("tells the outbox's counts only to a caller on the machine itself, never to a proxied visitor", async () => {
  const app = express();
  // As in production: the proxy on this machine passes the visitor's address.
  app.set("trust proxy", "loopback");
  const backend = {
    readiness: async () => ({ ready: true, outbox: { pending: 2, failed: 1 } }),
    journal: { waitingCount: async () => 3 },
  } as unknown as Backend;
  app.use(healthChecks(backend));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`;
  try {
    const local = await fetch(url);
    expect(local.status).toBe(200);
    expect(await local.json()).toEqual({
      status: "ready",
      outbox: { pending: 2, failed: 1 },
      journal: { waiting: 3 },
    });
    const forwardings: Record<string, string>[] = [
      { "X-Forwarded-For": "203.0.113.9" },
      // A visitor's forged address, as a proxy that appends to the header passes it on.
      { "X-Forwarded-For": "127.0.0.1, 127.0.0.1" },
      { Forwarded: "for=127.0.0.1" },
    ];
    for (const forwarded of forwardings) {
      const proxied = await fetch(url, { headers: forwarded });
      expect(proxied.status).toBe(200);
      expect(await proxied.json()).toEqual({ status: "ready" });
      expect(proxied.headers.get("cache-control")).toBe("no-store");
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
