import { Field, Folded, SelectField, TextAreaField } from "~/components/workspace/form-kit";
import { panelClass } from "~/components/workspace/shell";
import { publishingWords } from "~/content/workspace";
import type { Section } from "~/content/sections";
import { textsOf, type SectionWords } from "~/lib/section-words";
import { fill } from "~/lib/format";

const w = publishingWords.editor.sections;

const groups: Record<string, string> = w.groups;
const names: Record<string, string> = w.names;
const fields: Record<string, string> = w.fields;

/** A text's label: its field's name, after its list item's ("Point 2 › Heading"). */
function labelOf(type: string, path: string, words: SectionWords) {
  const keys = path.split(".");
  const name = fields[keys.at(-1)!] ?? keys.at(-1)!;
  const group = keys.length > 1 ? keys[0]! : undefined;
  const item = group && (groups[`${type}.${group}`] ?? groups[group]);
  if (!item) return { name };
  const n = Object.keys(words[group!] as SectionWords).indexOf(keys[1]!) + 1;
  const itemName = fill(item, { n });
  // An item of several texts is a group of its own ("Step 2"), its texts named alone.
  return keys.length > 2
    ? { name, item: itemName, at: keys.slice(0, 2).join(".") }
    : { name: itemName };
}

type Text = { path: string; value: string; label: ReturnType<typeof labelOf> };

/** Texts in their order, those of one list item (a step's title, text and time) together. */
function inItems(texts: Text[]) {
  const blocks: { at?: string; item?: string; texts: Text[] }[] = [];
  for (const text of texts) {
    const last = blocks.at(-1);
    if (text.label.at && last?.at === text.label.at) last.texts.push(text);
    else blocks.push({ at: text.label.at, item: text.label.item, texts: [text] });
  }
  return blocks;
}

/**
 * A main page's sections as the editor shows them: each folded to its place, name and first
 * words; opened, whether it shows, its place and each of its texts, with the English beside a
 * translation's. Sections the page leaves out come last, unticked.
 */
export function SectionsEditor({
  sections,
  shipped,
  english,
  errorAt,
  text,
}: {
  /** The sections as saved (or as the form was refused), in their order. */
  sections: Section[];
  /** The sections a new site shows: those the page leaves out come last, in their words. */
  shipped: Section[];
  /** The English version's sections, for a translation. */
  english?: Section[];
  errorAt: (field: string) => string | undefined;
  text: { lang: string; dir: "ltr" | "rtl" };
}) {
  const left = shipped.filter((each) => !sections.some((section) => section.type === each.type));
  const all = [
    ...sections.map((s) => ({ ...s, shown: true })),
    ...left.map((s) => ({ ...s, shown: false })),
  ];
  const places = all.map((_, index) => ({ value: String(index + 1), label: String(index + 1) }));
  return (
    <section className={`${panelClass} grid gap-3 *:min-w-0`} aria-labelledby="sections-title">
      <div>
        <h2 id="sections-title" className="font-bold">
          {w.title}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{w.hint}</p>
      </div>
      <ol className="grid gap-2 *:min-w-0">
        {all.map((section, index) => {
          const texts = textsOf(section.words);
          const from = english?.find((each) => each.type === section.type)?.words;
          const fromTexts = new Map(from ? textsOf(from) : []);
          const at = (path: string) => `section.${index}.${path}`;
          const wrong = texts.some(([path]) => errorAt(at(path)));
          return (
            <li key={section.type} data-section-type={section.type}>
              <input type="hidden" name={at("type")} value={section.type} />
              <Folded
                open={wrong}
                summary={
                  <>
                    <span className="w-6 shrink-0 text-center font-bold text-ink-muted tabular-nums">
                      {index + 1}
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold">{names[section.type]}</span>
                      {texts[0] ? (
                        <span className="block truncate text-sm text-ink-muted" {...text}>
                          {texts.find(([path]) => path === "title")?.[1] ?? texts[0][1]}
                        </span>
                      ) : null}
                    </span>
                  </>
                }
                marks={
                  section.shown ? null : (
                    <span className="shrink-0 rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-ink-muted">
                      {w.hidden}
                    </span>
                  )
                }
              >
                <div className="grid gap-4 *:min-w-0">
                  <div className="flex flex-wrap items-end gap-4">
                    <label className="inline-flex min-h-11 items-center gap-2 font-semibold">
                      <input
                        type="checkbox"
                        name={at("shown")}
                        defaultChecked={section.shown}
                        className="size-5 accent-brand-700"
                      />
                      {w.shown}
                    </label>
                    <SelectField
                      name={at("place")}
                      label={w.place}
                      defaultValue={String(index + 1)}
                      options={places}
                      className="w-28"
                    />
                  </div>
                  {texts.length === 0 ? (
                    <p className="text-sm text-ink-muted">{w.noWords}</p>
                  ) : null}
                  {inItems(
                    texts.map(([path, value]) => ({
                      path,
                      value,
                      label: labelOf(section.type, path, section.words),
                    })),
                  ).map((block) => {
                    const drawn = block.texts.map(({ path, value, label }) => {
                      const field = {
                        name: at(path),
                        label: label.name,
                        defaultValue: value,
                        error: errorAt(at(path)),
                        hint: fromTexts.has(path)
                          ? fill(w.english, { text: fromTexts.get(path)! })
                          : undefined,
                        maxLength: 600,
                        ...text,
                      };
                      return value.length > 70 || (fromTexts.get(path)?.length ?? 0) > 70 ? (
                        <TextAreaField key={path} rows={3} {...field} />
                      ) : (
                        <Field key={path} {...field} />
                      );
                    });
                    return block.item ? (
                      <fieldset
                        key={block.at}
                        className="grid min-w-0 gap-3 rounded-xl border border-line p-3"
                      >
                        <legend className="px-1 font-semibold">{block.item}</legend>
                        {drawn}
                      </fieldset>
                    ) : (
                      drawn
                    );
                  })}
                </div>
              </Folded>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
