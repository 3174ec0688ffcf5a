import { createHash } from "node:crypto";
import sharp from "sharp";
import { sql } from "kysely";
import { containsPattern, now, type Db } from "~/platform/db/db.server";
import type { Actor } from "~/features/leads/index.server";
import {
  MAX_UPLOAD_BYTES,
  MEDIA_ADDRESS,
  mediaNameOf,
  type MediaFormat,
  type MediaIndex,
} from "~/lib/media";

/** The most pixels an image may have (a 50-megapixel photo); more is refused before decoding. */
export const MAX_PIXELS = 50_000_000;
/** The widths pages choose from: a phone, a phone at 2×, a laptop, a wide screen. */
const WIDTHS = [360, 720, 1200, 1920];
/** The width of the JPEG that link previews and feeds use. */
const SHARE_WIDTH = 1200;

/** The kinds of file the library takes, as sharp names them, and their media types. */
const ACCEPTED: Record<string, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heif: "image/avif",
};

/** Why a file was refused or a medium cannot be changed; each has a message for staff. */
/** A place that shows a medium, which keeps it from being deleted. */
export type MediaUse =
  | { in: "content"; entry_id: string; language: string; title: string }
  | { in: "facts"; kind: string }
  | { in: "campaign"; id: number; name: string };

export type MediaProblem = "too-large" | "not-image" | "too-many-pixels" | "broken" | "in-use";

export class MediaError extends Error {
  override name = "MediaError";

  constructor(readonly problem: MediaProblem) {
    super(problem);
  }

  /**
   * Whether an error is a MediaError. The server's entry and the app are bundled apart, each with
   * its own copy of this class, so the error is known by its name rather than its class.
   */
  static is(error: unknown): error is MediaError {
    return error instanceof Error && error.name === "MediaError";
  }
}

const decoder = (input: Buffer) =>
  sharp(input, { limitInputPixels: MAX_PIXELS, failOn: "truncated", sequentialRead: true });

/** What sharp's message says of a file it could not read. */
function problemOf(error: unknown): MediaProblem {
  const message = error instanceof Error ? error.message : "";
  if (/pixel limit/i.test(message)) return "too-many-pixels";
  if (/unsupported image format|bad seek|not a known file format/i.test(message)) {
    return "not-image";
  }
  return "broken";
}

/**
 * An uploaded file read and made into the sizes and formats pages use: AVIF and WebP at each
 * width up to the original's, and a JPEG for link previews. Refuses what is too large, not a
 * photo or drawing in an accepted format, too many pixels, or broken (a truncated file).
 */
export async function processImage(input: Buffer) {
  if (input.length > MAX_UPLOAD_BYTES) throw new MediaError("too-large");
  let info: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    info = await decoder(input).metadata();
  } catch (error) {
    throw new MediaError(problemOf(error));
  }
  const type = info.format && ACCEPTED[info.format];
  if (!type || (info.format === "heif" && info.compression !== "av1")) {
    throw new MediaError("not-image");
  }
  // Phones store portrait photos sideways with a note to turn them: width and height as shown.
  const turned = (info.orientation ?? 1) >= 5;
  const width = turned ? info.height! : info.width!;
  const height = turned ? info.width! : info.height!;
  const widths = [...new Set([...WIDTHS.filter((w) => w < width), Math.min(width, 1920)])].sort(
    (a, b) => a - b,
  );
  const shareWidth = Math.min(width, SHARE_WIDTH);
  const make = async (format: MediaFormat, at: number) => {
    const resized = decoder(input).rotate().resize({ width: at, withoutEnlargement: true });
    const encoded =
      format === "avif"
        ? resized.avif({ quality: 50, effort: 2 })
        : format === "webp"
          ? resized.webp({ quality: 76, effort: 4 })
          : resized.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true });
    return { format, width: at, data: await encoded.toBuffer() };
  };
  let variants: { format: MediaFormat; width: number; data: Buffer }[];
  try {
    variants = await Promise.all([
      ...widths.flatMap((at) => [make("avif", at), make("webp", at)]),
      make("jpg", shareWidth),
    ]);
  } catch (error) {
    throw new MediaError(problemOf(error));
  }
  return { type, width, height, variants };
}

/** A medium's id: its content's hash, so that its addresses never change while it exists. */
export const mediaId = (input: Buffer) =>
  createHash("sha256").update(input).digest("hex").slice(0, 16);

const parseAlt = (json: string): Record<string, string> => {
  const value: unknown = JSON.parse(json);
  return value && typeof value === "object" ? (value as Record<string, string>) : {};
};

/** The images the agency uploads, shared by every instance through the database. */
export class MediaLibrary {
  constructor(private db: Db) {}

