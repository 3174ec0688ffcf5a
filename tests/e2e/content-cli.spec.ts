import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./support";
import { factKinds } from "~/lib/facts-schema";

/** The built content command, as docs/operations.md tells an operator to run it. */
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
    // Every version, the media library's list (empty on this new site), each kind of facts and
    // the redirects (none yet).
    expect(exported.stdout).toContain(
      `Exported ${files.length + 1 + factKinds.length + 1} files to ${out}.`,
    );
    expect(readFileSync(path.join(out, "redirects.json"), "utf8")).toBe("[]\n");
    expect(readFileSync(path.join(out, "facts/stories.json"), "utf8")).toContain('"home-two"');
    expect(readFileSync(path.join(out, "media/media.json"), "utf8")).toBe("[]\n");
    expect(files.length).toBeGreaterThan(0);
    const again = await content(url, "import", out);
    expect(again.stdout).not.toMatch(/^(created|updated)/m);

    // The facts go in and out the same way: a price changed in its file, then a wrong one.
    const plansFile = path.join(out, "facts/plans.json");
    const plans = readFileSync(plansFile, "utf8");
    expect(plans).toContain('"monthly": 2500');
    writeFileSync(plansFile, plans.replace('"monthly": 2500', '"monthly": 2750'));
    const priced = await content(url, "import", out);
    expect(priced.stdout).toMatch(/^updated {3}facts\/plans\.json$/m);
    expect(priced.stdout).toMatch(/^unchanged facts\/company\.json$/m);
    const second = path.join(dir, "second");
    await content(url, "export", second);
    for (const kind of [
      "company",
      "plans",
      "products",
      "team",
      "testimonials",
      "menus",
      "payments",
    ]) {
      expect(readFileSync(path.join(second, `facts/${kind}.json`), "utf8"), kind).toBe(
        readFileSync(path.join(out, `facts/${kind}.json`), "utf8"),
      );
    }
    writeFileSync(plansFile, plans.replace('"monthly": 2500', '"monthly": 2500.5'));
    const unpriced = await content(url, "import", out);
    expect("code" in unpriced && unpriced.code).toBe(1);
    const line = plans.split("\n").findIndex((text) => text.includes('"monthly": 2500')) + 1;
    expect(unpriced.stderr).toContain(
      `Nothing was imported. facts/plans.json: line ${line}: items.power.monthly: Enter whole taka between 1 and 10,00,000, digits only.`,
    );
    writeFileSync(plansFile, plans);

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
