import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
  type FormMetadata,
} from "@conform-to/react";
import { CheckCircle2, LoaderCircle } from "lucide-react";
import { useNavigation, type FormProps } from "react-router";
import { Form, Link, usePath } from "~/components/ui/localized";
import { useEffect, useRef, type ChangeEventHandler, type ReactNode } from "react";
import { useCopy } from "~/components/copy-context";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";

export const inputClass =
  "block min-h-12 w-full rounded-xl border border-line bg-surface-raised px-4 py-3 text-base text-ink placeholder:text-ink-muted transition-colors focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 aria-invalid:border-accent-600";

const hintId = (meta: FieldMetadata<unknown>) => `${meta.id}-hint`;

/** A labelled control with its hint and its error message, wired for assistive technology. */
export function Field({
  meta,
  label,
  hint,
  optional,
  children,
  className = "",
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  optional?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const { forms } = useCopy();
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="mb-1.5 block font-semibold">
        {label}
        {optional ? (
          <span className="ms-1.5 text-sm font-normal text-ink-muted">({forms.optional})</span>
        ) : (
          <span className="ms-0.5 text-accent-ink" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={hintId(meta)} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError meta={meta} />
    </div>
  );
}

/** A one-line input in its Field, labelled, hinted and auto-completed from the form's copy. */
export function InputField({
  meta,
  copy,
  type = "text",
  optional,
  className,
}: {
  meta: FieldMetadata<unknown>;
  copy: { label: string; autoComplete?: string; hint?: string };
  type?: "text" | "email" | "tel" | "url";
  optional?: boolean;
  className?: string;
}) {
  return (
    <Field
      meta={meta}
      label={copy.label}
      hint={copy.hint}
      optional={optional}
      className={className}
    >
      <input
        {...getInputProps(meta, {
          type,
          ariaDescribedBy: copy.hint ? hintId(meta) : undefined,
        })}
        inputMode={type === "tel" ? "tel" : undefined}
        autoComplete={copy.autoComplete}
        className={inputClass}
      />
    </Field>
  );
}

/** A message box in its Field, as wide as the form. */
export function TextAreaField({
  meta,
  copy,
}: {
  meta: FieldMetadata<unknown>;
  copy: { label: string; hint?: string };
}) {
  return (
    <Field meta={meta} label={copy.label} hint={copy.hint} className="sm:col-span-2">
      <textarea
        {...getTextareaProps(meta, { ariaDescribedBy: copy.hint ? hintId(meta) : undefined })}
        rows={6}
        className={inputClass}
      />
    </Field>
  );
}

/** A drop-down list in its Field, with an empty first choice that says what to pick. */
export function SelectField({
  meta,
  copy,
  options,
  optional,
}: {
  meta: FieldMetadata<unknown>;
  copy: { label: string; placeholder: string };
  options: { value: string; label: string }[];
  optional?: boolean;
}) {
  return (
    <Field meta={meta} label={copy.label} optional={optional}>
      <select {...getSelectProps(meta)} className={inputClass}>
        <option value="">{copy.placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A choice of a few options as radio buttons, each a large tap target, under a legend. */
export function RadioGroupField({
  meta,
  label,
  options,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  options: { value: string; label: string }[];
}) {
  const radios = getCollectionProps(meta, {
    type: "radio",
    options: options.map((option) => option.value),
  });
  return (
    <fieldset className="sm:col-span-2" aria-describedby={meta.errorId}>
      <legend className="mb-1.5 block font-semibold">
        {label}
        <span className="ms-0.5 text-accent-ink" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {radios.map(({ key, ...radio }, index) => (
          <label
            key={key}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface-raised px-4 py-2 font-medium transition-colors has-checked:border-brand-600 has-checked:bg-tint"
          >
            <input {...radio} className="size-4 shrink-0 accent-brand-700" />
            {options[index]!.label}
          </label>
        ))}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  );
}

/**
 * A site form posting to `action`: Conform's wiring, the abuse-check fields and the form-wide
 * error, in a two-column grid. Its children are the fields.
 */
export function SiteForm<Schema extends Record<string, unknown>>({
  form,
  action,
  className = "relative grid gap-5 sm:grid-cols-2",
  children,
  ...props
}: {
  form: FormMetadata<Schema, string[]>;
  action: string;
  className?: string;
  children: ReactNode;
} & Omit<FormProps, "action" | "method" | "id" | "noValidate">) {
  const formProps = getFormProps(form);
  const checkOnLeave = useCheckOnLeave(form.validate as (field: { name: string }) => void);
  return (
    <Form
      onBlur={checkOnLeave.onBlur}
      method="post"
      // The fragment brings a reply sent without scripts to the form (or its thank-you, which
      // takes the form's id), not to the top of the page.
      action={`${action}#${formProps.id}`}
      {...props}
      {...formProps}
      onSubmit={(event) => {
        checkOnLeave.onSubmit();
        props.onSubmit?.(event);
        formProps.onSubmit(event);
      }}
      className={className}
    >
      <GuardFields />
      <FormError id={form.errorId} errors={form.errors} />
      {children}
    </Form>
  );
}

/**
 * Checks a field when the visitor leaves it. When they leave it by pressing somewhere (a tap on the
 * terms box below, say), the check waits until that press has become a click: a message appearing
 * mid-press would push the next field down, and the tap would land beside it. A press that sends
 * the form drops the waiting check: the submission checks every field, and a check after it would
 * wipe the server's answer (a message that the visitor must wait, say).
 */
function useCheckOnLeave(validate: (field: { name: string }) => void) {
  const pressing = useRef(false);
  const waiting = useRef(new Set<string>());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      for (const name of waiting.current) validate({ name });
      waiting.current.clear();
    };
    const down = () => {
      pressing.current = true;
    };
    const up = () => {
      pressing.current = false;
      clearTimeout(timer);
      // The click that ends the press comes after this event; the check comes after the click.
      timer = setTimeout(flush, 100);
    };
    document.addEventListener("pointerdown", down, true);
    document.addEventListener("pointerup", up, true);
    document.addEventListener("pointercancel", up, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("pointerdown", down, true);
      document.removeEventListener("pointerup", up, true);
      document.removeEventListener("pointercancel", up, true);
    };
  }, [validate]);
  return {
    onBlur: (event: React.FocusEvent<HTMLFormElement>) => {
      const field = event.target as Partial<HTMLInputElement>;
      if (!field.name || field.type === "hidden" || field.type === "submit") return;
      if (pressing.current) waiting.current.add(field.name);
      else validate({ name: field.name });
    },
    onSubmit: () => waiting.current.clear(),
  };
}

/** Whether the form posting to `action` is being sent right now. */
export function useSending(action: string) {
  const navigation = useNavigation();
  const path = usePath();
  return navigation.state === "submitting" && navigation.formAction?.split("#")[0] === path(action);
}

/** A checkbox with its label beside it and its error below. */
export function CheckboxField({
  meta,
  required = false,
  onChange,
  className,
  children,
}: {
  meta: FieldMetadata<unknown>;
  required?: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...getInputProps(meta, { type: "checkbox" })}
          onChange={onChange}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={meta.id}>
          {children}
          {required && (
            <span className="ms-0.5 text-accent-ink" aria-hidden="true">
              *
            </span>
          )}
        </label>
      </div>
      <FieldError meta={meta} />
    </div>
  );
}

export function FieldError({ meta }: { meta: FieldMetadata<unknown> }) {
  return (
    <p
      id={meta.errorId}
      className="mt-1.5 text-sm font-semibold text-accent-ink"
      aria-live="polite"
    >
      {meta.errors?.[0]}
    </p>
  );
}

/**
 * The honeypot: hidden from people, tempting to bots. (The token that times the form travels in a
 * cookie, so that the page is the same for every visitor: see FormGuard.)
 */
export function GuardFields() {
  const { forms } = useCopy();
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label>
        {forms.botField}
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          data-form-type="other"
          defaultValue=""
        />
      </label>
    </div>
  );
}

