import { english } from "~/content/english";
import { smallButton } from "~/components/workspace/shell";
import { siteWords } from "~/content/workspace";
import { storyPages } from "~/lib/facts";
import { fill } from "~/lib/format";
import { Panel, Rows, Translated, useValues } from "../fact-fields";

const s = siteWords.site;

/** Each landing page's client story and its results. */
export function StoriesForm() {
  const t = s.stories;
  const values = useValues();
  const landings = english().landings.pages;
  return (
    <>
      <p className="text-sm text-ink-muted">{t.hint}</p>
      <nav aria-label={t.pages}>
        <ul className="flex flex-wrap gap-2">
          {storyPages.map((page) => (
            <li key={page}>
              <a href={`#story-${page}`} className={smallButton}>
                /{page}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {storyPages.map((page) => {
        const at = `stories.${page}`;
        const saved = values.values(`${at}.results`).length;
        return (
          <Panel
            key={page}
            id={`story-${page}`}
            title={fill(t.page, { page: landings[page].title, path: `/${page}` })}
          >
            <Translated name={`${at}.title`} label={t.title} />
            <Translated name={`${at}.client`} label={t.client} />
            <Translated name={`${at}.text`} label={t.text} lines />
            <Translated name={`${at}.quote`} label={t.quote} lines />
            <Translated name={`${at}.author`} label={t.author} />
            <Translated name={`${at}.role`} label={t.role} />
            <div className="grid gap-3">
              <h2 className="font-bold">{t.results}</h2>
              <p className="-mt-2 text-sm text-ink-muted">{t.resultsHint}</p>
              <Rows name={`${at}.results`} extra={Math.max(0, 3 - saved)}>
                {(row, index) => (
                  <div key={row} className="grid gap-3 border-t border-line pt-3">
                    <h3 className="text-sm font-semibold">
                      {fill(t.result, { number: index + 1 })}
                    </h3>
                    <Translated name={`${row}.value`} label={t.value} />
                    <Translated name={`${row}.label`} label={t.label} />
                  </div>
                )}
              </Rows>
            </div>
          </Panel>
        );
      })}
    </>
  );
}
