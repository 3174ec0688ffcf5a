import { sql } from "kysely";
import type { Logger } from "pino";
import type { Db } from "~/platform/db/db.server";
import { bumpContentRevision } from "~/platform/db/content-revision.server";
import { keepRedirect, keptRedirects } from "./redirects-files.server";
import {
  matchedPath,
  MAX_ADDRESS_LENGTH,
  redirectLocation,
  redirectProblem,
  redirectTarget,
  referrerOf,
  type RedirectProblem,
  type RedirectStatus,
} from "~/lib/redirects";

/** How many addresses not found the log keeps; the ones seen longest ago go first. */
export const MISSING_PAGES_KEPT = 2_000;
/** How many different addresses not found one instance notes between two writes. */
const MISSING_PER_WRITE = 200;

type Kept = { id: number; to: string; status: RedirectStatus };

/**
 * The redirects staff keep, answered from memory on every instance (read again whenever the
 * content revision moves, which every change to them does), and the counts of what they answer
 * and of the addresses that answered "not found", written to the database in batches.
 */
export class Redirects {
  private kept = new Map<string, Kept>();
  private readFor = Number.NaN;
  private reading: Promise<void> | undefined;
  private hits = new Map<number, { count: number; at: string }>();
  private missing = new Map<string, { count: number; referrer: string | null; at: string }>();

  constructor(
    private db: Db,
    private options: {
      /** The content revision in force on this instance. */
      revision: () => number;
      /** The site's own origins: a redirect may lead to them, a referrer on them is a path. */
      ownOrigins: readonly string[];
      log: Logger;
    },
  ) {}

  /** Reads the redirects again, now. */
  async reload() {
    const revision = this.options.revision();
    const rows = await this.db
      .selectFrom("redirects")
      .select(["id", "match_path", "to_path", "status"])
      .execute();
    this.kept = new Map(
      rows.map((row) => [row.match_path, { id: row.id, to: row.to_path, status: row.status }]),
    );
    this.readFor = revision;
  }

  /**
   * Where a request for `url` (its path and query) is sent instead, if a redirect says so. Answered
   * from memory; a change made on any instance is read in the background once the content
   * revision shows it.
   */
  answer(url: string): { status: RedirectStatus; location: string } | undefined {
    if (this.readFor !== this.options.revision() && !this.reading) {
      this.reading = this.reload()
        .catch((error: unknown) => this.options.log.warn({ err: error }, "redirects not read"))
        .finally(() => (this.reading = undefined));
    }
    if (this.kept.size === 0) return undefined;
    const path = matchedPath(url);
    const redirect = path === undefined ? undefined : this.kept.get(path);
    if (!redirect) return undefined;
    const now = new Date().toISOString();
    const counted = this.hits.get(redirect.id);
    this.hits.set(redirect.id, { count: (counted?.count ?? 0) + 1, at: now });
    const query = url.indexOf("?");
    return {
      status: redirect.status,
      location: redirectLocation(redirect.to, query === -1 ? "" : url.slice(query)),
    };
  }

  /** Notes a request for an address of the site that answered "not found". */
  notFound(url: string, referer: string | undefined) {
    const path = matchedPath(url);
    if (path === undefined || path.length > MAX_ADDRESS_LENGTH) return;
    const noted = this.missing.get(path);
    if (!noted && this.missing.size >= MISSING_PER_WRITE) return;
    this.missing.set(path, {
      count: (noted?.count ?? 0) + 1,
      referrer: referrerOf(referer, this.options.ownOrigins) ?? noted?.referrer ?? null,
      at: new Date().toISOString(),
    });
  }

  /** Writes the counts noted since the last write; returns how many rows it touched. */
  async write() {
    const hits = [...this.hits];
    const missing = [...this.missing];
    this.hits.clear();
    this.missing.clear();
    for (const [id, { count, at }] of hits) {
      await this.db
        .updateTable("redirects")
        .set({ hits: sql<number>`hits + ${count}`, last_hit_at: at })
        .where("id", "=", id)
        .execute();
    }
    for (const [path, { count, referrer, at }] of missing) {
      await this.db
        .insertInto("missing_pages")
        .values({ path, hits: count, referrer, first_seen_at: at, last_seen_at: at })
        .onConflict((conflict) =>
          conflict.column("path").doUpdateSet({
            hits: sql<number>`missing_pages.hits + ${count}`,
            last_seen_at: at,
            referrer: referrer === null ? sql<string | null>`missing_pages.referrer` : referrer,
          }),
        )
        .execute();
    }
    if (missing.length) await this.trimMissing();
    return { redirects: hits.length, missing: missing.length };
  }

  /** Keeps the log of addresses not found to its size, forgetting those seen longest ago. */
  private async trimMissing() {
    const { count } = await this.db
      .selectFrom("missing_pages")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    const over = Number(count) - MISSING_PAGES_KEPT;
    if (over <= 0) return;
    const oldest = await this.db
      .selectFrom("missing_pages")
      .select("path")
      .orderBy("last_seen_at")
      .orderBy("path")
      .limit(over)
      .execute();
    await this.db
      .deleteFrom("missing_pages")
      .where(
        "path",
        "in",
        oldest.map((row) => row.path),
      )
      .execute();
  }

  /** The redirect a form asks for, checked: what it is, or what is wrong with it. */
  async check(
    from: string,
    to: string,
  ): Promise<{ problem: RedirectProblem } | { from: string; match: string; to: string }> {
    const target = redirectTarget(to, this.options.ownOrigins);
    if ("problem" in target) return target;
    const problem = redirectProblem(from, target.path, await keptRedirects(this.db));
    if (problem) return { problem };
    return { from: from.trim(), match: matchedPath(from.trim())!, to: target.path };
  }

  /**
   * Keeps a redirect (replacing one from the same address), forgets that address in the log of
   * addresses not found, and moves the content revision on so that every instance reads it.
   * Returns what it kept and whether it replaced one, or what is wrong with it (nothing kept).
   */
  async save(from: string, to: string, status: RedirectStatus, by: string) {
    const checked = await this.check(from, to);
    if ("problem" in checked) return checked;
    const kept = await this.db.transaction().execute(async (trx) => {
      const outcome = await keepRedirect(trx, { ...checked, status }, by);
      if (outcome !== "unchanged") await bumpContentRevision(trx);
      return outcome;
    });
    const replaced = kept !== "created";
    return { ...checked, replaced };
  }

  /** Removes a redirect; returns it, or undefined when there was none. */
  async remove(id: number) {
    return this.db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom("redirects")
        .where("id", "=", id)
        .returning(["from_path", "to_path"])
        .executeTakeFirst();
      if (removed) await bumpContentRevision(trx);
      return removed;
    });
  }

  /** Forgets an address in the log of addresses not found. */
  async dismiss(path: string) {
    await this.db.deleteFrom("missing_pages").where("path", "=", path).execute();
  }

  /** Every redirect, the newest first. */
  list() {
    return this.db
      .selectFrom("redirects")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
  }

  /** The addresses not found, the most asked for first. */
  missingPages(limit = 100) {
    return this.db
      .selectFrom("missing_pages")
      .selectAll()
      .orderBy("hits", "desc")
      .orderBy("last_seen_at", "desc")
      .limit(limit)
      .execute();
  }
}