export function SubmitButton({
  label,
  pending,
  className = "btn-primary",
}: {
  label: string;
  pending: boolean;
  className?: string;
}) {
  const { forms } = useCopy();
  return (
    <button type="submit" className={className} disabled={pending} aria-disabled={pending}>
      {pending && <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />}
      {pending ? forms.sending : label}
    </button>
  );
}

/** The form-wide error (for example the rate limit), announced and focused when it appears. */
export function FormError({ id, errors }: { id: string; errors?: string[] }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const message = errors?.[0];
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  return (
    <p
      ref={ref}
      id={id}
      tabIndex={-1}
      role="alert"
      className={
        message ? "rounded-xl bg-accent-tint px-4 py-3 font-semibold text-accent-ink" : "sr-only"
      }
    >
      {message}
    </p>
  );
}

/**
 * The confirmation shown in place of a form once it has been accepted; it takes focus. With `again`
 * and `againTo`, it offers a link back to a fresh form.
 */
export function FormSuccess({
  id,
  title,
  text,
  again,
  againTo,
  children,
}: {
  /** The id of the form it replaces, so that an address pointing at the form finds it. */
  id?: string;
  title: string;
  text: string;
  again?: string;
  againTo?: string;
  /** What else the visitor needs now (an order's payment instructions). */
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role="status"
      className="rounded-[var(--radius-card)] bg-tint p-6 text-brand-ink-strong outline-none sm:p-8"
      data-testid="form-success"
    >
      <CheckCircle2 className="size-8 text-brand-ink" aria-hidden="true" />
      <p className="mt-3 text-xl font-bold">{title}</p>
      <p className="mt-2">{text}</p>
      {children}
      {again && againTo && (
        <Link to={againTo} className="btn-ghost mt-5">
          {again}
        </Link>
      )}
    </div>
  );
}
