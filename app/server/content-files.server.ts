import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { ContentStore, type EntryInput, type VersionInput } from "./content-store.server";
import { now, type Db } from "./db.server";
import { exportFacts, readFactsFolder } from "./facts-files.server";
import type { FactsStore } from "./facts.server";
import { MediaError, type MediaLibrary } from "./media.server";
import {
  contentKinds,
  SLUG,
  sourceLanguage,
  versionStatuses,
  type ContentKind,
} from "~/lib/content";
import { blockingProblems, publishingProblems } from "~/lib/publishing";
import { postVocabulary } from "~/content/blog-taxonomy";

/**
 * The Markdown format content is imported from and exported to: one file per language version at
 * `<language>/<folder>/<slug>.md` (the folders: blog, pages, case-studies), front matter for the
 * fields and Markdown for the body. A file without an `id` is a new entry; files of one kind with
 * the same slug and no id are one entry's versions (as the site's own files are).
 */
const folders: Record<ContentKind, string> = {
  post: "blog",
  page: "pages",
  "case-study": "case-studies",
};
const kindOfFolder = new Map(Object.entries(folders).map(([kind, folder]) => [folder, kind]));

/** A date as YAML gives it (a Date when unquoted) or an ISO string; kept as an ISO timestamp. */
const moment = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/, "a date: YYYY-MM-DD")])
  .transform((value) => new Date(value).toISOString())
  .refine((value) => !Number.isNaN(Date.parse(value)), "not a real date");

const frontMatter = z
  .object({
    id: z
      .string()
      .regex(/^[0-9a-z]{26}$/, "26 lower-case letters and digits")
      .optional(),
    kind: z.enum(contentKinds).optional(),
    language: z.string().optional(),
    status: z.enum(versionStatuses).default("published"),
    /** The file's name when absent. */
    slug: z.string().regex(SLUG, "lower-case words joined by hyphens").optional(),
    title: z.string().trim().min(2).max(200),
    description: z.string().trim().min(1).max(400).optional(),
    /** The blog's older name for the description. */
    excerpt: z.string().trim().min(1).max(400).optional(),
    date: moment.optional(),
    updated: moment.optional(),
    author: z.string().max(40).optional(),
    category: z.string().max(40).optional(),
    topic: z.string().max(60).optional(),
    tags: z.array(z.string().min(1).max(40)).max(10).default([]),
    services: z.array(z.string().min(1).max(40)).max(10).default([]),
    cover: z.string().max(300).optional(),
    coverAlt: z.string().max(300).optional(),
    seoTitle: z.string().max(200).optional(),
    seoDescription: z.string().max(400).optional(),
  })
  .strict()
  .refine((meta) => meta.description ?? meta.excerpt, {
    message: "a description is required",
    path: ["description"],
  });

const SEEDED_KEY = "content-seeded";

/** A file that cannot be imported: its name, the line of the field, the field and why. */
export class ContentFileError extends Error {}

/** The line of a front-matter field in a file's text, for the message that names it. */
function lineOf(source: string, field: string) {
  const index = source.split("\n").findIndex((line) => line.startsWith(`${field}:`));
  return index >= 0 ? index + 1 : 1;
}

/** One file's version and what it says of its entry. */
function parseFile(file: string, source: string, kind: ContentKind, language: string) {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source);
  } catch (error) {
    throw new ContentFileError(`${file}: line 1: front matter: ${(error as Error).message}`);
  }
  const result = frontMatter.safeParse(parsed.data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = String(issue.path[0] ?? "front matter");
    throw new ContentFileError(
      `${file}: line ${lineOf(source, field)}: ${field}: ${issue.message}`,
    );
  }
  const meta = result.data;
  const named = (field: "kind" | "language", value: string | undefined, expected: string) => {
    if (value !== undefined && value !== expected) {
      throw new ContentFileError(
        `${file}: line ${lineOf(source, field)}: ${field}: "${value}" but the file is in the ${expected} folder`,
      );
    }
  };
  named("kind", meta.kind, kind);
  named("language", meta.language, language);
  const slug = path.basename(file, ".md");
  if (meta.slug !== undefined && meta.slug !== slug) {
    throw new ContentFileError(
      `${file}: line ${lineOf(source, "slug")}: slug: must match the file name`,
    );
  }
  if (!SLUG.test(slug)) {
    throw new ContentFileError(
      `${file}: line 1: slug: the file name must be lower-case words joined by hyphens`,
    );
  }
  const version: VersionInput = {
    language,
    status: meta.status,
    slug,
    title: meta.title,
    description: (meta.description ?? meta.excerpt)!,
    body: parsed.content.replace(/^\n+/, ""),
    cover: meta.cover ?? null,
    coverAlt: meta.coverAlt ?? null,
    seoTitle: meta.seoTitle ?? null,
    seoDescription: meta.seoDescription ?? null,
    topic: meta.topic ?? null,
    tags: meta.tags,
    publishedAt: meta.date ?? null,
    revisedAt: meta.updated ?? null,
  };
  const entry = {
    author: meta.author ?? null,
    category: meta.category ?? null,
    services: meta.services,
  };
  // What goes live passes the checks publishing in the workspace passes.
  if (version.status !== "draft") {
    const [problem] = blockingProblems(
      publishingProblems(kind, { ...version, ...entry }, postVocabulary),
    );
    if (problem) {
      const field = problem.field === "description" && meta.excerpt ? "excerpt" : problem.field;
      throw new ContentFileError(
        `${file}: line ${lineOf(source, field)}: ${field}: ${problem.message}`,
      );
    }
  }
  return { id: meta.id, entry, version };
}

