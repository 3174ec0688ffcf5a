import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { pino } from "pino";
import { describe } from "vitest";
import { migrate, openDatabase, type DatabaseHandle } from "~/platform/db/db.server";
import { freshSchema, POSTGRES_URL } from "./postgres-schema";

export const silentLog = pino({ level: "silent" });

async function postgresReachable() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const pgAvailable = await postgresReachable();
if (!pgAvailable && process.env.REQUIRE_POSTGRES === "1") {
  throw new Error(`PostgreSQL is required for these tests but not reachable at ${POSTGRES_URL}`);
}

export type Store = {
  name: "SQLite" | "PostgreSQL";
  /** Opens a fresh database of its own, migrated unless asked not to be. */
  open: (options?: {
    migrated?: boolean;
  }) => Promise<DatabaseHandle & { url: string; dispose: () => Promise<void> }>;
};

const sqlite: Store = {
  name: "SQLite",
  async open({ migrated = true } = {}) {
    const dir = mkdtempSync(path.join(tmpdir(), "site-test-"));
    const url = `file:${path.join(dir, "site.db")}`;
    const handle = openDatabase(url);
    if (migrated) await migrate(handle);
    return {
      ...handle,
      url,
      dispose: async () => {
        await handle.db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

const postgres: Store = {
  name: "PostgreSQL",
  async open({ migrated = true } = {}) {
    const schema = await freshSchema("test");
    const handle = openDatabase(schema.url);
    const dispose = async () => {
      await handle.db.destroy();
      await schema.drop();
    };
    // A schema left behind by a failed migration would hold migration tables that Kysely finds
    // from every other test's schema too, so it goes whatever happens.
    if (migrated) {
      await migrate(handle).catch(async (error: unknown) => {
        await dispose();
        throw error;
      });
    }
    return { ...handle, url: schema.url, dispose };
  },
};

/** Runs a suite once per store; the PostgreSQL run is reported as skipped when no server answers. */
export function describeEachStore(title: string, suite: (store: Store) => void) {
  describe(`${title} (SQLite)`, () => suite(sqlite));
  describe.skipIf(!pgAvailable)(`${title} (PostgreSQL)`, () => suite(postgres));
}
