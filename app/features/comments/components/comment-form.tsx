import type { SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { Link } from "~/components/ui/localized";
import {
  CheckboxField,
  FormSuccess,
  InputField,
  SiteForm,
  SubmitButton,
  TextAreaField,
  useSending,
} from "~/components/ui/form-controls";
import { validationIn } from "~/content/copy";
import { useCopy, useFormat } from "~/components/copy-context";
import { useSiteForm } from "~/components/ui/use-site-form";
import { commentSchema } from "~/lib/forms/comment";

/**
 * The comment form. "Save my name, email and website" keeps those three in this browser's storage
 * only, and unticking the box forgets them at once: the site's small script does that
 * (app/browser/comment-author.ts), with or without the React runtime.
 */
export function CommentForm({
  action,
  lastResult,
  sent,
  replyTo,
}: {
  action: string;
  lastResult?: SubmissionResult<string[]>;
  sent: boolean;
  replyTo?: { id: number; author: string };
}) {
  const copy = useCopy();
  const { forms } = copy;
  const format = useFormat();
  const commentForm = forms.comment;
  const schema = useMemo(() => commentSchema(validationIn(copy)), [copy]);
  const [form, fields] = useSiteForm("comment-form", schema, lastResult);
  const pending = useSending(action);

  const f = commentForm.fields;
  return (
    <section id="respond" aria-labelledby="respond-title" className="card scroll-mt-28 p-6 sm:p-8">
      <h2 id="respond-title" className="text-2xl font-bold">
        {commentForm.title}
      </h2>
      {sent ? (
        <div className="mt-6">
          <FormSuccess
            id="comment-form"
            title={commentForm.success.title}
            text={commentForm.success.text}
          />
        </div>
      ) : (
        <>
          <p className="mt-2 text-ink-muted">
            {commentForm.note}{" "}
            <span className="text-accent-ink" aria-hidden="true">
              *
            </span>
          </p>
          {replyTo && (
            <p className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-tint px-4 py-3 font-semibold text-brand-ink-strong">
              {format.fill(commentForm.replyingTo, { name: replyTo.author })}
              <Link to={action} className="text-sm text-brand-ink underline underline-offset-4">
                {commentForm.cancelReply}
              </Link>
            </p>
          )}
          <SiteForm
            form={form}
            action={action}

            className="relative mt-6 grid gap-5 sm:grid-cols-2"
          >
            {replyTo && <input type="hidden" name="parent" value={replyTo.id} />}
            <TextAreaField meta={fields.comment} copy={f.comment} />
            <InputField meta={fields.name} copy={f.name} />
            <InputField meta={fields.email} copy={f.email} type="email" />
            <InputField
              meta={fields.website}
              copy={f.website}
              type="url"
              optional
              className="sm:col-span-2"
            />
            <CheckboxField meta={fields.remember} className="sm:col-span-2">
              {commentForm.remember}
            </CheckboxField>
            <div className="sm:col-span-2">
              <SubmitButton label={commentForm.submit} pending={pending} />
            </div>
          </SiteForm>
        </>
      )}
    </section>
  );
}
