import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { describeEachStore } from "../../../tests/support/stores";
import { ContentStore } from "./content-store.server";
import { MediaError, MediaLibrary } from "./media.server";
import { FactsStore } from "~/features/facts/facts.server";
import { createCampaign } from "~/features/newsletter/campaigns.server";
import { shippedFacts } from "~/content/shipped-facts";
import { MAX_UPLOAD_BYTES, mediaPath, responsiveImages } from "~/lib/media";

const editor = { id: 4, name: "Mitu Akter" };

/** A photo-like image: a gradient with noise, so that it compresses as photos do. */
async function photo(width: number, height: number, format: "jpeg" | "png" | "webp" = "jpeg") {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .toFormat(format)
    .toBuffer();
  return noise;
}

let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  jpeg = await photo(1600, 900);
  png = await photo(300, 200, "png");
});

describeEachStore("the media library", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let media: MediaLibrary;
  beforeEach(async () => {
    handle = await store.open();
    media = new MediaLibrary(handle.db);
  });
  afterEach(async () => {
    await handle.dispose();
  });

  it("keeps the original and makes AVIF and WebP at each width up to its own, and a JPEG to share", async () => {
    const { id, added } = await media.add(
      { name: "shop-front.jpg", bytes: jpeg },
      { en: "The shop front" },
      editor,
    );
    expect(added).toBe(true);
    expect((await media.original(id))?.original.equals(jpeg)).toBe(true);
    const index = await media.index();
    expect(index[id]).toEqual({ width: 1600, height: 900, widths: [360, 720, 1200, 1600] });
    for (const width of [360, 1600]) {
      for (const format of ["avif", "webp"] as const) {
        const data = await media.variant(id, format, width);
        const info = await sharp(data).metadata();
        expect(info.width, `${format} ${width}`).toBe(width);
        expect(info.format).toBe(format === "avif" ? "heif" : "webp");
      }
    }
    expect((await sharp(await media.variant(id, "jpg", 1200)).metadata()).format).toBe("jpeg");
    // The same file again is the same medium.
    expect(await media.add({ name: "again.jpg", bytes: jpeg }, {}, editor)).toEqual({
      id,
      added: false,
    });
    // A smaller image is never enlarged.
    const small = await media.add({ name: "logo.png", bytes: png }, {}, editor);
    expect((await media.index())[small.id]?.widths).toEqual([300]);
  });

  it.each([
    ["not-image", () => Buffer.from("%PDF-1.7 this is a document, not a picture")],
    ["broken", () => jpeg.subarray(0, Math.floor(jpeg.length / 2))],
    [
      "not-image",
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
    ],
    ["too-large", () => Buffer.alloc(MAX_UPLOAD_BYTES + 1)],
  ] as const)("refuses a file that is %s and stores nothing of it", async (problem, file) => {
    await expect(media.add({ name: "x", bytes: file() }, {}, editor)).rejects.toSatisfy(
      (error) => MediaError.is(error) && error.problem === problem,
    );
    expect(await media.list()).toEqual([]);
    expect(await handle.db.selectFrom("media_variants").select("media_id").execute()).toEqual([]);
  });

  it("refuses a decompression bomb before decoding it", async () => {
    // A PNG of 10,000 × 10,000 pixels of one colour: a few hundred KB that would take 300 MB.
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: "#0f766e" },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    await expect(media.add({ name: "bomb.png", bytes: bomb }, {}, editor)).rejects.toSatisfy(
      (error) => MediaError.is(error) && error.problem === "too-many-pixels",
    );
  });

  it("says where a medium is used, and will not delete it while it is", async () => {
    const { id } = await media.add({ name: "team.jpg", bytes: jpeg }, {}, editor);
    const content = new ContentStore(handle.db);
    await content.save(
      {
        kind: "post",
        versions: [
          {
            language: "en",
            status: "draft",
            slug: "our-team",
            title: "Our team",
            description: "Who we are.",
            body: `Hello.\n\n![The team](${mediaPath(id, 1200, "webp")})`,
          },
        ],
      },
      editor,
    );
    expect(await media.usage(id)).toMatchObject([{ in: "content", title: "Our team" }]);
    await expect(media.remove(id)).rejects.toSatisfy(
      (error) => MediaError.is(error) && error.problem === "in-use",
    );
    const other = await media.add({ name: "logo.png", bytes: png }, {}, editor);
    await media.remove(other.id);
    expect((await media.list()).map((medium) => medium.id)).toEqual([id]);
  });

  it("counts a team portrait or a client's photo in the facts, and a newsletter issue, as uses", async () => {
    const portrait = await media.add({ name: "rina.jpg", bytes: jpeg }, {}, editor);
    const banner = await media.add({ name: "banner.png", bytes: png }, {}, editor);
    const { members } = shippedFacts.team;
    await new FactsStore(handle.db).save(
      "team",
      {
        members: [
          { ...members[0]!, photo: mediaPath(portrait.id, 360, "webp") },
          ...members.slice(1),
        ],
      },
      editor,
    );
    const campaign = await createCampaign(
      handle.db,
      {
        name: "December news",
        issue: {
          en: {
            subject: "December",
            body: `![Our new office](${mediaPath(banner.id, 1200, "webp")})`,
          },
        },
      },
      "mitu@nakshilabs.com.bd",
    );
    expect(await media.usage(portrait.id)).toEqual([{ in: "facts", kind: "team" }]);
    expect(await media.usage(banner.id)).toEqual([
      { in: "campaign", id: campaign, name: "December news" },
    ]);
    for (const { id } of [portrait, banner]) {
      await expect(media.remove(id)).rejects.toSatisfy(
        (error) => MediaError.is(error) && error.problem === "in-use",
      );
    }
  });

  it("gives library images in an article their sizes and formats", async () => {
    const { id } = await media.add({ name: "shop.jpg", bytes: jpeg }, {}, editor);
    const html = responsiveImages(
      `<p><img src="${mediaPath(id, 1200, "webp")}" alt="A &quot;new&quot; shop" /></p><p><img src="/images/x.svg" alt="x" /></p>`,
      await media.index(),
    );
    expect(html).toContain(
      `<source type="image/avif" srcset="/media/${id}-360.avif 360w, /media/${id}-720.avif 720w, /media/${id}-1200.avif 1200w, /media/${id}-1600.avif 1600w"`,
    );
    expect(html).toContain(`width="1600" height="900" alt="A &quot;new&quot; shop"`);
    expect(html).toContain('<img src="/images/x.svg" alt="x" />');
  });
});
