// Compresses the client build once, at maximum quality, so that the server never compresses a
// static response per request: every script, stylesheet and SVG (sprites, illustrations) gets a
// Brotli copy (.br). Pages are rendered by the server and compressed as they are kept.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const brotli = (source) =>
  brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });

function compressAll(files) {
  let before = 0;
  let after = 0;
  for (const file of files) {
    const source = readFileSync(file);
    const compressed = brotli(source);
    writeFileSync(`${file}.br`, compressed);
    after += compressed.length;
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
console.log(`precompressed scripts, styles and drawings: ${compressAll([...assets, ...drawings])}`);
