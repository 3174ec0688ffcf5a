import { chmodSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from "kysely";
import pg from "pg";
import { migrationsFor, type Dialect } from "~/platform/db/migrations";
import type { Database } from "./schema.server";
import { SqliteDatabase } from "./sqlite-driver.server";

const DEFAULT_SQLITE_PATH = "data/site.db";

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  dialect: Dialect;
  description: string;
  /** The SQLite file, when the store is one. */
  file?: string;
};

/**
 * SQLite's dialect, but for one thing: after some errors (a full disk, an I/O error) SQLite rolls
 * the transaction back itself, and then refuses the ROLLBACK that follows with "no transaction is
 * active". That refusal would take the place of the error that says what happened, and a
 * submission the disk could not take would fail instead of being kept (see journal.server.ts).
 */
class SqliteKeepingErrors extends SqliteDialect {
  override createDriver() {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      try {
        await rollback(connection);
      } catch (error) {
        if (!(error instanceof Error && /no transaction is active/.test(error.message)))
          throw error;
      }
    };
    return driver;
  }
}

/**
 * Opens the store named by DATABASE_URL: unset means a SQLite file at data/site.db, "file:<path>" a
 * SQLite file there, "postgres://…" PostgreSQL (a search_path can be given with ?options=-c search_path=…).
 */
export function openDatabase(url: string | undefined): DatabaseHandle {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    // A database that does not answer fails a request in seconds instead of holding it.
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection the server drops (a restart, a failover) is discarded; the next query
    // opens a new one, and a query that cannot is the one that reports it. Without this listener
    // the dropped connection would stop the process.
    pool.on("error", () => {});
    // The same for a connection in use, between two queries of a transaction: the error reaches
    // the next query on it, which fails (and a submission is kept, see journal.server.ts),
    // instead of stopping the process.
    pool.on("connect", (client) => client.on("error", () => {}));
    const host = new URL(url).host;
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: "postgres",
      description: `PostgreSQL at ${host}`,
    };
  }
  const file = url ? url.replace(/^file:/, "") : DEFAULT_SQLITE_PATH;
  const inMemory = file === ":memory:";
  // The database holds every lead and account: what this process creates is its user's alone,
  // whatever the umask (SQLite gives its -wal and -shm files the database file's mode).
  if (!inMemory) mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  const created = !inMemory && !existsSync(file);
  const sqlite = new SqliteDatabase(file);
  if (created) {
    try {
      chmodSync(file, 0o600);
    } catch {
      // A file system without Unix modes: it keeps what it gives.
    }
  }
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // What is deleted is overwritten, not left in free pages: an erased person is erased.
  sqlite.pragma("secure_delete = ON");
  return {
    db: new Kysely<Database>({ dialect: new SqliteKeepingErrors({ database: sqlite }) }),
    dialect: "sqlite",
    description: `SQLite at ${file}`,
    file,
  };
}

/**
 * Runs work in one transaction: the one `db` is already in (so that a caller can add a row of its
 * own to the same commit), or a new one.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** PostgreSQL's classes of errors that say the server cannot be reached or cannot write now. */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0)/;
/** SQLite's codes for a file it cannot write now (locked too long, read-only, full, I/O). */
const UNAVAILABLE_SQLITE = /^SQLITE_(BUSY|LOCKED|READONLY|IOERR|FULL|CANTOPEN|PROTOCOL)/;
const UNAVAILABLE_MESSAGE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|Connection terminated|is not queryable|timeout exceeded when trying to connect|the database system is (shutting down|starting up|in recovery)/i;

/**
 * Whether an error says the database is unavailable for now (unreachable, restarting, locked, out
 * of space), rather than that the request or the code is wrong: what is worth keeping for later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as Error & { code?: unknown };
  if (
    typeof code === "string" &&
    (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SQLITE.test(code))
  )
    return true;
  return UNAVAILABLE_MESSAGE.test(`${code ?? ""} ${error.message}`);
}

/** Brings the schema up to date; fails loudly, naming the migration, when one cannot be applied. */
export async function migrate(handle: DatabaseHandle) {
  const { error, results } = await migratorFor(handle).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
  return results?.filter((result) => result.status === "Success").map((r) => r.migrationName) ?? [];
}

/** The names of the migrations the database has not had yet. */
export async function pendingMigrations(handle: DatabaseHandle) {
  const migrations = await migratorFor(handle).getMigrations();
  return migrations.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

function migratorFor({ db, dialect }: DatabaseHandle) {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  return new Migrator({ db, provider });
}

export const now = () => new Date().toISOString();

/**
 * Moves a setting on to `day` (YYYY-MM-DD) when it was before it, inside the caller's transaction:
 * of several instances, the one that moves it does that day's once-a-day work, and the others
 * find it moved. Whether this one did.
 */
export async function claimDay(trx: Db, key: string, day: string) {
  await trx
    .insertInto("settings")
    .values({ key, value: "" })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  const claimed = await trx
    .updateTable("settings")
    .set({ value: day })
    .where("key", "=", key)
    .where("value", "<", day)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * A case-insensitive LIKE pattern (compared with `lower(…) like … escape '\\'`) that finds a text
 * anywhere, its own % and _ taken as they are.
 */
export const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