/**
 * Reads a content folder into entries, each with the files it came from; throws a
 * ContentFileError naming the first bad file, its line and its field.
 */
export async function readContentFolder(dir: string) {
  const entries = new Map<string, EntryInput & { files: string[] }>();
  const languages = (await readdir(dir, { withFileTypes: true }))
    .filter((item) => item.isDirectory() && /^[a-z]{2}$/.test(item.name))
    .map((item) => item.name)
    .sort();
  for (const language of languages) {
    for (const [folder, kind] of kindOfFolder) {
      const files = await readdir(path.join(dir, language, folder)).catch(() => [] as string[]);
      for (const name of files.filter((file) => file.endsWith(".md")).sort()) {
        const file = path.join(language, folder, name);
        const parsed = parseFile(
          file,
          await readFile(path.join(dir, file), "utf8"),
          kind as ContentKind,
          language,
        );
        const key = parsed.id ?? `${kind}/${parsed.version.slug}`;
        const entry = entries.get(key) ?? {
          id: parsed.id,
          kind: kind as ContentKind,
          ...parsed.entry,
          versions: [],
          files: [],
        };
        if (entry.versions.some((version) => version.language === language)) {
          throw new ContentFileError(
            `${file}: line 1: id: a second ${language} version of one entry`,
          );
        }
        // The source language's file says what the versions share.
        if (language === sourceLanguage) Object.assign(entry, parsed.entry);
        entry.versions.push(parsed.version);
        entry.files.push(file);
        entries.set(key, entry);
      }
    }
  }
  return [...entries.values()];
}

/** The media library's files in a content folder: each original, and what the library knows of it. */
const MEDIA_FOLDER = "media";
const MEDIA_LIST = "media.json";
const extensions: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
};
type MediaListing = { id: string; file: string; name: string; alt: Record<string, string> }[];

/** Reads the media a folder holds (none when it has no media list). */
async function readMediaFolder(dir: string) {
  const list = await readFile(path.join(dir, MEDIA_FOLDER, MEDIA_LIST), "utf8").catch(() => null);
  if (list === null) return [];
  let listing: MediaListing;
  try {
    listing = JSON.parse(list) as MediaListing;
    if (!Array.isArray(listing)) throw new Error("not a list");
  } catch (error) {
    throw new ContentFileError(
      `${MEDIA_FOLDER}/${MEDIA_LIST}: line 1: media: ${(error as Error).message}`,
    );
  }
  return Promise.all(
    listing.map(async (medium) => {
      const file = path.join(MEDIA_FOLDER, path.basename(String(medium.file)));
      const bytes = await readFile(path.join(dir, file)).catch(() => null);
      if (!bytes) throw new ContentFileError(`${file}: line 1: file: missing`);
      return { file, name: String(medium.name ?? file), alt: medium.alt ?? {}, bytes };
    }),
  );
}

/**
 * Imports a folder: its media first (each is its content's hash, so an image comes back at the
 * address the text names; one the library has is left as it is), then every entry in one
 * transaction, every file or none. Says what it did, file by file.
 */
