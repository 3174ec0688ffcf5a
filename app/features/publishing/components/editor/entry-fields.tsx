import { SelectField } from "~/components/workspace/form-kit";
import { panelClass } from "~/components/workspace/shell";
import { postVocabulary } from "~/content/blog-taxonomy";
import { english } from "~/content/english";
import { servicesIn } from "~/content/services";
import { publishingWords } from "~/content/workspace";
import type { EditorValues } from "../../editor-values";

const e = publishingWords.editor;
const f = e.fields;

/**
 * What a post is, for every language: its author, category and services. Set in its English;
 * the other languages carry them unchanged.
 */
export function EntryFields({
  values,
  editable,
  errorAt,
}: {
  values: EditorValues;
  editable: boolean;
  errorAt: (field: string) => string | undefined;
}) {
  return editable ? (
    <fieldset className={`${panelClass} grid gap-4 sm:grid-cols-2`}>
      <legend className="px-1 font-bold">{e.entry}</legend>
      <SelectField
        name="author"
        label={f.author}
        defaultValue={values.author}
        error={errorAt("author")}
        options={[
          { value: "", label: e.choose },
          ...postVocabulary.authors.map((author) => ({
            value: author,
            label: english().people.authors[author].name,
          })),
        ]}
      />
      <SelectField
        name="category"
        label={f.category}
        defaultValue={values.category}
        error={errorAt("category")}
        options={[
          { value: "", label: e.choose },
          ...postVocabulary.categories.map((category) => ({
            value: category,
            label: english().blog.categories[category],
          })),
        ]}
      />
      <fieldset
        className="sm:col-span-2"
        aria-describedby={errorAt("services") ? "services-error" : undefined}
      >
        <legend className="mb-1 text-sm font-semibold">{f.services}</legend>
        <div className="flex flex-wrap gap-2">
          {servicesIn(english()).pages.map((service) => (
            <label
              key={service.slug}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-3 text-sm"
            >
              <input
                type="checkbox"
                name="services"
                value={service.slug}
                defaultChecked={values.services.includes(service.slug)}
              />
              {service.title}
            </label>
          ))}
        </div>
        {errorAt("services") ? (
          <p id="services-error" className="mt-1 text-sm font-semibold text-accent-700">
            {errorAt("services")}
          </p>
        ) : null}
      </fieldset>
    </fieldset>
  ) : (
    <>
      <input type="hidden" name="author" value={values.author} />
      <input type="hidden" name="category" value={values.category} />
      {values.services.map((service) => (
        <input key={service} type="hidden" name="services" value={service} />
      ))}
    </>
  );
}
