import type { MediaLibrary } from "~/features/publishing/index.server";
import { asPortrait, portraitPath } from "~/lib/media";
import type { FactKind, Facts } from "~/lib/facts-schema";

/** The images of the media library a team member's portrait may be, by the address it is named by. */
export async function portraitsIn(library: MediaLibrary) {
  const [media, index] = await Promise.all([library.list(), library.index()]);
  return media.map((medium) => ({
    address: portraitPath(medium.id, index[medium.id]?.widths ?? []),
    name: medium.alt.en || medium.name,
  }));
}

/** A team's or testimonials' images of the library at the small size a portrait is shown at. */
export async function withPortraits<K extends FactKind>(
  kind: K,
  value: Facts[K],
  library: MediaLibrary,
): Promise<Facts[K]> {
  if (kind === "team") {
    const index = await library.index();
    const { members } = value as Facts["team"];
    return {
      members: members.map((member) => ({ ...member, photo: asPortrait(member.photo, index) })),
    } as Facts[K];
  }
  if (kind === "testimonials") {
    const index = await library.index();
    const { items } = value as Facts["testimonials"];
    return {
      items: items.map((item) =>
        item.photo ? { ...item, photo: asPortrait(item.photo, index) } : item,
      ),
    } as Facts[K];
  }
  return value;
}
