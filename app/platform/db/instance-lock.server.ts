import { readFileSync, rmSync, writeFileSync } from "node:fs";

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Marks a SQLite file as used by this process, and says which other running process marked it
 * first: SQLite serves one instance, and several instances belong on PostgreSQL. Returns the other
 * process's id, if any, and a function that removes this process's mark.
 */
export function claimSqliteFile(file: string) {
  const mark = `${file}.instance`;
  let other: number | undefined;
  try {
    const pid = Number(readFileSync(mark, "utf8"));
    if (pid && pid !== process.pid && isRunning(pid)) other = pid;
  } catch {
    // No mark yet.
  }
  if (file !== ":memory:" && other === undefined) writeFileSync(mark, String(process.pid));
  const release = () => {
    if (other === undefined) rmSync(mark, { force: true });
  };
  return { other, release };
}