  /**
   * Takes an uploaded file: made into its variants first, then stored with them in one
   * transaction, so that a refused or failed upload leaves nothing behind. The same file
   * uploaded again is the medium it already is.
   */
  async add(file: { name: string; bytes: Buffer }, alt: Record<string, string>, by: Actor | null) {
    const id = mediaId(file.bytes);
    const existing = await this.db
      .selectFrom("media")
      .select("id")
      .where("id", "=", id)
      .executeTakeFirst();
    if (existing) return { id, added: false };
    const image = await processImage(file.bytes);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("media")
        .values({
          id,
          name: mediaNameOf(file.name) || id,
          type: image.type,
          original: file.bytes,
          size: file.bytes.length,
          width: image.width,
          height: image.height,
          alt: JSON.stringify(alt),
          created_at: now(),
          created_by_name: by?.name ?? null,
        })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .execute();
      for (const variant of image.variants) {
        await trx
          .insertInto("media_variants")
          .values({ media_id: id, ...variant, size: variant.data.length })
          .onConflict((conflict) => conflict.columns(["media_id", "format", "width"]).doNothing())
          .execute();
      }
    });
    return { id, added: true };
  }

  /** Every medium, newest first, with what it weighs (originals and variants) and its alt text. */
  async list() {
    const rows = await this.db
      .selectFrom("media")
      .select([
        "id",
        "name",
        "type",
        "size",
        "width",
        "height",
        "alt",
        "created_at",
        "created_by_name",
      ])
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute();
    return rows.map((row) => ({ ...row, alt: parseAlt(row.alt) }));
  }

  /** The widths each medium has and its size, for pages that show them. */
  async index(): Promise<MediaIndex> {
    const rows = await this.db
      .selectFrom("media")
      .innerJoin("media_variants", "media_variants.media_id", "media.id")
      .select(["media.id", "media.width", "media.height", "media_variants.width as variant"])
      .where("media_variants.format", "=", "webp")
      .execute();
    const index: MediaIndex = {};
    for (const row of rows) {
      const entry = (index[row.id] ??= { width: row.width, height: row.height, widths: [] });
      entry.widths.push(Number(row.variant));
    }
    for (const entry of Object.values(index)) entry.widths.sort((a, b) => a - b);
    return index;
  }

  /** One variant's bytes, if the medium has it. */
  async variant(id: string, format: MediaFormat, width: number) {
    const row = await this.db
      .selectFrom("media_variants")
      .select("data")
      .where("media_id", "=", id)
      .where("format", "=", format)
      .where("width", "=", width)
      .executeTakeFirst();
    return row?.data;
  }

  /** A medium's original, as uploaded. */
  async original(id: string) {
    return this.db
      .selectFrom("media")
      .select(["original", "type", "name"])
      .where("id", "=", id)
      .executeTakeFirst();
  }

  async setAlt(id: string, alt: Record<string, string>) {
    const result = await this.db
      .updateTable("media")
      .set({ alt: JSON.stringify(alt) })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Where a medium is shown: content versions (in their text or as their cover), kinds of the
   * site's facts (a team member's portrait, a client's photo) and newsletter issues.
   */
  async usage(id: string): Promise<MediaUse[]> {
    const address = sql`${containsPattern(`${MEDIA_ADDRESS}${id}-`)} escape '\\'`;
    const [versions, facts, campaigns] = await Promise.all([
      this.db
        .selectFrom("content_versions")
        .select(["entry_id", "language", "title"])
        .where((eb) =>
          eb.or([
            eb(sql`content_versions.body`, "like", address),
            eb(sql`content_versions.cover`, "like", address),
          ]),
        )
        .orderBy("title")
        .execute(),
      this.db
        .selectFrom("site_facts")
        .select("kind")
        .where(sql`site_facts.value`, "like", address)
        .orderBy("kind")
        .execute(),
      this.db
        .selectFrom("campaigns")
        .select(["id", "name"])
        .where(sql`campaigns.issue`, "like", address)
        .orderBy("id")
        .execute(),
    ]);
    return [
      ...versions.map((version) => ({ in: "content" as const, ...version })),
      ...facts.map((fact) => ({ in: "facts" as const, kind: fact.kind })),
      ...campaigns.map((campaign) => ({ in: "campaign" as const, ...campaign })),
    ];
  }

  /** Deletes a medium nothing shows; one in use is refused with MediaError("in-use"). */
  async remove(id: string) {
    if ((await this.usage(id)).length > 0) throw new MediaError("in-use");
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("media_variants").where("media_id", "=", id).execute();
      await trx.deleteFrom("media").where("id", "=", id).execute();
    });
  }
}
