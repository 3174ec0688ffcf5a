import { diffLines } from "diff";
import type { ContentStore } from "./content-store.server";
import { ContentConflict, type VersionInput } from "./content-versions.server";
import type { Actor } from "~/features/leads/index.server";
import { postVocabulary } from "~/content/blog-taxonomy";
import { cleanFormData } from "~/lib/forms/fields";
import { workspaceCopy as words } from "~/content/workspace";
import { SLUG, sourceLanguage, type ContentKind, type VersionStatus } from "~/lib/content";
import { fill, formatDhakaTime } from "~/lib/format";
import { publishingProblems, type PublishingProblem } from "~/lib/publishing";
import { slugify } from "~/lib/slug";
import { isLocale } from "~/content/copy";
import { isSectionPage, templateOf } from "~/content/sections";
import { FIXED_PAGES } from "./published.server";
import { type DiffLine, type EditorIntent, type EditorValues } from "./editor-values";

/** The longest each field may be, as the database keeps it (and an import takes it). */
export const FIELD_MAX = {
  title: 200,
  slug: 120,
  description: 400,
  body: 200_000,
  cover: 300,
  coverAlt: 300,
  seoTitle: 200,
  seoDescription: 400,
  topic: 60,
  tags: 400,
  author: 40,
  category: 40,
  publishAt: 20,
} as const;

/**
 * Reads the editor's form, cleaned as the site's forms are (no control characters, composed
 * Unicode): every value a string of at most its length, with Unix line ends.
 */
export function readEditorForm(sent: FormData): EditorValues {
  const form = cleanFormData(sent);
  const text = (name: keyof typeof FIELD_MAX) =>
    String(form.get(name) ?? "")
      .replace(/\r\n?/g, "\n")
      .slice(0, FIELD_MAX[name]);
  return {
    title: text("title").trim(),
    slug: text("slug").trim(),
    description: text("description").trim(),
    body: text("body"),
    cover: text("cover").trim(),
    coverAlt: text("coverAlt").trim(),
    seoTitle: text("seoTitle").trim(),
    seoDescription: text("seoDescription").trim(),
    topic: text("topic").trim(),
    tags: text("tags"),
    author: text("author"),
    category: text("category"),
    services: form
      .getAll("services")
      .map(String)
      .filter((service) => (postVocabulary.services as readonly string[]).includes(service)),
    publishAt: text("publishAt"),
  };
}

/** The tags a comma-separated list names, each once. */
export const tagsOf = (list: string) => [
  ...new Set(
    list
      .split(",")
      .map((tag) => tag.trim().slice(0, 40))
      .filter(Boolean),
  ),
];

/** Dhaka keeps UTC+6 all year. */
const DHAKA_OFFSET = "+06:00";

/** A `datetime-local` value read as Dhaka time, as an ISO timestamp; null when it is none. */
export function fromDhakaTime(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const moment = new Date(`${value.length === 16 ? `${value}:00` : value}${DHAKA_OFFSET}`);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}

/** An ISO timestamp as a `datetime-local` value in Dhaka time. */
export function toDhakaTime(iso: string | null) {
  if (!iso) return "";
  const shifted = new Date(Date.parse(iso) + 6 * 3_600_000);
  return shifted.toISOString().slice(0, 16);
}

/** The form's values for a saved version (and its entry), or empty ones for a new version. */
export function valuesOf(
  version: Partial<VersionInput> | undefined,
  entry: { author?: string | null; category?: string | null; services?: string[] },
): EditorValues {
  return {
    title: version?.title ?? "",
    slug: version?.slug ?? "",
    description: version?.description ?? "",
    body: version?.body ?? "",
    cover: version?.cover ?? "",
    coverAlt: version?.coverAlt ?? "",
    seoTitle: version?.seoTitle ?? "",
    seoDescription: version?.seoDescription ?? "",
    topic: version?.topic ?? "",
    tags: (version?.tags ?? []).join(", "),
    author: entry.author ?? "",
    category: entry.category ?? "",
    services: entry.services ?? [],
    publishAt: version?.status === "scheduled" ? toDhakaTime(version.publishedAt ?? null) : "",
  };
}

export type EditorOutcome =
  | { ok: true; id: string; saved: EditorIntent | "unchanged"; warnings: PublishingProblem[] }
  | {
      ok: false;
      status: 400 | 409;
      message: string;
      problems: PublishingProblem[];
      values: EditorValues;
      latest?: string;
    };

/** What a save asks of the store. */
type EditorSave = {
  store: ContentStore;
  kind: ContentKind;
  /** Absent for a new entry. */
  entryId?: string;
  language: string;
  intent: EditorIntent;
  values: EditorValues;
  /** The revision the editor opened; absent for a version not written yet. */
  baseRevision?: number;
  by: Actor;
  now?: Date;
};

/**
 * Saves what the editor sent: a draft as it is; anything that goes or stays live only once it
 * passes the publishing checks (errors block, warnings are reported); a version saved by someone
 * else since it was opened is refused, and nothing is written.
 */
