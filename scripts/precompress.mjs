// Writes a Brotli copy (.br) of every script, stylesheet and SVG sprite of the client build, at
// maximum quality.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const dir = "build/client/assets";
let before = 0;
let after = 0;
for (const name of readdirSync(dir).filter((file) => /\.(js|css|svg)$/.test(file))) {
  const source = readFileSync(path.join(dir, name));
  const compressed = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  writeFileSync(path.join(dir, `${name}.br`), compressed);
  before += source.length;
  after += compressed.length;
}
console.log(
  `precompressed scripts, styles and sprites: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (brotli)`,
);
