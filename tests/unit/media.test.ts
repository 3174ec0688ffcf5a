import { describe, expect, it } from "vitest";
import { asPortrait, coverPath, portraitPath } from "~/lib/media";

const id = "0123456789abcdef";

describe("a medium's addresses", () => {
  it("name a cover at 1200 px and a portrait at the smallest width sharp at 128 CSS px", () => {
    expect(coverPath(id, [360, 720, 1200, 1920])).toBe(`/media/${id}-1200.webp`);
    expect(coverPath(id, [360, 640])).toBe(`/media/${id}-640.webp`);
    expect(portraitPath(id, [360, 720, 1200])).toBe(`/media/${id}-360.webp`);
    expect(portraitPath(id, [200])).toBe(`/media/${id}-200.webp`);
  });

  it("make a library image a portrait, and leave any other address as it is", () => {
    const index = { [id]: { width: 2400, height: 1600, widths: [360, 720, 1200, 1920] } };
    expect(asPortrait(`/media/${id}-1200.webp`, index)).toBe(`/media/${id}-360.webp`);
    expect(asPortrait(`/media/${id}-1920.avif`, index)).toBe(`/media/${id}-360.webp`);
    expect(asPortrait("/images/team/arif-hossain.svg", index)).toBe(
      "/images/team/arif-hossain.svg",
    );
    // An image no longer in the library keeps its address, for the rules to judge.
    expect(asPortrait(`/media/fedcba9876543210-1200.webp`, index)).toBe(
      "/media/fedcba9876543210-1200.webp",
    );
  });
});
