import { ContentStore } from "./content-store.server";
import type { EntryInput } from "./content-versions.server";
import { loadCopy, locales, type Locale } from "~/content/copy";
import {
  isSectionPage,
  LIST_MAX,
  pageNameIn,
  readSections,
  sectionPages,
  sectionsBody,
  shippedSections,
  madeFrom,
  type Section,
  type SectionPage,
  type SectionType,
} from "~/content/sections";
import { blank, type SectionText, type SectionWords } from "~/lib/section-words";
import { now, type Db } from "~/platform/db/db.server";

/**
 * The main page an entry is, if it is one: the address its versions share; for a landing page
 * staff made, the landing page it was copied from, whose sections it holds.
 */
export function mainPageOf(
  entry: { kind: string; versions: { slug: string; body: string }[] } | undefined,
) {
  const first = entry?.kind === "sections" ? entry.versions[0] : undefined;
  if (!first) return undefined;
  return isSectionPage(first.slug) ? first.slug : madeFrom(first);
}

/** Whether an entry is a landing page staff made (its address its own), not one the site ships. */
export const isMadeLanding = (entry: {
  kind: string;
  versions: { slug: string; body: string }[];
}) => entry.kind === "sections" && entry.versions[0] !== undefined && !!madeFrom(entry.versions[0]);

/**
 * A main page's sections in a language: those a version's body holds (read in the shipped shape),
 * or, without one, those a new site shows; and the shipped ones beside them.
 */
export async function sectionsIn(page: SectionPage, language: Locale, body?: string) {
  const shipped = shippedSections(page, await loadCopy(language));
  return { shipped, sections: body === undefined ? shipped : readSections(page, body, shipped) };
}

/** The longest text one field of a section takes. */
export const SECTION_TEXT_MAX = 600;

/**
 * Puts each main page the store does not have yet in it, in every language, as a new site shows
 * it: once per page on any number of instances (a settings key claims it), so a page staff took
 * off is not put back. Returns the pages added.
 */
export async function seedSectionPages(db: Db) {
  const added: SectionPage[] = [];
  for (const page of Object.keys(sectionPages) as SectionPage[]) {
    const entry: EntryInput = {
      kind: "sections",
      versions: await Promise.all(
        locales.map(async (language) => {
          const copy = await loadCopy(language);
          return {
            language,
            status: "published" as const,
            slug: page,
            title: pageNameIn(page, copy),
            description: "",
            body: sectionsBody(shippedSections(page, copy)),
          };
        }),
      ),
    };
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("settings")
        .values({ key: `sections-seeded/${page}`, value: now() })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return;
      const held = await trx
        .selectFrom("content_versions")
        .select("id")
        .where("kind", "=", "sections")
        .where("slug", "=", page)
        .executeTakeFirst();
      if (held) return;
      await new ContentStore(db).saveAllIn(trx, [entry], null);
      added.push(page);
    });
  }
  return added;
}

/**
 * Words from the form's fields under a name (`section.2`), in the shape of the words it started
 * from: a text the form leaves out is the one it started from; a list holds the items whose fields
 * were sent, in the order of their numbers (an item removed sends none, an added one a new number).
 */
function wordsFromForm(
  form: FormData,
  name: string,
  like: SectionText,
  names: string[],
): SectionText {
  if (typeof like === "string") {
    const sent = form.get(name);
    return typeof sent === "string"
      ? sent.replace(/\r\n?/g, "\n").trim().slice(0, SECTION_TEXT_MAX)
      : like;
  }
  if (Array.isArray(like)) {
    const numbers = new Set<number>();
    for (const each of names) {
      const number =
        each.startsWith(`${name}.`) && /^(\d{1,3})(?:\.|$)/.exec(each.slice(name.length + 1));
      if (number) numbers.add(Number(number[1]));
    }
    if (numbers.size === 0) return like;
    return [...numbers]
      .sort((a, b) => a - b)
      .slice(0, LIST_MAX)
      .map((n) => wordsFromForm(form, `${name}.${n}`, like[n] ?? blank(like[0]!), names));
  }
  return Object.fromEntries(
    Object.entries(like).map(([key, value]) => [
      key,
      wordsFromForm(form, `${name}.${key}`, value, names),
    ]),
  );
}

/**
 * A page's sections as the editor's form sends them: for the section at each place, its type
 * (`section.<n>.type`), whether it shows (`section.<n>.shown`), its new place (`section.<n>.place`)
 * and each text (`section.<n>.<path>`). Sections go in the order of their places, one moved to a
 * place before the one that held it; words the form leaves out are the ones it started from.
 */
export function sectionsFromForm(
  form: FormData,
  page: SectionPage,
  started: Section[],
  shipped: Section[],
): Section[] {
  const known = new Set(Object.keys(sectionPages[page].sections));
  const names = [...form.keys()];
  const placed: { section: Section; place: number; index: number }[] = [];
  for (let index = 0; index < 40; index++) {
    const type = form.get(`section.${index}.type`);
    if (typeof type !== "string") break;
    if (!known.has(type) || placed.some((each) => each.section.type === type)) continue;
    if (form.get(`section.${index}.shown`) !== "on") continue;
    const before =
      started.find((section) => section.type === type) ??
      shipped.find((section) => section.type === type)!;
    const words = wordsFromForm(form, `section.${index}`, before.words, names) as SectionWords;
    const place = Number(form.get(`section.${index}.place`));
    placed.push({
      section: { type: type as SectionType, words },
      place: Number.isFinite(place) && place > 0 ? place : index + 1,
      index,
    });
  }
  // One moved to a place another holds goes before it: that other moves down.
  const kept = (each: (typeof placed)[number]) => (each.place === each.index + 1 ? 1 : 0);
  return placed
    .sort((a, b) => a.place - b.place || kept(a) - kept(b) || a.index - b.index)
    .map((each) => each.section);
}
