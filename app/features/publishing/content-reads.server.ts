import { sql } from "kysely";
import { contentRevision } from "~/platform/db/content-revision.server";
import { containsPattern, type Db } from "~/platform/db/db.server";
import { containsAny } from "~/platform/lists.server";
import { SLUG, sourceLanguage, type ContentKind } from "~/lib/content";
import {
  isLive,
  parseList,
  toVersion,
  translationState,
  type ContentVersion,
  type TranslationState,
  type VersionInput,
} from "./content-versions.server";

/**
 * What the content store reads: what is live of a kind, an entry with all its versions, their
 * revisions and history, the workspace's overview and search.
 */
export class ContentReads {
  constructor(protected db: Db) {}

  /** Changes with every save, on whichever instance it was made. */
  revision() {
    return contentRevision(this.db);
  }

  /** When the next scheduled version goes live (ms since the epoch), if one is to come. */
  async nextScheduled(at = Date.now()) {
    const row = await this.db
      .selectFrom("content_versions")
      .select((eb) => eb.fn.min("published_at").as("next"))
      .where("status", "=", "scheduled")
      .where("published_at", ">", new Date(at).toISOString())
      .executeTakeFirst();
    return row?.next ? Date.parse(String(row.next)) : null;
  }

  private live(kind: ContentKind, language: string, at: number) {
    return this.db
      .selectFrom("content_versions")
      .innerJoin("content_entries", "content_entries.id", "content_versions.entry_id")
      .selectAll("content_versions")
      .select(["content_entries.author", "content_entries.category", "content_entries.services"])
      .where("content_versions.kind", "=", kind)
      .where("content_versions.language", "=", language)
      .where(isLive(at));
  }

  /** What is live of a kind in a language, newest first (a scheduled version once its time has come). */
  async list(kind: ContentKind, language: string, at = Date.now()) {
    const rows = await this.live(kind, language, at)
      .orderBy("content_versions.published_at", "desc")
      .orderBy("content_versions.slug")
      .execute();
    return rows.map(toVersion);
  }

  /** The live version at an address, if any. */
  async get(kind: ContentKind, language: string, slug: string, at = Date.now()) {
    // An address that is no slug (a NUL, which PostgreSQL refuses to compare) names nothing.
    if (!SLUG.test(slug)) return undefined;
    const row = await this.live(kind, language, at)
      .where("content_versions.slug", "=", slug)
      .executeTakeFirst();
    return row && toVersion(row);
  }

  /** The live versions of an entry, one per language: what hreflang, the sitemap and the language switch name. */
  async translationsOf(entryId: string, at = Date.now()) {
    return this.db
      .selectFrom("content_versions")
      .select(["language", "slug"])
      .where("entry_id", "=", entryId)
      .where(isLive(at))
      .orderBy("language")
      .execute();
  }

  /** The entry of which a live version, in any language, has a slug. */
  async entryWithSlug(kind: ContentKind, slug: string, at = Date.now()) {
    if (!SLUG.test(slug)) return null;
    const row = await this.db
      .selectFrom("content_versions")
      .select("entry_id")
      .where("kind", "=", kind)
      .where("slug", "=", slug)
      .where(isLive(at))
      .orderBy("language")
      .executeTakeFirst();
    if (row) return row.entry_id;
    // An address a version had before its slug changed.
    const moved = await this.db
      .selectFrom("content_old_slugs")
      .select("entry_id")
      .where("kind", "=", kind)
      .where("slug", "=", slug)
      .orderBy("language")
      .executeTakeFirst();
    return moved?.entry_id ?? null;
  }

