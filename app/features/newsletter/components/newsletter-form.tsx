import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Mail } from "lucide-react";
import { FieldError, FormError, GuardFields, SubmitButton } from "~/components/ui/form-controls";
import { useCopy } from "~/components/copy-context";
import { usePath } from "~/components/ui/localized";
import type { FormActionData } from "~/lib/forms/honeypot";

/** The sign-up's id, which its thank-you takes too: the answer that replaces it is found by it. */
export const NEWSLETTER_FORM_ID = "newsletter-form";

/**
 * The newsletter sign-up, a plain form on pages without the React runtime. It posts to
 * /newsletter, which shows the answer on its own page; with scripts, the site script sends it in
 * the background and shows that answer in its place (app/browser/answer-in-place.ts). The server
 * checks the address with the newsletter schema and answers in the visitor's language. On a dark
 * band (an ancestor with `data-tone="dark"`) its note and messages take light colours.
 */
export function NewsletterForm({
  pageResult,
}: {
  /** The answer to a submission, rendered by the /newsletter page. */
  pageResult?: FormActionData["result"];
}) {
  const copy = useCopy();
  const { newsletter } = copy.home;
  const path = usePath();
  const [form, fields] = useForm<{ email: string }>({
    id: NEWSLETTER_FORM_ID,
    lastResult: pageResult,
  });

  return (
    <form
      method="post"
      action={path("/newsletter")}
      {...getFormProps(form)}
      data-answer-in-place=""
      data-sending={copy.forms.sending}
      className="relative w-full"
    >
      <GuardFields />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={fields.email.id} className="sr-only">
          {newsletter.label}
        </label>
        <div className="relative flex-1">
          <Mail
            className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-ink-muted"
            aria-hidden="true"
          />
          <input
            {...getInputProps(fields.email, { type: "email" })}
            required
            maxLength={254}
            autoComplete="email"
            placeholder={newsletter.placeholder}
            className="min-h-12 w-full rounded-full border border-line bg-surface-raised ps-12 pe-4 text-ink placeholder:text-ink-muted aria-invalid:border-accent-600"
          />
        </div>
        <SubmitButton label={newsletter.button} pending={false} className="btn-accent min-h-12" />
      </div>
      <div className="in-data-[tone=dark]:*:text-accent-100">
        <FieldError meta={fields.email} />
      </div>
      <p className="mt-2 text-sm text-ink-muted in-data-[tone=dark]:text-brand-100">
        {newsletter.note}
      </p>
    </form>
  );
}
