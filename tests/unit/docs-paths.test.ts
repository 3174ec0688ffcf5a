import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The repository's root: the tests run from it. */
const root = process.cwd();

/**
 * The documents checked: the README, each capability's README (app/features/<name>/README.md)
 * and every Markdown file under docs/, except the decision
 * records. A decision record tells what was decided on its day, with the paths of that day, some
 * of which no longer exist (`server/prerendered.ts` in
 * docs/decisions/2026-11-23-scripts-only-where-they-pay.md): it is history, not rewritten when a
 * file moves, so it is left out of this check.
 */
function documents(): string[] {
  const found = ["README.md"];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (file !== "docs/decisions") walk(file);
      } else if (entry.name.endsWith(".md")) {
        found.push(file);
      }
    }
  };
  walk("docs");
  for (const feature of readdirSync("app/features")) {
    const readme = `app/features/${feature}/README.md`;
    if (existsSync(readme)) found.push(readme);
  }
  return found.sort();
}

/** The folders a path of the repository starts with. */
const repositoryFolders = [
  "app/",
  "server/",
  "scripts/",
  "tests/",
  "deploy/",
  "docs/",
  "public/",
  ".ci/",
];

/**
 * Files at the repository's top level that the documents name without a folder. A `Dockerfile`
 * is named only to say that there is none, so it is not among them.
 */
const topLevelFile =
  /^(package(-lock)?\.json|tsconfig\.json|chromium\.json|README\.md|\.env\.example|\.gitignore|\.prettierrc\.json|\.prettierignore|[\w-]+\.config\.(ts|js|mjs))$/;

/** A part of a path that stands for many: `<language>`, `*`, `{service,timer}`, `blog|pages`, `…`. */
const placeholder = /[<>*{}|…[\]]/;

/** Text outside fenced code blocks (shell sessions on a server, whose paths are the server's). */
const withoutFences = (text: string) => text.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, "");

/** A named path as it is to be found: no `#anchor`, no `:line`, cut before any placeholder. */
function pathToFind(named: string): string {
  const plain = named.replace(/#.*$/, "").replace(/:\d+(-\d+)?$/, "");
  const parts = plain.split("/");
  const first = parts.findIndex((part) => placeholder.test(part));
  // Before a placeholder, the folder it stands in must exist.
  return first === -1 ? plain : parts.slice(0, first).join("/");
}

/** Every path a document names in backticks or as a link, with what the document wrote. */
function namedPaths(file: string): { named: string; find: string }[] {
  const text = withoutFences(readFileSync(path.join(root, file), "utf8"));
  const named: { named: string; find: string }[] = [];
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    const candidate = span!.trim();
    if (/\s/.test(candidate)) continue;
    if (repositoryFolders.some((folder) => candidate.startsWith(folder))) {
      named.push({ named: candidate, find: pathToFind(candidate) });
    } else if (topLevelFile.test(candidate)) {
      named.push({ named: candidate, find: candidate });
    }
  }
  // Links are relative to the document that holds them.
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^([a-z]+:|#|\/)/.test(target!)) continue;
    const find = path.posix.normalize(
      path.posix.join(path.posix.dirname(file), pathToFind(target!)),
    );
    named.push({ named: target!, find });
  }
  return named;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");

/** The anchors a document's headings give, numbered as GitHub numbers repeated ones. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of withoutFences(readFileSync(path.join(root, file), "utf8")).matchAll(
    /^#{1,6} (.+)$/gm,
  )) {
    const anchor = anchorOf(heading!);
    const times = seen.get(anchor) ?? 0;
    anchors.add(times ? `${anchor}-${times}` : anchor);
    seen.set(anchor, times + 1);
  }
  return anchors;
}

describe("the documentation", () => {
  const files = documents();

  it("reads the README, the capabilities' READMEs and the documents under docs/", () => {
    expect(files).toContain("README.md");
    expect(files.filter((file) => file.startsWith("docs/")).length).toBeGreaterThan(1);
    expect(files).toContain("app/features/leads/README.md");
  });

  it("finds a README in every capability's folder", () => {
    const features = readdirSync("app/features", { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    expect(features.length).toBeGreaterThan(5);
    for (const feature of features)
      expect(files).toContain(`app/features/${feature.name}/README.md`);
  });

  it("names only paths that exist in the repository", () => {
    const missing = files.flatMap((file) =>
      namedPaths(file)
        .filter(({ find }) => !existsSync(path.join(root, find)))
        .map(({ named }) => `${file}: ${named}`),
    );
    expect(missing, `paths named but not found:\n${missing.join("\n")}`).toEqual([]);
  });

  it("links only to headings that exist", () => {
    const broken = files.flatMap((file) => {
      const text = withoutFences(readFileSync(path.join(root, file), "utf8"));
      return [...text.matchAll(/\]\(([^)\s]*)#([^)\s]+)\)/g)].flatMap(([, target, anchor]) => {
        if (/^[a-z]+:/.test(target!)) return [];
        const linked = target ? path.posix.join(path.posix.dirname(file), target) : file;
        const exists =
          existsSync(path.join(root, linked)) && statSync(path.join(root, linked)).isFile();
        return exists && anchorsOf(linked).has(anchor!) ? [] : [`${file}: ${target}#${anchor}`];
      });
    });
    expect(broken, `links to headings not found:\n${broken.join("\n")}`).toEqual([]);
  });

  it("keeps the README a front page of at most 200 lines", () => {
    const lines = readFileSync(path.join(root, "README.md"), "utf8").split("\n");
    if (lines.at(-1) === "") lines.pop();
    expect(lines.length).toBeLessThanOrEqual(200);
  });
});
