import { useEffect } from "react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/content-edit";
import { recordStaffActivity } from "~/features/activity/index.server";
import { MarkdownEditor } from "../components/markdown-editor";
import { EntryFields } from "../components/editor/entry-fields";
import { PublishPanel } from "../components/editor/publish-panel";
import { Revisions } from "../components/editor/revisions";
import { SourcePanel } from "../components/editor/source-panel";
import { Field, SelectField, TextAreaField } from "~/components/workspace/form-kit";
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
import { pageNameIn, readSections, sectionsBody, templateOf } from "~/content/sections";
import { landingSlugs, type LandingSlug } from "~/content/landings";
import { publishingWords, workspaceCommon } from "~/content/workspace";
import { contentKinds, sourceLanguage } from "~/lib/content";
import { fill, formatDhakaTime } from "~/lib/format";
import { publishingProblems, type PublishingProblem } from "~/lib/publishing";
import { workspaceMeta } from "~/lib/workspace";
import {
  linesChanged,
  readEditorForm,
  saveFromEditor,
  valuesOf,
  versionText,
} from "../content-editor.server";
import { editorIntents, type DiffLine, type EditorIntent } from "../editor-values";
import { backendContext, staffContext } from "~/platform/context.server";
import { draftPreviewKey, previewToken } from "../preview-links.server";
import { isMadeLanding, mainPageOf, sectionsFromForm, sectionsIn } from "../section-pages.server";
import { SectionsEditor } from "../components/editor/sections-editor";
import { PhonePreview, previewInFrame } from "../components/editor/phone-preview";
import { translationState } from "../content-versions.server";
import { addressOf, siteLinksIn, type PublishedContent } from "../published.server";
import { actorOf, formOf, idFrom } from "~/features/staff/index.server";

const words = { ...publishingWords, ...workspaceCommon };

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
    // Of the main pages, only a landing page is made here, in English, copied from one of the site's.
    if (kind === "sections" && language !== sourceLanguage) throw data(null, { status: 404 });
    return { content, language, kind, entry: undefined };
  }
  const entry = /^[0-9a-z]{26}$/.test(params.id) ? await content.store.entry(params.id) : undefined;
  if (!entry) throw data(null, { status: 404 });
  return { content, language, kind: entry.kind, entry };
}

