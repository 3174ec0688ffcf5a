#!/usr/bin/env node
// Renders the raster images of the site from the hand-written SVGs in
// public/images/ (Node 20, ES module, uses the `sharp` package).
//
//   hero.svg + favicon.svg -> og-default.png (1200x630 social-sharing card)
//   blog/<slug>.svg        -> blog/<slug>-1200.png (1200x675, Open Graph image of each post)
//   favicon.svg            -> apple-touch-icon.png (180), icon-192.png, icon-512.png
//
// Usage: node scripts/build-images.mjs
// The script is idempotent: every output is rebuilt from its source, and a
// file whose bytes would not change is left untouched.

import { readFile, writeFile, readdir, mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const IMAGES = path.join(ROOT, "public", "images");

import sharp from "sharp";

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rel = (p) => path.relative(ROOT, p);

async function output(file, buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  let same = false;
  try {
    same = (await readFile(file)).equals(buffer);
  } catch {
    // does not exist yet
  }
  if (!same) await writeFile(file, buffer);
  console.log(
    `${same ? "unchanged" : "wrote    "}  ${rel(file).padEnd(68)} ${kb(buffer.length).padStart(9)}`,
  );
}

// Intrinsic size of an SVG document, from its width/height attributes or viewBox.
function svgSize(svg) {
  const tag = svg.match(/<svg\b[^>]*>/)?.[0] ?? "";
  const attr = (name) => Number.parseFloat(tag.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1]);
  let width = attr("width");
  let height = attr("height");
  if (!(width > 0 && height > 0)) {
    const vb = tag
      .match(/viewBox="([^"]+)"/)?.[1]
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (!vb) throw new Error("SVG without width/height or viewBox");
    [, , width, height] = vb;
  }
  return { width, height };
}

// Rasterise an SVG (string) to exactly `width` pixels wide (proportional height,
// unless `height` is given), rendering the vectors at the target resolution.
function render(svg, width, height) {
  const size = svgSize(svg);
  const density = (72 * width) / size.width;
  return sharp(Buffer.from(svg), { density }).resize({
    width,
    height: height ?? Math.round((size.height * width) / size.width),
    fit: "fill",
  });
}

// Turn a standalone SVG document into a nested <svg> element placed in a
// bigger drawing; its ids get a prefix so that they cannot clash.
function nest(svg, prefix, { x, y, width, height }) {
  const viewBox = svg.match(/<svg\b[^>]*\sviewBox="([^"]+)"/)[1];
  const body = svg
    .replace(/^[\s\S]*?<svg\b[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`);
  return `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${viewBox}" fill="none">${body}</svg>`;
}

const escapeXml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function ogCard(heroSvg, faviconSvg) {
  const W = 1200;
  const H = 630;
  const font = "DejaVu Sans, sans-serif";
  const flower = (cx, cy, s, fill, centre) =>
    `<g transform="translate(${cx} ${cy}) scale(${s})" fill="${fill}">` +
    [0, 60, 120, 180, 240, 300]
      .map((r) => `<use href="#og-petal" transform="rotate(${r})"/>`)
      .join("") +
    `<circle r="3" fill="${centre}"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" fill="none">
<defs>
<linearGradient id="og-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#047857"/><stop offset=".55" stop-color="#065f46"/><stop offset="1" stop-color="#064e3b"/></linearGradient>
<radialGradient id="og-glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#10b981" stop-opacity=".45"/><stop offset="1" stop-color="#10b981" stop-opacity="0"/></radialGradient>
<path id="og-petal" d="M0 0C-5-5-4-12 0-14 4-12 5-5 0 0Z"/>
</defs>
<rect width="${W}" height="${H}" fill="url(#og-bg)"/>
<circle cx="890" cy="315" r="330" fill="url(#og-glow)"/>
<rect x="24" y="24" width="${W - 48}" height="${H - 48}" rx="28" stroke="#6ee7b7" stroke-width="2" stroke-dasharray="12 10" opacity=".45"/>
${nest(heroSvg, "hero-", { x: 590, y: 80, width: 580, height: 471 })}
${nest(faviconSvg, "fav-", { x: 80, y: 146, width: 88, height: 88 })}
<text x="78" y="344" font-family="${font}" font-size="74" font-weight="700" fill="#fff" letter-spacing="-1">${escapeXml("Nakshi Labs")}</text>
<path d="M82 376H500" stroke="#6ee7b7" stroke-width="3" stroke-dasharray="10 8" stroke-linecap="round"/>
<text x="80" y="430" font-family="${font}" font-size="23" fill="#d1fae5">${escapeXml("Web · Apps · Software · Marketing · SEO")}</text>
<rect x="80" y="474" width="170" height="10" rx="5" fill="#fbbf24"/>
<rect x="262" y="474" width="60" height="10" rx="5" fill="#f43f5e"/>
${flower(520, 376, 1.2, "#fda4af", "#e11d48")}
${flower(1120, 80, 1.1, "#fbbf24", "#fff")}
${flower(90, 560, 1, "#6ee7b7", "#047857")}
</svg>`;
}

async function main() {
  const heroSvg = await readFile(path.join(IMAGES, "hero.svg"), "utf8");
  const faviconSvg = await readFile(path.join(IMAGES, "favicon.svg"), "utf8");

  // (a) default Open Graph card
  await output(
    path.join(IMAGES, "og-default.png"),
    await render(ogCard(heroSvg, faviconSvg), 1200, 630)
      .png({ palette: true, quality: 100, effort: 10, compressionLevel: 9 })
      .toBuffer(),
  );

  // (b) blog covers
  const blogDir = path.join(IMAGES, "blog");
  const covers = (await readdir(blogDir))
    .filter((f) => f.endsWith(".svg") && !f.endsWith("-1200.svg"))
    .sort();
  for (const file of covers) {
    const svg = await readFile(path.join(blogDir, file), "utf8");
    await output(
      path.join(blogDir, file.replace(/\.svg$/, "-1200.png")),
      await render(svg, 1200, 675)
        .png({ palette: true, quality: 100, effort: 10, compressionLevel: 9 })
        .toBuffer(),
    );
  }

  // (c) icons; the Apple touch icon is full-bleed (iOS rounds the corners itself)
  const fullBleed = faviconSvg.replace(/(<rect id="tile"[^>]*?)\s+rx="[^"]*"/, "$1");
  await output(
    path.join(IMAGES, "apple-touch-icon.png"),
    await render(fullBleed, 180)
      .flatten({ background: "#064e3b" })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
  for (const size of [192, 512]) {
    await output(
      path.join(IMAGES, `icon-${size}.png`),
      await render(faviconSvg, size)
        .png({ palette: true, quality: 100, effort: 10, compressionLevel: 9 })
        .toBuffer(),
    );
  }
}

await main();
