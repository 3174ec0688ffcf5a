import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { FIELD_MAX } from "./content-editor.server";
import { ContentStore, type EntryInput, type VersionInput } from "./content-store.server";
import { now, type Db } from "~/platform/db/db.server";
import { exportFacts, lineInJson, readFactsFolder } from "~/features/facts/index.server";
import type { FactsStore } from "~/features/facts/index.server";
import { MediaError, type MediaLibrary } from "./media.server";
import {
  contentKinds,
  SLUG,
  sourceLanguage,
  versionStatuses,
  type ContentKind,
} from "~/lib/content";
import { cleanText } from "~/lib/forms/fields";
import { altTextOf, MAX_ALT_LENGTH, MAX_UPLOAD_BYTES } from "~/lib/media";
import { blockingProblems, publishingProblems } from "~/lib/publishing";
import { postVocabulary } from "~/content/blog-taxonomy";
import { locales } from "~/content/copy";

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

/** The fields a file's front matter may give, each no longer than the editor lets it be. */
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
    slug: z
      .string()
      .max(FIELD_MAX.slug)
      .regex(SLUG, "lower-case words joined by hyphens")
      .optional(),
    title: z.string().trim().min(2).max(FIELD_MAX.title),
    description: z.string().trim().min(1).max(FIELD_MAX.description).optional(),
    /** The blog's older name for the description. */
    excerpt: z.string().trim().min(1).max(FIELD_MAX.description).optional(),
    date: moment.optional(),
    updated: moment.optional(),
    author: z.string().max(FIELD_MAX.author).optional(),
    category: z.string().max(FIELD_MAX.category).optional(),
    topic: z.string().max(FIELD_MAX.topic).optional(),
    tags: z.array(z.string().min(1).max(40)).max(10).default([]),
    services: z.array(z.string().min(1).max(40)).max(10).default([]),
    cover: z.string().max(FIELD_MAX.cover).optional(),
    coverAlt: z.string().max(FIELD_MAX.coverAlt).optional(),
    seoTitle: z.string().max(FIELD_MAX.seoTitle).optional(),
    seoDescription: z.string().max(FIELD_MAX.seoDescription).optional(),
  })
  .strict()
  .refine((meta) => meta.description ?? meta.excerpt, {
    message: "a description is required",
    path: ["description"],
  });

const SEEDED_KEY = "content-seeded";

/** A file that cannot be imported: its name, the line of the field, the field and why. */
export class ContentFileError extends Error {}

/**
 * The most bytes one text file of an import may hold: a version with the editor's longest body
 * and every field at its longest, at four bytes a character (more than UTF-8 takes for any), with
 * room for the front matter's own words. A larger file is nothing the workspace could have saved;
 * it is refused before it is read, so that one file cannot exhaust the memory of an import or of
 * a first start.
 */
const MAX_FILE_BYTES = 4 * Object.values(FIELD_MAX).reduce((sum, max) => sum + max, 0) + 64 * 1024;

/**
 * The most bytes of text one import reads (its Markdown, its facts and its media list): a hundred
 * files at the most one may hold, many times the site's own text. Every version read is held until
 * the one transaction that saves them all, so the whole is bounded too; the images are read one at
 * a time, each within the media library's own limit.
 */
const MAX_IMPORT_BYTES = 100 * MAX_FILE_BYTES;

const bytes = (count: number) => `${count.toLocaleString("en")} bytes`;

/**
 * Reads the text files of one import by their paths in its folder: each refused unread when it is
 * no file, holds more than `limit`, or would take the import past its own limit.
 */
function textReader(dir: string) {
  let left = MAX_IMPORT_BYTES;
  return async (file: string, limit = MAX_FILE_BYTES) => {
    const info = await stat(path.join(dir, file));
    if (!info.isFile()) throw new ContentFileError(`${file}: line 1: file: not a file`);
    if (info.size > limit) {
      throw new ContentFileError(
        `${file}: line 1: file: ${bytes(info.size)}, more than the ${bytes(limit)} a file may hold`,
      );
    }
    if (info.size > left) {
      throw new ContentFileError(
        `${file}: line 1: file: the folder holds more than the ${bytes(MAX_IMPORT_BYTES)} one import reads`,
      );
    }
    left -= info.size;
    return readFile(path.join(dir, file), "utf8");
  };
}
type TextReader = ReturnType<typeof textReader>;

