import { panelClass } from "~/components/workspace/shell";
import { publishingWords } from "~/content/workspace";
import type { DiffLine } from "../../editor-values";
import { Diff } from "./diff";

const e = publishingWords.editor;

/** The English a translation is made from, beside it, with what changed in it since. */
export function SourcePanel({
  source,
  changes,
}: {
  source: {
    title: string;
    description: string;
    body: string;
    tags: string;
    coverAlt: string | null;
  };
  /** What changed in the English since this translation was saved against it. */
  changes: DiffLine[] | null;
}) {
  return (
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
      {changes ? (
        <section className="mt-4" aria-labelledby="source-changes">
          <h2 id="source-changes" className="font-bold text-amber-900">
            {e.sourceChanged}
          </h2>
          <p className="mb-2 text-sm text-ink-muted">{e.sourceChangedHint}</p>
          <Diff lines={changes} label={e.sourceChanged} />
        </section>
      ) : null}
    </aside>
  );
}
