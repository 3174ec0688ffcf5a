import { Form, Link } from "react-router";
import { panelClass, smallButton } from "~/components/workspace/shell";
import { publishingWords } from "~/content/workspace";
import { fill, formatDhakaTime } from "~/lib/format";
import type { DiffLine } from "../../editor-values";
import { Diff } from "./diff";

const words = publishingWords;

const e = words.editor;

/** A version's saved revisions, newest first: each can be compared with the current one or restored. */
export function Revisions({
  kind,
  history,
  compare,
  current,
}: {
  kind: string;
  history: { revision: number; savedAt: string; savedBy: string | null }[];
  compare?: { revision: number; lines: DiffLine[] };
  /** The revision the form shows, that a restore is made against. */
  current: number;
}) {
  return (
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
                  <input type="hidden" name="baseRevision" value={current} />
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
  );
}
