// Takes full-page screenshots of the given paths at phone and desktop widths, for a visual check.
// Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 /tmp/shots / /about-us ...
import { chromium } from "@playwright/test";
import flags from "../chromium.json" with { type: "json" };

const [base = "http://127.0.0.1:3000", outDir = "screenshots", ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? flags.path,
  args: flags.args,
});
for (const width of [360, 1440]) {
  const page = await browser.newPage({
    viewport: { width, height: width === 360 ? 760 : 900 },
    // The style that hides the start-up overlay is added from outside the page.
    bypassCSP: true,
  });
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.addStyleTag({ content: ".site-loader{display:none!important}" });
    const name = `${outDir}/${path.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
