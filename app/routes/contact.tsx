import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Mail, MapPin, Phone } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/contact";
import { PageBanner } from "~/components/layout/page-banner";
import { MapEmbed } from "~/components/sections/map-embed";
import { BrandIcon } from "~/components/ui/brand-icon";
import {
  Field,
  CheckboxField,
  FormError,
  FormSuccess,
  GuardFields,
  InputField,
  inputClass,
  SubmitButton,
} from "~/components/ui/form-controls";
import { SocialLinks } from "~/components/ui/social-links";
import { useSiteForm } from "~/components/ui/use-site-form";
import { contactPage } from "~/content/contact";
import { contactForm } from "~/content/forms";
import { t } from "~/content/i18n";
import { fullAddress, mapsUrl, site, whatsappUrl } from "~/content/site";
import { contactSchema } from "~/lib/forms/contact";
import { pageMeta } from "~/lib/seo";
import { formTokenFor, handleFormSubmission } from "~/server/forms.server";
import { saveContactMessage } from "~/server/leads.server";

export function loader({ context }: Route.LoaderArgs) {
  return { formToken: formTokenFor(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, outbox, env } = context.services;
  return handleFormSubmission({
    request,
    context,
    form: "contact",
    schema: contactSchema,
    save: (value) => saveContactMessage(db, outbox, env.MAIL_TO, value, context.ip),
  });
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: contactPage.title,
    description: contactPage.metaDescription,
    path: "/contact",
  });

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={contactPage.title} />
      <section className="section">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.4fr]">
          <ContactDetails />
          <div className="card p-6 sm:p-10">
            <h2 className="text-2xl font-bold">{contactForm.title}</h2>
            <p className="mt-2 text-ink-muted">{contactForm.intro}</p>
            <div className="mt-8">
              {actionData?.sent ? (
                <FormSuccess {...contactForm.success} againTo="/contact" />
              ) : (
                <ContactForm token={loaderData.formToken} lastResult={actionData?.result} />
              )}
            </div>
          </div>
        </div>
      </section>
      <section aria-labelledby="map-title" className="pb-20">
        <div className="container-page">
          <h2 id="map-title" className="mb-6 text-2xl font-bold">
            {contactPage.map.heading}
          </h2>
          <MapEmbed />
        </div>
      </section>
    </>
  );
}

function ContactForm({
  token,
  lastResult,
}: {
  token: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSiteForm("contact-form", contactSchema, lastResult);
  const pending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const f = contactForm.fields;
  return (
    <Form
      method="post"
      action="/contact"
      {...getFormProps(form)}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <GuardFields token={token} />
      <FormError id={form.errorId} errors={form.errors} />
      <InputField meta={fields["f-name"]} copy={f["f-name"]} />
      <InputField meta={fields["l-name"]} copy={f["l-name"]} />
      <InputField meta={fields.email} copy={f.email} type="email" />
      <InputField meta={fields.phone} copy={f.phone} type="tel" optional />
      <InputField meta={fields.suject} copy={f.suject} className="sm:col-span-2" />
      <Field meta={fields.message} label={f.message.label} className="sm:col-span-2">
        <textarea {...getTextareaProps(fields.message)} rows={6} className={inputClass} />
      </Field>
      <CheckboxField meta={fields.terms} required className="sm:col-span-2">
        {contactForm.terms}{" "}
        <Link
          to="/privacy-policy"
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {contactForm.termsLink}
        </Link>
      </CheckboxField>
      <div className="sm:col-span-2">
        <SubmitButton label={contactForm.submit} pending={pending} />
      </div>
    </Form>
  );
}

/** One way to reach the agency: its icon, its heading and the details. */
function DetailItem({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div>
        <h3 className="font-bold">{title}</h3>
        {children}
      </div>
    </li>
  );
}

function ContactDetails() {
  return (
    <div>
      <h2 className="text-2xl font-bold">{contactPage.infoTitle}</h2>
      <p className="mt-3 text-ink-muted">{contactPage.infoText}</p>
      <ul className="mt-8 space-y-6">
        <DetailItem
          icon={<MapPin className="size-5" aria-hidden="true" />}
          title={contactPage.addressTitle}
        >
          <a
            href={mapsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-ink-muted hover:text-brand-700"
          >
            {fullAddress}
          </a>
        </DetailItem>
        <DetailItem
          icon={<Phone className="size-5" aria-hidden="true" />}
          title={contactPage.phoneTitle}
        >
          <ul>
            {site.phones.map((phone, index) => (
              <li key={phone.e164} className="text-ink-muted">
                {contactPage.phoneLabels[index]}:{" "}
                <a
                  href={`tel:${phone.e164}`}
                  className="font-semibold text-ink hover:text-brand-700"
                  dir="ltr"
                >
                  {phone.display}
                </a>
              </li>
            ))}
          </ul>
        </DetailItem>
        <DetailItem
          icon={<Mail className="size-5" aria-hidden="true" />}
          title={contactPage.emailTitle}
        >
          <a href={`mailto:${site.supportEmail}`} className="font-semibold hover:text-brand-700">
            {site.supportEmail}
          </a>
        </DetailItem>
        <DetailItem
          icon={<BrandIcon name="whatsapp" className="size-5" />}
          title={contactPage.whatsappTitle}
        >
          <a
            href={whatsappUrl(t.header.whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold hover:text-brand-700"
          >
            {contactPage.whatsappText}
          </a>
        </DetailItem>
      </ul>
      <h3 className="mt-8 font-bold">{contactPage.socialTitle}</h3>
      <SocialLinks
        labels={t.social}
        className="mt-3"
        linkClassName="border border-line text-ink hover:border-brand-600 hover:bg-brand-700 hover:text-white"
      />
    </div>
  );
}
