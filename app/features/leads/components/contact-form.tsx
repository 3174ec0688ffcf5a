import { Sentence } from "~/components/ui/sentence";
import { useMemo } from "react";
import { Link } from "~/components/ui/localized";
import { validationIn } from "~/content/copy";
import { useCopy } from "~/components/copy-context";
import {
  CheckboxField,
  FormSuccess,
  InputField,
  SiteForm,
  SubmitButton,
  TextAreaField,
  useSending,
} from "~/components/ui/form-controls";
import { useSiteForm } from "~/components/ui/use-site-form";
import type { FormActionData } from "~/lib/forms/honeypot";
import { contactSchema } from "~/lib/forms/contact";

const ACTION = "/contact";

/** The contact page's message form in its card, or the thank-you that replaces it once sent. */
export function ContactFormCard({ answer }: { answer?: FormActionData }) {
  const { contact } = useCopy().forms;
  return (
    <div className="card p-6 sm:p-10">
      <h2 className="text-2xl font-bold">{contact.title}</h2>
      <p className="mt-2 text-ink-muted">{contact.intro}</p>
      <div className="mt-8">
        {answer?.sent ? (
          <FormSuccess id="contact-form" {...contact.success} againTo={ACTION} />
        ) : (
          <ContactForm lastResult={answer?.result} />
        )}
      </div>
    </div>
  );
}

function ContactForm({ lastResult }: { lastResult?: FormActionData["result"] }) {
  const copy = useCopy();
  const { forms } = copy;
  const schema = useMemo(() => contactSchema(validationIn(copy)), [copy]);
  const [form, fields] = useSiteForm("contact-form", schema, lastResult);
  const pending = useSending(ACTION);
  const words = forms.contact;
  const f = words.fields;
  return (
    <SiteForm form={form} action={ACTION}>
      <InputField meta={fields["f-name"]} copy={f["f-name"]} />
      <InputField meta={fields["l-name"]} copy={f["l-name"]} />
      <InputField meta={fields.email} copy={f.email} type="email" />
      <InputField meta={fields.phone} copy={f.phone} type="tel" optional />
      <InputField meta={fields.suject} copy={f.suject} className="sm:col-span-2" />
      <TextAreaField meta={fields.message} copy={f.message} />
      <CheckboxField meta={fields.terms} required className="sm:col-span-2">
        <Sentence
          text={words.terms}
          parts={{
            privacy: (
              <Link
                to="/privacy-policy"
                className="font-semibold text-brand-ink underline underline-offset-4"
              >
                {words.termsLink}
              </Link>
            ),
          }}
        />
      </CheckboxField>
      <div className="sm:col-span-2">
        <SubmitButton label={words.submit} pending={pending} />
      </div>
    </SiteForm>
  );
}
