import { SelectField } from "~/components/workspace/form-kit";
import { siteWords } from "~/content/workspace";
import {
  MediaPortraits,
  PlacedRows,
  Portrait,
  type Portraits,
  Text,
  Translated,
  useValues,
} from "../fact-fields";

const s = siteWords.site;

/** What clients said, in their order, with their portraits and ratings. */
export function TestimonialsForm({ portraits }: { portraits: Portraits }) {
  const t = s.testimonials;
  const values = useValues();
  return (
    <>
      <MediaPortraits portraits={portraits} />
      <PlacedRows title={t.items} name="testimonials.items" named="author">
        {(row) => (
          <>
            <Translated name={`${row}.author`} label={t.author} />
            <Translated name={`${row}.role`} label={t.role} />
            <Translated name={`${row}.text`} label={t.text} lines />
            <div className="grid max-w-md gap-4 sm:grid-cols-2">
              <SelectField
                name={`${row}.rating`}
                label={t.rating}
                defaultValue={values.value(`${row}.rating`) || "5"}
                error={values.error(`${row}.rating`)}
                options={["5", "4", "3", "2", "1"].map((stars) => ({ value: stars, label: stars }))}
              />
              <Text name={`${row}.date`} label={t.date} type="date" />
            </div>
            <Portrait row={row} label={t.photo} hint={t.photoHint} />
          </>
        )}
      </PlacedRows>
    </>
  );
}
