import { Sentence } from "~/components/ui/sentence";
import { useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { useCopy } from "~/components/copy-context";
import {
  FormSuccess,
  InputField,
  SiteForm,
  SubmitButton,
  TextAreaField,
  useSending,
} from "~/components/ui/form-controls";
import { Link } from "~/components/ui/localized";
import { SectionHeading } from "~/components/ui/section-heading";
import { useSiteForm } from "~/components/ui/use-site-form";
import { unlocalizedPath, validationIn } from "~/content/copy";
import type { FormActionData } from "~/lib/forms/honeypot";
import { landingLeadFields } from "~/lib/forms/contact";
import { utmOf, type Utm } from "~/lib/utm";

const FORM_ID = "lead-form";

/**
 * A landing page's call to action: a short form that sends the page its lead, or the thank-you
 * that replaces it. The form posts to the page it is on, so the lead records that page, and the
 * visit's utm_* parameters from the page's address (see `sourceOf`).
 */
export function LeadSection({
  heading,
  messageHint,
  utm,
  answer,
}: {
  heading: { eyebrow: string; title: string; text: string };
  /** The visit's utm_* parameters as far as the server knows them, kept in the form's address. */
  utm: Utm | null;
  /** What the page's visitors might ask for, shown under the message box's label. */
  messageHint: string;
  answer?: FormActionData;
}) {
  const copy = useCopy();
  const words = copy.forms.lead;
  const page = unlocalizedPath(useLocation().pathname);
  // The parameters of the address the visitor arrived at, kept for every try and every enquiry
  // sent from this page, even after the address changes to the form's reply.
  const [visitUtm, setVisitUtm] = useState(utm);
  useEffect(() => {
    const arrival = utmOf(new URLSearchParams(window.location.search));
    if (arrival) setVisitUtm(arrival);
  }, []);
  return (
    <section id="lead" aria-labelledby="lead-title" className="section bg-surface-muted">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:items-start">
        <SectionHeading id="lead-title" align="start" {...heading} />
        <div className="card p-6 sm:p-8">
          {answer?.sent ? (
            <FormSuccess id={FORM_ID} {...words.success} againTo={`${page}#lead`} />
          ) : (
            <LeadForm
              action={visitUtm ? `${page}?${new URLSearchParams(visitUtm)}` : page}

              hint={messageHint}
              lastResult={answer?.result}
            />
          )}
        </div>
      </div>
    </section>
  );
}

function LeadForm({
  action,
  hint,
  lastResult,
}: {
  action: string;
  hint: string;
  lastResult?: FormActionData["result"];
}) {
  const copy = useCopy();
  const words = copy.forms.lead;
  const schema = useMemo(() => landingLeadFields(validationIn(copy)), [copy]);
  const [form, fields] = useSiteForm(FORM_ID, schema, lastResult);
  const pending = useSending(action);
  return (
    <SiteForm form={form} action={action}>
      <InputField meta={fields.name} copy={words.fields.name} className="sm:col-span-2" />
      <InputField meta={fields.email} copy={words.fields.email} type="email" />
      <InputField meta={fields.phone} copy={words.fields.phone} type="tel" optional />
      <TextAreaField meta={fields.message} copy={{ ...words.fields.message, hint }} />
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3 sm:col-span-2">
        <SubmitButton label={words.submit} pending={pending} />
        <p className="text-sm text-ink-muted">
          <Sentence
            text={words.consent}
            parts={{
              privacy: (
                <Link
                  to="/privacy-policy"
                  className="font-semibold text-brand-ink underline underline-offset-4"
                >
                  {words.privacy}
                </Link>
              ),
            }}
          />
        </p>
      </div>
    </SiteForm>
  );
}
