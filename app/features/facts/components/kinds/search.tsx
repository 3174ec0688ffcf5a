import { Field, TextAreaField } from "~/components/workspace/form-kit";
import { locales } from "~/content/copy";
import { siteWords } from "~/content/workspace";
import { fill } from "~/lib/format";
import { Folded } from "~/components/workspace/form-kit";
import { Panel, useValues, type KindFormProps } from "../fact-fields";

const s = siteWords.site;
const t = s.search;

/**
 * Each fixed page's search title and description in each language, folded to its English title;
 * an empty field shows the page's own in grey, and a page with any set is marked so.
 */
export function SearchForm({ ownSearch }: KindFormProps) {
  const values = useValues();
  const own = ownSearch!;
  return (
    <Panel title={t.pages} hint={t.hint}>
      <ul className="grid min-w-0 gap-2">
        {Object.entries(own.en).map(([path, english]) => {
          const at = (language: string) => `search.pages.${language}.${path}`;
          const fields = locales.flatMap((language) => [
            `${at(language)}.title`,
            `${at(language)}.description`,
          ]);
          const set = fields.some((field) => values.value(field) !== "");
          const refused = fields.some((field) => values.error(field) !== undefined);
          return (
            <li key={path} className="min-w-0">
              <Folded
                open={refused}
                summary={
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">
                      {values.value(`${at("en")}.title`) || english.title}
                    </span>
                    <span className="block truncate text-sm text-ink-muted" dir="ltr">
                      {path}
                    </span>
                  </span>
                }
                marks={
                  set ? (
                    <span className="rounded-md bg-tint px-1.5 py-0.5 text-xs font-semibold text-brand-ink">
                      {t.own}
                    </span>
                  ) : null
                }
              >
                <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
                  {locales.map((language) => {
                    const field = at(language);
                    const common = {
                      lang: language,
                      dir: language === "ar" ? "rtl" : "ltr",
                    } as const;
                    const name = { language: s.languages[language] };
                    return (
                      <div key={language} className="grid min-w-0 content-start gap-3">
                        <Field
                          {...common}
                          name={`${field}.title`}
                          label={fill(t.title, name)}
                          hint={t.titleHint}
                          placeholder={own[language][path]!.title}
                          defaultValue={values.value(`${field}.title`)}
                          error={values.error(`${field}.title`)}
                        />
                        <TextAreaField
                          {...common}
                          rows={4}
                          name={`${field}.description`}
                          label={fill(t.description, name)}
                          hint={t.descriptionHint}
                          placeholder={own[language][path]!.description}
                          defaultValue={values.value(`${field}.description`)}
                          error={values.error(`${field}.description`)}
                        />
                      </div>
                    );
                  })}
                </div>
              </Folded>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
