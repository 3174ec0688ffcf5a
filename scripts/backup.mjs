// npm run backup -- <file>: a consistent copy of the SQLite database, taken while the site serves
// (SQLite's online backup API, page by page, not a file copy). It reads DATABASE_URL as the server
// does; PostgreSQL is backed up with pg_dump instead (see docs/operations.md).
import { closeSync, existsSync, mkdirSync, openSync, rmSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

// The driver the server uses on this Node (app/platform/db/sqlite-driver.server.ts): 13 from Node 22 on.
const require = createRequire(import.meta.url);
const Database = (() => {
  if (Number(process.versions.node.split(".")[0]) >= 22) {
    try {
      return require("better-sqlite3-node22");
    } catch {
      // Not installed.
    }
  }
  return require("better-sqlite3");
})();

const target = process.argv[2];
const url = process.env.DATABASE_URL || "file:data/site.db";
if (!target) {
  console.error("Usage: npm run backup -- <backup file>");
  process.exit(2);
}
if (!url.startsWith("file:")) {
  console.error("DATABASE_URL names PostgreSQL: back it up with pg_dump (see docs/operations.md).");
  process.exit(2);
}
const source = url.slice("file:".length);
if (!existsSync(source)) {
  console.error(`No database at ${source}`);
  process.exit(1);
}
if (existsSync(target)) {
  console.error(`${target} exists already; name a new file`);
  process.exit(1);
}
// A backup holds everything the database does: it is made its user's alone, whatever the umask, in
// a folder made the same way. The copy is written into a file created so (an empty file is an
// empty database), rather than made readable by others for a moment.
mkdirSync(path.dirname(path.resolve(target)), { recursive: true, mode: 0o700 });
const db = new Database(source, { readonly: true, fileMustExist: true });
db.pragma("busy_timeout = 5000");
closeSync(openSync(target, "wx", 0o600));
const started = Date.now();
let totalPages;
try {
  ({ totalPages } = await db.backup(target));
} catch (error) {
  rmSync(target, { force: true });
  throw error;
} finally {
  db.close();
}
// The copy is checked before it is called a backup.
const copy = new Database(target, { readonly: true });
const check = copy.pragma("integrity_check", { simple: true });
copy.close();
if (check !== "ok") {
  console.error(`The backup at ${target} failed its integrity check: ${check}`);
  process.exit(1);
}
console.log(`Backed up ${source} to ${target}: ${totalPages} pages in ${Date.now() - started} ms`);
