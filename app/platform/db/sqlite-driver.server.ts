import { createRequire } from "node:module";
import SQLite from "better-sqlite3";

/**
 * The SQLite driver for this Node: better-sqlite3 13 (installed as better-sqlite3-node22, Node 22
 * and newer) where it is installed, else 12, which Node 20 needs. Version 12's statements abort
 * Node 24.19 and newer when they are garbage-collected, so Node 24 must not use it; see
 * docs/decisions/2026-11-23-node-24-and-framework-majors.md.
 */
function driver(): typeof SQLite {
  if (Number(process.versions.node.split(".")[0]) >= 22) {
    try {
      return createRequire(import.meta.url)("better-sqlite3-node22") as typeof SQLite;
    } catch {
      // Not installed: fall back to 12.
    }
  }
  return SQLite;
}

export const SqliteDatabase = driver();
export type SqliteDatabase = SQLite.Database;
