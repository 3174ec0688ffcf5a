import { createContext, useContext } from "react";
import { Field, TextAreaField } from "~/components/workspace/form-kit";
import { panelClass } from "~/components/workspace/shell";
import { locales } from "~/content/copy";
import { siteWords } from "~/content/workspace";
import type { FactKind } from "~/lib/facts-schema";
import { fill } from "~/lib/format";

const s = siteWords.site;

/** Each fixed page's own search title and description, by language and page. */
export type OwnSearch = Record<
  (typeof locales)[number],
  Record<string, { title: string; description: string }>
>;

/** What a kind's part of the Site form is given besides the values. */
export type KindFormProps = {
  portraits: Portraits;
  ownSearch?: OwnSearch;
  /** The people who may take meetings: every active staff account. */
  staff?: { email: string; name: string }[];
};

/** What a field shows: what was typed when the form came back refused, else what is saved. */
export type Values = {
  /** Whether the values are what was typed (the form came back refused). */
  typed: boolean;
  value: (name: string) => string;
  values: (name: string) => string[];
  error: (name: string) => string | undefined;
};

/** Gives the fields below it what they show. */
export const FactValues = createContext<Values | null>(null);
export const useValues = () => useContext(FactValues)!;

function valueAt(document: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined,
    document,
  );
}

export function valuesOf(
  kind: FactKind,
  saved: unknown,
  typed: Record<string, string[]> | undefined,
  errors: Record<string, string>,
): Values {
  const stored = (name: string) => valueAt({ [kind]: saved }, name.split("."));
  return {
    typed: typed !== undefined,
    value: (name) => {
      if (typed) return typed[name]?.[0] ?? "";
      const value = stored(name);
      if (Array.isArray(value)) return value.join(name.endsWith("periods") ? ", " : "\n");
      return value === undefined || value === null ? "" : String(value);
    },
    values: (name) => {
      if (typed) return typed[name] ?? [];
      const value = stored(name);
      return Array.isArray(value) ? value.map(String) : [];
    },
    error: (name) => errors[name],
  };
}

export function Text({
  name,
  label,
  hint,
  fallback = "",
  ...input
}: {
  name: string;
  label: string;
  hint?: string;
  /** What the field shows when nothing is saved or typed in it (a row's place). */
  fallback?: string;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const values = useValues();
  return (
    <Field
      name={name}
      label={label}
      hint={hint}
      defaultValue={values.value(name) || fallback}
      error={values.error(name)}
      {...input}
    />
  );
}

/** A fact in each language, side by side; an empty translation says the site shows the English. */
export function Translated({
  name,
  label,
  lines = false,
}: {
  name: string;
  label: string;
  lines?: boolean;
}) {
  const values = useValues();
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {locales.map((language) => {
        const field = `${name}.${language}`;
        const props = {
          name: field,
          label: fill(label, { language: s.languages[language] }),
          lang: language,
          dir: language === "ar" ? "rtl" : "ltr",
          defaultValue: values.value(field),
          error: values.error(field),
          // Only a fact in use is missing a translation: an empty row is not.
          warning:
            language !== "en" && values.value(field) === "" && values.value(`${name}.en`) !== ""
              ? s.missing
              : undefined,
        } as const;
        return lines ? (
          <TextAreaField key={language} rows={6} {...props} />
        ) : (
          <Field key={language} {...props} />
        );
      })}
    </div>
  );
}

export function Panel({
  title,
  hint,
  id,
  children,
}: {
  title: string;
  hint?: string;
  id?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset id={id} className={`${panelClass} grid min-w-0 scroll-mt-24 gap-4`}>
      <legend className="px-1 font-bold">{title}</legend>
      {hint ? <p className="-mt-2 text-sm text-ink-muted">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/** A repeated group's rows: those saved, and empty ones to add; "rows" tells the server how many. */
export function Rows({
  name,
  extra,
  children,
}: {
  name: string;
  extra: number;
  children: (row: string, index: number) => React.ReactNode;
}) {
  const values = useValues();
  const count = values.typed
    ? Number(values.value(`${name}.rows`)) || 0
    : values.values(name).length + extra;
  return (
    <>
      <input type="hidden" name={`${name}.rows`} value={count} />
      {Array.from({ length: count }, (_, index) => children(`${name}.${index}`, index))}
    </>
  );
}

/**
 * A list whose rows a person puts in order by their places (team members, testimonials): each row
 * headed by what names it in English, with its place beside it.
 */
export function PlacedRows({
  title,
  name,
  named,
  children,
}: {
  title: string;
  name: string;
  /** The field that names a row, in English. */
  named: string;
  children: (row: string) => React.ReactNode;
}) {
  const l = s.list;
  const values = useValues();
  return (
    <Panel title={title} hint={l.addHint}>
      <Rows name={name} extra={1}>
        {(row, index) => (
          <div key={row} className="grid gap-3 border-t border-line pt-4 first-of-type:border-0">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 className="font-bold">{values.value(`${row}.${named}.en`) || l.add}</h2>
              <Text
                name={`${row}.order`}
                label={l.order}
                hint={l.orderHint}
                fallback={String(index + 1)}
                inputMode="numeric"
                className="w-28"
              />
            </div>
            {children(row)}
          </div>
        )}
      </Rows>
    </Panel>
  );
}

/** A person's portrait or logo: its address, offered from the media library, beside how it looks. */
export function Portrait({ row, label, hint }: { row: string; label: string; hint: string }) {
  const values = useValues();
  const saved = values.value(`${row}.photo`);
  return (
    <div className="flex items-start gap-4">
      {saved ? (
        <img
          src={saved}
          alt=""
          className="mt-7 size-16 shrink-0 rounded-full bg-tint object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <Text name={`${row}.photo`} label={label} hint={hint} dir="ltr" list="media-portraits" />
      </div>
    </div>
  );
}

/** The images of the media library a portrait field offers, by address and name. */
export type Portraits = { address: string; name: string }[];

/** The library's images, offered to every portrait field of the form. */
export function MediaPortraits({ portraits }: { portraits: Portraits }) {
  return (
    <datalist id="media-portraits">
      {portraits.map((portrait) => (
        <option key={portrait.address} value={portrait.address} label={portrait.name} />
      ))}
    </datalist>
  );
}
