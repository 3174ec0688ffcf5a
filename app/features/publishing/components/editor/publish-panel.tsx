import { Field, SubmitButton } from "~/components/workspace/form-kit";
import { panelClass } from "~/components/workspace/shell";
import { publishingWords } from "~/content/workspace";
import { fill, formatDhakaTime } from "~/lib/format";
import type { EditorValues } from "../../editor-values";

const e = publishingWords.editor;
const f = e.fields;

/** Where a version stands, its schedule, its preview link and the buttons that publish it. */
export function PublishPanel({
  version,
  values,
  errorAt,
}: {
  version?: { status: string; publishedAt: string | null; previewLink: string };
  values: EditorValues;
  errorAt: (field: string) => string | undefined;
}) {
  const status = version?.status;
  return (
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
  );
}
