import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { claimSqliteFile } from "~/platform/db/instance-lock.server";

const fileIn = () => path.join(mkdtempSync(path.join(tmpdir(), "site-lock-")), "site.db");

it("marks a SQLite file as this process's and removes the mark on release", () => {
  const file = fileIn();
  const claim = claimSqliteFile(file);
  expect(claim.other).toBeUndefined();
  expect(readFileSync(`${file}.instance`, "utf8")).toBe(String(process.pid));
  claim.release();
  expect(existsSync(`${file}.instance`)).toBe(false);
});

it("names another running process that uses the file, and leaves its mark alone", () => {
  const file = fileIn();
  writeFileSync(`${file}.instance`, String(process.ppid));
  const claim = claimSqliteFile(file);
  expect(claim.other).toBe(process.ppid);
  claim.release();
  expect(readFileSync(`${file}.instance`, "utf8")).toBe(String(process.ppid));
});

it("takes over the mark of a process that is no longer running", () => {
  const file = fileIn();
  writeFileSync(`${file}.instance`, "4194000");
  expect(claimSqliteFile(file).other).toBeUndefined();
  expect(readFileSync(`${file}.instance`, "utf8")).toBe(String(process.pid));
});
