import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/content-edit";
import { MarkdownEditor } from "../components/markdown-editor";
import { Field, SelectField, SubmitButton, TextAreaField } from "~/components/workspace/form-kit";
import {
  contentStateTone,
  Notice,
  panelClass,
  smallButton,
  WorkspaceHeading,
  type ContentState,
} from "~/components/workspace/shell";
import { postVocabulary } from "~/content/blog-taxonomy";
import { copyFor, isLocale, locales, pathIn } from "~/content/copy";
import { servicesIn } from "~/content/services";
import { workspaceCopy as words } from "~/content/workspace";
import { contentKinds, sourceLanguage } from "~/lib/content";
import { fill, formatDhakaTime } from "~/lib/format";
import { publishingProblems, type PublishingProblem } from "~/lib/publishing";
import { workspaceMeta } from "~/lib/workspace";
import {
  editorIntents,
  linesChanged,
  readEditorForm,
  saveFromEditor,
  valuesOf,
  versionText,
  type DiffLine,
  type EditorIntent,
} from "../content-editor.server";
import { backendContext, staffContext } from "~/platform/context.server";
import { previewToken } from "../preview-links.server";
import { translationState } from "../content-store.server";
import { addressOf, siteLinksIn, type PublishedContent } from "../published.server";
import { actorOf, formOf, idFrom } from "~/features/staff/index.server";

const e = words.editor;

/** The entry and language an editor address names; a 404 for anything else. */
async function opened(
  { params, request, context }: Pick<Route.LoaderArgs, "params" | "request" | "context">,
  form?: FormData,
) {
  const { content } = context.get(backendContext);
  const language = params.language ?? sourceLanguage;
  if (!isLocale(language)) throw data(null, { status: 404 });
  if (!params.id) {
    const asked = form?.get("kind") ?? new URL(request.url).searchParams.get("kind");
    const kind = contentKinds.find((k) => k === asked) ?? "post";
    return { content, language, kind, entry: undefined };
  }
  const entry = /^[0-9a-z]{26}$/.test(params.id) ? await content.store.entry(params.id) : undefined;
  if (!entry) throw data(null, { status: 404 });
  return { content, language, kind: entry.kind, entry };
}

export async function loader(args: Route.LoaderArgs) {
  const { content, language, kind, entry } = await opened(args);
  const params = new URL(args.request.url).searchParams;
  const version = entry?.versions.find((v) => v.language === language);
  const english = entry?.versions.find((v) => v.language === sourceLanguage);
  const source = language === sourceLanguage ? undefined : english;
  const history = entry && version ? await content.store.history(entry.id, language) : [];

  // What changed in the English version since this translation was saved against it.
  let sourceChanges: DiffLine[] | null = null;
  if (entry && source && version?.sourceRevision && version.sourceRevision < source.revision) {
    const then = await content.store.revisionOf(entry.id, sourceLanguage, version.sourceRevision);
    if (then) sourceChanges = linesChanged(versionText(then), versionText(source));
  }

  const compareWith = Number(params.get("compare"));
  const compared = history.find((saved) => saved.revision === compareWith);
  const states = Object.fromEntries(
    locales.map((code) => {
      const v = entry?.versions.find((item) => item.language === code);
      const state: ContentState = v ? translationState(v, english?.revision) : "missing";
      return [code, state];
    }),
  );
  const saved = params.get("saved");
  const live = version && version.status !== "draft";
  const { secret, publicUrl } = args.context.get(backendContext);
  return {
    kind,
    language,
    dir: copyFor(language).locale.dir,
    id: entry?.id,
    isSource: language === sourceLanguage,
    version: version && {
      status: version.status,
      revision: version.revision,
      publishedAt: version.publishedAt,
      savedAt: version.savedAt,
      address: addressOf(kind, language, version.slug),
      previewLink: `${publicUrl}${pathIn(language, `/preview/${previewToken(secret, entry!.id, language)}`)}`,
    },
    values: valuesOf(version ?? { slug: source?.slug, cover: source?.cover }, entry ?? {}),
    source: source && {
      title: source.title,
      description: source.description,
      body: source.body,
      tags: source.tags.join(", "),
      coverAlt: source.coverAlt,
    },
    missingSource: language !== sourceLanguage && !source,
    sourceChanges,
    states,
    history: history.map(({ revision, savedAt, savedBy }) => ({ revision, savedAt, savedBy })),
    compare: compared && {
      revision: compared.revision,
      lines: linesChanged(versionText(compared.version), versionText(version!)),
    },
    saved: saved && Object.hasOwn(e.saved, saved) ? (saved as keyof typeof e.saved) : null,
    restored: params.get("revision")?.replace(/\D/g, "").slice(0, 9) ?? "",
    warnings: [
      ...(live
        ? publishingProblems(kind, { ...version, ...entry }, postVocabulary).filter(
            (problem) => problem.level === "warning",
          )
        : []),
      ...(await brokenLinks(content, version?.body ?? "")),
    ],
  };
}

