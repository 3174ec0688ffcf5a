// Writes the brand logo sprite from simple-icons, for the logos listed in
// app/content/brand-icons.ts. Usage: npm run icons
import { writeFileSync } from "node:fs";
import * as simpleIcons from "simple-icons";
import {
  brandIcons,
  brandIconsSprite,
  simpleIconsExport,
  type BrandIconName,
} from "../app/content/brand-icons";

const library = simpleIcons as unknown as Record<string, { path: string } | undefined>;
const symbols = (Object.keys(brandIcons) as BrandIconName[]).map((slug) => {
  const icon = library[simpleIconsExport(slug)];
  if (!icon) throw new Error(`simple-icons has no logo "${slug}"`);
  return `<symbol id="${slug}" viewBox="0 0 24 24"><path d="${icon.path}"/></symbol>`;
});
writeFileSync(
  brandIconsSprite,
  `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`,
);
console.log(`wrote ${symbols.length} logos to ${brandIconsSprite}`);
