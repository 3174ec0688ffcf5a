import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { factKinds, factSchemas, isFactKind, type FactKind, type Facts } from "~/lib/facts-schema";
import type { FactsStore } from "./facts.server";
import { cleanedFacts, messageOf } from "./facts-form.server";

/**
 * The site's facts as files beside the content: `facts/<kind>.json`, one readable document per
 * kind (`factKinds`: the company, plans, products, payments, the team, testimonials and client
 * stories), as the workspace's "Site" section edits them.
 */
const FOLDER = "facts";

/** A facts file that cannot be imported: its name, the line of the field, the field and why. */
export class FactsFileError extends Error {}

/**
 * The line of a field in a JSON document: each named key of its path is looked for after the one
 * before it ("items", then "power", then "monthly"), from `from` on; a list's place is not counted.
 */
export function lineInJson(source: string, fieldPath: PropertyKey[], from = 0) {
  let at = from;
  for (const key of fieldPath) {
    if (typeof key !== "string") continue;
    const found = source.indexOf(`"${key}":`, at);
    if (found < 0) break;
    at = found;
  }
  return source.slice(0, at).split("\n").length;
}

/** Writes every kind as it stands (the shipped value of one never saved); returns the files written. */
export async function exportFacts(facts: FactsStore, dir: string) {
  const { facts: current } = await facts.read();
  await mkdir(path.join(dir, FOLDER), { recursive: true });
  const files: string[] = [];
  for (const kind of factKinds) {
    const file = path.join(FOLDER, `${kind}.json`);
    await writeFile(path.join(dir, file), `${JSON.stringify(current[kind], null, 2)}\n`);
    files.push(file);
  }
  return files;
}

/**
 * Reads and checks the facts files a folder holds (none when it has no facts folder), each read by
 * `readText` (by its path in the folder) and its texts cleaned as the Site forms clean them; throws
 * a FactsFileError naming the first bad file, its line and its field.
 */
export async function readFactsFolder(dir: string, readText: (file: string) => Promise<string>) {
  const names = await readdir(path.join(dir, FOLDER)).catch(() => [] as string[]);
  const read: { file: string; kind: FactKind; value: Facts[FactKind] }[] = [];
  for (const name of names.filter((file) => file.endsWith(".json")).sort()) {
    const file = path.join(FOLDER, name);
    const kind = name.slice(0, -".json".length);
    if (!isFactKind(kind)) {
      throw new FactsFileError(
        `${file}: line 1: file: not a kind of facts (${factKinds.map((k) => `${k}.json`).join(", ")})`,
      );
    }
    const source = await readText(file);
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch (error) {
      const at = /position (\d+)/.exec((error as Error).message)?.[1];
      const line = at ? source.slice(0, Number(at)).split("\n").length : 1;
      throw new FactsFileError(`${file}: line ${line}: JSON: ${(error as Error).message}`);
    }
    const checked = factSchemas[kind].safeParse(cleanedFacts(value));
    if (!checked.success) {
      const [issue] = checked.error.issues;
      throw new FactsFileError(
        `${file}: line ${lineInJson(source, issue!.path)}: ${issue!.path.join(".") || kind}: ${messageOf(issue!)}`,
      );
    }
    read.push({ file, kind, value: checked.data as Facts[FactKind] });
  }
  return read;
}
