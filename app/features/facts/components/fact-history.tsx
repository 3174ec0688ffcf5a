import { Form } from "react-router";
import { panelClass, smallButton } from "~/components/workspace/shell";
import { siteWords } from "~/content/workspace";
import { fill } from "~/lib/format";

const s = siteWords.site;

/** One saved change of a kind of facts, as the history shows it. */
export type FactChange = {
  id: number;
  when: string;
  by: string | null;
  undoes: number | null;
  fields: { field: string; before: string; after: string }[];
};

/** A kind's changes, newest first, each with what it changed; the newest can be taken back. */
export function FactHistory({ history }: { history: FactChange[] }) {
  return (
    <section aria-labelledby="history-title" className={panelClass}>
      <h2 id="history-title" className="font-bold">
        {s.history}
      </h2>
      {history.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{s.historyEmpty}</p>
      ) : null}
      <ol className="mt-3 grid gap-4">
        {history.map((change, index) => (
          <li
            key={change.id}
            className="border-t border-line pt-3 text-sm first:border-0 first:pt-0"
          >
            <p className="font-semibold">
              {fill(change.by ? s.changedBy : s.changedByNobody, {
                when: change.when,
                name: change.by ?? "",
              })}
            </p>
            {change.undoes ? (
              <p className="text-ink-muted">
                {fill(s.undoOf, {
                  when: history.find((other) => other.id === change.undoes)?.when ?? "",
                })}
              </p>
            ) : null}
            <ul className="mt-1 grid gap-1">
              {change.fields.slice(0, 6).map((field) => (
                <li key={field.field} className="break-words">
                  <span className="text-ink-muted">{field.field}:</span>{" "}
                  <del className="text-ink-muted">{field.before}</del> →{" "}
                  <ins className="no-underline">{field.after}</ins>
                </li>
              ))}
              {change.fields.length > 6 ? (
                <li className="text-ink-muted">
                  {fill(s.more, { count: change.fields.length - 6 })}
                </li>
              ) : null}
            </ul>
            {index === 0 ? (
              <Form method="post" className="mt-2">
                <input type="hidden" name="change" value={change.id} />
                <button type="submit" name="intent" value="undo" className={smallButton}>
                  {s.undo}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
