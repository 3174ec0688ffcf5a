// Compresses the client build once, at maximum quality, so that the server never compresses a
// static response per request: every script, stylesheet and SVG (sprites, illustrations) gets a
// Brotli copy (.br), and every prerendered page and its .data a Brotli and a gzip copy (.br, .gz).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const brotli = (source) =>
  brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
const gzip = (source) => gzipSync(source, { level: 9 });

function compressAll(files, encodings) {
  let before = 0;
  let after = 0;
  for (const file of files) {
    const source = readFileSync(file);
    for (const [extension, compress] of encodings) {
      const compressed = compress(source);
      writeFileSync(`${file}${extension}`, compressed);
      if (extension === ".br") after += compressed.length;
    }
    before += source.length;
  }
  return `${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (brotli)`;
}

const client = "build/client";
const assets = readdirSync(path.join(client, "assets"))
  .filter((file) => /\.(js|css|svg)$/.test(file))
  .map((file) => path.join(client, "assets", file));
const drawings = readdirSync(path.join(client, "images"), { recursive: true })
  .filter((file) => file.endsWith(".svg"))
  .map((file) => path.join(client, "images", file));
console.log(
  `precompressed scripts, styles and drawings: ${compressAll([...assets, ...drawings], [[".br", brotli]])}`,
);

const pages = readdirSync(client, { recursive: true, withFileTypes: true })
  .filter(
    (entry) => entry.isFile() && (entry.name === "index.html" || entry.name.endsWith(".data")),
  )
  .map((entry) => path.join(entry.parentPath, entry.name));
const summary = compressAll(pages, [
  [".br", brotli],
  [".gz", gzip],
]);
console.log(`precompressed ${pages.length} prerendered pages and their data: ${summary}`);
