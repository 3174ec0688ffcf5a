import type { Transaction } from "kysely";
import { bumpContentRevision } from "~/platform/db/content-revision.server";
import { now } from "~/platform/db/db.server";
import type { Actor } from "~/features/leads/index.server";
import type { Database } from "~/platform/db/schema.server";
import { sourceLanguage, type ContentKind } from "~/lib/content";
import { ContentReads } from "./content-reads.server";
import {
  ContentConflict,
  newEntryId,
  type EntryInput,
  type VersionInput,
  type VersionRow,
} from "./content-versions.server";

/** What a save compares: a version whose fields are all as saved is not saved again. */
const SAVED_FIELDS = [
  "kind",
  "status",
  "slug",
  "title",
  "description",
  "body",
  "cover",
  "cover_alt",
  "seo_title",
  "seo_description",
  "topic",
  "tags",
  "published_at",
  "revised_at",
] as const;

/**
 * The content store: every post, information page and case study, in every language, behind
 * async getters, so that pages never know where content comes from. Every save is a revision of
 * its version, and bumps one content revision that every instance reads from the database (the
 * kept pages' key).
 */
/** What a translation is made from: a version's words and images, not its status or address. */
const textOf = (version: VersionInput) =>
  JSON.stringify([
    version.title,
    version.description,
    version.body,
    version.cover ?? null,
    version.coverAlt ?? null,
    version.seoTitle ?? null,
    version.seoDescription ?? null,
    version.topic ?? null,
    version.tags ?? [],
  ]);

export class ContentStore extends ContentReads {
  /**
   * Creates or updates an entry and the versions given, in one transaction: each changed version
   * becomes a new revision with who and when; the content revision moves on. Returns the entry's
   * id. A version saved since the editor's `baseRevision` is a ContentConflict, and nothing is
   * written.
   */
  async save(entry: EntryInput, by: Actor | null, at = now()) {
    const [saved] = await this.saveAll([entry], by, at);
    return saved!.id;
  }

  /**
   * Saves several entries in one transaction (an import): all of them or none. Says for each
   * whether it was created, updated or already as given (a version that is the same as saved is
   * not saved again).
   */
  async saveAll(
    entries: EntryInput[],
    by: Actor | null,
    at = now(),
    /** What else is written in the same transaction (an import's facts). */
    alongside?: (trx: Transaction<Database>) => Promise<void>,
  ) {
    return this.db.transaction().execute(async (trx) => {
      const results = await this.saveAllIn(trx, entries, by, at);
      await alongside?.(trx);
      return results;
    });
  }

  /** saveAll within a transaction the caller holds. */
  async saveAllIn(trx: Transaction<Database>, entries: EntryInput[], by: Actor | null, at = now()) {
    const results: { id: string; outcome: "created" | "updated" | "unchanged" }[] = [];
    for (const entry of entries) results.push(await this.saveIn(trx, entry, by, at));
    if (results.some((result) => result.outcome !== "unchanged")) {
      await bumpContentRevision(trx);
    }
    return results;
  }

  private async saveIn(
    trx: Transaction<Database>,
    entry: EntryInput,
    by: Actor | null,
    at: string,
  ) {
    const id = entry.id ?? newEntryId();
    const existing = await trx
      .selectFrom("content_entries")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    const shared = {
      kind: entry.kind,
      author: entry.author ?? null,
      category: entry.category ?? null,
      services: JSON.stringify(entry.services ?? []),
    };
    const sharedChanged =
      !existing ||
      existing.kind !== shared.kind ||
      existing.author !== shared.author ||
      existing.category !== shared.category ||
      existing.services !== shared.services;
    if (!existing) {
      await trx
        .insertInto("content_entries")
        .values({ id, ...shared, created_at: at, updated_at: at })
        .execute();
    } else if (sharedChanged) {
      await trx
        .updateTable("content_entries")
        .set({ ...shared, updated_at: at })
        .where("id", "=", id)
        .execute();
    }
    // The source language first, so that a translation saved with it is saved against its new revision.
    const versions = [...entry.versions].sort(
      (a, b) => Number(b.language === sourceLanguage) - Number(a.language === sourceLanguage),
    );
    let versionsChanged = false;
    for (const version of versions) {
      versionsChanged =
        (await this.saveVersion(trx, id, entry.kind, version, by, at)) || versionsChanged;
    }
    const outcome = !existing
      ? "created"
      : sharedChanged || versionsChanged
        ? "updated"
        : "unchanged";
    return { id, outcome } as const;
  }

