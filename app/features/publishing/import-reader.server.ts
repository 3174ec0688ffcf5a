/** Reading an import folder's text files, each and all within their limits. */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { FIELD_MAX } from "./content-editor.server";

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
export const MAX_IMPORT_BYTES = 100 * MAX_FILE_BYTES;

const bytes = (count: number) => `${count.toLocaleString("en")} bytes`;

/**
 * Reads the text files of one import by their paths in its folder: each refused unread when it is
 * no file, holds more than `limit`, or would take the import past its own limit.
 */
export function textReader(dir: string) {
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

export type TextReader = ReturnType<typeof textReader>;
