import { panelClass, smallButton } from "~/components/workspace/shell";
import { publishingWords } from "~/content/workspace";

const w = publishingWords.editor.sections;

/** The frame the page's preview shows in, as wide as a phone. */
const FRAME = "page-preview";

/**
 * A main page as a phone shows it, in a frame 360 pixels wide: as saved, and after "Preview at
 * phone width" as the form has it, saved or not (the form is sent to the preview's address with
 * the editor's key, into the frame).
 */
export function PhonePreview({
  form,
  path,
  previewKey,
}: {
  /** The editor's form, whose fields the preview shows. */
  form: string;
  path: string;
  previewKey: string;
}) {
  return (
    <section
      className={`${panelClass} grid justify-items-start gap-3 lg:sticky lg:top-4 lg:row-span-3 lg:w-[26rem]`}
      aria-labelledby="phone-preview"
    >
      <input type="hidden" form={form} name="previewKey" value={previewKey} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          form={form}
          id="phone-preview"
          formAction={path}
          formMethod="post"
          formTarget={FRAME}
          formNoValidate
          className={smallButton}
        >
          {w.preview}
        </button>
        <p className="text-sm text-ink-muted">{w.previewHint}</p>
      </div>
      <iframe
        name={FRAME}
        src={path}
        title={w.preview}
        loading="lazy"
        // 360 pixels inside its frame, as a phone shows the page.
        className="h-[640px] w-[368px] max-w-full rounded-2xl border-4 border-ink bg-white"
      />
    </section>
  );
}

/**
 * Sends the form into the preview's frame when the preview's button sent it: the workspace's forms
 * otherwise go through the router, which knows no frames.
 */
export function previewInFrame(event: React.FormEvent<HTMLFormElement>) {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  if (!submitter?.hasAttribute("formtarget")) return;
  event.preventDefault();
  const form = event.currentTarget;
  const before = { action: form.getAttribute("action"), target: form.getAttribute("target") };
  form.setAttribute("action", submitter.getAttribute("formaction")!);
  form.setAttribute("target", submitter.getAttribute("formtarget")!);
  HTMLFormElement.prototype.submit.call(form);
  for (const [name, value] of Object.entries(before)) {
    if (value === null) form.removeAttribute(name);
    else form.setAttribute(name, value);
  }
}
