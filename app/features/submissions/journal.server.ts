import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import { isDatabaseUnavailable, now } from "~/platform/db/db.server";
import type { Submission } from "./submissions.server";
import type { SpamReason } from "./guard.server";

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
  /** How many replays the database refused it at, for a reason other than being unavailable. */
  refusals?: number;
};

/**
 * What a replay's `store` throws for an entry that must not be stored as it stands (one that does
 * not pass its form's rules): it is moved aside at once. The message names the fault, never what
 * the visitor wrote.
 */
export class UnfitEntry extends Error {}

/** Beyond this many entries waiting, a visitor is asked to try again instead (a flood, a long outage). */
const MAX_WAITING = 20_000;

/** How many replays the database may refuse an entry at before it is moved aside. */
const MAX_REFUSALS = 5;

/** What visitors sent is the service's alone, whatever the process's umask. */
const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;

/** What became of an entry at a replay, by its place in the file. */
type Outcome =
  | { kind: "stored" }
  | { kind: "refused"; refusals: number }
  | { kind: "aside"; reason: string; error?: string };

/** What the log names an entry by, whatever the line holds: its id and form, never the visitor's words. */
function labelOf(entry: unknown) {
  const { id, submission } = (entry ?? {}) as { id?: unknown; submission?: { form?: unknown } };
  const short = (name: unknown) => (typeof name === "string" ? name.slice(0, 64) : undefined);
  return { entry: short(id), form: short(submission?.form) };
}

/** The code or kind of an error the database gave, without its message (which may quote a value). */
function codeOf(error: unknown) {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return String(code ?? name ?? typeof error);
}

/**
 * Submissions an instance thanked its visitors for while the database was unavailable (unreachable,
 * restarting, locked or full): each is written to a file of the instance's own (0600, in a folder
 * made 0700: it holds what visitors wrote) and synced to disk before the visitor is thanked, then
 * stored, in order, once the database answers again. Each entry has the id its submission was
 * first tried with, and a submission is stored in one transaction with its id (`storeOnce`), so
 * that neither a first try that committed unseen nor a replay cut short and run again stores it
 * twice. An entry that must not be stored as it stands (`UnfitEntry`: a line written or changed by
 * hand) or that the database refuses for another reason at MAX_REFUSALS replays is moved to a file
 * beside the journal (`rejectedFile`, one `{ movedAt, reason, error?, entry }` a line) and logged
 * once as an error for a person to look at: none is dropped, and none is retried forever. See
 * docs/decisions/2026-11-26-submissions-kept-through-a-database-outage.md.
 */
export class SubmissionJournal {
  /** Appends and rewrites, one at a time. */
  private queue: Promise<unknown> = Promise.resolve();
  private waiting: number | undefined;
  private replaying: Promise<number> | undefined;
  /** Where entries that will not be stored are moved, beside the journal. */
  readonly rejectedFile: string;