  private async saveVersion(
    trx: Transaction<Database>,
    entryId: string,
    kind: ContentKind,
    version: VersionInput,
    by: Actor | null,
    at: string,
  ) {
    const current = await trx
      .selectFrom("content_versions")
      .selectAll()
      .where("entry_id", "=", entryId)
      .where("language", "=", version.language)
      .executeTakeFirst();
    if (
      current &&
      version.baseRevision !== undefined &&
      version.baseRevision !== Number(current.revision)
    ) {
      throw new ContentConflict(version.language, Number(current.revision));
    }
    const source =
      version.language === sourceLanguage
        ? undefined
        : await trx
            .selectFrom("content_versions")
            .select("revision")
            .where("entry_id", "=", entryId)
            .where("language", "=", sourceLanguage)
            .executeTakeFirst();
    const fields = {
      kind,
      status: version.status,
      slug: version.slug,
      title: version.title,
      description: version.description,
      body: version.body,
      cover: version.cover ?? null,
      cover_alt: version.coverAlt ?? null,
      seo_title: version.seoTitle ?? null,
      seo_description: version.seoDescription ?? null,
      topic: version.topic ?? null,
      tags: JSON.stringify(version.tags ?? []),
      published_at: version.publishedAt ?? (version.status === "published" ? at : null),
      revised_at: version.revisedAt ?? null,
      source_revision: source ? Number(source.revision) : null,
      saved_at: at,
      saved_by: by?.id ?? null,
    };
    if (current && SAVED_FIELDS.every((field) => current[field] === fields[field])) return false;
    await this.keepOldAddress(trx, entryId, kind, version.language, current, fields.slug, at);
    let versionId: number;
    let revision: number;
    if (current) {
      revision = Number(current.revision) + 1;
      versionId = current.id;
      await trx
        .updateTable("content_versions")
        .set({ ...fields, revision })
        .where("id", "=", current.id)
        .execute();
    } else {
      revision = 1;
      const row = await trx
        .insertInto("content_versions")
        .values({ ...fields, entry_id: entryId, language: version.language, revision })
        .returning("id")
        .executeTakeFirstOrThrow();
      versionId = row.id;
    }
    const { baseRevision: _base, ...snapshot } = version;
    await trx
      .insertInto("content_revisions")
      .values({
        version_id: versionId,
        revision,
        snapshot: JSON.stringify(snapshot),
        saved_at: at,
        saved_by: by?.id ?? null,
        saved_by_name: by?.name ?? null,
      })
      .execute();
    if (version.language === sourceLanguage) {
      await this.keepTranslationsOfSameText(trx, entryId, versionId, version, revision);
    }
    return true;
  }

  /**
   * A translation is outdated when the text it was translated from changed, not when its source
   * was merely saved again: a source saved with the very text of the revision a translation was
   * made from (a restore, a status change) carries that translation along to its new revision.
   */
  private async keepTranslationsOfSameText(
    trx: Transaction<Database>,
    entryId: string,
    sourceVersionId: number,
    source: VersionInput,
    revision: number,
  ) {
    const translations = await trx
      .selectFrom("content_versions")
      .select("source_revision")
      .distinct()
      .where("entry_id", "=", entryId)
      .where("language", "!=", sourceLanguage)
      .where("source_revision", "is not", null)
      .where("source_revision", "!=", revision)
      .execute();
    for (const { source_revision: from } of translations) {
      const then = await trx
        .selectFrom("content_revisions")
        .select("snapshot")
        .where("version_id", "=", sourceVersionId)
        .where("revision", "=", Number(from))
        .executeTakeFirst();
      if (!then || textOf(JSON.parse(then.snapshot) as VersionInput) !== textOf(source)) continue;
      await trx
        .updateTable("content_versions")
        .set({ source_revision: revision })
        .where("entry_id", "=", entryId)
        .where("language", "!=", sourceLanguage)
        .where("source_revision", "=", Number(from))
        .execute();
    }
  }

  /**
   * When a version that has been live changes its slug, its old address is kept so that it leads
   * to the new one; an address in use again is no longer an old one.
   */
  private async keepOldAddress(
    trx: Transaction<Database>,
    entryId: string,
    kind: ContentKind,
    language: string,
    current: Pick<VersionRow, "slug" | "published_at"> | undefined,
    slug: string,
    at: string,
  ) {
    await trx
      .deleteFrom("content_old_slugs")
      .where("kind", "=", kind)
      .where("language", "=", language)
      .where("slug", "=", slug)
      .execute();
    if (!current || current.slug === slug || !current.published_at) return;
    if (current.published_at > at) return;
    await trx
      .insertInto("content_old_slugs")
      .values({ kind, language, slug: current.slug, entry_id: entryId, moved_at: at })
      .onConflict((conflict) =>
        conflict
          .columns(["kind", "language", "slug"])
          .doUpdateSet({ entry_id: entryId, moved_at: at }),
      )
      .execute();
  }
}
