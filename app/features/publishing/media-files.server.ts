import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { lineInJson } from "~/features/facts/index.server";
import { altTextOf, MAX_ALT_LENGTH, MAX_UPLOAD_BYTES } from "~/lib/media";
import { locales } from "~/content/copy";
import { ContentFileError, MAX_IMPORT_BYTES, type TextReader } from "./import-reader.server";
import type { MediaLibrary } from "./media.server";

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
export async function readMediaFolder(dir: string, readText: TextReader) {
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

/** Writes every medium's original and the list of them; returns the files written. */
export async function exportMedia(media: MediaLibrary, dir: string) {
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
