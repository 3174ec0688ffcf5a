import { Bold, Heading2, Image, Italic, Link, List, Quote, type LucideIcon } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { TextAreaField } from "~/components/workspace/form-kit";

type ToolbarWords = {
  label: string;
  bold: string;
  italic: string;
  heading: string;
  link: string;
  list: string;
  quote: string;
  image: string;
};

/** Where the live preview is rendered. */
const PREVIEW_PATH = "/admin/content/preview";

/** What each toolbar button writes around the selection (or at the start of its lines). */
const tools: {
  key: Exclude<keyof ToolbarWords, "label">;
  Icon: LucideIcon;
  before: string;
  after?: string;
  lines?: boolean;
}[] = [
  { key: "bold", Icon: Bold, before: "**", after: "**" },
  { key: "italic", Icon: Italic, before: "_", after: "_" },
  { key: "heading", Icon: Heading2, before: "## ", lines: true },
  { key: "link", Icon: Link, before: "[", after: "](https://)" },
  { key: "list", Icon: List, before: "- ", lines: true },
  { key: "quote", Icon: Quote, before: "> ", lines: true },
  { key: "image", Icon: Image, before: "![", after: "](/images/)" },
];

/** Wraps the selection of a text area in Markdown, or starts each selected line with it. */
function apply(area: HTMLTextAreaElement, tool: (typeof tools)[number]) {
  const { selectionStart: start, selectionEnd: end, value } = area;
  let next: string;
  let caret: [number, number];
  if (tool.lines) {
    const from = value.lastIndexOf("\n", start - 1) + 1;
    const block = value
      .slice(from, end)
      .split("\n")
      .map((line) => tool.before + line)
      .join("\n");
    next = value.slice(0, from) + block + value.slice(end);
    caret = [from, from + block.length];
  } else {
    const selected = value.slice(start, end);
    const after = tool.after ?? "";
    next = value.slice(0, start) + tool.before + selected + after + value.slice(end);
    caret = [start + tool.before.length, start + tool.before.length + selected.length];
  }
  area.value = next;
  area.focus();
  area.setSelectionRange(...caret);
  area.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * The text of a post or page: Markdown in a text area with a small toolbar, and beside it (below
 * on a phone) a live preview in the site's own styles at a phone's width, rendered and sanitised
 * by the server as the page will be.
 */
export function MarkdownEditor({
  name,
  label,
  hint,
  defaultValue,
  error,
  language,
  dir,
  words,
  besidePreview = true,
}: {
  name: string;
  label: string;
  hint: string;
  defaultValue: string;
  error?: string;
  language: string;
  dir: "ltr" | "rtl";
  words: { toolbar: ToolbarWords; preview: string; empty: string };
  /** The preview beside the text on a wide screen (else below it, where the column is narrow). */
  besidePreview?: boolean;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [html, setHtml] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asked = useRef<AbortController>(undefined);

  // A plain request, not a router fetcher: a preview that answers while the editor saves must
  // neither reload the page's data nor stop the save's navigation to the saved version.
  const render = useCallback(
    (body: string) => {
      asked.current?.abort();
      const controller = new AbortController();
      asked.current = controller;
      const form = new FormData();
      form.set("body", body);
      form.set("language", language);
      fetch(PREVIEW_PATH, { method: "POST", body: form, signal: controller.signal })
        .then((answer) => (answer.ok ? (answer.json() as Promise<{ html: string }>) : undefined))
        .then((rendered) => {
          if (rendered && !controller.signal.aborted) setHtml(rendered.html);
        })
        // Superseded, or the connection dropped: the preview keeps what it showed.
        .catch(() => undefined);
    },
    [language],
  );
  const refresh = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => render(area.current?.value ?? ""), 400);
  };
  useEffect(() => {
    render(defaultValue);
    return () => {
      clearTimeout(timer.current);
      asked.current?.abort();
    };
  }, [render, defaultValue]);

  return (
    <div className={`grid gap-4 ${besidePreview ? "xl:grid-cols-[minmax(0,1fr)_22.5rem]" : ""}`}>
      <TextAreaField
        name={name}
        label={label}
        hint={hint}
        defaultValue={defaultValue}
        error={error}
        rows={18}
        lang={language}
        dir={dir}
        ref={area}
        onInput={refresh}
        className="min-w-0"
      >
        <div role="toolbar" aria-label={words.toolbar.label} className="mb-2 flex flex-wrap gap-1">
          {tools.map((tool) => (
            <button
              key={tool.key}
              type="button"
              title={words.toolbar[tool.key]}
              aria-label={words.toolbar[tool.key]}
              onClick={() => area.current && apply(area.current, tool)}
              className="inline-flex size-11 items-center justify-center rounded-lg border border-line bg-surface-raised font-bold hover:border-brand-600"
            >
              <tool.Icon className="size-4" aria-hidden="true" />
            </button>
          ))}
        </div>
      </TextAreaField>
      <section aria-label={words.preview} className="min-w-0">
        <p className="mb-1 text-sm font-semibold">{words.preview}</p>
        <div className="mx-auto max-h-[40rem] w-full max-w-[360px] overflow-auto rounded-2xl border border-line bg-surface p-4 shadow-sm">
          {html ? (
            <div
              lang={language}
              dir={dir}
              className="prose-article text-base"
              data-testid="content-preview"
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : (
            <p className="text-sm text-ink-muted">{words.empty}</p>
          )}
        </div>
      </section>
    </div>
  );
}
