import { labelClass } from "~/components/workspace/shell";
import { SelectField, TextAreaField } from "~/components/workspace/form-kit";
import { siteWords } from "~/content/workspace";
import { meetingPlaces } from "~/lib/facts";
import {
  Panel,
  PlacedRows,
  Rows,
  Text,
  Translated,
  useValues,
  type KindFormProps,
} from "../fact-fields";

const s = siteWords.site;
const m = s.meetings;

/** A group of boxes, one per staff member or weekday, as pills. */
function Boxes({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  const values = useValues();
  const ticked = values.values(name);
  const error = values.error(name);
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-3 text-sm"
          >
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={ticked.includes(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? <p className="mt-1 text-sm font-semibold text-accent-700">{error}</p> : null}
    </fieldset>
  );
}

/** The kinds of meeting visitors book, the rules of booking, and the hours of who takes them. */
export function MeetingsForm({ staff = [] }: KindFormProps) {
  const values = useValues();
  const people = staff.map((person) => ({ value: person.email, label: person.name }));
  const weekdays = s.company.weekdays.map((day, index) => ({ value: String(index), label: day }));
  return (
    <>
      <PlacedRows title={m.kinds} name="meetings.kinds" named="name">
        {(row) => (
          <>
            <input type="hidden" name={`${row}.id`} value={values.value(`${row}.id`)} />
            <Translated name={`${row}.name`} label={m.name} />
            <Translated name={`${row}.summary`} label={m.summary} />
            <div className="grid max-w-md gap-4 sm:grid-cols-2">
              <Text name={`${row}.minutes`} label={m.minutes} inputMode="numeric" fallback="30" />
              <SelectField
                name={`${row}.place`}
                label={m.place}
                defaultValue={values.value(`${row}.place`) || "video"}
                error={values.error(`${row}.place`)}
                options={meetingPlaces.map((place) => ({ value: place, label: m.places[place] }))}
              />
            </div>
            {people.length > 0 ? (
              <div>
                <Boxes name={`${row}.hosts`} legend={m.hosts} options={people} />
                <p className="mt-1 text-sm text-ink-muted">{m.hostsHint}</p>
              </div>
            ) : (
              <p className="text-sm text-ink-muted">{m.noStaff}</p>
            )}
          </>
        )}
      </PlacedRows>
      <Panel title={m.rules}>
        <div className="grid gap-4 md:grid-cols-3">
          <Text
            name="meetings.noticeHours"
            label={m.noticeHours}
            hint={m.noticeHoursHint}
            inputMode="numeric"
            required
          />
          <Text
            name="meetings.daysAhead"
            label={m.daysAhead}
            hint={m.daysAheadHint}
            inputMode="numeric"
            required
          />
          <Text
            name="meetings.bufferMinutes"
            label={m.bufferMinutes}
            hint={m.bufferMinutesHint}
            inputMode="numeric"
            required
          />
        </div>
      </Panel>
      {people.length > 0 ? (
        <Panel title={m.people} hint={m.peopleHint}>
          <Rows name="meetings.hosts" extra={1}>
            {(row) => (
              <div
                key={row}
                className="grid gap-3 border-t border-line pt-4 first-of-type:border-0"
              >
                <SelectField
                  name={`${row}.email`}
                  label={m.person}
                  defaultValue={values.value(`${row}.email`)}
                  error={values.error(`${row}.email`)}
                  options={[{ value: "", label: m.nobody }, ...people]}
                  className="md:max-w-xs"
                />
                <Boxes name={`${row}.days`} legend={m.days} options={weekdays} />
                <div className="grid max-w-md gap-4 sm:grid-cols-2">
                  <Text
                    name={`${row}.from`}
                    label={m.from}
                    type="time"
                    step={300}
                    fallback="10:00"
                  />
                  <Text name={`${row}.to`} label={m.to} type="time" step={300} fallback="18:00" />
                </div>
                <TextAreaField
                  name={`${row}.daysOff`}
                  label={m.daysOff}
                  hint={m.daysOffHint}
                  rows={3}
                  dir="ltr"
                  defaultValue={values.value(`${row}.daysOff`)}
                  error={values.error(`${row}.daysOff`)}
                  className="md:max-w-xs"
                />
              </div>
            )}
          </Rows>
        </Panel>
      ) : null}
    </>
  );
}
