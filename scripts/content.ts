// npm run content -- <command>: the site's posts, pages and case studies as Markdown files, and
// its facts (company, plans, shop, payments) and redirects as JSON.
//   export <dir>   writes every version of every entry as <dir>/<language>/<folder>/<slug>.md, the
//                  media library's originals under <dir>/media/ with media.json, each kind of
//                  facts as <dir>/facts/<kind>.json and the redirects as <dir>/redirects.json
//   import <dir>   adds the media a folder holds, then creates or updates entries, facts and
//                  redirects from it, all files or none
// It reads the same settings as the server (DATABASE_URL, …) and brings the database up to date.
import { migrate, openDatabase } from "../app/platform/db/db.server";
import { readEnv } from "../app/platform/env.server";
import { exportContent, importContent } from "../app/features/publishing/content-files.server";
import { ContentFileError } from "../app/features/publishing/import-reader.server";
import { ContentStore } from "../app/features/publishing/content-store.server";
import { FactsFileError } from "../app/features/facts/facts-files.server";
import { FactsStore } from "../app/features/facts/facts.server";
import { RedirectsFileError } from "../app/features/redirects/index.server";
import { MediaLibrary } from "../app/features/publishing/media.server";

const USAGE = `Usage: npm run content -- export <dir>
       npm run content -- import <dir>`;

const [command, dir] = process.argv.slice(2);
const handle = openDatabase(readEnv().DATABASE_URL);
const store = new ContentStore(handle.db);
const media = new MediaLibrary(handle.db);
const facts = new FactsStore(handle.db);
let status = 0;
try {
  await migrate(handle);
  if (command === "export" && dir) {
    const files = await exportContent(store, dir, media, facts, handle.db);
    console.log(`Exported ${files.length} files to ${dir}.`);
  } else if (command === "import" && dir) {
    const report = await importContent(store, dir, media, facts, handle.db);
    for (const { file, outcome } of report) console.log(`${outcome.padEnd(9)} ${file}`);
    console.log(`Imported ${report.length} files from ${dir}.`);
  } else {
    console.error(USAGE);
    status = 2;
  }
} catch (error) {
  if (
    !(error instanceof ContentFileError) &&
    !(error instanceof FactsFileError) &&
    !(error instanceof RedirectsFileError)
  )
    throw error;
  console.error(`Nothing was imported. ${error.message}`);
  status = 1;
} finally {
  await handle.db.destroy();
}
process.exit(status);