/** A warning for each site address the text links to that leads nowhere. */
async function brokenLinks(content: PublishedContent, body: string): Promise<PublishingProblem[]> {
  const links = siteLinksIn(body).slice(0, 50);
  const found = await Promise.all(links.map((link) => content.resolves(link)));
  return links
    .filter((_, index) => !found[index])
    .map((link) => ({ field: "body", level: "warning", message: fill(e.brokenLink, { link }) }));
}

export async function action(args: Route.ActionArgs) {
  const form = await formOf(args.request);
  const { content, language, kind, entry } = await opened(args, form);
  const by = actorOf(args.context.get(staffContext));
  const asked = String(form.get("intent") ?? "");
  const base = /^\d{1,9}$/.test(String(form.get("baseRevision")))
    ? Number(form.get("baseRevision"))
    : undefined;
  let intent: EditorIntent;
  let values = readEditorForm(form);
  let saved: keyof typeof e.saved | undefined;
  const restoring = idFrom(form.get("revision"));
  if (asked === "restore" && entry) {
    const snapshot = restoring && (await content.store.revisionOf(entry.id, language, restoring));
    if (!snapshot) throw data(null, { status: 404 });
    values = valuesOf(snapshot, entry);
    intent = "update";
    saved = "restore";
  } else if (editorIntents.includes(asked as EditorIntent)) {
    intent = asked as EditorIntent;
  } else {
    return data(
      { ok: false as const, message: words.failed, problems: [], values },
      { status: 400 },
    );
  }
  const outcome = await saveFromEditor({
    store: content.store,
    kind,
    entryId: entry?.id,
    language,
    intent,
    values,
    baseRevision: base,
    by,
  });
  if (!outcome.ok) return data(outcome, { status: outcome.status });
  // This instance shows it at once; the others within their next look at the revision.
  await content.refresh();
  const done = outcome.saved === "unchanged" ? "unchanged" : (saved ?? outcome.saved);
  const revision = saved ? `&revision=${restoring}` : "";
  return redirect(`/admin/content/${outcome.id}/${language}?saved=${done}${revision}`);
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  workspaceMeta(
    loaded?.values.title ||
      fill(e.newTitle, { kind: words.content.kindOne[loaded?.kind ?? "post"] }),
    words.name,
  );

function Diff({ lines, label }: { lines: DiffLine[]; label: string }) {
  return (
    <div
      role="group"
      aria-label={label}
      className="max-h-96 overflow-auto rounded-xl border border-line bg-surface p-3 font-mono text-sm"
    >
      {lines.map((line, index) =>
        line.kind === "same" ? (
          <p key={index} className="whitespace-pre-wrap text-ink-muted">
            {line.text || " "}
          </p>
        ) : line.kind === "removed" ? (
          <del key={index} className="block whitespace-pre-wrap bg-accent-100 text-accent-700">
            {line.text || " "}
          </del>
        ) : (
          <ins
            key={index}
            className="block whitespace-pre-wrap bg-brand-50 text-brand-900 no-underline"
          >
            {line.text || " "}
          </ins>
        ),
      )}
    </div>
  );
}

export default function ContentEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, language, dir, id, version, source, states, history, compare } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const values = refused?.values ?? loaderData.values;
  const problems = refused?.problems ?? [];
  const errorAt = (field: string) =>
    problems.find((problem) => problem.field === field && problem.level === "error")?.message;
  const warningAt = (field: string) =>
    loaderData.warnings.find((problem) => problem.field === field)?.message;
  const f = e.fields;
  const languageName = words.content.languages[language];
  const text = { lang: language, dir };
  const status = version?.status;
  const title = id
    ? values.title || languageName
    : fill(e.newTitle, { kind: words.content.kindOne[kind] });
  const savedNotice =
    loaderData.saved === "restore"
      ? fill(e.saved.restore, { revision: loaderData.restored })
      : loaderData.saved === "schedule" && version?.publishedAt
        ? fill(e.saved.schedule, { when: formatDhakaTime(version.publishedAt) })
        : loaderData.saved
          ? e.saved[loaderData.saved]
          : null;
  return (
    <>
      <p className="mb-3">
        <Link to={`/admin/content?kind=${kind}`} className="font-semibold text-brand-700 underline">
          {e.back}
        </Link>
      </p>
      <WorkspaceHeading title={title}>
        {version && status !== "draft" ? (
          <a href={version.address} className={smallButton}>
            {e.view}
          </a>
        ) : null}
      </WorkspaceHeading>
      {id ? (
        <nav aria-label={e.languages} className="mb-4">
          <ul className="flex flex-wrap gap-2">
            {locales.map((code) => (
              <li key={code}>
                <Link
                  to={`/admin/content/${id}/${code}`}
                  aria-current={code === language ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold aria-[current]:ring-2 aria-[current]:ring-brand-700 ${contentStateTone[states[code]!]}`}
                >
                  {words.content.languages[code]}
                  <span className="font-normal">· {words.content.states[states[code]!]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {savedNotice ? <Notice tone="ok">{savedNotice}</Notice> : null}
      {refused ? (
        <Notice tone="error">
          {refused.message}{" "}
          {"latest" in refused && refused.latest ? (
            <a href={refused.latest} className="underline">
              {e.conflictLink}
            </a>
          ) : null}
        </Notice>
      ) : null}
      {loaderData.warnings.length > 0 ? (
        <div
          className="mb-4 rounded-xl border border-sand-300 bg-sand-100 px-4 py-3 text-amber-900"
          role="status"
        >
          <p className="font-semibold">{e.warnings}</p>
          <ul className="list-disc ps-5">
            {loaderData.warnings.map((warning) => (
              <li key={warning.field + warning.message}>{warning.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {loaderData.missingSource ? <Notice tone="error">{e.noSource}</Notice> : null}
      <div className={source ? "grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" : ""}>
        {source ? (
          <aside className={`${panelClass} h-fit`} aria-labelledby="source-title">
            <details open className="group">
              <summary className="cursor-pointer font-bold" id="source-title">
                {e.source}
              </summary>
              <p className="mt-1 text-sm text-ink-muted">{e.sourceHint}</p>
              <div lang="en" dir="ltr" className="mt-3 grid gap-3">
                <p className="text-lg font-bold">{source.title}</p>
                <p className="text-ink-muted">{source.description}</p>
                {source.tags ? <p className="text-sm">{source.tags}</p> : null}
                {source.coverAlt ? <p className="text-sm italic">{source.coverAlt}</p> : null}
                <p className="max-h-64 overflow-auto lg:max-h-[32rem] whitespace-pre-wrap rounded-xl bg-surface p-3 text-sm">
                  {source.body}
                </p>
              </div>
            </details>
            {loaderData.sourceChanges ? (
              <section className="mt-4" aria-labelledby="source-changes">
                <h2 id="source-changes" className="font-bold text-amber-900">
                  {e.sourceChanged}
                </h2>
                <p className="mb-2 text-sm text-ink-muted">{e.sourceChangedHint}</p>
                <Diff lines={loaderData.sourceChanges} label={e.sourceChanged} />
              </section>
            ) : null}
          </aside>
        ) : null}

        {/* A new revision's fields replace what the form showed; a refused save keeps them. */}
        <Form
          key={`${id ?? "new"}-${language}-${version?.revision ?? 0}`}
          method="post"
          className="grid min-w-0 gap-4"
          noValidate
        >
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="baseRevision" value={version?.revision ?? 0} />
          <section
            className={`${panelClass} grid gap-4`}
            aria-label={fill(e.writing, { language: languageName })}
          >
            <p className="text-sm font-semibold text-ink-muted">
              {fill(e.writing, { language: languageName })}
            </p>
            <Field
              name="title"
              label={f.title}
              defaultValue={values.title}
              error={errorAt("title")}
              warning={warningAt("title")}
              maxLength={200}
              {...text}
            />
            <Field
              name="slug"
              label={f.slug}
              hint={f.slugHint}
              defaultValue={values.slug}
              error={errorAt("slug")}
              maxLength={120}
              dir="ltr"
              autoCapitalize="none"
              spellCheck={false}
            />
            <TextAreaField
              name="description"
              label={f.description}
              hint={f.descriptionHint}
              defaultValue={values.description}
              error={errorAt("description")}
              rows={3}
              maxLength={400}
              {...text}
            />
            <MarkdownEditor
              name="body"
              label={f.body}
              hint={f.bodyHint}
              defaultValue={values.body}
              error={errorAt("body")}
              language={language}
              dir={dir}
              words={{ toolbar: e.toolbar, preview: e.preview, empty: e.previewEmpty }}
              besidePreview={!source}
            />
          </section>

          <details
            className={`${panelClass} group`}
            open={Boolean(
              kind === "post" || errorAt("cover") || errorAt("coverAlt") || errorAt("seoTitle"),
            )}
          >
            <summary className="cursor-pointer font-bold">{e.seo}</summary>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <Field
                name="cover"
                label={f.cover}
                hint={f.coverHint}
                defaultValue={values.cover}
                error={errorAt("cover")}
                dir="ltr"
                className="sm:col-span-2"
              />
              <TextAreaField
                name="coverAlt"
                label={f.coverAlt}
                hint={f.coverAltHint}
                defaultValue={values.coverAlt}
                error={errorAt("coverAlt")}
                rows={2}
                maxLength={300}
                className="sm:col-span-2"
                {...text}
              />
              <Field
                name="seoTitle"
                label={f.seoTitle}
                hint={e.fields.seoHint}
                defaultValue={values.seoTitle}
                error={errorAt("seoTitle")}
                warning={warningAt("seoTitle")}
                maxLength={200}
                {...text}
              />
              <Field
                name="seoDescription"
                label={f.seoDescription}
                hint={e.fields.seoHint}
                defaultValue={values.seoDescription}
                warning={warningAt("seoDescription")}
                maxLength={400}
                {...text}
              />
              {kind === "post" ? (
                <>
                  <Field
                    name="tags"
                    label={f.tags}
                    hint={f.tagsHint}
                    defaultValue={values.tags}
                    error={errorAt("tags")}
                    {...text}
                  />
                  <Field
                    name="topic"
                    label={f.topic}
                    defaultValue={values.topic}
                    maxLength={60}
                    {...text}
                  />
                </>
              ) : null}
            </div>
          </details>

          {kind === "post" && loaderData.isSource ? (
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
                    label: copyFor("en").people.authors[author].name,
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
                    label: copyFor("en").blog.categories[category],
                  })),
                ]}
              />
              <fieldset
                className="sm:col-span-2"
                aria-describedby={errorAt("services") ? "services-error" : undefined}
              >
                <legend className="mb-1 text-sm font-semibold">{f.services}</legend>
                <div className="flex flex-wrap gap-2">
                  {servicesIn(copyFor("en")).pages.map((service) => (
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
          )}

          <section className={`${panelClass} grid gap-4`} aria-label={e.actions.publish}>
            <p className="font-semibold" data-testid="version-status">
              {status === "scheduled" && version?.publishedAt
                ? fill(e.status.scheduled, { when: formatDhakaTime(version.publishedAt) })
                : status === "published" && version?.publishedAt
                  ? fill(e.status.published, { when: formatDhakaTime(version.publishedAt) })
                  : e.status.draft}
            </p>
            <div className="grid gap-3 sm:grid-cols-[16rem_auto] sm:items-end">
              <Field
                name="publishAt"
                label={f.schedule}
                type="datetime-local"
                defaultValue={values.publishAt}
                error={errorAt("publishAt")}
              />
              <div>
                <SubmitButton intent="schedule" pending={e.actions.saving} variant="secondary">
                  {e.actions.schedule}
                </SubmitButton>
              </div>
            </div>
            {version ? (
              <div>
                <Field
                  name="previewLink"
                  label={e.previewLink}
                  hint={e.previewLinkHint}
                  defaultValue={version.previewLink}
                  readOnly
                  dir="ltr"
                  onFocus={(event) => event.currentTarget.select()}
                />
              </div>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {status === "published" ? (
                <>
                  <SubmitButton intent="update" pending={e.actions.saving}>
                    {e.actions.update}
                  </SubmitButton>
                  <SubmitButton intent="unpublish" pending={e.actions.saving} variant="secondary">
                    {e.actions.unpublish}
                  </SubmitButton>
                </>
              ) : (
                <>
                  <SubmitButton intent="publish" pending={e.actions.saving}>
                    {e.actions.publish}
                  </SubmitButton>
                  <SubmitButton intent="draft" pending={e.actions.saving} variant="secondary">
                    {status === "scheduled" ? e.actions.unpublish : e.actions.draft}
                  </SubmitButton>
                </>
              )}
            </div>
          </section>
        </Form>
      </div>

      {history.length > 0 ? (
        <section className={`${panelClass} mt-4`} aria-labelledby="revisions-title">
          <h2 id="revisions-title" className="font-bold">
            {e.revisions}
          </h2>
          <p className="mb-3 text-sm text-ink-muted">{e.revisionsHint}</p>
          {compare ? (
            <div className="mb-4">
              <h3 className="font-semibold">
                {fill(e.comparing, { revision: String(compare.revision) })}
              </h3>
              <p className="mb-2 text-sm text-ink-muted">
                {fill(e.compareHint, { revision: String(compare.revision) })}
              </p>
              {compare.lines.some((line) => line.kind !== "same") ? (
                <Diff
                  lines={compare.lines}
                  label={fill(e.comparing, { revision: String(compare.revision) })}
                />
              ) : (
                <p>{e.noDifference}</p>
              )}
            </div>
          ) : null}
          <ol className="divide-y divide-line">
            {history.map((saved, index) => (
              <li
                key={saved.revision}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <p>
                  <span className="font-semibold">
                    {fill(e.revision, { revision: String(saved.revision) })}
                  </span>
                  {index === 0 ? <span className="text-ink-muted"> ({e.current})</span> : null}
                  <span className="block text-sm text-ink-muted">
                    {saved.savedBy
                      ? fill(words.content.savedBy, {
                          when: formatDhakaTime(saved.savedAt),
                          name: saved.savedBy,
                        })
                      : fill(words.content.savedByNobody, { when: formatDhakaTime(saved.savedAt) })}
                  </span>
                </p>
                {index > 0 ? (
                  <div className="flex gap-2">
                    <Link
                      to={`?compare=${saved.revision}#revisions-title`}
                      className={smallButton}
                      aria-label={`${e.compare}: ${fill(e.revision, { revision: String(saved.revision) })}`}
                    >
                      {e.compare}
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="intent" value="restore" />
                      <input type="hidden" name="revision" value={saved.revision} />
                      <input type="hidden" name="baseRevision" value={version?.revision ?? 0} />
                      <input type="hidden" name="kind" value={kind} />
                      <button
                        type="submit"
                        className={smallButton}
                        aria-label={`${e.restore}: ${fill(e.revision, { revision: String(saved.revision) })}`}
                      >
                        {e.restore}
                      </button>
                    </Form>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
