import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { Field } from "~/components/workspace/form-kit";
import { Notice, panelClass, primaryButton } from "~/components/workspace/shell";
import { publishingWords, workspaceCommon } from "~/content/workspace";
import { fill } from "~/lib/format";
import { UPLOAD_PATH } from "~/lib/media";

const words = { ...publishingWords, ...workspaceCommon };

const w = words.media;

type Sent = { name: string; percent: number; message?: string; ok?: boolean };

/** One file to the library, with its progress as it travels; resolves to the answer. */
function send(file: File, alt: string, onProgress: (percent: number) => void) {
  return new Promise<{ ok: boolean; message: string }>((resolve) => {
    const body = new FormData();
    body.append("file", file);
    body.append("alt", alt);
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_PATH);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      try {
        const answer = JSON.parse(request.responseText) as {
          outcomes: { ok: boolean; message: string }[];
        };
        resolve(answer.outcomes[0] ?? { ok: false, message: words.failed });
      } catch {
        // Refused before the library saw it (a file far over the limit): the proxy's or the
        // guard's page, not JSON.
        resolve({
          ok: false,
          message:
            request.status === 413
              ? fill(w.problems["too-large"], { name: file.name })
              : words.failed,
        });
      }
    };
    request.onerror = () => resolve({ ok: false, message: words.failed });
    request.send(body);
  });
}

/**
 * Uploads to the media library, picked or dropped: with the page's script, one file at a time
 * with a progress bar each, and the list refreshed after; without it, as a plain form.
 */
export function MediaUpload() {
  const input = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<Sent[]>([]);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const { revalidate } = useRevalidator();

  async function upload(files: File[]) {
    if (files.length === 0) {
      setSent([{ name: "", percent: 0, ok: false, message: w.problems.missing }]);
      return;
    }
    setBusy(true);
    const alt = altInput.current?.value ?? "";
    const list: Sent[] = files.map((file) => ({ name: file.name, percent: 0 }));
    setSent([...list]);
    for (const [index, file] of files.entries()) {
      const answer = await send(file, alt, (percent) => {
        list[index] = { ...list[index]!, percent };
        setSent([...list]);
      });
      list[index] = { name: file.name, percent: 100, ...answer };
      setSent([...list]);
    }
    setBusy(false);
    if (input.current) input.current.value = "";
    // The description was of these images: the next ones get their own.
    if (altInput.current) altInput.current.value = "";
    await revalidate();
  }

  return (
    <form
      method="post"
      action={UPLOAD_PATH}
      encType="multipart/form-data"
      className={`${panelClass} grid gap-3 ${dragging ? "ring-2 ring-brand-600" : ""}`}
      onSubmit={(event) => {
        event.preventDefault();
        void upload([...(input.current?.files ?? [])]);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        void upload([...event.dataTransfer.files]);
      }}
      aria-labelledby="upload-title"
    >
      <h2 id="upload-title" className="font-bold">
        {w.upload}
      </h2>
      <div className="rounded-xl border-2 border-dashed border-line p-4">
        <label htmlFor="media-file" className="mb-1 block text-sm font-semibold">
          {w.choose}
        </label>
        <input
          ref={input}
          id="media-file"
          name="file"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-describedby="media-file-hint"
          className="block w-full text-sm file:me-3 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white"
        />
        <p id="media-file-hint" className="mt-1 text-sm text-ink-muted">
          {w.uploadHint}
        </p>
      </div>
      <Field ref={altInput} name="alt" label={w.altFirst} hint={w.altFirstHint} maxLength={300} />
      <div>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? w.sending : w.send}
        </button>
      </div>
      {sent.length > 0 ? (
        <ul className="grid gap-2" aria-live="polite">
          {sent.map((item, index) => (
            <li key={`${item.name}-${index}`}>
              {item.message ? (
                <Notice tone={item.ok ? "ok" : "error"}>{item.message}</Notice>
              ) : (
                <label className="grid gap-1 text-sm">
                  {fill(w.progress, { name: item.name, percent: String(item.percent) })}
                  <progress
                    max={100}
                    value={item.percent}
                    className="h-2 w-full accent-brand-700"
                  />
                </label>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
