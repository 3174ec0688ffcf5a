import { Field, Folded, SelectField, TextAreaField } from "~/components/workspace/form-kit";
import { useState } from "react";
import { panelClass, smallButton } from "~/components/workspace/shell";
import { publishingWords } from "~/content/workspace";
import { LIST_MAX, type Section } from "~/content/sections";
import { blank, textsOf, type SectionText, type SectionWords } from "~/lib/section-words";
import { fill } from "~/lib/format";

const w = publishingWords.editor.sections;

const groups: Record<string, string> = w.groups;
const names: Record<string, string> = w.names;
const fields: Record<string, string> = w.fields;

/** Where a text is in a list: the list's path, its item's and the item's number ("items", "items.2", 2). */
function itemOf(path: string) {
  const keys = path.split(".");
  const at = keys.findLastIndex((key) => /^\d+$/.test(key));
  if (at < 0) return undefined;
  return {
    list: keys.slice(0, at).join("."),
    item: keys.slice(0, at + 1).join("."),
    alone: at === keys.length - 1,
  };
}

/** What an item of a list is called, numbered ("Question 2"); a list of the section's or any. */
const itemName = (type: string, list: string, n: number) =>
  fill(groups[`${type}.${list}`] ?? groups[list.split(".").at(-1)!] ?? w.item, { n });

/** A named group of texts in the words ("points.networks"), numbered among its siblings. */
function groupOf(type: string, path: string, words: SectionWords) {
  const keys = path.split(".");
  const group = keys.length > 1 ? keys[0]! : undefined;
  const name = group && (groups[`${type}.${group}`] ?? groups[group]);
  if (!name) return undefined;
  const n = Object.keys(words[group!] as SectionWords).indexOf(keys[1]!) + 1;
  return { key: keys.slice(0, 2).join("."), name: fill(name, { n }), alone: keys.length === 2 };
}

type Block = {
  /** The list item or named group the texts are in, if any. */
  key?: string;
  name?: string;
  /** A list's item: the list, and whether it is one text. */
  list?: string;
  alone?: boolean;
  texts: [string, string][];
};

/** Texts in their order, those of one list item or named group together. */
function blocksOf(type: string, texts: [string, string][], words: SectionWords, removed: string[]) {
  const blocks: Block[] = [];
  const counts = new Map<string, number>();
  for (const [path, value] of texts) {
    const item = itemOf(path);
    if (item && removed.includes(item.item)) continue;
    const last = blocks.at(-1);
    if (item) {
      if (last?.key === item.item) {
        last.texts.push([path, value]);
        continue;
      }
      const n = (counts.get(item.list) ?? 0) + 1;
      counts.set(item.list, n);
      blocks.push({
        key: item.item,
        name: itemName(type, item.list, n),
        list: item.list,
        alone: item.alone,
        texts: [[path, value]],
      });
      continue;
    }
    const group = groupOf(type, path, words);
    if (group && !group.alone && last?.key === group.key) last.texts.push([path, value]);
    else if (group && !group.alone)
      blocks.push({ key: group.key, name: group.name, texts: [[path, value]] });
    else blocks.push({ name: group?.name, alone: Boolean(group), texts: [[path, value]] });
  }
  return { blocks, counts };
}

/**
 * A section's texts, with the English beside a translation's; a list's items (questions, steps,
 * paragraphs) each with its "Remove" and the list with its "Add", up to the most a list holds.
 */
function SectionTexts({
  type,
  words,
  at,
  english,
  errorAt,
  text,
}: {
  type: string;
  words: SectionWords;
  at: (path: string) => string;
  english?: SectionWords;
  errorAt: (field: string) => string | undefined;
  text: { lang: string; dir: "ltr" | "rtl" };
}) {
  // Items taken out, by their path; items added, as a count per list, numbered after its own.
  const [removed, setRemoved] = useState<string[]>([]);
  const [added, setAdded] = useState<Record<string, number>>({});
  const shown = structuredClone(words);
  for (const [list, count] of Object.entries(added)) {
    const items = list
      .split(".")
      .reduce<SectionText>((value, key) => (value as SectionWords)[key]!, shown) as SectionText[];
    for (let k = 0; k < count; k++) items.push(blank(items[0]!));
  }
  const texts = textsOf(shown);
  const { blocks, counts } = blocksOf(type, texts, words, removed);
  const fromTexts = new Map(english ? textsOf(english) : []);
  const shownTexts = new Map(texts);
  if (texts.length === 0) return <p className="text-sm text-ink-muted">{w.noWords}</p>;

  const field = ([path, value]: [string, string], label: string) => {
    const props = {
      name: at(path),
      label,
      defaultValue: value,
      error: errorAt(at(path)),
      hint: fromTexts.has(path) ? fill(w.english, { text: fromTexts.get(path)! }) : undefined,
      maxLength: 600,
      ...text,
    };
    // A long text gets a box of several lines; a new item's text, as long as the first item's.
    const item = itemOf(path);
    const first = item && shownTexts.get(`${item.list}.0${path.slice(item.item.length)}`);
    const long = [value, fromTexts.get(path), first].some((each) => (each?.length ?? 0) > 70);
    return long ? (
      <TextAreaField key={path} rows={3} {...props} />
    ) : (
      <Field key={path} {...props} />
    );
  };
  const nameOf = (path: string) => {
    const last = path.split(".").at(-1)!;
    return fields[last] ?? last;
  };

  return blocks.map((block, index) => {
    const { list } = block;
    const lastOfList = list !== undefined && blocks[index + 1]?.list !== list;
    const count = list === undefined ? 0 : (counts.get(list) ?? 0);
    const remove =
      list !== undefined && count > 1 ? (
        <button
          type="button"
          className={`${smallButton} justify-self-start`}
          aria-label={fill(w.removeItem, { item: lowerFirst(block.name!) })}
          onClick={() => setRemoved([...removed, block.key!])}
        >
          {w.remove}
        </button>
      ) : null;
    const add =
      lastOfList && count < LIST_MAX ? (
        <button
          key={`${list}-add`}
          type="button"
          className={`${smallButton} justify-self-start`}
          onClick={() => setAdded({ ...added, [list]: (added[list] ?? 0) + 1 })}
        >
          {fill(w.addItem, { item: lowerFirst(itemName(type, list, count + 1)) })}
        </button>
      ) : null;
    const drawn =
      block.key && !block.alone ? (
        <fieldset key={block.key} className="grid min-w-0 gap-3 rounded-xl border border-line p-3">
          <legend className="px-1 font-semibold">{block.name}</legend>
          {block.texts.map((each) => field(each, nameOf(each[0])))}
          {remove}
        </fieldset>
      ) : block.alone && list !== undefined ? (
        <div key={block.key} className="grid min-w-0 gap-2">
          {field(block.texts[0]!, block.name!)}
          {remove}
        </div>
      ) : (
        field(block.texts[0]!, block.alone ? block.name! : nameOf(block.texts[0]![0]))
      );
    return add ? [drawn, add] : drawn;
  });
}

const lowerFirst = (words: string) => words.charAt(0).toLowerCase() + words.slice(1);

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
                  <SectionTexts
                    // Saved or refused, the words come back renumbered: items added and removed
                    // before count from them afresh.
                    key={JSON.stringify(section.words)}
                    type={section.type}
                    words={section.words}
                    at={at}
                    english={from}
                    errorAt={errorAt}
                    text={text}
                  />
                </div>
              </Folded>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
