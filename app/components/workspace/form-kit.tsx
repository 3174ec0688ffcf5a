import { ChevronDown } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { inputClass, labelClass, primaryButton, smallButton } from "./shell";

/**
 * The workspace's form parts: a labelled control with its hint and its error, tied together for
 * screen readers, and a submit button that says it is busy while its form is sent.
 */
type FieldFrame = {
  /** The control's name, and its id unless `id` is given. */
  name: string;
  /** The control's id, when several controls on a page share a name. */
  id?: string;
  label: string;
  hint?: string;
  /** Why the value was refused, shown at the field. */
  error?: string;
  /** A warning that does not block, shown at the field. */
  warning?: string;
  className?: string;
};

function describedBy({ name, id = name, hint, error, warning }: FieldFrame) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`, warning && `${id}-warning`];
  return ids.filter(Boolean).join(" ") || undefined;
}

function Frame({ frame, children }: { frame: FieldFrame; children: React.ReactNode }) {
  const { name, id = name, label, hint, error, warning, className = "" } = frame;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-accent-700">
          {error}
        </p>
      ) : null}
      {warning ? (
        <p id={`${id}-warning`} className="mt-1 text-sm font-semibold text-amber-800">
          {warning}
        </p>
      ) : null}
    </div>
  );
}

const controlProps = (frame: FieldFrame) => ({
  id: frame.id ?? frame.name,
  name: frame.name,
  "aria-describedby": describedBy(frame),
  "aria-invalid": frame.error ? true : undefined,
});

export function Field({
  name,
  id,
  label,
  hint,
  error,
  warning,
  className,
  ref,
  ...input
}: FieldFrame &
  Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id"> & {
    ref?: React.Ref<HTMLInputElement>;
  }) {
  const frame = { name, id, label, hint, error, warning, className };
  return (
    <Frame frame={frame}>
      <input ref={ref} {...controlProps(frame)} className={inputClass} {...input} />
    </Frame>
  );
}

export function TextAreaField({
  name,
  label,
  hint,
  error,
  warning,
  className,
  children,
  ref,
  ...textarea
}: FieldFrame &
  Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name"> & {
    /** What stands between the label and the text (a toolbar). */
    children?: React.ReactNode;
    ref?: React.Ref<HTMLTextAreaElement>;
  }) {
  const frame = { name, label, hint, error, warning, className };
  return (
    <Frame frame={frame}>
      {children}
      <textarea ref={ref} {...controlProps(frame)} className={inputClass} {...textarea} />
    </Frame>
  );
}

export function SelectField({
  name,
  label,
  hint,
  error,
  warning,
  className,
  options,
  ...select
}: FieldFrame &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name"> & {
    options: { value: string; label: string }[];
  }) {
  const frame = { name, label, hint, error, warning, className };
  return (
    <Frame frame={frame}>
      <select {...controlProps(frame)} className={inputClass} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/**
 * A submit button naming its intent; while a form is being sent with this intent it says so and
 * cannot be pressed twice.
 */
export function SubmitButton({
  intent,
  pending,
  variant = "primary",
  children,
  ...button
}: {
  intent?: string;
  /** What it says while busy. */
  pending: string;
  variant?: "primary" | "secondary";
} & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      disabled={busy}
      aria-disabled={busy || undefined}
      className={`${variant === "primary" ? primaryButton : smallButton} disabled:opacity-70`}
      {...button}
    >
      {busy ? pending : children}
    </button>
  );
}

/**
 * A small button that posts its intent for one item (`id`) once the person confirms `question`;
 * without scripts it posts at once.
 */
export function ConfirmedButton({
  id,
  intent,
  question,
  children,
  label,
}: {
  id: number | string;
  intent: string;
  question: string;
  children: React.ReactNode;
  /** Its name when the text alone does not say which item it is for. */
  label?: string;
}) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!confirm(question)) event.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className={smallButton} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

/**
 * A row of a long list folded to one line (what names it, and its marks) and opened to edit; one
 * with a field to fix comes open.
 */
export function Folded({
  summary,
  marks,
  open,
  children,
}: {
  summary: React.ReactNode;
  marks?: React.ReactNode;
  open: boolean;
  children: React.ReactNode;
}) {
  return (
    <details
      open={open}
      className="group rounded-xl border border-line bg-surface open:bg-surface-raised"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-3 py-2 [&::-webkit-details-marker]:hidden">
        <span className="flex min-w-0 flex-1 items-center gap-3">{summary}</span>
        {marks}
        <ChevronDown
          className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="border-t border-line p-3">{children}</div>
    </details>
  );
}
