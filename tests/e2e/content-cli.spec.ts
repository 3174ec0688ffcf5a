import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./support";

/** The built content command, as the README tells an operator to run it. */
const content = async (databaseUrl: string, ...args: string[]) =>
  promisify(execFile)(process.execPath, ["build/content.js", ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  }).catch((error: { code: number; stdout: string; stderr: string }) => error);

test("content goes in and out of the site as Markdown from the command line", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "content-cli-"));
  const url = `file:${path.join(dir, "site.db")}`;
  const out = path.join(dir, "out");
  try {
    const imported = await content(url, "import", "app/content");
    expect(imported.stdout).toMatch(/^created {3}en\/blog\/[a-z0-9-]+\.md$/m);
    const exported = await content(url, "export", out);
    const files = (readdirSync(out, { recursive: true }) as string[]).filter((f) =>
      f.endsWith(".md"),
    );
    // Every version, and the media library's list (empty on this new site).
    expect(exported.stdout).toContain(`Exported ${files.length + 1} files to ${out}.`);
    expect(readFileSync(path.join(out, "media/media.json"), "utf8")).toBe("[]\n");
    expect(files.length).toBeGreaterThan(0);
    const again = await content(url, "import", out);
    expect(again.stdout).not.toMatch(/^(created|updated)/m);

    writeFileSync(
      path.join(out, "en/pages/broken.md"),
      "---\ntitle: A page without a description\n---\n",
    );
    const refused = await content(url, "import", out);
    expect("code" in refused && refused.code).toBe(1);
    expect(refused.stderr).toContain(
      "Nothing was imported. en/pages/broken.md: line 1: description: a description is required",
    );
    const wrong = await content(url, "publish");
    expect("code" in wrong && wrong.code).toBe(2);
    expect(wrong.stderr).toContain("Usage: npm run content -- export <dir>");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
