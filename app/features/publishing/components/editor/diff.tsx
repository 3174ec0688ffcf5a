import type { DiffLine } from "../../editor-values";

/** Lines removed and added between two versions of a text. */
export function Diff({ lines, label }: { lines: DiffLine[]; label: string }) {
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
