import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import { isDatabaseUnavailable, now } from "./db.server";
import type { Submission } from "./submissions.server";
import type { SpamReason } from "~/form-guard/guard.server";

/** What a submission is known by from the moment it arrives: stored once under this id. */
export type Ticket = { id: string; receivedAt: string };

export const newTicket = (): Ticket => ({ id: randomUUID(), receivedAt: now() });

/** A submission thanked while the database was unavailable, as kept on the instance's disk. */
export type JournalEntry = Ticket & {
  submission: Submission;
  /** The visitor's form token, when the database could not spend it: spent when stored. */
  token?: string;
  /** Why the abuse checks held it, when the database could not keep it as suspected spam. */
  heldFor?: SpamReason;
};

/** Beyond this many entries waiting, a visitor is asked to try again instead (a flood, a long outage). */
const MAX_WAITING = 20_000;

/**
 * Submissions an instance thanked its visitors for while the database was unavailable (unreachable,
 * restarting, locked or full): each is written to a file of the instance's own and synced to disk
 * before the visitor is thanked, then stored, in order, once the database answers again. Each
 * entry has the id its submission was first tried with, and a submission is stored in one
 * transaction with its id (`storeOnce`), so that neither a first try that committed unseen nor a
 * replay cut short and run again stores it twice. A submission the database refuses for another reason stays in the
 * file and is logged as an error: none is dropped. See
 * docs/decisions/2026-11-26-submissions-kept-through-a-database-outage.md.
 */
export class SubmissionJournal {
  /** Appends and rewrites, one at a time. */
  private queue: Promise<unknown> = Promise.resolve();
  private waiting: number | undefined;
  private replaying: Promise<number> | undefined;

  constructor(
    readonly file: string,
    private log: Logger,
  ) {}

  static forInstance(dir: string, port: number, log: Logger) {
    return new SubmissionJournal(path.resolve(dir, `submissions-${port}.jsonl`), log);
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** The entries waiting to be stored, oldest first; a line cut short by a crash is left out. */
  async entries(): Promise<JournalEntry[]> {
    const text = await readFile(this.file, "utf8").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return "";
      throw error;
    });
    const entries: JournalEntry[] = [];
    for (const line of text.split("\n")) {
      if (!line) continue;
      try {
        entries.push(JSON.parse(line) as JournalEntry);
      } catch {
        // Only the last line can be cut short (a crash while writing it): its visitor was not
        // thanked, since the line was not yet synced.
        this.log.warn({ file: this.file }, "journal: a line cut short is skipped");
      }
    }
    this.waiting = entries.length;
    return entries;
  }

  /**
   * Keeps a submission on disk: written and synced before this returns, so that a thank-you given
   * after it survives a crash of the process or the machine. Throws when it cannot (a full disk, too
   * many waiting): then the visitor must be asked to try again.
   */
  keep(
    { id, receivedAt }: Ticket,
    submission: Submission,
    { token, heldFor }: Pick<JournalEntry, "token" | "heldFor"> = {},
  ): Promise<JournalEntry> {
    return this.serially(async () => {
      const waiting = this.waiting ?? (await this.entries()).length;
      if (waiting >= MAX_WAITING) throw new Error(`journal: ${waiting} submissions wait already`);
      const entry: JournalEntry = {
        id,
        receivedAt,
        submission,
        ...(token && { token }),
        ...(heldFor && { heldFor }),
      };
      await mkdir(path.dirname(this.file), { recursive: true });
      const handle = await open(this.file, "a");
      try {
        await handle.appendFile(`${JSON.stringify(entry)}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      this.waiting = waiting + 1;
      return entry;
    });
  }

  /** How many submissions wait (known without reading the file once it has been read). */
  async waitingCount() {
    return this.waiting ?? (await this.entries()).length;
  }

  /**
   * Stores the waiting submissions in order, each once, and keeps in the file those not stored;
   * stops at the first that finds the database still unavailable. Returns how many were stored.
   * One replay runs at a time.
   */
  replay(store: (entry: JournalEntry) => Promise<void>): Promise<number> {
    this.replaying ??= this.replayOnce(store).finally(() => {
      this.replaying = undefined;
    });
    return this.replaying;
  }

  private async replayOnce(store: (entry: JournalEntry) => Promise<void>) {
    if ((await this.waitingCount()) === 0) return 0;
    const done = new Set<string>();
    for (const entry of await this.entries()) {
      try {
        await store(entry);
        done.add(entry.id);
      } catch (error) {
        if (isDatabaseUnavailable(error)) break;
        // Kept for a person to look at: the database refused it for a reason of its own.
        this.log.error(
          { err: error, entry: entry.id, form: entry.submission.form, file: this.file },
          "journal: a kept submission could not be stored",
        );
      }
    }
    if (done.size > 0) await this.forget(done);
    if (done.size > 0) {
      this.log.info({ stored: done.size, file: this.file }, "journal: kept submissions stored");
    }
    return done.size;
  }

  /** Rewrites the file without the entries stored: a new file synced, then renamed over the old. */
  private forget(done: Set<string>) {
    return this.serially(async () => {
      const rest = (await this.entries()).filter((entry) => !done.has(entry.id));
      const next = `${this.file}.next`;
      const handle = await open(next, "w");
      try {
        await handle.writeFile(rest.map((entry) => `${JSON.stringify(entry)}\n`).join(""));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(next, this.file);
      this.waiting = rest.length;
    });
  }
}
