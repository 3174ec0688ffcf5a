import { randomBytes } from "node:crypto";
import { sql, type ExpressionBuilder, type Selectable, type Transaction } from "kysely";
import { bumpContentRevision, contentRevision } from "~/platform/db/content-revision.server";
import { containsPattern, now, type Db } from "~/platform/db/db.server";
import type { Actor } from "~/features/leads/index.server";
import type { Database } from "~/platform/db/schema.server";
import { SLUG, sourceLanguage, type ContentKind, type VersionStatus } from "~/lib/content";

type VersionRow = Selectable<Database["content_versions"]>;
type EntryRow = Selectable<Database["content_entries"]>;

/** The fields of one language version, as an editor or an import gives them. */
export type VersionInput = {
  language: string;
  status: VersionStatus;
  slug: string;
  title: string;
  description: string;
  body: string;
  cover?: string | null;
  coverAlt?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  topic?: string | null;
  tags?: string[];
  publishedAt?: string | null;
  revisedAt?: string | null;
  /**
   * The revision the editor started from; a save against an older one is refused as a conflict,
   * so that two people saving the same version never overwrite each other unknowingly.
   */
  baseRevision?: number;
};

export type EntryInput = {
  /** Absent for a new entry. */
  id?: string;
  kind: ContentKind;
  author?: string | null;
  category?: string | null;
  services?: string[];
  versions: VersionInput[];
};

/** A version as the site shows it, with what its entry shares. */
export type ContentVersion = Required<Omit<VersionInput, "baseRevision">> &
  Required<Omit<EntryInput, "id" | "versions">> & {
    entryId: string;
    revision: number;
    /** For a translation: the source version's revision it was last saved against. */
    sourceRevision: number | null;
    savedAt: string;
  };

/** A language version's state in the workspace's list: outdated when its source changed since. */
export type TranslationState = VersionStatus | "outdated";

/**
 * A version's state in the workspace: a translation saved against an older revision of its source
 * version than the source's current one is outdated; otherwise its status.
 */
export function translationState(
  version: { language: string; status: VersionStatus; sourceRevision: number | null },
  sourceRevision: number | undefined,
): TranslationState {
  const outdated =
    version.language !== sourceLanguage &&
    sourceRevision !== undefined &&
    version.sourceRevision !== null &&
    version.sourceRevision < sourceRevision;
  return outdated ? "outdated" : version.status;
}

/** Someone else saved the version since the editor opened it. */
export class ContentConflict extends Error {
  override name = "ContentConflict";

  constructor(
    readonly language: string,
    readonly current: number,
  ) {
    super(`The ${language} version was saved by someone else (now revision ${current}).`);
  }

  /**
   * Whether an error is a conflict. The server's entry and the app are bundled apart, each with
   * its own copy of this class, so the error is known by its name rather than its class.
   */
  static is(error: unknown): error is ContentConflict {
    return error instanceof Error && error.name === "ContentConflict";
  }
}

/** A version is live when published, or scheduled and its time has come. */
const isLive = (at: number) => (eb: ExpressionBuilder<Database, "content_versions">) =>
  eb.or([
    eb("content_versions.status", "=", "published"),
    eb.and([
      eb("content_versions.status", "=", "scheduled"),
      eb("content_versions.published_at", "<=", new Date(at).toISOString()),
    ]),
  ]);

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

const parseList = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
};

function toVersion(row: VersionRow & Pick<EntryRow, "author" | "category" | "services">) {
  return {
    entryId: row.entry_id,
    kind: row.kind,
    language: row.language,
    status: row.status,
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    cover: row.cover,
    coverAlt: row.cover_alt,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    topic: row.topic,
    tags: parseList(row.tags),
    author: row.author,
    category: row.category,
    services: parseList(row.services),
    publishedAt: row.published_at,
    revisedAt: row.revised_at,
    revision: Number(row.revision),
    sourceRevision: row.source_revision === null ? null : Number(row.source_revision),
    savedAt: row.saved_at,
  } satisfies ContentVersion;
}

/** A new entry's id: 26 characters of base32, sortable by nothing, unique in practice. */
export function newEntryId() {
  const alphabet = "0123456789abcdefghjkmnpqrstvwxyz";
  return [...randomBytes(26)].map((byte) => alphabet[byte % 32]).join("");
}

/**
 * The content store: every post, information page and case study, in every language, behind
 * async getters, so that pages never know where content comes from. Every save is a revision of
 * its version, and bumps one content revision that every instance reads from the database (the
 * kept pages' key).
 */
export class ContentStore {
  constructor(private db: Db) {}

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
    return true;
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