  /** Whether another entry's version of a kind and language has an address (live or not). */
  async slugTaken(kind: ContentKind, language: string, slug: string, entryId?: string) {
    let query = this.db
      .selectFrom("content_versions")
      .select("entry_id")
      .where("kind", "=", kind)
      .where("language", "=", language)
      .where("slug", "=", slug);
    if (entryId) query = query.where("entry_id", "!=", entryId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** An entry with all its versions, whatever their status: what the editor opens. */
  async entry(id: string) {
    const entry = await this.db
      .selectFrom("content_entries")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!entry) return undefined;
    const rows = await this.db
      .selectFrom("content_versions")
      .innerJoin("content_entries", "content_entries.id", "content_versions.entry_id")
      .selectAll("content_versions")
      .select(["content_entries.author", "content_entries.category", "content_entries.services"])
      .where("content_versions.entry_id", "=", id)
      .execute();
    return {
      id,
      kind: entry.kind,
      author: entry.author,
      category: entry.category,
      services: parseList(entry.services),
      versions: rows.map(toVersion),
    };
  }

  /** One saved revision of a version, as it was saved. */
  async revisionOf(entryId: string, language: string, revision: number) {
    const row = await this.db
      .selectFrom("content_revisions")
      .innerJoin("content_versions", "content_versions.id", "content_revisions.version_id")
      .select(["content_revisions.snapshot"])
      .where("content_versions.entry_id", "=", entryId)
      .where("content_versions.language", "=", language)
      .where("content_revisions.revision", "=", revision)
      .executeTakeFirst();
    return row ? (JSON.parse(row.snapshot) as VersionInput) : undefined;
  }

  /**
   * Live versions in which every word of a search appears (in the title, description, body or
   * tags, whatever the case), newest first; the pages rank them.
   */
  async search(kind: ContentKind, language: string, query: string, at = Date.now()) {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
    let search = this.live(kind, language, at);
    for (const word of words) {
      search = search.where(
        sql<boolean>`lower(content_versions.title || ' ' || content_versions.description || ' ' || content_versions.body || ' ' || content_versions.tags) like ${containsPattern(word)} escape '\\'`,
      );
    }
    const rows = await search.orderBy("content_versions.published_at", "desc").execute();
    return rows.map(toVersion);
  }

  /**
   * Every entry of a kind with the state of each language version, for the workspace's list: a
   * translation is outdated when its source version was saved again after it.
   */
  async overview(kind: ContentKind) {
    const rows = await this.db
      .selectFrom("content_versions")
      .select([
        "entry_id",
        "language",
        "status",
        "title",
        "revision",
        "source_revision",
        "saved_at",
      ])
      .where("kind", "=", kind)
      .orderBy("entry_id")
      .execute();
    const entries = new Map<
      string,
      { title: string; savedAt: string; states: Record<string, TranslationState> }
    >();
    const sourceRevision = new Map(
      rows
        .filter((row) => row.language === sourceLanguage)
        .map((r) => [r.entry_id, Number(r.revision)]),
    );
    for (const row of rows) {
      const entry = entries.get(row.entry_id) ?? {
        title: row.title,
        savedAt: row.saved_at,
        states: {},
      };
      if (row.language === sourceLanguage) entry.title = row.title;
      if (row.saved_at > entry.savedAt) entry.savedAt = row.saved_at;
      entry.states[row.language] = translationState(
        {
          language: row.language,
          status: row.status,
          sourceRevision: row.source_revision === null ? null : Number(row.source_revision),
        },
        sourceRevision.get(row.entry_id),
      );
      entries.set(row.entry_id, entry);
    }
    return [...entries]
      .map(([id, entry]) => ({ id, ...entry }))
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  }

  /** Every entry of a kind with all its versions, whatever their status: what an export writes. */
  async entries(kind: ContentKind) {
    const rows = await this.db
      .selectFrom("content_versions")
      .innerJoin("content_entries", "content_entries.id", "content_versions.entry_id")
      .selectAll("content_versions")
      .select(["content_entries.author", "content_entries.category", "content_entries.services"])
      .where("content_versions.kind", "=", kind)
      .orderBy("content_versions.entry_id")
      .orderBy("content_versions.language")
      .execute();
    const entries = new Map<string, ContentVersion[]>();
    for (const version of rows.map(toVersion)) {
      entries.set(version.entryId, [...(entries.get(version.entryId) ?? []), version]);
    }
    return [...entries].map(([id, versions]) => ({
      id,
      kind,
      author: versions[0]!.author,
      category: versions[0]!.category,
      services: versions[0]!.services,
      versions,
    }));
  }

  /** The saves of one version, newest first, with who and when. */
  async history(entryId: string, language: string) {
    const rows = await this.db
      .selectFrom("content_revisions")
      .innerJoin("content_versions", "content_versions.id", "content_revisions.version_id")
      .select([
        "content_revisions.revision",
        "content_revisions.snapshot",
        "content_revisions.saved_at",
        "content_revisions.saved_by_name",
      ])
      .where("content_versions.entry_id", "=", entryId)
      .where("content_versions.language", "=", language)
      .orderBy("content_revisions.revision", "desc")
      .execute();
    return rows.map((row) => ({
      revision: Number(row.revision),
      savedAt: row.saved_at,
      savedBy: row.saved_by_name,
      version: JSON.parse(row.snapshot) as VersionInput,
    }));
  }
}

/**
 * Versions whose title holds the words, in any language (the workspace's search): each entry
 * and language once, the latest saved first.
 */
export async function searchContent(db: Db, q: string, limit: number) {
  const rows = await db
    .selectFrom("content_versions")
    .select(["entry_id", "language", "kind", "title", "status", "saved_at"])
    .where(containsAny(["title"], q))
    .orderBy("saved_at", "desc")
    .limit(limit * 4)
    .execute();
  const seen = new Set<string>();
  return rows
    .filter((row) => {
      const key = `${row.entry_id}/${row.language}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit);
}
