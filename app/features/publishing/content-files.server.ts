import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { FIELD_MAX } from "./content-editor.server";
import { ContentStore } from "./content-store.server";
import type { EntryInput, VersionInput } from "./content-versions.server";
import { now, type Db } from "~/platform/db/db.server";
import { exportFacts, readFactsFolder } from "~/features/facts/index.server";
import {
  exportRedirects,
  keptRedirects,
  readRedirectsFile,
  REDIRECTS_FILE,
  saveRedirectsIn,
} from "~/features/redirects/index.server";
import type { FactsStore } from "~/features/facts/index.server";
import { MediaError, type MediaLibrary } from "./media.server";
import { exportMedia, readMediaFolder } from "./media-files.server";
import { ContentFileError, textReader, type TextReader } from "./import-reader.server";
import {
  contentKinds,
  SLUG,
  sourceLanguage,
  versionStatuses,
  type ContentKind,
} from "~/lib/content";
import { cleanText } from "~/lib/forms/fields";
import { blockingProblems, publishingProblems } from "~/lib/publishing";
import { postVocabulary } from "~/content/blog-taxonomy";

/**
 * The Markdown format content is imported from and exported to: one file per language version at
 * `<language>/<folder>/<slug>.md` (the folders: blog, pages, case-studies, main-pages), front matter for the
 * fields and Markdown for the body. A file without an `id` is a new entry; files of one kind with
 * the same slug and no id are one entry's versions (as the site's own files are).
 */
const folders: Record<ContentKind, string> = {
  post: "blog",
  page: "pages",
  "case-study": "case-studies",
  sections: "main-pages",
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
  // A main page has none: its sections say everything.
  .refine((meta) => meta.kind === "sections" || (meta.description ?? meta.excerpt), {
    message: "a description is required",
    path: ["description"],
  });

const SEEDED_KEY = "content-seeded";

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
    description: meta.description ?? meta.excerpt ?? "",
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
  redirectsIn?: Db,
) {
  const readText = textReader(dir);
  const entries = await readContentFolder(dir, readText);
  const factFiles = facts ? await readFactsFolder(dir, readText) : [];
  const redirects = redirectsIn
    ? await readRedirectsFile(dir, await keptRedirects(redirectsIn), readText)
    : [];
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
  let redirectOutcomes: {
    file: string;
    id: string;
    outcome: "created" | "updated" | "unchanged";
  }[] = [];
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
      redirectOutcomes = (await saveRedirectsIn(trx, redirects)).map((outcome, index) => ({
        file: `${REDIRECTS_FILE}: ${redirects[index]!.from}`,
        id: redirects[index]!.from,
        outcome,
      }));
    },
  );
  return [
    ...added,
    ...factOutcomes,
    ...redirectOutcomes,
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

/**
 * Writes every version of every entry as a file, the media and the site's facts; returns the
 * files written.
 */
export async function exportContent(
  store: ContentStore,
  dir: string,
  media?: MediaLibrary,
  facts?: FactsStore,
  redirectsIn?: Db,
) {
  const files: string[] = [
    ...(media ? await exportMedia(media, dir) : []),
    ...(facts ? await exportFacts(facts, dir) : []),
    ...(redirectsIn ? await exportRedirects(redirectsIn, dir) : []),
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
            description: version.description || undefined,
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
