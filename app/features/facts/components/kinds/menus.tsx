import { labelClass } from "~/components/workspace/shell";
import { locales } from "~/content/copy";
import { siteWords } from "~/content/workspace";
import { fill } from "~/lib/format";
import { Folded } from "~/components/workspace/form-kit";
import { Panel, Rows, Text, Translated, useValues } from "../fact-fields";

const s = siteWords.site;
const m = s.menus;

/** A link's place in its list: typed, else where it stands. */
function Place({ row, index }: { row: string; index: number }) {
  return (
    <Text
      name={`${row}.order`}
      label={s.list.order}
      fallback={String(index + 1)}
      inputMode="numeric"
      className="w-20"
    />
  );
}

/**
 * A menu's links, each folded to one line (its place, English label, address and languages) and
 * opened to edit; a link with a field to fix comes open, and one empty row adds a link.
 */
function MenuLinks({ name }: { name: string }) {
  const values = useValues();
  return (
    <ul className="grid min-w-0 gap-2">
      <Rows name={name} extra={1}>
        {(row, index) => {
          const label = values.value(`${row}.label.en`);
          const to = values.value(`${row}.to`);
          const fresh = !values.typed && label === "";
          const shown = fresh ? [...locales] : values.values(`${row}.languages`);
          const refused = ["to", "languages", ...locales.map((l) => `label.${l}`)].some(
            (field) => values.error(`${row}.${field}`) !== undefined,
          );
          return (
            <li key={row} className="min-w-0">
              <Folded
                open={refused}
                summary={
                  <>
                    <span className="w-6 shrink-0 text-sm text-ink-muted tabular-nums">
                      {label ? index + 1 : "+"}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold">{label || m.addLink}</span>
                      {to ? (
                        <span className="block truncate text-sm text-ink-muted" dir="ltr">
                          {to}
                        </span>
                      ) : null}
                    </span>
                  </>
                }
                marks={
                  label ? (
                    <span className="hidden gap-1 sm:flex">
                      {locales.map((language) => (
                        <span
                          key={language}
                          className={`rounded-md px-1.5 py-0.5 text-xs font-semibold uppercase ${
                            shown.includes(language)
                              ? "bg-tint text-brand-ink"
                              : "text-ink-muted line-through"
                          }`}
                        >
                          {language}
                        </span>
                      ))}
                    </span>
                  ) : null
                }
              >
                <div className="grid gap-4">
                  <Translated name={`${row}.label`} label={m.label} />
                  <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto_auto] md:items-start">
                    <Text name={`${row}.to`} label={m.to} hint={m.toHint} dir="ltr" />
                    <fieldset>
                      <legend className={labelClass}>{m.languages}</legend>
                      <div className="flex flex-wrap gap-2">
                        {locales.map((language) => (
                          <label
                            key={language}
                            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-3 text-sm"
                          >
                            <input
                              type="checkbox"
                              name={`${row}.languages`}
                              value={language}
                              defaultChecked={shown.includes(language)}
                            />
                            {s.languages[language]}
                          </label>
                        ))}
                      </div>
                      {values.error(`${row}.languages`) ? (
                        <p className="mt-1 text-sm font-semibold text-accent-700">
                          {values.error(`${row}.languages`)}
                        </p>
                      ) : null}
                    </fieldset>
                    <Place row={row} index={index} />
                  </div>
                </div>
              </Folded>
            </li>
          );
        }}
      </Rows>
    </ul>
  );
}

/** Titled groups of links (the slide-out menu's sections, the footer's columns). */
function MenuGroups({
  name,
  group,
  title,
  add,
}: {
  name: string;
  group: string;
  title: string;
  add: string;
}) {
  const values = useValues();
  return (
    <Rows name={name} extra={1}>
      {(row, index) => {
        const named = values.value(`${row}.title.en`);
        return (
          <section
            key={row}
            aria-label={named || add}
            className="grid gap-3 border-t border-line pt-4 first-of-type:border-0"
          >
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h3 className="font-bold">
                {named ? `${fill(group, { number: index + 1 })}: ${named}` : add}
              </h3>
              <Place row={row} index={index} />
            </div>
            <Translated name={`${row}.title`} label={title} />
            <div className="grid gap-2">
              <h4 className={labelClass}>{m.links}</h4>
              {values.error(`${row}.links`) ? (
                <p className="text-sm font-semibold text-accent-700">
                  {values.error(`${row}.links`)}
                </p>
              ) : null}
              <MenuLinks name={`${row}.links`} />
            </div>
          </section>
        );
      }}
    </Rows>
  );
}

/** The header's links, the slide-out menu's sections and links, and the footer's columns. */
export function MenusForm() {
  return (
    <>
      <Panel title={m.header} hint={m.headerHint}>
        <MenuLinks name="menus.header" />
      </Panel>
      <Panel title={m.slide} hint={`${m.slideHint} ${m.groupHint}`}>
        <MenuGroups
          name="menus.slide.sections"
          group={m.section}
          title={m.sectionTitle}
          add={m.addSection}
        />
        <div className="grid gap-2 border-t border-line pt-4">
          <h3 className="font-bold">{m.after}</h3>
          <MenuLinks name="menus.slide.links" />
        </div>
      </Panel>
      <Panel title={m.footer} hint={`${m.footerHint} ${m.groupHint}`}>
        <MenuGroups name="menus.footer" group={m.column} title={m.columnTitle} add={m.addColumn} />
      </Panel>
    </>
  );
}
