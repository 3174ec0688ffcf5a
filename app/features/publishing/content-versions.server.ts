import { randomBytes } from "node:crypto";
import type { ExpressionBuilder, Selectable } from "kysely";
import type { Database } from "~/platform/db/schema.server";
import { sourceLanguage, type ContentKind, type VersionStatus } from "~/lib/content";

export type VersionRow = Selectable<Database["content_versions"]>;
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
export const isLive = (at: number) => (eb: ExpressionBuilder<Database, "content_versions">) =>
  eb.or([
    eb("content_versions.status", "=", "published"),
    eb.and([
      eb("content_versions.status", "=", "scheduled"),
      eb("content_versions.published_at", "<=", new Date(at).toISOString()),
    ]),
  ]);

export const parseList = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
};

export function toVersion(row: VersionRow & Pick<EntryRow, "author" | "category" | "services">) {
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