export async function importContent(
  store: ContentStore,
  dir: string,
  media?: MediaLibrary,
  facts?: FactsStore,
) {
  const entries = await readContentFolder(dir);
  const factFiles = facts ? await readFactsFolder(dir) : [];
  const factRevisions = facts ? (await facts.read()).revisions : undefined;
  const images = media ? await readMediaFolder(dir) : [];
  const added: { file: string; id: string; outcome: "created" | "updated" | "unchanged" }[] = [];
  for (const image of images) {
    try {
      const { id, added: isNew } = await media!.add(
        { name: image.name, bytes: image.bytes },
        image.alt,
        null,
      );
      added.push({ file: image.file, id, outcome: isNew ? "created" : "unchanged" });
    } catch (error) {
      if (!MediaError.is(error)) throw error;
      throw new ContentFileError(`${image.file}: line 1: file: ${error.problem}`);
    }
  }
  const factOutcomes: { file: string; id: string; outcome: "updated" | "unchanged" }[] = [];
  const results = await store.saveAll(
    entries.map(({ files: _files, ...entry }) => entry),
    null,
    now(),
    async (trx) => {
      for (const { file, kind, value } of factFiles) {
        const revision = await facts!.saveIn(trx, kind, value, null);
        factOutcomes.push({
          file,
          id: kind,
          outcome: revision === factRevisions![kind] ? "unchanged" : "updated",
        });
      }
    },
  );
  return [
    ...added,
    ...factOutcomes,
    ...entries.flatMap((entry, index) =>
      entry.files.map((file) => ({
        file,
        id: results[index]!.id,
        outcome: results[index]!.outcome,
      })),
    ),
  ];
}

/**
 * Fills a store that has never held content with a folder's (the site's own, on a first start):
 * once, by whichever instance gets there first, all files or none; a store that holds content
 * already (imported before) is left as it is.
 */
export async function seedContent(db: Db, dir: string) {
  const entries = await readContentFolder(dir);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("settings")
      .values({ key: SEEDED_KEY, value: now() })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return 0;
    const held = await trx.selectFrom("content_entries").select("id").limit(1).executeTakeFirst();
    if (held) return 0;
    const store = new ContentStore(db);
    await store.saveAllIn(
      trx,
      entries.map(({ files: _files, ...entry }) => entry),
      null,
    );
    return entries.length;
  });
}

/** A timestamp as the files write it: the day alone when it is midnight in UTC. */
const written = (value: string | null) =>
  value === null ? undefined : value.endsWith("T00:00:00.000Z") ? value.slice(0, 10) : value;

/** Writes every medium's original and the list of them; returns the files written. */
async function exportMedia(media: MediaLibrary, dir: string) {
  const listing: MediaListing = [];
  const files: string[] = [];
  await mkdir(path.join(dir, MEDIA_FOLDER), { recursive: true });
  for (const medium of [...(await media.list())].sort((a, b) => a.id.localeCompare(b.id))) {
    const original = await media.original(medium.id);
    if (!original) continue;
    const file = `${medium.id}.${extensions[medium.type] ?? "img"}`;
    await writeFile(path.join(dir, MEDIA_FOLDER, file), original.original);
    listing.push({ id: medium.id, file, name: medium.name, alt: medium.alt });
    files.push(path.join(MEDIA_FOLDER, file));
  }
  await writeFile(
    path.join(dir, MEDIA_FOLDER, MEDIA_LIST),
    `${JSON.stringify(listing, null, 2)}\n`,
  );
  return [...files, path.join(MEDIA_FOLDER, MEDIA_LIST)];
}

/**
 * Writes every version of every entry as a file, the media and the site's facts; returns the
 * files written.
 */
export async function exportContent(
  store: ContentStore,
  dir: string,
  media?: MediaLibrary,
  facts?: FactsStore,
) {
  const files: string[] = [
    ...(media ? await exportMedia(media, dir) : []),
    ...(facts ? await exportFacts(facts, dir) : []),
  ];
  for (const kind of contentKinds) {
    for (const { id, kind: entryKind, author, category, services, versions } of await store.entries(
      kind,
    )) {
      for (const version of versions) {
        const data = Object.fromEntries(
          Object.entries({
            id,
            kind: entryKind,
            language: version.language,
            status: version.status,
            slug: version.slug,
            title: version.title,
            description: version.description,
            date: written(version.publishedAt),
            updated: written(version.revisedAt),
            author: author ?? undefined,
            category: category ?? undefined,
            topic: version.topic ?? undefined,
            tags: version.tags.length ? version.tags : undefined,
            services: services.length ? services : undefined,
            cover: version.cover ?? undefined,
            coverAlt: version.coverAlt ?? undefined,
            seoTitle: version.seoTitle ?? undefined,
            seoDescription: version.seoDescription ?? undefined,
          }).filter(([, value]) => value !== undefined),
        );
        const file = path.join(version.language, folders[kind], `${version.slug}.md`);
        await mkdir(path.join(dir, path.dirname(file)), { recursive: true });
        await writeFile(path.join(dir, file), matter.stringify(`\n${version.body}`, data));
        files.push(file);
      }
    }
  }
  return files;
}
