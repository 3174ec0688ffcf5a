import type { Transaction } from "kysely";
import { bumpContentRevision } from "~/platform/db/content-revision.server";
import { now, type Db } from "~/platform/db/db.server";
import type { Actor } from "~/features/leads/index.server";
import type { Database } from "~/platform/db/schema.server";
import { shippedFacts } from "~/content/shipped-facts";
import { factKinds, factSchemas, type FactKind, type Facts } from "~/lib/facts-schema";

/** Someone else saved the same kind of facts since the editor opened it. */
export class FactConflict extends Error {
  override name = "FactConflict";

  constructor(readonly kind: FactKind) {
    super(`The ${kind} facts were saved by someone else in the meantime.`);
  }

  /** Known by name: the server's entry and the app each bundle their own copy of this class. */
  static is(error: unknown): error is FactConflict {
    return error instanceof Error && error.name === "FactConflict";
  }
}

/** One save of a kind of facts, as the history shows it. */
export type FactChange = {
  id: number;
  kind: FactKind;
  revision: number;
  savedAt: string;
  savedBy: string | null;
  before: unknown;
  after: unknown;
  undoes: number | null;
};

/** A kind's value as stored, or the shipped one when it was never saved or no longer fits its rules. */
function valueOf<K extends FactKind>(kind: K, json: string | undefined): Facts[K] {
  if (json === undefined) return shippedFacts[kind];
  const parsed = factSchemas[kind].safeParse(JSON.parse(json));
  return parsed.success ? (parsed.data as Facts[K]) : shippedFacts[kind];
}

/**
 * The facts the agency edits in the workspace's "Site" section: one document per kind, each save
 * checked against its rules, kept in the history with what it replaced, and moving the content
 * revision on in the same transaction, so that every instance renders its pages again.
 */
export class FactsStore {
  constructor(private db: Db) {}

  /** Every kind as it stands, with the revision of each (0 for one never saved). */
  async read() {
    const rows = await this.db.selectFrom("site_facts").selectAll().execute();
    const stored = new Map(rows.map((row) => [row.kind, row]));
    const facts = Object.fromEntries(
      factKinds.map((kind) => [kind, valueOf(kind, stored.get(kind)?.value)]),
    ) as Facts;
    const revisions = Object.fromEntries(
      factKinds.map((kind) => [kind, Number(stored.get(kind)?.revision ?? 0)]),
    ) as Record<FactKind, number>;
    return { facts, revisions };
  }

  /**
   * Saves a kind of facts whole, if it keeps its rules (a Zod error otherwise, and nothing is
   * written). `baseRevision` is the revision the editor started from: a save against an older one
   * is a FactConflict. Returns the new revision, or the current one when nothing changed.
   */
  async save<K extends FactKind>(
    kind: K,
    value: Facts[K],
    by: Actor | null,
    baseRevision?: number,
    undoes: number | null = null,
  ) {
    return this.db
      .transaction()
      .execute((trx) => this.saveIn(trx, kind, value, by, baseRevision, undoes));
  }

  /** save within a transaction the caller holds (an import of content and facts at once). */
  async saveIn<K extends FactKind>(
    trx: Transaction<Database>,
    kind: K,
    value: Facts[K],
    by: Actor | null,
    baseRevision?: number,
    undoes: number | null = null,
  ) {
    const checked = factSchemas[kind].parse(value);
    const current = await trx
      .selectFrom("site_facts")
      .selectAll()
      .where("kind", "=", kind)
      .executeTakeFirst();
    const revision = Number(current?.revision ?? 0);
    if (baseRevision !== undefined && baseRevision !== revision) throw new FactConflict(kind);
    const before = JSON.stringify(valueOf(kind, current?.value));
    const after = JSON.stringify(checked);
    if (before === after) return revision;
    const at = now();
    const next = revision + 1;
    // Conditional on the revision read: of two saves from the same revision at once (on two
    // instances), the second changes no row and is told, whatever the database's isolation.
    const row = { value: after, revision: next, saved_at: at, saved_by: by?.id ?? null };
    const written = current
      ? await trx
          .updateTable("site_facts")
          .set(row)
          .where("kind", "=", kind)
          .where("revision", "=", revision)
          .executeTakeFirst()
          .then((result) => Number(result.numUpdatedRows))
      : await trx
          .insertInto("site_facts")
          .values({ kind, ...row })
          .onConflict((conflict) => conflict.column("kind").doNothing())
          .executeTakeFirst()
          .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0));
    if (written !== 1) throw new FactConflict(kind);
    await this.record(trx, { kind, revision: next, before, after, at, by, undoes });
    await bumpContentRevision(trx);
    return next;
  }

  private async record(
    trx: Transaction<Database>,
    change: {
      kind: FactKind;
      revision: number;
      before: string;
      after: string;
      at: string;
      by: Actor | null;
      undoes: number | null;
    },
  ) {
    await trx
      .insertInto("site_fact_changes")
      .values({
        kind: change.kind,
        revision: change.revision,
        before: change.before,
        after: change.after,
        saved_at: change.at,
        saved_by: change.by?.id ?? null,
        saved_by_name: change.by?.name ?? null,
        undoes: change.undoes,
      })
      .execute();
  }

  /** When any kind of facts was last saved, if ever. */
  async lastChanged() {
    const row = await this.db
      .selectFrom("site_facts")
      .select((eb) => eb.fn.max("saved_at").as("at"))
      .executeTakeFirst();
    return row?.at ?? null;
  }

  /** The saves of a kind, newest first. */
  async history(kind: FactKind, limit = 30): Promise<FactChange[]> {
    const rows = await this.db
      .selectFrom("site_fact_changes")
      .selectAll()
      .where("kind", "=", kind)
      .orderBy("revision", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      kind,
      revision: Number(row.revision),
      savedAt: row.saved_at,
      savedBy: row.saved_by_name,
      before: JSON.parse(row.before) as unknown,
      after: JSON.parse(row.after) as unknown,
      undoes: row.undoes === null ? null : Number(row.undoes),
    }));
  }

  /**
   * Takes back a kind's latest change: what it replaced is saved again, as a change of its own.
   * Only the latest can be taken back (an older one would silently undo the ones after it too);
   * anything else is a FactConflict.
   */
  async undo(kind: FactKind, changeId: number, by: Actor | null) {
    const latest = await this.db
      .selectFrom("site_fact_changes")
      .select(["id", "before", "revision"])
      .where("kind", "=", kind)
      .orderBy("revision", "desc")
      .executeTakeFirst();
    if (!latest || Number(latest.id) !== changeId) throw new FactConflict(kind);
    const before = valueOf(kind, latest.before);
    return this.save(kind, before, by, Number(latest.revision), changeId);
  }
}
