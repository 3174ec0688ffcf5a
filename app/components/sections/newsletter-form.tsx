import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Mail } from "lucide-react";
import { useFetcher } from "react-router";
import {
  FieldError,
  FormError,
  FormSuccess,
  GuardFields,
  SubmitButton,
} from "~/components/ui/form-controls";
import { useCopy } from "~/components/copy-context";
import { usePath } from "~/components/ui/localized";
import type { FormActionData } from "~/form-guard/fields";

/**
 * The newsletter sign-up. With scripts it submits in the background and answers in place; without,
 * it posts to /newsletter, which shows the same answer on its own page. The server validates with
 * the newsletter schema either way.
 */
export function NewsletterForm({
  tone = "dark",
  pageResult,
}: {
  tone?: "dark" | "light";
  /** The answer to a submission posted without scripts, rendered by the /newsletter page. */
  pageResult?: FormActionData["result"];
}) {
  const copy = useCopy();
  const { newsletter } = copy.home;
  const messages = copy.forms.newsletter;
  const fetcher = useFetcher<FormActionData>({ key: "newsletter" });
  const path = usePath();
  // One field, checked by the server (and by the browser when scripts are off): that keeps the
  // schema library out of the home page's scripts.
  const [form, fields] = useForm<{ email: string }>({
    id: "newsletter-form",
    lastResult: fetcher.data?.result ?? pageResult,
  });
  const noteClass = tone === "dark" ? "text-brand-100" : "text-ink-muted";

  if (fetcher.data?.sent) {
    return <FormSuccess title={messages.pendingTitle} text={messages.pending} />;
  }
  return (
    <fetcher.Form
      method="post"
      action={path("/newsletter")}
      {...getFormProps(form)}
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
        <SubmitButton
          label={newsletter.button}
          pending={fetcher.state !== "idle"}
          className="btn-accent min-h-12"
        />
      </div>
      <div className={tone === "dark" ? "[&_p]:text-accent-100" : ""}>
        <FieldError meta={fields.email} />
      </div>
      <p className={`mt-2 text-sm ${noteClass}`}>{newsletter.note}</p>
    </fetcher.Form>
  );
}
