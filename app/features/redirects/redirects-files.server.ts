import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transaction } from "kysely";
import { z } from "zod";
import type { Db } from "~/platform/db/db.server";
import { bumpContentRevision } from "~/platform/db/content-revision.server";
import type { Database } from "~/platform/db/schema.server";
import {
  matchedPath,
  MAX_ADDRESS_LENGTH,
  redirectProblem,
  redirectTarget,
  type RedirectStatus,
} from "~/lib/redirects";

/** The redirects as a file beside the content: `redirects.json`, a list of { from, to, status }. */
export const REDIRECTS_FILE = "redirects.json";

/** A redirects file that cannot be imported: its line and why. */
export class RedirectsFileError extends Error {}

const fileSchema = z.array(
  z.object({
    from: z.string().max(MAX_ADDRESS_LENGTH),
    to: z.string().max(MAX_ADDRESS_LENGTH),
    status: z.union([z.literal(301), z.literal(302)]),
  }),
);

type FileRedirect = z.infer<typeof fileSchema>[number];

/** What is wrong with a redirect, as an operator reads it. */
const problems = {
  from: "the old address is not a path of the site",
  fromReserved: "the home pages, the workspace and the site's own files cannot be redirected",
  to: "the new address is not a path of the site",
  offSite: "a redirect can only lead to a path of the site",
  same: "the new address is the old one",
  loop: "it would lead back to where it started",
  twice: "another redirect in the file has the same old address",
};

/** Writes every redirect, by its old address; returns the file written. */
export async function exportRedirects(db: Db, dir: string) {
  const rows = await db
    .selectFrom("redirects")
    .select(["from_path", "to_path", "status"])
    .orderBy("match_path")
    .execute();
  const list: FileRedirect[] = rows.map((row) => ({
    from: row.from_path,
    to: row.to_path,
    status: row.status,
  }));
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, REDIRECTS_FILE), `${JSON.stringify(list, null, 2)}\n`);
  return [REDIRECTS_FILE];
}

/** The line of the nth item of a JSON list written one key a line, as the export writes it. */
const lineOf = (source: string, index: number) => {
  let at = -1;
  for (let seen = 0; seen <= index; seen += 1) {
    at = source.indexOf('"from":', at + 1);
    if (at < 0) return 1;
  }
  return source.slice(0, at).split("\n").length;
};

/**
 * Reads and checks a folder's redirects file (none when it has none): each a path of the site to
 * another, no two from one address, and no loop among them and the redirects `kept` (old address
 * as matched → new address) that they do not replace. Throws a RedirectsFileError naming the line.
 */
export async function readRedirectsFile(
  dir: string,
  kept: ReadonlyMap<string, string>,
  readText: (file: string) => Promise<string> = (file) => readFile(path.join(dir, file), "utf8"),
): Promise<FileRedirect[]> {
  let source: string;
  try {
    source = await readText(REDIRECTS_FILE);
  } catch {
    return [];
  }
  const fail = (line: number, why: string): never => {
    throw new RedirectsFileError(`${REDIRECTS_FILE}: line ${line}: ${why}`);
  };
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    return fail(1, `JSON: ${(error as Error).message}`);
  }
  const parsed = fileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const index = typeof issue.path[0] === "number" ? issue.path[0] : 0;
    return fail(
      lineOf(source, index),
      `${issue.path.join(".") || "file"}: a list of { "from", "to", "status": 301 or 302 }`,
    );
  }
  const all = new Map(kept);
  const matched: string[] = [];
  for (const [index, redirect] of parsed.data.entries()) {
    const match = matchedPath(redirect.from.trim());
    if (match !== undefined && matched.includes(match)) fail(lineOf(source, index), problems.twice);
    if (match !== undefined) {
      matched.push(match);
      all.set(match, redirect.to);
    }
  }
  for (const [index, redirect] of parsed.data.entries()) {
    const target = redirectTarget(redirect.to, []);
    if ("problem" in target) fail(lineOf(source, index), problems[target.problem]);
    const others = new Map(all);
    others.delete(matchedPath(redirect.from.trim()) ?? "");
    const problem = redirectProblem(redirect.from, redirect.to, others);
    if (problem) fail(lineOf(source, index), problems[problem]);
  }
  return parsed.data;
}

/**
 * Keeps a file's redirects within the caller's transaction (one with the same old address is
 * replaced); says for each whether it was created, updated or already as given.
 */
export async function saveRedirectsIn(trx: Transaction<Database>, redirects: FileRedirect[]) {
  const outcomes: ("created" | "updated" | "unchanged")[] = [];
  for (const redirect of redirects) {
    const from = redirect.from.trim();
    const kept = { from, match: matchedPath(from)!, to: redirect.to, status: redirect.status };
    outcomes.push(await keepRedirect(trx, kept, "the content import"));
  }
  if (outcomes.some((outcome) => outcome !== "unchanged")) await bumpContentRevision(trx);
  return outcomes;
}

/** The redirects kept now, by old address as matched, for checking a file against. */
export async function keptRedirects(db: Db) {
  const rows = await db.selectFrom("redirects").select(["match_path", "to_path"]).execute();
  return new Map(rows.map((row) => [row.match_path, row.to_path]));
}

/**
 * Keeps a checked redirect within the caller's transaction: a new one, or the one from the same
 * address changed in place (its count and who added it kept), and forgets that address in the
 * log of addresses not found. Says whether it was created, updated or already as given.
 */
export async function keepRedirect(
  trx: Transaction<Database>,
  redirect: { from: string; match: string; to: string; status: RedirectStatus },
  by: string,
) {
  const { from, match, to, status } = redirect;
  const saved = await trx
    .selectFrom("redirects")
    .select(["from_path", "to_path", "status"])
    .where("match_path", "=", match)
    .executeTakeFirst();
  if (saved && saved.from_path === from && saved.to_path === to && saved.status === status) {
    return "unchanged";
  }
  const changed = { from_path: from, to_path: to, status };
  await trx
    .insertInto("redirects")
    .values({
      ...changed,
      match_path: match,
      hits: 0,
      created_by: by,
      created_at: new Date().toISOString(),
    })
    // Two saves of one address at once: the later one changes what the first kept.
    .onConflict((conflict) => conflict.column("match_path").doUpdateSet(changed))
    .execute();
  await trx.deleteFrom("missing_pages").where("path", "=", match).execute();
  return saved ? "updated" : "created";
}