export async function saveFromEditor({
  store,
  kind,
  entryId,
  language,
  intent,
  values,
  baseRevision,
  by,
  now = new Date(),
}: EditorSave): Promise<EditorOutcome> {
  const entry = entryId ? await store.entry(entryId) : undefined;
  const current = entry?.versions.find((version) => version.language === language);
  const refuse = (message: string, problems: PublishingProblem[] = [], status: 400 | 409 = 400) =>
    ({ ok: false, status, message, problems, values }) as const;

  const slug = values.slug || slugify(values.title);
  const status: VersionStatus =
    intent === "draft" || intent === "unpublish"
      ? "draft"
      : intent === "schedule"
        ? "scheduled"
        : intent === "publish"
          ? "published"
          : (current?.status ?? "draft");
  let publishedAt = current?.publishedAt ?? null;
  if (intent === "schedule") {
    publishedAt = fromDhakaTime(values.publishAt);
    if (!publishedAt) {
      return refuse(words.editor.problems, [
        { field: "publishAt", level: "error", message: words.editor.scheduleMissing },
      ]);
    }
    if (Date.parse(publishedAt) <= now.getTime()) {
      return refuse(words.editor.problems, [
        { field: "publishAt", level: "error", message: words.editor.schedulePast },
      ]);
    }
  } else if (intent === "publish" && current?.status !== "published") {
    publishedAt = now.toISOString();
  }

  const shared = {
    author: kind === "post" ? values.author || null : null,
    category: kind === "post" ? values.category || null : null,
    services: values.services,
  };
  // A translation says nothing of what the versions share: the English version does.
  const entryFields =
    language === sourceLanguage || !entry
      ? shared
      : { author: entry.author, category: entry.category, services: entry.services };
  const version: VersionInput = {
    language,
    status,
    slug,
    title: values.title,
    description: values.description,
    body: values.body,
    cover: values.cover || null,
    coverAlt: values.coverAlt || null,
    seoTitle: values.seoTitle || null,
    seoDescription: values.seoDescription || null,
    topic: values.topic || null,
    tags: tagsOf(values.tags),
    publishedAt,
    revisedAt: current?.revisedAt ?? null,
    // A version someone else wrote since the editor opened (0: it was not written yet) is a conflict.
    baseRevision: baseRevision ?? -1,
  };

  const problems = publishingProblems(kind, { ...version, ...entryFields }, postVocabulary);
  const blocking = problems.filter((problem) => problem.level === "error");
  if (status === "draft") {
    // A draft may be unfinished; it needs a title and an address to be found again.
    const needed: PublishingProblem[] = [
      ...(values.title
        ? []
        : [{ field: "title", level: "error", message: words.editor.missingTitle } as const]),
      ...blocking.filter((problem) => problem.field === "slug"),
    ];
    if (needed.length > 0) return refuse(words.editor.problems, needed);
  } else if (blocking.length > 0) {
    return refuse(words.editor.problems, blocking);
  }
  // A landing page staff made shares the one-word addresses with the information pages, and
  // takes none of the site's own (which would answer before it).
  const made = kind === "sections" && templateOf(values.body) !== undefined;
  if (made && SLUG.test(slug) && ownAddress(slug)) {
    return refuse(words.editor.problems, [
      { field: "slug", level: "error", message: words.editor.sections.slugOwn },
    ]);
  }
  const oneWord = made ? "page" : kind === "page" ? "sections" : undefined;
  if (
    SLUG.test(slug) &&
    ((await store.slugTaken(kind, language, slug, entryId)) ||
      (oneWord !== undefined && (await store.slugTaken(oneWord, language, slug, entryId))))
  ) {
    return refuse(words.editor.problems, [
      {
        field: "slug",
        level: "error",
        message: fill(words.editor.slugTaken, { kind: words.content.kindOne[kind] }),
      },
    ]);
  }

  try {
    const [saved] = await store.saveAll(
      [{ id: entryId, kind, ...entryFields, versions: [version] }],
      by,
      now.toISOString(),
    );
    return {
      ok: true,
      id: saved!.id,
      saved: saved!.outcome === "unchanged" ? "unchanged" : intent,
      warnings: status === "draft" ? [] : problems.filter((p) => p.level === "warning"),
    };
  } catch (error) {
    if (!ContentConflict.is(error)) throw error;
    const [latest] = await store.history(entryId!, language);
    return {
      ...refuse(
        fill(words.editor.conflict, {
          name: latest?.savedBy ?? words.lead.someone,
          when: latest ? formatDhakaTime(latest.savedAt) : "",
        }),
        [],
        409,
      ),
      latest: `/admin/content/${entryId}/${language}`,
    };
  }
}

/**
 * One of the site's own addresses (a fixed page, a route, a language's prefix, the workspace): the
 * first word of every route in routes.ts, which a test holds this to.
 */
export const ownAddress = (slug: string) =>
  FIXED_PAGES.has(`/${slug}`) ||
  isSectionPage(slug) ||
  isLocale(slug) ||
  ["home-rtl", "admin", "preview", "my-data", "comments", "media", "services"].includes(slug);

/** Line by line, what changed from one text to another. */
export function linesChanged(older: string, newer: string): DiffLine[] {
  return diffLines(older, newer).flatMap((part) =>
    part.value
      .replace(/\n$/, "")
      .split("\n")
      .map((text) => ({
        kind: part.added ? "added" : part.removed ? "removed" : "same",
        text,
      })),
  );
}

/** The fields of a version compared as one text, a field a paragraph, for a reader. */
export const versionText = (version: Partial<VersionInput>) =>
  [
    `# ${version.title ?? ""}`,
    `/${version.slug ?? ""}`,
    version.description ?? "",
    (version.tags ?? []).join(", "),
    version.cover ? `${version.cover} (${version.coverAlt ?? ""})` : "",
    version.seoTitle ?? "",
    version.seoDescription ?? "",
    "",
    version.body ?? "",
  ].join("\n");
