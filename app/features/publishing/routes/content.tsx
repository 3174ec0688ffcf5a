import { Form, Link } from "react-router";
import type { Route } from "./+types/content";
import {
  panelClass,
  primaryButton,
  StateTabs,
  WorkspaceHeading,
  contentStateTone,
  type ContentState,
} from "~/components/workspace/shell";
import { Field, SelectField, SubmitButton } from "~/components/workspace/form-kit";
import { locales } from "~/content/copy";
import { publishingWords, workspaceCommon } from "~/content/workspace";
import type { ContentKind } from "~/lib/content";
import { fill, formatDhakaTime, plural } from "~/lib/format";
import { tabOf, workspaceMeta } from "~/lib/workspace";
import { backendContext } from "~/platform/context.server";

const words = { ...publishingWords, ...workspaceCommon };

const w = words.content;

const stateNames = Object.keys(w.states) as ContentState[];

/** Every entry of a kind with each language's state, newest saved first; searched and filtered. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const kind = tabOf(params.get("kind"), w.kinds) as ContentKind;
  const q = (params.get("q") ?? "")
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 100);
  const state = stateNames.find((name) => name === params.get("state"));
  const all = await context.get(backendContext).content.store.overview(kind);
  const entries = all
    .map((entry) => ({
      ...entry,
      states: Object.fromEntries(
        locales.map((language) => [language, entry.states[language] ?? "missing"]),
      ) as Record<string, ContentState>,
    }))
    .filter(
      (entry) =>
        (!q || entry.title.toLowerCase().includes(q.toLowerCase())) &&
        (!state || Object.values(entry.states).includes(state)),
    );
  return { kind, q, state: state ?? "", entries, total: all.length };
}

export const meta: Route.MetaFunction = () => workspaceMeta(w.title, words.name);

/** A language version's state, as a link to its editor. */
function StateChip({ id, language, state }: { id: string; language: string; state: ContentState }) {
  const name = w.languages[language as keyof typeof w.languages];
  const hint = state in w.stateHint ? w.stateHint[state as keyof typeof w.stateHint] : undefined;
  return (
    <Link
      to={`/admin/content/${id}/${language}`}
      title={hint}
      className={`inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-xs font-semibold ${contentStateTone[state]}`}
    >
      <span className="uppercase">{language}</span>
      <span className="sr-only">{name}:</span>
      <span>{w.states[state]}</span>
    </Link>
  );
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { kind, q, state, entries, total } = loaderData;
  const filtered = Boolean(q || state);
  return (
    <>
      <WorkspaceHeading title={w.title}>
        {/* Of the main pages, only a campaign's landing page is made here. */}
        <Link to={`/admin/content/new?kind=${kind}`} className={primaryButton}>
          {kind === "sections" ? w.newLanding : fill(w.new, { kind: w.kindOne[kind] })}
        </Link>
      </WorkspaceHeading>
      <p className="mb-4 max-w-3xl text-ink-muted">{w.intro}</p>
      <StateTabs
        label={w.title}
        tabs={w.kinds}
        current={kind}
        href={(key) => `/admin/content?kind=${key}`}
      />
      <Form
        method="get"
        className={`${panelClass} mb-4 grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end`}
      >
        <input type="hidden" name="kind" value={kind} />
        <Field name="q" label={w.search} type="search" defaultValue={q} />
        <SelectField
          name="state"
          label={w.state}
          defaultValue={state}
          options={[
            { value: "", label: w.anyState },
            ...stateNames.map((name) => ({ value: name, label: w.states[name] })),
          ]}
        />
        <div className="flex gap-2">
          <SubmitButton pending={w.searchSubmit} variant="secondary">
            {w.searchSubmit}
          </SubmitButton>
          {filtered ? (
            <Link
              to={`/admin/content?kind=${kind}`}
              className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-ink underline"
            >
              {w.clear}
            </Link>
          ) : null}
        </div>
      </Form>
      <p className="mb-2 text-sm text-ink-muted" role="status">
        {plural(w.count, entries.length, "en")}
      </p>
      {entries.length === 0 ? (
        <p className={panelClass}>{total === 0 ? w.none : w.noMatch}</p>
      ) : (
        <ul className="grid gap-2" data-testid="content-entries">
          {entries.map((entry) => (
            <li key={entry.id} className={`${panelClass} grid gap-2 sm:grid-cols-[1fr_auto]`}>
              <div className="min-w-0">
                <Link
                  to={`/admin/content/${entry.id}/en`}
                  className="font-semibold [overflow-wrap:anywhere] text-brand-ink-strong hover:underline"
                >
                  {entry.title}
                </Link>
                <p className="text-sm text-ink-muted">
                  {fill(w.savedByNobody, { when: formatDhakaTime(entry.savedAt) })}
                </p>
              </div>
              <ul className="flex flex-wrap items-center gap-1.5" aria-label={entry.title}>
                {locales.map((language) => (
                  <li key={language}>
                    <StateChip id={entry.id} language={language} state={entry.states[language]!} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