/** The line of a front-matter field in a file's text, for the message that names it. */
function lineOf(source: string, field: string) {
  const index = source.split("\n").findIndex((line) => line.startsWith(`${field}:`));
  return index >= 0 ? index + 1 : 1;
}

/** A front-matter value with its texts cleaned as the editor cleans what is typed. */
const cleaned = (value: unknown): unknown =>
  typeof value === "string" ? cleanText(value) : Array.isArray(value) ? value.map(cleaned) : value;

const notYaml = (language: string) => `only YAML is read here, not "${language}"`;

/** An engine of gray-matter's for a language other than YAML: refused, never run. */
const refused = (language: string) => () => {
  throw new Error(notYaml(language));
};

/**
 * A file's front matter, its body and the line the body starts on. Front matter is data, read as
 * YAML alone, with js-yaml's safe schema: gray-matter's YAML engine is the `safeLoad` of the
 * js-yaml 3 it ships (whose `load` would build functions from `!!js/function`). gray-matter also
 * reads front matter in the language named after the opening `---`, and its JavaScript engine
 * evaluates what it reads (`---js`), so a file naming another language is refused before gray-matter
 * sees it, and the engines it has for other languages are replaced by refusals besides.
 */
function frontMatterOf(file: string, source: string) {
  // gray-matter reads a text without its byte-order mark, and so is the language looked for.
  const text = source.replace(/^\uFEFF/, "");
  const language = /^---(?!-)([^\r\n]*)/.exec(text)?.[1]!.trim() ?? "";
  if (!["", "yaml", "yml"].includes(language.toLowerCase())) {
    throw new ContentFileError(`${file}: line 1: front matter: ${notYaml(language)}`);
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(text, {
      engines: { javascript: refused("javascript"), json: refused("json") },
    });
  } catch (error) {
    throw new ContentFileError(`${file}: line 1: front matter: ${(error as Error).message}`);
  }
  const data: unknown = parsed.data;
  return {
    // What is no list of fields is left for the rules to refuse.
    data:
      data && typeof data === "object" && !Array.isArray(data)
        ? Object.fromEntries(Object.entries(data).map(([field, value]) => [field, cleaned(value)]))
        : data,
    body: cleanText(parsed.content),
    bodyLine: text.slice(0, text.length - parsed.content.length).split("\n").length,
  };
}

