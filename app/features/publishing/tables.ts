import type { Generated } from "kysely";
import type { ContentKind, VersionStatus } from "~/lib/content";
import type { Timestamp } from "~/platform/db/tables";

/** What the agency publishes: entries, versions and their saved revisions, media. */
export type PublishingTables = {
  /**
   * What the agency publishes (posts, information pages, case studies): one entry, with what its
   * language versions share.
   */
  content_entries: {
    /** Stable across export and import. */
    id: string;
    kind: ContentKind;
    author: string | null;
    category: string | null;
    /** JSON: the slugs of the services the entry concerns. */
    services: string;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  /** One language version of an entry, with its own address, words and status. */
  content_versions: {
    id: Generated<number>;
    entry_id: string;
    /** The entry's kind again, so that an address is unique per kind and language. */
    kind: ContentKind;
    language: string;
    status: VersionStatus;
    slug: string;
    title: string;
    description: string;
    /** Markdown. */
    body: string;
    cover: string | null;
    cover_alt: string | null;
    seo_title: string | null;
    seo_description: string | null;
    topic: string | null;
    /** JSON: the tag names, in the version's language. */
    tags: string;
    /** When it went or goes live (a scheduled version's time). */
    published_at: Timestamp | null;
    /** The last change in substance that readers are told of. */
    revised_at: Timestamp | null;
    /** Counts this version's saves; a save based on an older count is a conflict. */
    revision: number;
    /** For a translation: the source version's revision it was last saved against. */
    source_revision: number | null;
    saved_at: Timestamp;
    saved_by: number | null;
  };
  /** An image of the media library, as uploaded. */
  media: {
    /** The first 16 hex digits of the original's SHA-256: the same file is one medium. */
    id: string;
    /** The uploaded file's name, for staff. */
    name: string;
    /** The original's media type. */
    type: string;
    original: Buffer;
    size: number;
    width: number;
    height: number;
    /** JSON: its alt text per language. */
    alt: string;
    created_at: Timestamp;
    created_by_name: string | null;
  };
  /** A size and format of a medium that pages serve. */
  media_variants: {
    media_id: string;
    /** avif, webp, or jpg (for sharing and feeds). */
    format: string;
    width: number;
    data: Buffer;
    size: number;
  };
  /** An address a version was live at before its slug changed. */
  content_old_slugs: {
    kind: ContentKind;
    language: string;
    slug: string;
    entry_id: string;
    moved_at: Timestamp;
  };
  /** Every save of a version, as it was saved, with who and when. */
  content_revisions: {
    id: Generated<number>;
    version_id: number;
    revision: number;
    /** JSON: the version's fields as saved. */
    snapshot: string;
    saved_at: Timestamp;
    saved_by: number | null;
    saved_by_name: string | null;
  };
};
