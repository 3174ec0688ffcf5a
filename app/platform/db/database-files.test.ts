import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrate, openDatabase } from "~/platform/db/db.server";

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe("the SQLite database's files", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "database-files-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("are its user's alone when the server makes them: the folder 0700, the database and its WAL 0600", async () => {
    const file = path.join(dir, "data", "site.db");
    const handle = openDatabase(`file:${file}`);
    try {
      await migrate(handle);
      expect(modeOf(path.dirname(file))).toBe(0o700);
      expect(modeOf(file)).toBe(0o600);
      expect(modeOf(`${file}-wal`)).toBe(0o600);
    } finally {
      await handle.db.destroy();
    }
  });

  it("keep the mode of a database the server did not make", async () => {
    const file = path.join(dir, "site.db");
    writeFileSync(file, "");
    chmodSync(file, 0o640);
    const handle = openDatabase(`file:${file}`);
    try {
      await migrate(handle);
      expect(modeOf(file)).toBe(0o640);
    } finally {
      await handle.db.destroy();
    }
  });
});