/** One file's version and what it says of its entry. */
function parseFile(file: string, source: string, kind: ContentKind, language: string) {
  const parsed = frontMatterOf(file, source);
  const body = parsed.body.replace(/^\n+/, "");
  if (body.length > FIELD_MAX.body) {
    throw new ContentFileError(
      `${file}: line ${parsed.bodyLine + parsed.body.length - body.length}: body: ${body.length.toLocaleString("en")} characters, more than the ${FIELD_MAX.body.toLocaleString("en")} a body may have`,
    );
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
  if (!SLUG.test(slug) || slug.length > FIELD_MAX.slug) {
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
    body,
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
 * ContentFileError naming the first bad file, its line and its field. An import's files are read
 * by one reader, which keeps the whole import within its limit.
 */
export async function readContentFolder(dir: string, readText: TextReader = textReader(dir)) {
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
        const parsed = parseFile(file, await readText(file), kind as ContentKind, language);
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

/** What the media list says of each medium (its id is its content's hash, and is made again). */
const mediaList = z.array(
  z.object({ file: z.string().min(1), name: z.string().optional(), alt: z.unknown() }),
);

/** Where each item of a JSON list starts in its text (one already parsed, so well formed). */
function itemStarts(source: string) {
  const starts: number[] = [];
  let depth = 0;
  let quoted = false;
  let awaited = false;
  for (let at = 0; at < source.length; at++) {
    const char = source[at]!;
    if (quoted) {
      if (char === "\\") at++;
      else if (char === '"') quoted = false;
      continue;
    }
    if (awaited && depth === 1 && !/[\s,\]]/.test(char)) {
      starts.push(at);
      awaited = false;
    }
    if (char === '"') quoted = true;
    else if (char === "[" || char === "{") awaited = ++depth === 1;
    else if (char === "]" || char === "}") depth--;
    else if (char === "," && depth === 1) awaited = true;
  }
  return starts;
}

/** What a JSON value is, as a message names it. */
const jsonKind = (value: unknown) =>
  Array.isArray(value)
    ? "a list"
    : value === null
      ? "null"
      : typeof value === "object"
        ? "an object"
        : `a ${typeof value}`;

/**
 * A medium's alt texts, each held to the rule of the library's form (`altTextOf`): a text per
 * language of the site, no longer than the form takes; one left empty is none. Anything else
 * is refused through `refuse`, with the field that holds it.
 */
function altTextsOf(alt: unknown, refuse: (field: string, problem: string) => never) {
  if (alt === undefined) return {};
  const languages = locales.join(", ");
  if (!alt || typeof alt !== "object" || Array.isArray(alt)) {
    refuse("alt", `a text for each language (${languages}), as {"en": "…"}`);
  }
  const texts: Record<string, string> = {};
  for (const [language, value] of Object.entries(alt)) {
    const field = `alt.${language}`;
    if (!(locales as readonly string[]).includes(language)) {
      refuse(field, `not a language of the site (${languages})`);
    }
    if (typeof value !== "string") refuse(field, `a text, not ${jsonKind(value)}`);
    if (value.length > MAX_ALT_LENGTH) refuse(field, `at most ${MAX_ALT_LENGTH} characters`);
    const text = altTextOf(value);
    if (text) texts[language] = text;
  }
  return texts;
}

/**
 * The media a folder holds (none when it has no media list), each checked and found to be a file
 * the library could take; the images themselves are read when they are added, one at a time.
 */
async function readMediaFolder(dir: string, readText: TextReader) {
  const listFile = path.join(MEDIA_FOLDER, MEDIA_LIST);
  if (!(await stat(path.join(dir, listFile)).catch(() => null))) return [];
  const source = await readText(listFile, MAX_IMPORT_BYTES);
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
    if (!Array.isArray(parsed)) throw new Error("not a list");
  } catch (error) {
    throw new ContentFileError(`${listFile}: line 1: media: ${(error as Error).message}`);
  }
  const starts = itemStarts(source);
  const refuse: (place: number, field: PropertyKey[], problem: string) => never = (
    place,
    field,
    problem,
  ) => {
    const line = lineInJson(source, field, starts[place] ?? 0);
    throw new ContentFileError(
      `${listFile}: line ${line}: ${field.join(".") || "media"}: ${problem}`,
    );
  };
  const checked = mediaList.safeParse(parsed);
  if (!checked.success) {
    const [issue] = checked.error.issues;
    const [place = 0, ...field] = issue!.path;
    refuse(Number(place), field, issue!.message);
  }
  const listed: { file: string; name: string; alt: Record<string, string> }[] = [];
  for (const [place, medium] of checked.data.entries()) {
    const alt = altTextsOf(medium.alt, (field, problem) =>
      refuse(place, field.split("."), problem),
    );
    const file = path.join(MEDIA_FOLDER, path.basename(medium.file));
    const info = await stat(path.join(dir, file)).catch(() => null);
    if (!info?.isFile()) throw new ContentFileError(`${file}: line 1: file: missing`);
    if (info.size > MAX_UPLOAD_BYTES) {
      throw new ContentFileError(`${file}: line 1: file: too-large`);
    }
    listed.push({ file, name: medium.name ?? file, alt });
  }
  return listed;
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
  const readText = textReader(dir);
  const entries = await readContentFolder(dir, readText);
  const factFiles = facts ? await readFactsFolder(dir, readText) : [];
  const factRevisions = facts ? (await facts.read()).revisions : undefined;
  const images = media ? await readMediaFolder(dir, readText) : [];
  const added: { file: string; id: string; outcome: "created" | "updated" | "unchanged" }[] = [];
  for (const image of images) {
    try {
      const { id, added: isNew } = await media!.add(
        { name: image.name, bytes: await readFile(path.join(dir, image.file)) },
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
