import { LeadForm } from "./lead-form";
import { Form } from "react-router";
import type { FailedChange, LeadPageData } from "../lead";
import { Field, SelectField, SubmitButton, TextAreaField } from "~/components/workspace/form-kit";
import { panelClass, smallButton } from "~/components/workspace/shell";
import { leadsWords } from "~/content/workspace";
import { fill } from "~/lib/format";
import { MAX_REPLY_LENGTH } from "~/lib/workspace";

const words = leadsWords;

/**
 * An e-mail to the visitor from the lead's page. A template, in the visitor's language unless
 * another is chosen, fills the message in (a plain GET, so it works without JavaScript); the
 * signature in that language goes under it; the e-mail goes through the outbox and its delivery
 * shows in the history.
 */
export function ReplyComposer({ data, failed }: { data: LeadPageData; failed?: FailedChange }) {
  const { lead, reply } = data;
  const w = words.lead;
  const typed = failed?.intent === "reply" ? failed.typed : undefined;
  const rtl = reply.language === "ar";
  const language = reply.languages.find((option) => option.code === lead.locale)?.label;
  return (
    <section id="reply" className={panelClass} aria-labelledby="reply-title">
      <h2 id="reply-title" className="mb-3 font-bold">
        {w.replyTitle}
      </h2>
      <Form
        method="get"
        preventScrollReset
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <SelectField
          name="language"
          label={w.replyLanguage}
          defaultValue={reply.language}
          options={reply.languages.map((option) => ({ value: option.code, label: option.label }))}
        />
        <SelectField
          name="template"
          label={w.replyTemplate}
          defaultValue={reply.template}
          options={[
            { value: "", label: w.blank },
            ...reply.templates.map((template) => ({ value: template.id, label: template.label })),
          ]}
        />
        <button type="submit" className={smallButton}>
          {w.useTemplate}
        </button>
      </Form>
      {language ? (
        <p className="mt-1 text-sm text-ink-muted">{fill(w.replyLanguageHint, { language })}</p>
      ) : null}
      <LeadForm
        className="mt-4 grid gap-3 border-t border-line pt-4"
        key={`${reply.language}-${reply.template}-${data.events.length}`}
      >
        <input type="hidden" name="language" value={reply.language} />
        <Field
          name="subject"
          id="reply-subject"
          label={w.replySubject}
          required
          maxLength={200}
          dir={rtl ? "rtl" : undefined}
          defaultValue={typed?.subject ?? reply.subject}
        />
        <TextAreaField
          name="body"
          label={w.replyBody}
          rows={10}
          required
          maxLength={MAX_REPLY_LENGTH}
          dir={rtl ? "rtl" : undefined}
          lang={reply.language}
          defaultValue={typed?.body ?? reply.body}
          error={typed ? failed?.error : undefined}
        />
        <div>
          <p className="text-sm font-semibold">{w.replySignature}</p>
          <p
            className="mt-1 whitespace-pre-line rounded-lg bg-surface-muted p-2 text-sm text-ink-muted"
            dir={rtl ? "rtl" : undefined}
            lang={reply.language}
          >
            {reply.signature}
          </p>
        </div>
        <p className="text-sm text-ink-muted">
          {fill(w.replyHint, { email: lead.email, inbox: reply.inbox })}
        </p>
        <div>
          <SubmitButton intent="reply" pending={w.sending}>
            {w.sendReply}
          </SubmitButton>
        </div>
      </LeadForm>
    </section>
  );
}