/** The main page an entry of sections is; a 404 for one that is none the site knows. */
function pageOf(entry: Parameters<typeof mainPageOf>[0]) {
  const page = mainPageOf(entry);
  if (!page) throw data(null, { status: 404 });
  return page;
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
  const page = kind === "sections" && entry ? pageOf(entry) : undefined;
  const previewPath = pathIn(
    language,
    `/preview/${page ? "page/" : ""}${entry ? previewToken(secret, entry.id, language) : ""}`,
  );
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
      previewLink: `${publicUrl}${previewPath}`,
    },
    // A new landing page starts from one of the site's, as it is live in English.
    templates:
      kind === "sections" && !entry
        ? landingSlugs.map((slug) => ({
            value: slug,
            label: pageNameIn(slug, copyFor(sourceLanguage)),
          }))
        : undefined,
    sectionPage: page && {
      page,
      made: isMadeLanding(entry!),
      previewPath,
      previewKey: draftPreviewKey(secret, entry!.id, language),
      shipped: (await sectionsIn(page, language)).shipped,
      english: source && (await sectionsIn(page, sourceLanguage, source.body)).sections,
    },
    values: valuesOf(version ?? { slug: source?.slug, cover: source?.cover }, entry ?? {}),
    source: source && {
      title: source.title,
      description: source.description,
      // A main page's English shows beside each of its texts instead.
      body: page ? "" : source.body,
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
    if (kind === "sections" && !entry) {
      // A new landing page: the sections of the one it starts from, as live in English.
      const template = landingSlugs.find((slug) => slug === form.get("template"));
      if (!template) throw data(null, { status: 400 });
      values = {
        ...values,
        body: sectionsBody(await content.sections(sourceLanguage, template), template),
      };
    } else if (kind === "sections") {
      const page = pageOf(entry);
      const made = isMadeLanding(entry!);
      const version = entry?.versions.find((v) => v.language === language);
      const { shipped, sections: started } = await sectionsIn(page, language, version?.body);
      values = {
        ...values,
        // The site's main pages keep their address; a landing page staff made has its own.
        slug: made ? values.slug || (entry!.versions[0]?.slug ?? "") : page,
        body: sectionsBody(
          sectionsFromForm(form, page, started, shipped),
          made ? (page as LandingSlug) : undefined,
        ),
      };
    }
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
  const logged = {
    publish: "published",
    update: "updated",
    schedule: "scheduled",
    unpublish: "unpublished",
    restore: "restored",
  } as const;
  if (done in logged) {
    await recordStaffActivity(args.context, {
      action: logged[done as keyof typeof logged],
      object: {
        kind: "content",
        id: `${outcome.id}/${language}`,
        label: values.title || words.content.kindOne[kind],
      },
    });
  }
  const revision = saved ? `&revision=${restoring}` : "";
  return redirect(`/admin/content/${outcome.id}/${language}?saved=${done}${revision}`);
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  workspaceMeta(
    loaded?.values.title ||
      (loaded?.kind === "sections"
        ? words.content.newLanding
        : fill(e.newTitle, { kind: words.content.kindOne[loaded?.kind ?? "post"] })),
    words.name,
  );

export default function ContentEditor({ loaderData, actionData }: Route.ComponentProps) {
  const {
    kind,
    language,
    dir,
    id,
    version,
    source,
    states,
    history,
    compare,
    sectionPage,
    templates,
  } = loaderData;
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
    : kind === "sections"
      ? words.content.newLanding
      : fill(e.newTitle, { kind: words.content.kindOne[kind] });
  // A refused save puts the first field to fix in front of the editor, or else the reason (another
  // editor saved first), wherever on the page its button was.
  useEffect(() => {
    if (!refused) return;
    const field = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else document.getElementById("editor-refused")?.scrollIntoView({ block: "start" });
  }, [refused]);
  const savedNotice =
    loaderData.saved === "restore"
      ? fill(e.saved.restore, { revision: loaderData.restored })
      : loaderData.saved === "schedule" && version?.publishedAt
        ? fill(e.saved.schedule, { when: formatDhakaTime(version.publishedAt) })
        : loaderData.saved
          ? e.saved[loaderData.saved]
          : null;
  const searchFields = (
    <>
      <Field
        name="seoTitle"
        label={f.seoTitle}
        hint={sectionPage ? e.sections.seoHint : e.fields.seoHint}
        defaultValue={values.seoTitle}
        error={errorAt("seoTitle")}
        warning={warningAt("seoTitle")}
        maxLength={200}
        {...text}
      />
      <Field
        name="seoDescription"
        label={f.seoDescription}
        hint={sectionPage ? e.sections.seoHint : e.fields.seoHint}
        defaultValue={values.seoDescription}
        warning={warningAt("seoDescription")}
        maxLength={400}
        {...text}
      />
    </>
  );
  return (
    <>
      <p className="mb-3">
        <Link to={`/admin/content?kind=${kind}`} className="font-semibold text-brand-ink underline">
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
        <div id="editor-refused" className="scroll-mt-4">
          <Notice tone="error">
            {refused.message}{" "}
            {"latest" in refused && refused.latest ? (
              <a href={refused.latest} className="underline">
                {e.conflictLink}
              </a>
            ) : null}
          </Notice>
        </div>
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
      <div
        className={
          sectionPage
            ? "grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start"
            : source
              ? "grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
              : ""
        }
      >
        {/* A main page's English stands beside each text; what changed in it, above them. */}
        {source && (!sectionPage || loaderData.sourceChanges) ? (
          <SourcePanel source={source} changes={loaderData.sourceChanges} />
        ) : null}

        {/* A new revision's fields replace what the form showed; a refused save keeps them. */}
        <Form
          key={`${id ?? "new"}-${language}-${version?.revision ?? 0}`}
          id="content-form"
          method="post"
          className={`grid min-w-0 gap-4 *:min-w-0 ${sectionPage ? "lg:col-start-1" : ""}`}
          noValidate
          onSubmit={previewInFrame}
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
              hint={
                templates || sectionPage?.made
                  ? e.sections.landingNameHint
                  : sectionPage
                    ? e.sections.nameHint
                    : undefined
              }
              defaultValue={values.title}
              error={errorAt("title")}
              warning={warningAt("title")}
              maxLength={200}
              {...text}
            />
            {/* A landing page staff make has an address of its own; the site's main pages keep theirs. */}
            {!sectionPage || sectionPage.made ? (
              <Field
                name="slug"
                label={f.slug}
                hint={sectionPage || templates ? e.sections.slugHint : f.slugHint}
                defaultValue={values.slug}
                error={errorAt("slug")}
                maxLength={120}
                dir="ltr"
                autoCapitalize="none"
                spellCheck={false}
              />
            ) : null}
            {templates ? (
              <SelectField
                name="template"
                label={e.sections.template}
                defaultValue={templateOf(values.body)}
                hint={e.sections.templateHint}
                options={templates}
              />
            ) : null}
            {sectionPage || templates ? null : (
              <>
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
              </>
            )}
          </section>

          {sectionPage ? (
            <>
              <SectionsEditor
                // Another language's (or page's) sections start folded, as a page of their own.
                key={`${id}/${language}`}
                sections={readSections(sectionPage.page, values.body, sectionPage.shipped)}
                shipped={sectionPage.shipped}
                english={sectionPage.english}
                errorAt={errorAt}
                text={text}
              />
              {sectionPage.made ? (
                <details
                  className={`${panelClass} group`}
                  // Open where a search text needs a look, which it says at its field.
                  open={Boolean(
                    errorAt("seoTitle") || warningAt("seoTitle") || warningAt("seoDescription"),
                  )}
                >
                  <summary className="cursor-pointer font-bold">{e.seo}</summary>
                  <div className="mt-4 grid gap-4 sm:grid-cols-2">{searchFields}</div>
                </details>
              ) : null}
            </>
          ) : templates ? null : (
            <>
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
                  {/^\/(media|images)\//.test(values.cover) ? (
                    <img
                      src={values.cover}
                      alt=""
                      loading="lazy"
                      data-testid="cover-thumbnail"
                      className="h-28 w-auto max-w-full rounded-lg border border-line object-cover sm:col-span-2"
                    />
                  ) : null}
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
                  {searchFields}
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
              <EntryFields
                values={values}
                editable={kind === "post" && loaderData.isSource}
                errorAt={errorAt}
              />
            </>
          )}
          <PublishPanel version={version} values={values} errorAt={errorAt} />
        </Form>
        {sectionPage ? (
          <PhonePreview
            form="content-form"
            path={sectionPage.previewPath}
            previewKey={sectionPage.previewKey}
          />
        ) : null}
      </div>
      {history.length > 0 ? (
        <Revisions
          kind={kind}
          history={history}
          compare={compare}
          current={version?.revision ?? 0}
        />
      ) : null}
    </>
  );
}
