import { siteWords } from "~/content/workspace";
import { MediaPortraits, PlacedRows, Portrait, type Portraits, Translated } from "../fact-fields";

const s = siteWords.site;

/** The team's members, in their order, with their portraits. */
export function TeamForm({ portraits }: { portraits: Portraits }) {
  const t = s.team;
  return (
    <>
      <MediaPortraits portraits={portraits} />
      <PlacedRows title={t.members} name="team.members" named="name">
        {(row) => (
          <>
            <Translated name={`${row}.name`} label={t.name} />
            <Translated name={`${row}.role`} label={t.role} />
            <Translated name={`${row}.bio`} label={t.bio} lines />
            <Portrait row={row} label={t.photo} hint={t.photoHint} />
          </>
        )}
      </PlacedRows>
    </>
  );
}