  constructor(
    readonly file: string,
    private log: Logger,
  ) {
    this.rejectedFile = file.replace(/(\.jsonl)?$/, ".rejected.jsonl");
  }

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
        // Only a line being written when the process or the machine stopped can be cut short: its
        // visitor was not thanked, since the line was not yet synced.
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
      await mkdir(path.dirname(this.file), { recursive: true, mode: PRIVATE_DIR });
      await appendLines(this.file, [entry]);
      this.waiting = waiting + 1;
      return entry;
    });
  }

  /** How many submissions wait (known without reading the file once it has been read). */
  async waitingCount() {
    return this.waiting ?? (await this.entries()).length;
  }

  /**
   * Stores the waiting submissions in order, each once; keeps in the file those not stored, and
   * moves aside those that will not be (see the class); stops at the first that finds the database
   * still unavailable. Returns how many were stored. One replay runs at a time.
   */
  replay(store: (entry: JournalEntry) => Promise<void>): Promise<number> {
    this.replaying ??= this.replayOnce(store).finally(() => {
      this.replaying = undefined;
    });
    return this.replaying;
  }

  private async replayOnce(store: (entry: JournalEntry) => Promise<void>) {
    if ((await this.waitingCount()) === 0) return 0;
    const entries = await this.entries();
    const outcomes = new Map<number, Outcome>();
    for (const [at, entry] of entries.entries()) {
      if (typeof entry !== "object" || entry === null) {
        outcomes.set(at, { kind: "aside", reason: "entry: not an object" });
        continue;
      }
      try {
        await store(entry);
        outcomes.set(at, { kind: "stored" });
      } catch (error) {
        if (isDatabaseUnavailable(error)) break;
        if (error instanceof UnfitEntry) {
          outcomes.set(at, { kind: "aside", reason: error.message });
          continue;
        }
        const before = Number(entry.refusals);
        const refusals = (Number.isSafeInteger(before) && before > 0 ? before : 0) + 1;
        if (refusals >= MAX_REFUSALS) {
          const reason = `the database refused it at ${refusals} replays (${codeOf(error)})`;
          outcomes.set(at, { kind: "aside", reason, error: String(error) });
          continue;
        }
        outcomes.set(at, { kind: "refused", refusals });
        this.log.error(
          { ...labelOf(entry), refusals, code: codeOf(error), file: this.file },
          "journal: the database refused a kept submission; it is tried again",
        );
      }
    }
    if (outcomes.size === 0) return 0;
    const stored = await this.settle(entries, outcomes);
    if (stored > 0) {
      this.log.info({ stored, file: this.file }, "journal: kept submissions stored");
    }
    return stored;
  }

  /**
   * Writes what a replay did: the entries moved aside are added to `rejectedFile` (synced) first,
   * then the journal is rewritten without them and without those stored, with the refusals
   * counted. Entries are known by their place in the file: between the replay's read and this
   * one it only grows at its end (nothing else rewrites it). That is checked, and should the file
   * have been edited meanwhile, nothing is written and the next replay does it all again (what
   * was stored is known by its id). Returns how many were stored.
   */
  private settle(replayed: JournalEntry[], outcomes: Map<number, Outcome>) {
    return this.serially(async () => {
      const entries = await this.entries();
      const moved = [...outcomes.keys()].some(
        (at) => JSON.stringify(entries[at]) !== JSON.stringify(replayed[at]),
      );
      if (moved) return 0;
      const aside = entries.flatMap((entry, at) => {
        const outcome = outcomes.get(at);
        return outcome?.kind === "aside" ? [{ entry, ...outcome }] : [];
      });
      if (aside.length > 0) {
        await appendLines(
          this.rejectedFile,
          aside.map(({ entry, reason, error }) => ({
            movedAt: now(),
            reason,
            ...(error && { error }),
            entry,
          })),
        );
        for (const { entry, reason } of aside) {
          this.log.error(
            { ...labelOf(entry), reason, file: this.rejectedFile },
            "journal: a kept submission is moved aside and not tried again",
          );
        }
      }
      const rest = entries.flatMap((entry, at) => {
        const outcome = outcomes.get(at);
        if (!outcome) return [entry];
        return outcome.kind === "refused" ? [{ ...entry, refusals: outcome.refusals }] : [];
      });
      await this.rewrite(rest);
      return [...outcomes.values()].filter((outcome) => outcome.kind === "stored").length;
    });
  }

  /** Replaces the file's entries: a new file synced, then renamed over the old. */
  private async rewrite(entries: JournalEntry[]) {
    const next = `${this.file}.next`;
    // One left by a crash keeps the mode it was made with: this one is made private.
    await rm(next, { force: true });
    const handle = await open(next, "wx", PRIVATE_FILE);
    try {
      await handle.writeFile(entries.map((entry) => `${JSON.stringify(entry)}\n`).join(""));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(next, this.file);
    this.waiting = entries.length;
  }
}

/**
 * Appends a JSON line each to a file (made 0600 if new), synced before this returns. A line a
 * crash cut short has no line end: what follows it starts a line of its own, and so is not lost
 * with it.
 */
async function appendLines(file: string, items: unknown[]) {
  const handle = await open(file, "a+", PRIVATE_FILE);
  try {
    const { size } = await handle.stat();
    const last = Buffer.alloc(1);
    if (size > 0) await handle.read(last, 0, 1, size - 1);
    const start = size > 0 && last[0] !== 0x0a ? "\n" : "";
    await handle.appendFile(start + items.map((item) => `${JSON.stringify(item)}\n`).join(""));
    await handle.sync();
  } finally {
    await handle.close();
  }
}
