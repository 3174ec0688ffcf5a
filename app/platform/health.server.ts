import { pendingMigrations, type DatabaseHandle } from "./db/db.server";

/** Whether an instance can serve visitors, with the outbox's numbers when it can. */
export type Readiness =
  { ready: true; outbox: { pending: number; failed: number } } | { ready: false; reason: string };

/** How long the readiness check waits for the database before it calls it unreachable. */
const CHECK_TIMEOUT_MS = 3000;

function withinTimeout<T>(work: Promise<T>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Checks that the database answers and has every migration, and counts the e-mails waiting and the
 * ones that failed. It says what is wrong in a few words, never an address, error or setting.
 */
export async function readiness(handle: DatabaseHandle): Promise<Readiness> {
  const check = async (): Promise<Readiness> => {
    const pending = await pendingMigrations(handle);
    if (pending.length > 0) return { ready: false, reason: "database not migrated" };
    const rows = await handle.db
      .selectFrom("outbox")
      .select(["status", handle.db.fn.countAll<number>().as("count")])
      .where("status", "in", ["pending", "failed"])
      // A campaign's e-mails have their own figures; an address that is gone is no fault here.
      .where("kind", "!=", "campaign")
      .groupBy("status")
      .execute();
    const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
    return { ready: true, outbox: { pending: count("pending"), failed: count("failed") } };
  };
  try {
    return await withinTimeout(check(), CHECK_TIMEOUT_MS);
  } catch {
    return { ready: false, reason: "database unreachable" };
  }
}
