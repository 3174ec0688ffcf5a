import { readFileSync } from "node:fs";
import * as simpleIcons from "simple-icons";
import { describe, expect, it } from "vitest";
import {
  brandIcons,
  brandIconsSprite,
  simpleIconsExport,
  type BrandIconName,
} from "~/content/brand-icons";

const library = simpleIcons as unknown as Record<string, { path: string; hex: string } | undefined>;
const sprite = readFileSync(brandIconsSprite, "utf8");
const symbols = new Map(
  [
    ...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="([^"]+)"\/><\/symbol>/g),
  ].map((match) => [match[1], match[2]]),
);

describe("brand logo sprite", () => {
  const slugs = Object.keys(brandIcons) as BrandIconName[];

  it("holds exactly the listed logos (run `npm run icons` after changing the list)", () => {
    expect([...symbols.keys()].sort()).toEqual([...slugs].sort());
  });

  it.each(slugs)("draws %s as simple-icons does, in the brand's own colour", (slug) => {
    const icon = library[simpleIconsExport(slug)];
    expect(icon, slug).toBeDefined();
    expect(symbols.get(slug)).toBe(icon?.path);
    expect(brandIcons[slug]).toBe(icon?.hex);
  });
});
